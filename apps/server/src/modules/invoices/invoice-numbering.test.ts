import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersTestApp } from '../orders/testing/test-app';
import { createOrdersTestApp } from '../orders/testing/test-app';
import { issueInvoiceForPayment } from './invoices.service';
import { createInvoiceFixture, insertCompletedPayment, placeTestOrder } from './testing/fixtures';

// On PostgreSQL (SUFRA_TEST_DB=postgres) the issues really run at once on a pool; on PGlite they are
// serialised, which must give the same numbers.
describe('invoice numbers', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(() => t.close());

  const numbersOf = async (restaurantId: number) =>
    (
      await t.db
        .selectFrom('invoices')
        .select('invoiceNumber')
        .where('restaurantId', '=', restaurantId)
        .orderBy('invoiceNumber')
        .execute()
    ).map((r) => r.invoiceNumber);

  it('are 1..20 with no gap or duplicate when 20 payments complete at once, some rolling back', async () => {
    const f = await createInvoiceFixture(t.db);
    const order = await placeTestOrder(t.app, t.db, f); // 60.00
    const payments = await Promise.all(
      Array.from({ length: 25 }, () =>
        insertCompletedPayment(t.db, order, { splitType: 'custom', amount: 100 }),
      ),
    );
    const outcomes = await Promise.allSettled(
      payments.map((paymentId, i) =>
        t.db.transaction().execute(async (trx) => {
          const issued = await issueInvoiceForPayment(trx, paymentId);
          // Every fifth payment's transaction fails after its invoice was numbered (e.g. the order update).
          if (i % 5 === 2) throw new Error('payment rolled back');
          return issued.number;
        }),
      ),
    );
    const issued = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(issued).toHaveLength(20);
    expect([...issued].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await numbersOf(f.restaurantId)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('continue without a hole after a rolled-back payment, per restaurant', async () => {
    const f = await createInvoiceFixture(t.db);
    const g = await createInvoiceFixture(t.db);
    const order = await placeTestOrder(t.app, t.db, f);
    const other = await placeTestOrder(t.app, t.db, g);
    const issue = (paymentId: number) =>
      t.db.transaction().execute((trx) => issueInvoiceForPayment(trx, paymentId));
    expect(
      (await issue(await insertCompletedPayment(t.db, order, { splitType: 'custom', amount: 100 }))).number,
    ).toBe(1);
    const doomed = await insertCompletedPayment(t.db, order, { splitType: 'custom', amount: 100 });
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect((await issueInvoiceForPayment(trx, doomed)).number).toBe(2);
        throw new Error('gateway said no after all');
      }),
    ).rejects.toThrow('gateway said no');
    expect(
      (await issue(await insertCompletedPayment(t.db, other, { splitType: 'custom', amount: 100 }))).number,
    ).toBe(1);
    expect(
      (await issue(await insertCompletedPayment(t.db, order, { splitType: 'custom', amount: 100 }))).number,
    ).toBe(2);
    expect(await numbersOf(f.restaurantId)).toEqual([1, 2]);
    // The rolled-back payment can still be invoiced later (it gets the next number, not its lost one).
    expect((await issue(doomed)).number).toBe(3);
  });
});
