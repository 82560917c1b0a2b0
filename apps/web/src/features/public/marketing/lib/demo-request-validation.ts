import { normalizeSaudiPhone } from '@sufra/domain';
import { cleanText, EMAIL_PATTERN, hasControlCharacters, textLength } from '../../../../shared/typed-text';

export type DemoRequestValues = {
  name: string;
  email: string;
  restaurantName: string;
  phone: string;
  message: string;
};

/** The JSON sent to POST /api/public/demo-requests; optional fields are left out when empty. */
export type DemoRequestBody = {
  name: string;
  email: string;
  restaurantName: string;
  phone?: string;
  message?: string;
  /** The honeypot (HONEYPOT_FIELD): only sent when a script filled it. */
  fax?: string;
};

type DemoRequestErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'restaurantNameRequired'
  | 'phoneInvalid'
  | 'tooLong'
  | 'invalidCharacters';

export type DemoRequestErrors = Partial<Record<keyof DemoRequestValues, DemoRequestErrorKey>>;

/**
 * The contract's rules (DemoRequestBodySchema), restated without zod; demo-request-validation.differential
 * .test.ts holds this validator to the contract, so the form never sends what the server would refuse.
 */
export const DEMO_LIMITS = { name: 100, email: 254, restaurantName: 120, message: 1000 } as const;

/** Field order of the form, so the first invalid field can be focused. */
export const DEMO_FIELDS = ['name', 'email', 'restaurantName', 'phone', 'message'] as const;

/** A required one-line text: nothing left once cleaned, control characters, or too long. */
function checkText(raw: string, max: number, missing: DemoRequestErrorKey): DemoRequestErrorKey | null {
  const value = cleanText(raw);
  if (!value) return missing;
  if (hasControlCharacters(raw)) return 'invalidCharacters';
  return textLength(value) > max ? 'tooLong' : null;
}

function checkEmail(raw: string): DemoRequestErrorKey | null {
  const value = cleanText(raw);
  if (!value) return 'emailRequired';
  const isValid =
    !hasControlCharacters(raw) && textLength(value) <= DEMO_LIMITS.email && EMAIL_PATTERN.test(value);
  return isValid ? null : 'emailInvalid';
}

function checkMessage(raw: string): DemoRequestErrorKey | null {
  if (hasControlCharacters(raw, true)) return 'invalidCharacters';
  return textLength(cleanText(raw)) > DEMO_LIMITS.message ? 'tooLong' : null;
}

export function validateDemoRequest(values: DemoRequestValues): {
  errors: DemoRequestErrors;
  body: DemoRequestBody | null;
} {
  const phone = values.phone.trim();
  const normalizedPhone = phone ? normalizeSaudiPhone(phone) : null;
  const checks: [keyof DemoRequestValues, DemoRequestErrorKey | null][] = [
    ['name', checkText(values.name, DEMO_LIMITS.name, 'nameRequired')],
    ['email', checkEmail(values.email)],
    [
      'restaurantName',
      checkText(values.restaurantName, DEMO_LIMITS.restaurantName, 'restaurantNameRequired'),
    ],
    ['phone', phone && !normalizedPhone ? 'phoneInvalid' : null],
    ['message', checkMessage(values.message)],
  ];
  const errors: DemoRequestErrors = {};
  for (const [field, error] of checks) if (error) errors[field] = error;

  if (Object.keys(errors).length > 0) return { errors, body: null };
  const body: DemoRequestBody = {
    name: cleanText(values.name),
    email: cleanText(values.email),
    restaurantName: cleanText(values.restaurantName),
  };
  const message = cleanText(values.message);
  if (normalizedPhone) body.phone = normalizedPhone;
  if (message) body.message = message;
  return { errors, body };
}
