import type { ColumnType } from 'kysely';

/** Column types shared by the table interfaces of `db/schema/` (see `db/schema.ts`). */

/** A timestamp with a database default: optional on insert. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/**
 * jsonb: write `JSON.stringify(value)`, read parsed values. Only strings go in because `pg` would turn a
 * JS array into a PostgreSQL array literal (PGlite would not): stringifying behaves the same on both.
 */
export type Json<T> = ColumnType<T, string, string>;
export type JsonDefaulted<T> = ColumnType<T, string | undefined, string>;
/** A column with a database default. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type OrderStatusColumn =
  | 'pending'
  | 'confirmed'
  | 'preparing'
  | 'ready'
  | 'completed'
  | 'cancelled'
  | 'paid_at_rest';
export type PaymentStatusColumn = 'pending' | 'authorized' | 'completed' | 'failed' | 'abandoned' | 'voided';
export type LanguageColumn = 'ar' | 'en';
export type ApplicationStatusColumn =
  | 'submitted'
  | 'under_review'
  | 'needs_changes'
  | 'approved'
  | 'rejected'
  | 'withdrawn';
