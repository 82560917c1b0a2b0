import { ZATCA_OTP, type ZatcaOnboardBody } from '@sufra/domain/contracts';
import type { ErrorCode } from '@sufra/domain/error-codes';

/**
 * The onboarding form as typed: text, with the national address flat (one input each). Read by
 * readOnboardForm into the body POST /staff/settings/zatca takes. The rules are the contract's
 * (ZatcaOnboardBodySchema) restated without zod, which the browser never loads; zatca-form.differential.test.ts
 * holds them to the contract.
 */
export interface ZatcaOnboardForm {
  organisationName: string;
  branchName: string;
  crNumber: string;
  industry: string;
  street: string;
  buildingNumber: string;
  additionalNumber: string;
  district: string;
  city: string;
  postalCode: string;
  otp: string;
}
export type ZatcaField = keyof ZatcaOnboardForm;

/** In the form's order: the first field with a problem takes the focus. */
export const ZATCA_FIELDS: readonly ZatcaField[] = [
  'organisationName',
  'branchName',
  'crNumber',
  'industry',
  'street',
  'buildingNumber',
  'additionalNumber',
  'district',
  'city',
  'postalCode',
  'otp',
];

type ZatcaProblem = Extract<
  ErrorCode,
  | 'ZATCA_CSR_FIELD_MISSING'
  | 'ZATCA_CSR_FIELD_TOO_LONG'
  | 'ZATCA_VAT_GROUP_BRANCH_NOT_TIN'
  | 'ZATCA_BUILDING_NUMBER_INVALID'
  | 'ZATCA_ADDITIONAL_NUMBER_INVALID'
  | 'ZATCA_POSTAL_CODE_INVALID'
  | 'ZATCA_CR_NUMBER_INVALID'
  | 'ZATCA_OTP_INVALID'
>;
type ZatcaProblems = Partial<Record<ZatcaField, ZatcaProblem>>;

const FOUR_DIGITS = /^\d{4}$/;
const POSTAL_CODE = /^\d{5}$/;
const CR_NUMBER = /^\d{10}$/;
/**
 * The contract counts 64 characters; the certificate request counts 64 UTF-8 bytes (egs/csr-fields.ts,
 * X.520), about 32 Arabic letters: the form holds to the stricter one, so the owner learns it here and not
 * after ZATCA's ten seconds.
 */
const MAX_BYTES = 64;
const bytes = new TextEncoder();

export function emptyOnboardForm(organisationName: string): ZatcaOnboardForm {
  return {
    organisationName,
    branchName: '',
    crNumber: '',
    industry: '',
    street: '',
    buildingNumber: '',
    additionalNumber: '',
    district: '',
    city: '',
    postalCode: '',
    otp: '',
  };
}

function textProblem(value: string): ZatcaProblem | null {
  if (value === '') return 'ZATCA_CSR_FIELD_MISSING';
  return bytes.encode(value).length > MAX_BYTES ? 'ZATCA_CSR_FIELD_TOO_LONG' : null;
}

const pattern = (value: string, shape: RegExp, problem: ZatcaProblem) => (shape.test(value) ? null : problem);

export const otpProblem = (otp: string): ZatcaProblem | null =>
  pattern(otp.trim(), ZATCA_OTP, 'ZATCA_OTP_INVALID');

/**
 * The body to send, or each field's problem. `vatNumber` is the restaurant's (Settings → Profile): a VAT
 * group's number (11th digit 1) names its member by a 10-digit TIN as the branch (ZATCA's CSR rules).
 */
export function readOnboardForm(
  form: ZatcaOnboardForm,
  vatNumber: string | null,
): { ok: true; body: ZatcaOnboardBody } | { ok: false; problems: ZatcaProblems } {
  const v = Object.fromEntries(Object.entries(form).map(([k, x]) => [k, x.trim()])) as ZatcaOnboardForm;
  const found: [ZatcaField, ZatcaProblem | null][] = [
    ['organisationName', textProblem(v.organisationName)],
    [
      'branchName',
      textProblem(v.branchName) ??
        (vatNumber?.[10] === '1' && !CR_NUMBER.test(v.branchName) ? 'ZATCA_VAT_GROUP_BRANCH_NOT_TIN' : null),
    ],
    ['crNumber', pattern(v.crNumber, CR_NUMBER, 'ZATCA_CR_NUMBER_INVALID')],
    ['industry', textProblem(v.industry)],
    ['street', textProblem(v.street)],
    ['buildingNumber', pattern(v.buildingNumber, FOUR_DIGITS, 'ZATCA_BUILDING_NUMBER_INVALID')],
    [
      'additionalNumber',
      v.additionalNumber === ''
        ? null
        : pattern(v.additionalNumber, FOUR_DIGITS, 'ZATCA_ADDITIONAL_NUMBER_INVALID'),
    ],
    ['district', textProblem(v.district)],
    ['city', textProblem(v.city)],
    ['postalCode', pattern(v.postalCode, POSTAL_CODE, 'ZATCA_POSTAL_CODE_INVALID')],
    ['otp', otpProblem(v.otp)],
  ];
  const problems: ZatcaProblems = {};
  for (const [field, problem] of found) if (problem) problems[field] = problem;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: {
      otp: v.otp,
      organisationName: v.organisationName,
      branchName: v.branchName,
      crNumber: v.crNumber,
      industry: v.industry,
      address: {
        street: v.street,
        buildingNumber: v.buildingNumber,
        ...(v.additionalNumber ? { additionalNumber: v.additionalNumber } : {}),
        district: v.district,
        city: v.city,
        postalCode: v.postalCode,
      },
    },
  };
}
