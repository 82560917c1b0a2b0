import type { ReportSummary } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { payShare } from '../payments/testing/cancel-fixtures';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  placeTestOrder,
} from '../payments/testing/payment-fixtures';
import { adjust, decide } from './testing/adjustment-fixtures';

/** Today in Riyadh, as the reports' period names it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());

/*
 * The owner's reports show the period's voids and comps (issue 29 item 5): how many, their units and what
 * they took off, approved ones only (a declined request is nothing); the best sellers leave out what was not sold.
 */
describe('voids and comps in the reports', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
  });
  afterAll(() => t.close());

  it('counts the approved voids and comps of the day with their amounts', async () => {
    const order = await placeTestOrder(t.app, t.fixture);
    await adjust(t, tokens.manager, order.id, { line: 1, kind: 'void', quantity: 1 }); // a juice, 12.00
    await adjust(t, tokens.owner, order.id, { line: 2, kind: 'comp', quantity: 1, reason: 'long_wait' }); // 26.00
    const declined = await adjust(t, tokens.waiter, order.id, { line: 0, kind: 'comp', quantity: 1 });
    await decide(t, tokens.manager, declined.data.adjustment.id, 'decline');
    await payShare(t, order.id, { mode: 'full' });

    const day = today();
    const res = await staffCall(t.app, tokens.owner, 'GET', `/reports/summary?from=${day}&to=${day}`);
    expect(res.status, res.text).toBe(200);
    const report = res.body.data as ReportSummary;
    expect(report.adjustments).toEqual({
      voids: { count: 1, units: 1, amount: 1200 },
      comps: { count: 1, units: 1, amount: 2600 },
    });
    // Sold: the cheese burger (36.00) and one juice (12.00); the voided juice and the comped burger were not.
    expect(report.topItems).toEqual([
      { name: 'Burger', nameAr: 'Burger', quantity: 1, revenue: 3600 },
      { name: 'Juice', nameAr: 'Juice', quantity: 1, revenue: 1200 },
    ]);
    expect(report.totals.gross).toBe(4800);
    // The invoice lists what was sold: its lines add up to what was paid.
    const invoice = await t.db
      .selectFrom('invoices as i')
      .innerJoin('orders as o', 'o.id', 'i.orderId')
      .select(['i.totalHalalas', 'i.lines'])
      .where('o.publicId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(invoice.totalHalalas)).toBe(4800);
    expect(invoice.lines.map((l) => [l.name, l.quantity, l.totalHalalas])).toEqual([
      ['Burger', 1, 3600],
      ['Juice', 1, 1200],
    ]);
  });
});
