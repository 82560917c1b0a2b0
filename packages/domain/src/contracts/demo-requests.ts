import { z } from 'zod';
import { normalizeSaudiPhone } from '../phone/phone';
import { dataOf, withCode } from './common';
import { isStorableText, secret, text } from './text';

/** Optional text: trimmed, and an empty string counts as "not given". */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return text(max, options)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A honeypot field: absent or empty from a person; any content is refused (VALIDATION_FAILED). */
export const HoneypotSchema = secret(0).optional();

/** A Saudi mobile (spec section 5), stored as +9665XXXXXXXX; anything else is PHONE_INVALID (422). */
export const SaudiPhoneSchema = z
  .string()
  .refine(isStorableText, withCode('PHONE_INVALID'))
  .trim()
  .transform((value, ctx) => {
    const phone = normalizeSaudiPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
      return z.NEVER;
    }
    return phone;
  });

export const EmailSchema = text(254, { code: 'EMAIL_INVALID' }).pipe(z.email(withCode('EMAIL_INVALID')));

/** POST /api/public/demo-requests (spec section 3 "Demo request"; same limits as the web form). */
export const DemoRequestBodySchema = z.object({
  name: text(100, { min: 1 }),
  email: EmailSchema,
  restaurantName: text(120, { min: 1 }),
  phone: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(SaudiPhoneSchema.optional()),
  message: optionalText(1000, { multiline: true }),
  /** The honeypot (HONEYPOT_FIELD): hidden in the form, so anything in it is a script's (400, nothing written). */
  fax: HoneypotSchema,
});
export type DemoRequestBody = z.infer<typeof DemoRequestBodySchema>;

export const DemoRequestResponseSchema = dataOf(
  z.object({ demoRequest: z.object({ id: z.number().int() }) }),
);
