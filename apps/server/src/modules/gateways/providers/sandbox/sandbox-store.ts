import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { rowShape, runShape } from '../../../../db/database';
import type { Database, SandboxPaymentsTable } from '../../../../db/schema';

export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;

export interface NewSandboxPayment {
  givenId: string;
  amountHalalas: number;
  description: string;
  callbackUrl: string;
  metadata: Record<string, string>;
  sourceType: SandboxPaymentRow['sourceType'];
}

/**
 * Inserts once per given_id; a second call finds the first row (idempotent, also across instances).
 * `settled`: a token charged at once is written with its outcome in the same INSERT (one write, not an
 * 'initiated' row and then its settlement).
 */
export async function insertOrFind(
  db: Database,
  p: NewSandboxPayment,
  settled?: Settlement & { cardBrand: NonNullable<SandboxPaymentRow['cardBrand']> },
): Promise<{ row: SandboxPaymentRow; isNew: boolean }> {
  const values: Insertable<SandboxPaymentsTable> = {
    ...p,
    ...settled,
    metadata: JSON.stringify(p.metadata),
  };
  // One shape per set of columns (a card payment's is always the same), built once (db/database.ts).
  const shape = rowShape(values);
  const [inserted] = await runShape(
    db,
    `sandbox.insert:${shape.columns}${settled ? ':settled' : ''}`,
    shape.args,
    (...slots) =>
      db
        .insertInto('sandboxPayments')
        .values({ ...shape.row(slots), ...(settled ? { settledAt: sql<Date>`now()` } : {}) })
        .onConflict((oc) => oc.column('givenId').doNothing())
        .returningAll(),
  );
  if (inserted) return { row: inserted, isNew: true };
  const existing = await db
    .selectFrom('sandboxPayments')
    .selectAll()
    .where('givenId', '=', p.givenId)
    .executeTakeFirstOrThrow();
  return { row: existing, isNew: false };
}

export function findByGivenId(db: Database, givenId: string): Promise<SandboxPaymentRow | undefined> {
  return db.selectFrom('sandboxPayments').selectAll().where('givenId', '=', givenId).executeTakeFirst();
}

export function findById(db: Database, id: string): Promise<SandboxPaymentRow | undefined> {
  return db.selectFrom('sandboxPayments').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface Settlement {
  status: 'paid' | 'failed';
  failureReason: SandboxPaymentRow['failureReason'];
  message: string;
}

/**
 * The one way out of 'initiated': a conditional UPDATE, so two submits (two tabs, a double tap, two
 * instances) settle a payment once; the loser gets undefined and reads the winner's result.
 * `stage` says which step may do it: the card form (no challenge started) or the 3-D Secure challenge.
 */
export function settle(
  db: Database,
  id: string,
  stage: 'card' | 'challenge',
  s: Settlement & { cardBrand?: SandboxPaymentRow['cardBrand']; cardLast4?: string },
): Promise<SandboxPaymentRow | undefined> {
  return db
    .updateTable('sandboxPayments')
    .set({
      status: s.status,
      failureReason: s.failureReason,
      message: s.message,
      ...(s.cardBrand ? { cardBrand: s.cardBrand } : {}),
      ...(s.cardLast4 ? { cardLast4: s.cardLast4 } : {}),
      settledAt: sql<Date>`now()`,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'initiated')
    .where('challengeStartedAt', stage === 'card' ? 'is' : 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

/** Card accepted, 3-D Secure required: the payment stays 'initiated' until the code is entered. */
export function startChallenge(
  db: Database,
  id: string,
  card: { cardBrand: SandboxPaymentRow['cardBrand']; cardLast4: string },
): Promise<SandboxPaymentRow | undefined> {
  return db
    .updateTable('sandboxPayments')
    .set({ ...card, challengeStartedAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'initiated')
    .where('challengeStartedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Gives money back like Moyasar: a refund of `amount` on a 'paid' (or already partly 'refunded') payment
 * adds to its refunded total, as long as the total stays within what was captured; an 'authorized' one
 * of exactly its amount becomes 'voided'. ONE conditional UPDATE, so two refunds racing never give back
 * more than was captured; a refused one gets undefined. Each call is a new refund (Moyasar has no refund
 * idempotency key): not refunding twice is the caller's job (refund-job.ts).
 */
export function refund(db: Database, id: string, amount: number): Promise<SandboxPaymentRow | undefined> {
  const isAuthorization = sql<boolean>`status = 'authorized'`;
  return db
    .updateTable('sandboxPayments')
    .set({
      status: sql<'voided' | 'refunded'>`CASE WHEN ${isAuthorization} THEN 'voided' ELSE 'refunded' END`,
      refundedHalalas: sql<number>`CASE WHEN ${isAuthorization} THEN 0 ELSE refunded_halalas + ${amount}::bigint END`,
      refundedAt: sql<Date | null>`CASE WHEN ${isAuthorization} THEN NULL ELSE now() END`,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['paid', 'refunded']),
          eb(sql<number>`refunded_halalas + ${amount}::bigint`, '<=', eb.ref('amountHalalas')),
        ]),
        eb.and([eb('status', '=', 'authorized'), eb('amountHalalas', '=', amount)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}
