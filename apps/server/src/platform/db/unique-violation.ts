/**
 * PostgreSQL's unique_violation (23505), as the driver raises it or wrapped by Kysely: how two racing
 * writes of one idempotency key find out that the other one won.
 */
export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';
