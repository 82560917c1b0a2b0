import { randomUUID } from 'node:crypto';
import { formatAmount, halalas } from '@sufra/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { PaymentsTestApp } from './payment-fixtures';
import { payRequest, VISA_DECLINED, VISA_OK, verifyRequest, webhookRequest } from './payment-fixtures';

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
const chance = (p: number) => Math.random() < p;
const int = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));
const EXPECTED_4XX = new Set([403, 404, 409, 422]);

/** A fresh small VAT-inclusive order written straight to the tables (the order API is tested elsewhere). */
export async function insertRaceOrder(t: PaymentsTestApp, orderNumber: number) {
  const lines = Array.from({ length: int(1, 3) }, () => int(100, 5000));
  const total = lines.reduce((a, b) => a + b, 0);
  const table = await t.db
    .selectFrom('tables')
    .select('id')
    .where('restaurantId', '=', t.fixture.restaurantId)
    .where('number', '=', t.fixture.table.number)
    .executeTakeFirstOrThrow();
  const order = await t.db
    .insertInto('orders')
    .values({
      restaurantId: t.fixture.restaurantId,
      orderNumber,
      type: 'table',
      tableId: table.id,
      subtotalHalalas: total,
      taxHalalas: Math.round((total * 15) / 115),
      totalHalalas: total,
    })
    .returning(['id', 'publicId'])
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('orderItems')
    .values(
      lines.map((l) => ({
        orderId: order.id,
        name: 'Dish',
        nameAr: 'طبق',
        unitPriceHalalas: l,
        quantity: 1,
        lineTotalHalalas: l,
      })),
    )
    .execute();
  return { ...order, total, lineCount: lines.length };
}

function randomChoice(total: number, lineCount: number): Record<string, unknown> {
  const mode = pick([
    'full',
    'remaining',
    'evenly',
    'evenly',
    'per_item',
    'per_item',
    'custom',
    'custom',
  ] as const);
  const tip = pick([{ kind: 'none' }, { kind: 'percent', percent: 10 }, { kind: 'custom', amount: '1.5' }]);
  if (mode === 'evenly') {
    const totalPeople = int(2, 4);
    return { mode, tip, totalPeople, peopleYouPayFor: int(1, totalPeople) };
  }
  if (mode === 'per_item') {
    const itemIndexes = Array.from({ length: lineCount }, (_, i) => i).filter(() => chance(0.6));
    return {
      mode,
      tip,
      itemIndexes,
      itemShares: itemIndexes.map((index) => ({ index, sharedBy: int(1, 2) })),
    };
  }
  if (mode === 'custom')
    return { mode, tip, customAmount: formatAmount(halalas(int(1, Math.ceil(total / 2)))) };
  return { mode, tip };
}

/** One payer: pay (maybe double-tapped), maybe let the reservation lapse, then settle through racing signals. */
async function payer(t: PaymentsTestApp, order: { publicId: string; total: number; lineCount: number }) {
  await new Promise((resolve) => setTimeout(resolve, int(0, 60))); // diners do not all tap at once
  const useToken = chance(0.3);
  const body = {
    hash: t.fixture.table.hash,
    idempotencyKey: randomUUID(),
    ...randomChoice(order.total, order.lineCount),
    ...(useToken
      ? { paymentMethod: 'card_payment', token: pick(['tok_sandbox_paid', 'tok_sandbox_card_declined']) }
      : { paymentMethod: 'hosted_page' }),
  };
  const taps = await Promise.all(
    (chance(0.3) ? [1, 2] : [1]).map(() => payRequest(t.app, order.publicId, body)),
  );
  for (const r of taps) if (r.statusCode !== 200) expect(EXPECTED_4XX, r.body).toContain(r.statusCode);
  const ok = taps.find((r) => r.statusCode === 200);
  if (!ok) return;
  const payment = ok.json().data.payment as { id: string; status: string };
  if (payment.status !== 'pending') return;
  // Some diners linger past the reservation: a latecomer may take the lapsed share meanwhile.
  let latecomer: Promise<unknown> = Promise.resolve();
  if (chance(0.35)) {
    await t.db
      .updateTable('payments')
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where('publicId', '=', payment.id)
      .execute();
    if (chance(0.7)) {
      const late = {
        hash: body.hash,
        idempotencyKey: randomUUID(),
        mode: 'remaining',
        paymentMethod: 'apple_pay',
        token: 'tok_sandbox_paid',
      };
      latecomer = payRequest(t.app, order.publicId, late).then((r) => {
        if (r.statusCode !== 200) expect(EXPECTED_4XX, r.body).toContain(r.statusCode);
      });
    }
  }
  if (chance(0.15)) return latecomer; // abandoned on the hosted page
  // The diner types the card in a moment: other payers reserve (and maybe take what lapsed) meanwhile.
  await new Promise((resolve) => setTimeout(resolve, int(5, 40)));
  const row = await t.db
    .selectFrom('payments')
    .select('gatewayPaymentId')
    .where('publicId', '=', payment.id)
    .executeTakeFirstOrThrow();
  const gatewayId = row.gatewayPaymentId as string;
  const card = chance(0.2) ? VISA_DECLINED : VISA_OK;
  const settled = t.gateway.submitCard(gatewayId, card);
  // onSettled fires inside submitCard; verify and the (replayed) webhook race it and each other.
  const signals = await Promise.all([
    verifyRequest(t.app, payment.id),
    settled.then((gp) => webhookRequest(t.app, t.gateway, gp)),
    settled.then((gp) =>
      chance(0.5) ? webhookRequest(t.app, t.gateway, gp) : verifyRequest(t.app, payment.id),
    ),
  ]);
  for (const r of signals) expect(r.statusCode, r.body).toBe(200);
  await latecomer;
}

/** Runs one trial and checks the invariants; returns counts for the summary. */
export async function raceTrial(t: PaymentsTestApp, orderNumber: number) {
  const order = await insertRaceOrder(t, orderNumber);
  await Promise.all(Array.from({ length: int(2, 8) }, () => payer(t, order)));

  const rows = await t.db
    .selectFrom('payments as p')
    .leftJoin('sandboxPayments as s', (j) => j.on(sql<boolean>`s.given_id = p.idempotency_key::uuid`))
    .select([
      'p.id',
      'p.idempotencyKey',
      'p.status',
      'p.amountHalalas',
      'p.refundReason',
      's.status as gatewayStatus',
    ])
    .where('p.orderId', '=', order.id)
    .execute();
  const settledSum = rows
    .filter((r) => r.status === 'completed' || r.status === 'authorized')
    .reduce((n, r) => n + r.amountHalalas, 0);
  // Zero over-payments.
  expect(settledSum).toBeLessThanOrEqual(order.total);
  for (const r of rows) {
    // Zero double charges: one gateway payment per idempotency key, however often it was submitted.
    expect(t.gatewayCalls.get(r.idempotencyKey)?.size ?? 0).toBeLessThanOrEqual(1);
    // Every captured payment is counted exactly once, or recorded for refund.
    if (r.gatewayStatus === 'paid') {
      expect(['completed', 'voided']).toContain(r.status);
      if (r.status === 'voided') expect(r.refundReason).not.toBeNull();
    } else expect(r.status).not.toBe('completed');
  }
  const refunds = rows.filter((r) => r.status === 'voided').length;
  const jobs = await t.db
    .selectFrom('outboxJobs')
    .select('id')
    .where('dedupeKey', 'in', ['', ...rows.map((r) => `refund:${r.id}`)])
    .execute();
  expect(jobs).toHaveLength(refunds);
  return {
    payments: rows.length,
    completed: rows.filter((r) => r.status === 'completed').length,
    refunds,
    fullyPaid: settledSum === order.total,
  };
}
