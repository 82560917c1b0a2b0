// Idempotency keys and QR hashes stay random: they are identities (unique in the database), not choices.
import { randomUUID } from 'node:crypto';
import { formatAmount, halalas } from '@sufra/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { newQrHash } from '../../../platform/crypto/qr-hash';
import type { PaymentsTestApp } from './payment-fixtures';
import { payRequest, VISA_DECLINED, VISA_OK, verifyRequest, webhookRequest } from './payment-fixtures';
import { type Rng, seededRandom, substream } from './seeded-random';

const EXPECTED_4XX = new Set([403, 404, 409, 422]);

/** A table of its own per trial, so "pay the table's bill" covers this trial's orders only. */
async function insertRaceTable(t: PaymentsTestApp, number: number) {
  const hash = newQrHash();
  const table = await t.db
    .insertInto('tables')
    .values({ restaurantId: t.fixture.restaurantId, number, hash, capacity: 50 })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  return { ...table, hash };
}

/** A fresh small VAT-inclusive order written straight to the tables (the order API is tested elsewhere). */
async function insertRaceOrder(t: PaymentsTestApp, rng: Rng, orderNumber: number, table?: { id: number }) {
  const lines = Array.from({ length: rng.int(1, 3) }, () => rng.int(100, 5000));
  const total = lines.reduce((a, b) => a + b, 0);
  table ??= await t.db
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

function randomChoice(rng: Rng, total: number, lineCount: number): Record<string, unknown> {
  const { pick, int, chance } = rng;
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

type RaceOrder = { publicId: string; total: number; lineCount: number };
type RaceTable = { number: number; hash: string; orders: RaceOrder[] };

/** POST the table's bill payment (issue 8 item 10): one payment for every unpaid order of the table. */
const payTableRequest = (t: PaymentsTestApp, table: RaceTable, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/restaurants/${t.fixture.restaurantId}/tables/${table.number}/bill/payment`,
    payload: body,
  });

/**
 * One payer: pay one order or the whole table's bill (maybe double-tapped), maybe let the reservation
 * lapse, then settle through racing signals.
 */
async function payer(t: PaymentsTestApp, rng: Rng, table: RaceTable, stats: { tableWide: number }) {
  const { pick, int, chance } = rng;
  await new Promise((resolve) => setTimeout(resolve, int(0, 60))); // diners do not all tap at once
  const useToken = chance(0.3);
  const wholeTable = chance(0.4);
  const order = pick(table.orders);
  const total = wholeTable ? table.orders.reduce((n, o) => n + o.total, 0) : order.total;
  const lines = wholeTable ? table.orders.reduce((n, o) => n + o.lineCount, 0) : order.lineCount;
  const body = {
    hash: table.hash,
    idempotencyKey: randomUUID(),
    ...randomChoice(rng, total, lines),
    ...(useToken
      ? { paymentMethod: 'card_payment', token: pick(['tok_sandbox_paid', 'tok_sandbox_card_declined']) }
      : { paymentMethod: 'hosted_page' }),
  };
  const send = (b: Record<string, unknown>) =>
    wholeTable ? payTableRequest(t, table, b) : payRequest(t.app, order.publicId, b);
  const taps = await Promise.all(Array.from({ length: chance(0.3) ? int(2, 4) : 1 }, () => send(body)));
  if (wholeTable && taps.some((r) => r.statusCode === 200)) stats.tableWide++;
  for (const r of taps) if (r.statusCode !== 200) expect(EXPECTED_4XX, r.body).toContain(r.statusCode);
  const ok = taps.find((r) => r.statusCode === 200);
  // Issue 25 item 0: the key decides before the remaining amount does. Same-key taps that answered 200
  // answer one payment; a tap refused while others' payments held the bill may have been answered before
  // its twin reserved (the state changed between them). Once the key has its payment, a retry (a phone
  // that lost the answer) gets that payment back, every time.
  if (ok) {
    for (const r of taps.filter((tap) => tap.statusCode === 200))
      expect(r.json().data.payment.id).toBe(ok.json().data.payment.id);
    const retry = await send(body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.payment.id).toBe(ok.json().data.payment.id);
  }
  if (!ok) return;
  const payment = ok.json().data.payment as { id: string; status: string };
  if (payment.status !== 'pending') return;
  // Some diners linger past the reservation: a latecomer may take the lapsed share meanwhile.
  let latecomer: Promise<unknown> = Promise.resolve();
  if (chance(0.35)) {
    await t.db
      .updateTable('payments')
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where((eb) =>
        eb.or([
          eb('publicId', '=', payment.id),
          eb(
            'parentPaymentId',
            '=',
            eb.selectFrom('payments').select('id').where('publicId', '=', payment.id),
          ),
        ]),
      )
      .execute();
    if (chance(0.7)) {
      const late = {
        hash: body.hash,
        idempotencyKey: randomUUID(),
        mode: 'remaining',
        paymentMethod: 'apple_pay',
        token: 'tok_sandbox_paid',
      };
      latecomer = (
        chance(0.5) ? payTableRequest(t, table, late) : payRequest(t.app, order.publicId, late)
      ).then((r) => {
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
export async function raceTrial(t: PaymentsTestApp, orderNumber: number, seed: number) {
  const rng = seededRandom(seed);
  const table = await insertRaceTable(t, orderNumber);
  const orders = [];
  for (let i = 0; i < rng.int(1, 3); i++)
    orders.push(await insertRaceOrder(t, rng, orderNumber * 10 + i, table));
  const raceTable: RaceTable = { number: table.number, hash: table.hash, orders };
  const stats = { tableWide: 0 };
  const payers = rng.int(2, 8);
  await Promise.all(Array.from({ length: payers }, (_, n) => payer(t, substream(seed, n), raceTable, stats)));

  // Every payment of the trial's orders (single-order ones and the table payments' parts), with the
  // gateway's record of what was charged (a part's charge is its table payment's).
  const rows = await t.db
    .selectFrom('payments as p')
    .leftJoin('payments as parent', 'parent.id', 'p.parentPaymentId')
    .leftJoin('sandboxPayments as s', (j) =>
      j.on(sql<boolean>`s.given_id = coalesce(parent.idempotency_key, p.idempotency_key)::uuid`),
    )
    .select([
      'p.id',
      'p.orderId',
      'p.idempotencyKey',
      'p.status',
      'p.amountHalalas',
      'p.refundReason',
      'p.parentPaymentId',
      'parent.status as parentStatus',
      'parent.refundReason as parentRefundReason',
      's.status as gatewayStatus',
    ])
    .where(
      'p.orderId',
      'in',
      orders.map((o) => o.id),
    )
    .execute();
  let fullyPaid = true;
  for (const order of orders) {
    const settledSum = rows
      .filter((r) => r.orderId === order.id && (r.status === 'completed' || r.status === 'authorized'))
      .reduce((n, r) => n + r.amountHalalas, 0);
    // Zero over-payments, per order, whoever paid (one order or the table).
    expect(settledSum).toBeLessThanOrEqual(order.total);
    if (settledSum !== order.total) fullyPaid = false;
  }
  for (const r of rows) {
    // Zero double charges: one gateway payment per idempotency key, however often it was submitted.
    expect(t.gatewayCalls.get(r.idempotencyKey)?.size ?? 0).toBeLessThanOrEqual(1);
    // A part moves with its table payment, in the same transaction.
    if (r.parentPaymentId !== null && r.parentStatus !== 'pending') {
      if (r.parentStatus === 'abandoned') expect(['pending', 'abandoned']).toContain(r.status);
      else expect(r.status).toBe(r.parentStatus);
    }
    // Every captured payment is counted exactly once, or recorded for refund.
    if (r.gatewayStatus === 'paid') {
      expect(['completed', 'voided']).toContain(r.status);
      if (r.status === 'voided') expect(r.refundReason ?? r.parentRefundReason).not.toBeNull();
    } else expect(r.status).not.toBe('completed');
  }
  // The table payments themselves: their parts add up to them exactly.
  const parents = await t.db
    .selectFrom('payments as p')
    .select(['p.id', 'p.idempotencyKey', 'p.amountHalalas', 'p.status'])
    .where('p.tableId', '=', table.id)
    .execute();
  for (const p of parents) {
    expect(t.gatewayCalls.get(p.idempotencyKey)?.size ?? 0).toBeLessThanOrEqual(1);
    const parts = rows.filter((r) => r.parentPaymentId === p.id);
    expect(parts.reduce((n, r) => n + r.amountHalalas, 0)).toBe(p.amountHalalas);
  }
  // One refund job per voided capture: a table payment is refunded whole, never per part.
  const refunded = [...rows.filter((r) => r.parentPaymentId === null), ...parents].filter(
    (r) => r.status === 'voided',
  );
  const jobs = await t.db
    .selectFrom('outboxJobs')
    .select('id')
    .where('dedupeKey', 'in', ['', ...refunded.map((r) => `refund:${r.id}`)])
    .execute();
  expect(jobs).toHaveLength(refunded.length);
  return {
    payments: rows.filter((r) => r.parentPaymentId === null).length + parents.length,
    completed:
      rows.filter((r) => r.status === 'completed' && r.parentPaymentId === null).length +
      parents.filter((p) => p.status === 'completed').length,
    refunds: refunded.length,
    tablePayments: parents.length,
    fullyPaid,
  };
}
