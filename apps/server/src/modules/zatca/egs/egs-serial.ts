import { randomUUID } from 'node:crypto';

/**
 * The EGS serial ZATCA asks for in the CSR's SN: `1-<solution>|2-<model or version>|3-<serial>`. The
 * workspaces' package versions are all 0.0.0 (never published), so the model is this constant: the
 * certificate keeps the serial it was issued with, and it needs changing only if the EGS itself changes
 * in a way ZATCA should see on a new certificate.
 */
const SOLUTION = 'Sufra';
const MODEL = '1.0';

/** One per restaurant's unit, random so two restaurants' units never share a serial. */
export function egsSerial(unitUuid: string = randomUUID()): string {
  return `1-${SOLUTION}|2-${MODEL}|3-${unitUuid}`;
}

const SERIAL = /^1-[^|]+\|2-[^|]+\|3-[^|]+$/;

export function isEgsSerial(text: string): boolean {
  return SERIAL.test(text);
}
