import { normalizeSaudiPhone } from '@sufra/domain';

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

export type DemoRequestErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'restaurantNameRequired'
  | 'phoneInvalid'
  | 'tooLong';

export type DemoRequestErrors = Partial<Record<keyof DemoRequestValues, DemoRequestErrorKey>>;

/** Same limits as the server's contract, so the form never sends what the server would refuse. */
export const DEMO_LIMITS = { name: 100, email: 254, restaurantName: 120, message: 1000 } as const;

/** Deliberately loose: one @, a dot in the domain, no spaces. The server has the final word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field order of the form, so the first invalid field can be focused. */
export const DEMO_FIELDS = ['name', 'email', 'restaurantName', 'phone', 'message'] as const;

export function validateDemoRequest(values: DemoRequestValues): {
  errors: DemoRequestErrors;
  body: DemoRequestBody | null;
} {
  const name = values.name.trim();
  const email = values.email.trim();
  const restaurantName = values.restaurantName.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  const errors: DemoRequestErrors = {};

  if (!name) errors.name = 'nameRequired';
  else if (name.length > DEMO_LIMITS.name) errors.name = 'tooLong';
  if (!email) errors.email = 'emailRequired';
  else if (email.length > DEMO_LIMITS.email || !EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  if (!restaurantName) errors.restaurantName = 'restaurantNameRequired';
  else if (restaurantName.length > DEMO_LIMITS.restaurantName) errors.restaurantName = 'tooLong';
  const normalizedPhone = phone ? normalizeSaudiPhone(phone) : null;
  if (phone && !normalizedPhone) errors.phone = 'phoneInvalid';
  if (message.length > DEMO_LIMITS.message) errors.message = 'tooLong';

  if (Object.keys(errors).length > 0) return { errors, body: null };
  const body: DemoRequestBody = { name, email, restaurantName };
  if (normalizedPhone) body.phone = normalizedPhone;
  if (message) body.message = message;
  return { errors, body };
}
