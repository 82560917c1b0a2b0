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

/**
 * Integer halalas on the wire (1 SAR = 100). Clients wrap with `halalas()` from the domain. Money columns
 * are `bigint` (`*_halalas`, migration 0018), so a safe integer fits; the `x-column` mark tells the
 * route-table drift test so (a mark zod keeps through `.positive()`, `.max()` and the like).
 */
export const HalalasSchema = z.number().int().nonnegative().meta({ 'x-column': 'bigint' });

/** Largest PostgreSQL `integer` (int4), the type of every id, version, number and count column. */
export const INT4_MAX = 2_147_483_647;
const MAX_ID = INT4_MAX;

/**
 * A positive integer a body writes to (or compares with) an `integer` column: an id, a version. Bounded,
 * so 2147483648 is a 400 before any query instead of PostgreSQL's out-of-range 500 (issue 25 item 13).
 */
export const PositiveInt4Schema = z.number().int().positive().max(INT4_MAX);

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
