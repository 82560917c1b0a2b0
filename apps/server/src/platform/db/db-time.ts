import { sql } from 'kysely';

/**
 * A timestamp `seconds` from now by the database's clock (not this process's), for a column a service
 * sets: the expiries the database compares with `now()` must come from the same clock. Kysely sends it as
 * SQL; the cast only lets it stand where the column type says Date.
 */
export function dbNowPlus(seconds: number): Date {
  return sql<Date>`now() + make_interval(secs => ${seconds})` as unknown as Date;
}
