import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';
import { LANGUAGES } from '../i18n-lang';

/**
 * Convention: a validation issue whose message is an ErrorCode makes the server answer with THAT code
 * (e.g. a non-numeric restaurant id -> INVALID_RESTAURANT_ID) instead of the generic VALIDATION_FAILED.
 * The web client can use the same trick: `t('errors.' + issue.message)`.
 */
export function withCode(code: ErrorCode): { error: ErrorCode } {
  return { error: code };
}

/** Success envelope: every 2xx JSON body is `{ data: ... }`. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    fields: z.array(z.string()).optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const LanguageSchema = z.enum(LANGUAGES);

/** Integer halalas on the wire (1 SAR = 100). Clients wrap with `halalas()` from the domain. */
export const HalalasSchema = z.number().int().nonnegative();

/** Largest PostgreSQL `integer`; ids beyond it cannot exist, so they are rejected before any query. */
const MAX_ID = 2_147_483_647;

/** A positive integer id from a path or query string (strings are coerced), with its own error code. */
export function idSchema(code: ErrorCode = 'VALIDATION_FAILED') {
  return z.coerce
    .number<string | number>(withCode(code))
    .int(withCode(code))
    .positive(withCode(code))
    .max(MAX_ID, withCode(code));
}

export const RestaurantIdSchema = idSchema('INVALID_RESTAURANT_ID');

/** Table/takeaway QR hashes: 128 random bits, base64url (22 chars); a little slack for rotated formats. */
export function qrHashSchema(code: ErrorCode) {
  return z
    .string(withCode(code))
    .min(16, withCode(code))
    .max(64, withCode(code))
    .regex(/^[A-Za-z0-9_-]+$/, withCode(code));
}
