import { randomUUID } from 'node:crypto';
import type { CloseReport } from '@sufra/domain/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTeam, staffCall } from '../orders/testing/live-service';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';

/**
 * The rule, over random tax documents at random times around a shift and a Riyadh midnight: the
 * close's figures for a shift and for a business day are the sums of the period's invoices minus its
 * credit notes, to the halala, and the drawer expects the float plus the cash invoices' money (with tips)
 * minus the cash credit notes'. The expected side sums the documents one by one, reading each one's Riyadh
 * day on its own (UTC + 3 h), not through the close's helpers.
 */
describe('the close’s figures equal its tax documents (issue 29 item 6)', { timeout: 240_000 }, () => {
  let t: PaymentsTestApp;
  let token: string;
  let restaurantId: number;
  let staffId: number;
  let tableId: number;
  let number = 0;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    restaurantId = t.fixture.restaurantId;
    token = (await signInTeam(t)).manager;
    const manager = await t.db
      .selectFrom('staffUsers')
      .select('id')
      .where('email', '=', `manager-${restaurantId}@test.sa`)
      .executeTakeFirstOrThrow();
    staffId = manager.id;
    // A payment pays an order or a table's bill (payments_bill_check); the table's is enough here.
    const table = await t.db
      .selectFrom('tables')
      .select('id')
      .where('restaurantId', '=', restaurantId)
      .executeTakeFirstOrThrow();
    tableId = table.id;
  });
  afterAll(() => t.close());

  const BASE = Date.parse('2026-03-01T21:00:00Z'); // midnight of 2 March in Riyadh
  const HOUR = 3_600_000;
  const SHIFT = { start: BASE - 2 * HOUR, end: BASE + 5 * HOUR }; // 22:00 on 1 March to 05:00 on 2 March
  /** Whole seconds (as invoices are issued) within a day either side, near the shift's ends and midnight. */
  const instant = fc.oneof(
    fc.integer({ min: -24 * 3_600, max: 24 * 3_600 }).map((s) => BASE + s * 1000),
    fc
      .tuple(fc.constantFrom(SHIFT.start, SHIFT.end, BASE), fc.constantFrom(-1000, 0, 1000))
      .map(([at, ms]) => at + ms),
  );
  const doc = fc.record({
    at: instant,
    cash: fc.boolean(),
    total: fc.integer({ min: 1, max: 5_000_000 }),
    discount: fc.integer({ min: 0, max: 50_000 }),
    tip: fc.integer({ min: 0, max: 50_000 }),
    credited: fc.option(fc.record({ at: instant, part: fc.integer({ min: 0, max: 100 }) })),
  });
  const riyadhDay = (ms: number) => new Date(ms + 3 * HOUR).toISOString().slice(0, 10);

  interface Sums {
    sales: number;
    vat: number;
    discounts: number;
    refunds: number;
    tips: number;
    cashIn: number;
    cashOut: number;
  }
  const zero = (): Sums => ({ sales: 0, vat: 0, discounts: 0, refunds: 0, tips: 0, cashIn: 0, cashOut: 0 });

  it('holds for a shift and for each business day', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(doc, { maxLength: 10 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        async (docs, float) => {
          await t.db.deleteFrom('cashShifts').where('restaurantId', '=', restaurantId).execute();
          await t.db.deleteFrom('creditNotes').where('restaurantId', '=', restaurantId).execute();
          await t.db.deleteFrom('invoices').where('restaurantId', '=', restaurantId).execute();
          await t.db.deleteFrom('payments').where('restaurantId', '=', restaurantId).execute();
          const inShift = (ms: number) => ms >= SHIFT.start && ms < SHIFT.end;
          const shift = zero();
          const days = new Map<string, Sums>();
          const add = (ms: number, f: (s: Sums) => void) => {
            if (inShift(ms)) f(shift);
            const day = days.get(riyadhDay(ms)) ?? zero();
            f(day);
            days.set(riyadhDay(ms), day);
          };
          for (const d of docs) {
            number += 1;
            const vat = Math.floor(d.total / 8);
            const payment = await t.db
              .insertInto('payments')
              .values({
                restaurantId,
                tableId,
                gateway: d.cash ? 'at_restaurant' : 'sandbox',
                method: d.cash ? 'cash' : 'card_payment',
                idempotencyKey: randomUUID(),
                amountHalalas: d.total,
                tipHalalas: d.tip,
                status: 'completed',
                recordedByStaffId: d.cash ? staffId : null,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            const invoice = await t.db
              .insertInto('invoices')
              .values({
                restaurantId,
                paymentId: payment.id,
                invoiceNumber: number,
                sellerName: 'Test House',
                subtotalHalalas: d.total - vat,
                discountHalalas: d.discount,
                vatHalalas: vat,
                tipHalalas: d.tip,
                totalHalalas: d.total,
                zatcaQr: 'qr',
                issuedAt: new Date(d.at),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            add(d.at, (s) => {
              s.sales += d.total;
              s.vat += vat;
              s.discounts += d.discount;
              s.tips += d.tip;
              if (d.cash) s.cashIn += d.total + d.tip;
            });
            if (d.credited) {
              const part = (n: number) => Math.floor((n * (d.credited?.part ?? 0)) / 100);
              const [total, cvat, discount, tip] = [part(d.total), part(vat), part(d.discount), part(d.tip)];
              await t.db
                .insertInto('creditNotes')
                .values({
                  restaurantId,
                  creditNoteNumber: number,
                  invoiceId: invoice.id,
                  paymentId: payment.id,
                  reason: 'order_cancelled',
                  subtotalHalalas: total - cvat,
                  discountHalalas: discount,
                  vatHalalas: cvat,
                  tipHalalas: tip,
                  totalHalalas: total,
                  zatcaQr: 'qr',
                  issuedAt: new Date(d.credited.at),
                })
                .execute();
              add(d.credited.at, (s) => {
                s.refunds += total;
                s.vat -= cvat;
                s.discounts -= discount;
                s.tips -= tip;
                if (d.cash) s.cashOut += total + tip;
              });
            }
          }
          const expectFigures = (report: CloseReport, sums: Sums) => {
            expect(report.figures.totals).toMatchObject({
              sales: sums.sales,
              vat: sums.vat,
              netSales: sums.sales - sums.refunds - sums.vat,
              discounts: sums.discounts,
              refunds: sums.refunds,
              tips: sums.tips,
            });
          };

          // A closed shift as the close leaves it (its expected cash computed from the same documents).
          const expected = float + shift.cashIn - shift.cashOut;
          const { id } = await t.db
            .insertInto('cashShifts')
            .values({
              restaurantId,
              openedAt: new Date(SHIFT.start),
              floatHalalas: float,
              closedAt: new Date(SHIFT.end),
              countedCashHalalas: float,
              expectedCashHalalas: expected,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const res = await staffCall(t.app, token, 'GET', `/day-close/shifts/${id}/report`);
          expect(res.status, res.text).toBe(200);
          const report = res.body.data.report as CloseReport;
          expectFigures(report, shift);
          expect(report.cash).toEqual({
            floatHalalas: float,
            takenHalalas: shift.cashIn,
            refundedHalalas: shift.cashOut,
            expectedHalalas: expected,
            countedHalalas: float,
            overShortHalalas: float - expected,
          });
          for (const day of ['2026-03-01', '2026-03-02', '2026-03-03']) {
            const dayRes = await staffCall(t.app, token, 'GET', `/day-close/day?date=${day}`);
            expect(dayRes.status, dayRes.text).toBe(200);
            expectFigures(dayRes.body.data.report, days.get(day) ?? zero());
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
