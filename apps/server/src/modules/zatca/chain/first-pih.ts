import { createHash } from 'node:crypto';

/**
 * The PIH of an EGS's first document (BR-KSA-26): the base64 of the hex SHA-256 of "0", as ZATCA's SDK
 * ships it (Data/PIH/pih.txt; first-pih.test.ts compares). Derived rather than pasted, so it says what it is.
 */
export const FIRST_PIH = Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64');
