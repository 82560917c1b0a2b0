import { isEgsSerial } from './egs-serial';

/** ZATCA's three environments, each with its own Fatoora base URL and certificate template. */
export type ZatcaEnvironment = 'sandbox' | 'simulation' | 'production';

/** What the CSR says about the taxpayer and its EGS unit, in ZATCA's words (E-invoicing guidelines §2.2.2). */
export interface CsrFields {
  /** O: the taxpayer's name. */
  organisationName: string;
  /** OU: the branch's name; for a VAT group, the member's 10-digit TIN. */
  branchName: string;
  /** CN: the EGS unit's name. */
  unitName: string;
  /** organizationIdentifier and the SAN's UID. */
  vatNumber: string;
  /** The SAN's SN, from egsSerial(). */
  egsSerial: string;
  /** The SAN's registeredAddress: the branch's address line. */
  location: string;
  /** The SAN's businessCategory. */
  industry: string;
  environment: ZatcaEnvironment;
}

const ENVIRONMENTS: readonly ZatcaEnvironment[] = ['sandbox', 'simulation', 'production'];

type TextField = Exclude<keyof CsrFields, 'environment'>;

export type CsrFieldErrorCode =
  | 'ZATCA_CSR_FIELD_MISSING'
  | 'ZATCA_CSR_FIELD_TOO_LONG'
  | 'ZATCA_VAT_NUMBER_INVALID'
  | 'ZATCA_VAT_GROUP_BRANCH_NOT_TIN'
  | 'ZATCA_EGS_SERIAL_INVALID';

export class CsrFieldError extends Error {
  constructor(
    readonly code: CsrFieldErrorCode,
    readonly field: keyof CsrFields,
  ) {
    super(`${code}: ${field}`);
    this.name = 'CsrFieldError';
  }
}

const TEXT_FIELDS: readonly TextField[] = [
  'organisationName',
  'branchName',
  'unitName',
  'vatNumber',
  'egsSerial',
  'location',
  'industry',
];

/**
 * X.520 bounds a name's values at 64 and Odoo refuses longer subject values, counting UTF-8 bytes
 * (test_csr_validation_with_multibyte_characters): an Arabic name reaches it at about 32 letters. ZATCA
 * publishes no bound for the SAN's values, so the same one holds there: one rule the owner can be told.
 */
const MAX_VALUE_BYTES = 64;

/** BR-KSA-39/40: 15 digits, the first and the last 3. */
const VAT_NUMBER = /^3\d{13}3$/;

/** The trimmed fields, or a CsrFieldError naming the first field at fault. */
export function checkCsrFields(fields: CsrFields): CsrFields {
  const checked = { ...fields };
  for (const field of TEXT_FIELDS) {
    const value = (fields[field] ?? '').trim();
    if (value === '') throw new CsrFieldError('ZATCA_CSR_FIELD_MISSING', field);
    if (Buffer.byteLength(value, 'utf8') > MAX_VALUE_BYTES) {
      throw new CsrFieldError('ZATCA_CSR_FIELD_TOO_LONG', field);
    }
    checked[field] = value;
  }
  if (!ENVIRONMENTS.includes(checked.environment)) {
    throw new CsrFieldError('ZATCA_CSR_FIELD_MISSING', 'environment');
  }
  if (!VAT_NUMBER.test(checked.vatNumber)) throw new CsrFieldError('ZATCA_VAT_NUMBER_INVALID', 'vatNumber');
  // A VAT group's number has 1 as its 11th digit, and its member names itself by its TIN (ZATCA's SDK
  // examples csr-config-example-*-VAT-group.properties).
  if (checked.vatNumber[10] === '1' && !/^\d{10}$/.test(checked.branchName)) {
    throw new CsrFieldError('ZATCA_VAT_GROUP_BRANCH_NOT_TIN', 'branchName');
  }
  if (!isEgsSerial(checked.egsSerial)) throw new CsrFieldError('ZATCA_EGS_SERIAL_INVALID', 'egsSerial');
  return checked;
}
