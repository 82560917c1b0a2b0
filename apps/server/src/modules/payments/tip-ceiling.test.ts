import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line } from '../orders/testing/requests';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  payBody,
  paymentWrites,
  payRequest,
  placeTestOrder,
} from './testing/payment-fixtures';

/** Issue 8 item 5: a 6.00 SAR bill took a 1,000,000 SAR tip quote. */
describe('a custom tip has a ceiling: max(100 % of the share, 500 SAR)', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  const quote = (orderId: string, tip: string, lang: 'ar' | 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/orders/${orderId}/payment-quote`,
      headers: { 'x-sufra-lang': lang },
      payload: { hash: t.fixture.table.hash, mode: 'remaining', tip: { kind: 'custom', amount: tip } },
    });

  it('refuses a 1,000,000 SAR tip on a small bill, in both languages, and writes nothing', async () => {
    const order = await placeTestOrder(t.app, t.fixture, [line(t.fixture.items.juice, [], 1)]);
    expect(order.total).toBeLessThan(50_000);
    const en = await quote(order.id, '1000000', 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().error.code).toBe('TIP_TOO_HIGH');
    expect(en.json().error.message).toContain('500.00');
    const ar = await quote(order.id, '1000000', 'ar');
    expect(ar.json().error.code).toBe('TIP_TOO_HIGH');
    expect(ar.json().error.message).toContain('الإكرامية');
    const before = await paymentWrites(t.db);
    const paid = await payRequest(
      t.app,
      order.id,
      payBody(t.fixture, { mode: 'remaining', tip: { kind: 'custom', amount: '500.01' } }),
    );
    expect(paid.statusCode).toBe(422);
    expect(paid.json().error.code).toBe('TIP_TOO_HIGH');
    expect(await paymentWrites(t.db)).toEqual(before);
  });

  it('takes up to 500 SAR on a small share, and up to the share itself on a large one', async () => {
    const small = await placeTestOrder(t.app, t.fixture, [line(t.fixture.items.juice, [], 1)]);
    const ok = await quote(small.id, '500', 'en');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.quote.tip).toBe(50_000);
    const big = await placeTestOrder(t.app, t.fixture, [line(t.fixture.items.juice, [], 50)]);
    expect(big.total).toBeGreaterThan(50_000);
    const whole = await quote(big.id, String(big.total / 100), 'en');
    expect(whole.json().data.quote.tip).toBe(big.total);
    const over = await quote(big.id, String((big.total + 1) / 100), 'en');
    expect(over.json().error.code).toBe('TIP_TOO_HIGH');
  });
});
