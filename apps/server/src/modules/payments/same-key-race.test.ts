import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../../../test/helpers';
import { createOrderFixture, type OrderFixture } from '../orders/testing/fixtures';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  payRequest,
  payTableBillRequest,
  placeTestOrder,
} from './testing/payment-fixtures';

/**
 * Issue 25 item 0: one idempotency key sent ten times at once (a double tap, a phone retrying after a lost
 * answer) is ONE payment, and every one of the ten requests answers it. On PostgreSQL the requests queue
 * on the order's row lock: a request that read "no payment for this key" before the lock then sees the
 * first one's reservation in the bill's sums, and used to answer NO_REMAINING_PAYMENTS (or an amount or
 * item refusal) while the diner's card page was open. The key decides before the remaining amount does.
 * On PGlite (one connection) it proves the logic only; the locking is proven on PostgreSQL.
 */
const TAPS = 10;
const ROUNDS = usePostgres ? 5 : 1;

describe('ten concurrent requests with one idempotency key', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  /** Fires the same body TAPS times at once; every answer is 200 with the same payment, charged once. */
  async function expectOnePayment(
    send: (body: Record<string, unknown>) => Promise<{
      statusCode: number;
      body: string;
      json: () => { data: { payment: { id: string; total: number } } };
    }>,
    choice: Record<string, unknown>,
    f: OrderFixture,
  ) {
    const body = {
      hash: f.table.hash,
      idempotencyKey: randomUUID(),
      paymentMethod: 'hosted_page',
      ...choice,
    };
    const answers = await Promise.all(Array.from({ length: TAPS }, () => send(body)));
    const statuses = answers.map((r) => (r.statusCode === 200 ? 200 : `${r.statusCode} ${r.body}`));
    expect(statuses).toEqual(Array(TAPS).fill(200));
    const ids = new Set(answers.map((r) => r.json().data.payment.id));
    expect(ids.size).toBe(1);
    expect(t.gatewayCalls.get(body.idempotencyKey)?.size).toBe(1);
    const rows = await t.db
      .selectFrom('payments')
      .select('id')
      .where('idempotencyKey', '=', body.idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);
    return answers[0]?.json().data.payment;
  }

  const modes: [string, (order: { total: number }) => Record<string, unknown>][] = [
    ['remaining', () => ({ mode: 'remaining' })],
    ['full', () => ({ mode: 'full', tip: { kind: 'percent', percent: 10 } })],
    ['evenly (the last people of the split)', () => ({ mode: 'evenly', totalPeople: 2, peopleYouPayFor: 2 })],
    ['per item (every line)', () => ({ mode: 'per_item', itemIndexes: [0, 1, 2] })],
    ['custom (the whole bill)', (o) => ({ mode: 'custom', customAmount: (o.total / 100).toFixed(2) })],
  ];

  for (const [name, choice] of modes) {
    it(`${name}: all ${TAPS} answer the one payment (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const order = await placeTestOrder(t.app, t.fixture);
        const payment = await expectOnePayment(
          (body) => payRequest(t.app, order.id, body),
          choice(order),
          t.fixture,
        );
        expect(payment?.total).toBeGreaterThanOrEqual(order.total);
      }
    });
  }

  it(`the table's whole bill: all ${TAPS} answer the one table payment (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const f = await createOrderFixture(t.db, { capacity: 50 });
      const first = await placeTestOrder(t.app, f);
      const second = await placeTestOrder(t.app, f);
      const payment = await expectOnePayment(
        (body) => payTableBillRequest(t.app, f, body),
        { mode: 'remaining' },
        f,
      );
      expect(payment?.total).toBe(first.total + second.total);
    }
  });
});
