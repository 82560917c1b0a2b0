import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../../../../test/helpers';
import { line } from '../../orders/testing/requests';
import { payRequest, placeTestOrder } from '../testing/payment-fixtures';
import { createTableServiceApp, type TableServiceApp } from './testing';

/**
 * A diner pays on their phone while the waiter records cash for the same bill, at the same moment (issue
 * 11 item 4). Both take the bill's row locks (orders by id), so one of them goes first: the cash never
 * takes money a card page holds (PAYMENT_IN_PROGRESS) nor a remaining that moved (BILL_CHANGED), and the
 * card never counts beyond the bill. On PostgreSQL with concurrent requests; a few on PGlite (one
 * connection: logic, not locking).
 */
const TRIALS = usePostgres ? 200 : 6;
const CASH_REFUSALS = new Set(['BILL_CHANGED', 'PAYMENT_IN_PROGRESS', 'ORDER_ALREADY_PAID']);
const CARD_REFUSALS = new Set(['ORDER_ALREADY_PAID', 'NO_REMAINING_PAYMENTS']);

describe('a card share and a cash record racing on one bill', () => {
  let t: TableServiceApp;
  beforeAll(async () => {
    t = await createTableServiceApp();
  });
  afterAll(() => t.close());

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it(`${TRIALS} trials: never more than the bill, every counted payment invoiced, refusals say why`, {
    timeout: 600_000,
  }, async () => {
    const wins = { cash: 0, card: 0, both: 0 };
    for (let k = 0; k < TRIALS; k++) {
      await t.clearTable();
      const twoOrders = k % 2 === 1;
      const a = await placeTestOrder(t.app, t.fixture); // 86.00
      const b = twoOrders
        ? await placeTestOrder(t.app, t.fixture, [line(t.fixture.items.juice, [], 1)])
        : null;
      const tableTotal = a.total + (b?.total ?? 0);
      // The diner pays order A's remaining (or the table's bill); the waiter records the table's remaining
      // (or order A's). A head start for one side in two trials of three; the third starts them together.
      const cardFirst = k % 3 === 0 ? 0 : 25;
      const cashFirst = k % 3 === 1 ? 0 : 25;
      const wholeTableCard = twoOrders && k % 4 === 1;
      const wholeTableCash = k % 5 !== 0;
      const card = pause(k % 3 === 2 ? 0 : cardFirst).then(() => {
        const body = {
          hash: t.fixture.table.hash,
          idempotencyKey: randomUUID(),
          mode: 'remaining',
          paymentMethod: 'card_payment',
          token: 'tok_sandbox_paid',
        };
        return wholeTableCard
          ? t.app.inject({
              method: 'POST',
              url: `/api/public/restaurants/${t.fixture.restaurantId}/tables/1/bill/payment`,
              payload: body,
            })
          : payRequest(t.app, a.id, body);
      });
      const cash = pause(k % 3 === 2 ? 0 : cashFirst).then(() =>
        t.record(
          wholeTableCash
            ? { amount: tableTotal, expectedRemaining: tableTotal }
            : { amount: a.total, expectedRemaining: a.total, orderId: a.id },
        ),
      );
      const [cardRes, cashRes] = await Promise.all([card, cash]);

      const cashOk = cashRes.statusCode === 201;
      if (!cashOk) expect(CASH_REFUSALS, cashRes.body).toContain(cashRes.json().error.code);
      const cardOk = cardRes.statusCode === 200 && cardRes.json().data.payment.status === 'completed';
      if (cardRes.statusCode !== 200)
        expect(CARD_REFUSALS, cardRes.body).toContain(cardRes.json().error.code);
      // A card page's share is its own: the cash never takes it, so no diner is charged and then refunded.
      else expect(cardRes.json().data.payment.status, cardRes.body).toBe('completed');
      if (cashOk && cardOk) wins.both++;
      else if (cashOk) wins.cash++;
      else if (cardOk) wins.card++;

      // The invariants, from the rows themselves.
      for (const order of [a, b]) {
        if (!order) continue;
        const rows = await t.db
          .selectFrom('payments as p')
          .innerJoin('orders as o', 'o.id', 'p.orderId')
          .leftJoin('invoices as i', (j) =>
            j.on(sql<boolean>`i.payment_id = coalesce(p.parent_payment_id, p.id)`),
          )
          .select(['p.id', 'p.status', 'p.amountHalalas', 'p.refundReason', 'i.id as invoiceId'])
          .where('o.publicId', '=', order.id)
          .execute();
        const counted = rows.filter((r) => r.status === 'completed' || r.status === 'authorized');
        expect(counted.reduce((n, r) => n + r.amountHalalas, 0)).toBeLessThanOrEqual(order.total);
        for (const r of counted) expect(r.invoiceId, `payment ${r.id} has no invoice`).not.toBeNull();
        for (const r of rows.filter((x) => x.status === 'voided')) expect(r.refundReason).not.toBeNull();
      }
      // Whatever the order of events, the table's bill reads as the sums say.
      const tile = (await t.tiles()).find((x) => x.number === 1);
      expect(tile?.bill.paid).toBeLessThanOrEqual(tableTotal);
      expect(tile?.bill.remaining).toBe(tableTotal - (tile?.bill.paid ?? 0));
    }
    console.log(
      `at-restaurant race: ${JSON.stringify({ trials: TRIALS, ...wins, db: usePostgres ? 'postgres' : 'pglite' })}`,
    );
    // Both orders of events happened: the cash first (the card refused or given less), and the card first.
    expect(wins.cash + wins.both).toBeGreaterThan(0);
    expect(wins.card + wins.both).toBeGreaterThan(0);
  });
});
