import { decodeZatcaQr } from '@sufra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line } from '../orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../orders/testing/test-app';
import { issueInvoiceForPayment } from './invoices.service';
import {
  createInvoiceFixture,
  insertCompletedPayment,
  placeTestOrder,
  SELLER_AR,
  VAT_NUMBER,
} from './testing/fixtures';

describe('issueInvoiceForPayment', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
  });
  afterAll(() => t.close());

  const issue = (paymentId: number) =>
    t.db.transaction().execute((trx) => issueInvoiceForPayment(trx, paymentId));
  const row = (publicId: string) =>
    t.db.selectFrom('invoices').selectAll().where('publicId', '=', publicId).executeTakeFirstOrThrow();

  it('invoices a whole-bill payment with the order lines, totals to the halala, the tip outside VAT', async () => {
    const f = await createInvoiceFixture(t.db);
    // burger 25.00 + large 5.00 + 2 × cheese 3.00 = 36.00; 2 × juice 12.00 = 24.00; subtotal 60.00
    const order = await placeTestOrder(t.app, t.db, f);
    expect(order.totalHalalas).toBe(6000);
    const paymentId = await insertCompletedPayment(t.db, order, {
      splitType: 'full',
      amount: 6000,
      tip: 900,
    });
    const issued = await issue(paymentId);
    expect(issued.number).toBe(1);
    const inv = await row(issued.invoiceId);
    expect(inv.lines.map((l) => [l.name, l.details, l.quantity, l.unitPriceHalalas, l.totalHalalas])).toEqual(
      [
        ['Burger', 'Large, Cheese ×2', 1, 3600, 3600],
        ['Juice', '', 2, 1200, 2400],
      ],
    );
    expect(inv.lines[0]?.detailsAr).toBe('Large ar، Cheese ar ×2');
    // 6000 × 15 / 115 = 782.6 -> 783
    expect([
      inv.subtotalHalalas,
      inv.discountHalalas,
      inv.vatHalalas,
      inv.tipHalalas,
      inv.totalHalalas,
    ]).toEqual([6000, 0, 783, 900, 6000]);
    expect([inv.sellerName, inv.sellerNameAr, inv.vatNumber]).toEqual(['Najd House', SELLER_AR, VAT_NUMBER]);
    const tlv = decodeZatcaQr(inv.zatcaQr);
    expect(tlv.map((x) => x.tag)).toEqual([1, 2, 3, 4, 5]);
    expect(tlv[0]?.value).toBe(SELLER_AR);
    expect(tlv[1]?.value).toBe(VAT_NUMBER);
    expect(tlv[2]?.value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(new Date(tlv[2]?.value ?? '').getTime()).toBe(inv.issuedAt.getTime());
    expect(tlv.slice(3).map((x) => x.value)).toEqual(['60.00', '7.83']);
  });

  it('gives the existing invoice back for the same payment instead of a second number', async () => {
    const f = await createInvoiceFixture(t.db);
    const order = await placeTestOrder(t.app, t.db, f);
    const paymentId = await insertCompletedPayment(t.db, order, { splitType: 'full', amount: 6000 });
    const first = await issue(paymentId);
    expect(await issue(paymentId)).toEqual(first);
    const count = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('restaurantId', '=', f.restaurantId)
      .execute();
    expect(count).toHaveLength(1);
  });

  it("describes an even share as the goods it pays for: each line's part, in Arabic and English", async () => {
    const f = await createInvoiceFixture(t.db);
    const order = await placeTestOrder(t.app, t.db, f, [line(f.items.juice, [], 3)]); // 36.00
    await t.db
      .insertInto('splitConfigurations')
      .values({ orderId: order.id, type: 'evenly', totalPeople: 3 })
      .execute();
    const a = await issue(
      await insertCompletedPayment(t.db, order, { splitType: 'evenly', amount: 1200, peoplePaidFor: 1 }),
    );
    const b = await issue(
      await insertCompletedPayment(t.db, order, { splitType: 'evenly', amount: 2400, peoplePaidFor: 2 }),
    );
    expect([a.number, b.number]).toEqual([1, 2]);
    const [ia, ib] = [await row(a.invoiceId), await row(b.invoiceId)];
    expect(ia.lines).toEqual([
      {
        name: 'Juice',
        nameAr: expect.any(String),
        details: '3 ordered · share: 1 of 3 people',
        detailsAr: 'الكمية المطلوبة 3 · الحصة: 1 من 3 أشخاص',
        quantity: 1,
        unitPriceHalalas: 1200,
        totalHalalas: 1200,
      },
    ]);
    expect(ia.lines[0]?.nameAr).not.toMatch(/حصة|الطلب رقم/);
    expect(ib.lines[0]?.details).toBe('3 ordered · share: 2 of 3 people');
    // 1200 × 15/115 = 156.52 -> 157; 2400 × 15/115 = 313.04 -> 313
    expect([ia.vatHalalas, ia.totalHalalas, ib.vatHalalas, ib.totalHalalas]).toEqual([157, 1200, 313, 2400]);
  });

  it('names an even share of a direct payment by the head count the payment carries', async () => {
    const f = await createInvoiceFixture(t.db);
    const order = await placeTestOrder(t.app, t.db, f, [line(f.items.juice, [], 3)]); // 36.00
    const paymentId = await insertCompletedPayment(t.db, order, {
      splitType: 'evenly',
      amount: 900,
      peoplePaidFor: 1,
      splitTotalPeople: 4,
    });
    const invoice = await row((await issue(paymentId)).invoiceId);
    expect(invoice.lines[0]?.details).toBe('3 ordered · share: 1 of 4 people');
  });

  it('spreads a share over every line of the order in proportion, to the halala, with Arabic number agreement', async () => {
    const f = await createInvoiceFixture(t.db);
    // burger 25.00 + juice 12.00 = 37.00; half of it is 18.50: 12.50 of the burger, 6.00 of the juice.
    const order = await placeTestOrder(t.app, t.db, f, [
      line(f.items.burger, [f.options.regular]),
      line(f.items.juice),
    ]);
    const inv = await row(
      (
        await issue(
          await insertCompletedPayment(t.db, order, {
            splitType: 'evenly',
            amount: 1850,
            peoplePaidFor: 1,
            splitTotalPeople: 2,
          }),
        )
      ).invoiceId,
    );
    expect(inv.lines.map((l) => [l.name, l.quantity, l.unitPriceHalalas, l.totalHalalas])).toEqual([
      ['Burger', 1, 1250, 1250],
      ['Juice', 1, 600, 600],
    ]);
    expect(inv.lines.map((l) => l.detailsAr.split(' · ').at(-1))).toEqual([
      'الحصة: 1 من شخصين',
      'الحصة: 1 من شخصين',
    ]);
    // An odd share: the parts still add up to what was paid, never a halala more or less.
    const odd = await row(
      (await issue(await insertCompletedPayment(t.db, order, { splitType: 'custom', amount: 1001 })))
        .invoiceId,
    );
    expect(odd.lines.reduce((n, l) => n + l.totalHalalas, 0)).toBe(1001);
    expect(odd.lines.map((l) => l.details.split(' · ').at(-1))).toEqual([
      'part of the bill',
      'part of the bill',
    ]);
    expect(odd.lines.map((l) => l.detailsAr.split(' · ').at(-1))).toEqual([
      'جزء من الفاتورة',
      'جزء من الفاتورة',
    ]);
  });

  it('lists the chosen items of a per-item share, with its part of the coupon discount', async () => {
    const f = await createInvoiceFixture(t.db);
    // TEN: 10 % off. burger 25.00 + juice 12.00 = 37.00, discount 3.70, total 33.30
    const order = await placeTestOrder(
      t.app,
      t.db,
      f,
      [line(f.items.burger, [f.options.regular]), line(f.items.juice)],
      {
        couponCode: 'TEN',
      },
    );
    expect([order.discountHalalas, order.totalHalalas]).toEqual([370, 3330]);
    const items = await t.db
      .selectFrom('orderItems')
      .select(['id', 'name'])
      .where('orderId', '=', order.id)
      .orderBy('id')
      .execute();
    const juice = items.find((i) => i.name === 'Juice');
    // The juice (12.00) shared by two: this payer's part 6.00, less 10 % = 5.40 paid.
    const paymentId = await insertCompletedPayment(t.db, order, { splitType: 'per_item', amount: 540 });
    await t.db
      .insertInto('paymentItemAllocations')
      .values({ paymentId, orderItemId: juice?.id ?? 0, sharedBy: 2, amountHalalas: 600 })
      .execute();
    const inv = await row((await issue(paymentId)).invoiceId);
    expect(inv.lines.map((l) => [l.name, l.details, l.quantity, l.totalHalalas])).toEqual([
      ['Juice', 'shared by 2', 1, 600],
    ]);
    // 540 × 15/115 = 70.43 -> 70
    expect([inv.subtotalHalalas, inv.discountHalalas, inv.vatHalalas, inv.totalHalalas]).toEqual([
      600, 60, 70, 540,
    ]);
  });

  it('prices a share of a VAT-exclusive restaurant on its net, VAT on top', async () => {
    const f = await createInvoiceFixture(t.db, { pricingMode: 'exclusive' });
    const order = await placeTestOrder(t.app, t.db, f, [line(f.items.juice, [], 2)]); // net 24.00 + VAT 3.60
    expect([order.taxHalalas, order.totalHalalas]).toEqual([360, 2760]);
    const inv = await row(
      (await issue(await insertCompletedPayment(t.db, order, { splitType: 'custom', amount: 1150 })))
        .invoiceId,
    );
    // net 10.00 + 15 % = 11.50 exactly
    expect([
      inv.subtotalHalalas,
      inv.discountHalalas,
      inv.vatHalalas,
      inv.totalHalalas,
      inv.pricingMode,
    ]).toEqual([1000, 0, 150, 1150, 'exclusive']);
    expect(inv.lines.map((l) => [l.name, l.details, l.totalHalalas])).toEqual([
      ['Juice', '2 ordered · part of the bill', 1000],
    ]);
    const whole = await row(
      (await issue(await insertCompletedPayment(t.db, order, { splitType: 'full', amount: 2760 }))).invoiceId,
    );
    expect([whole.subtotalHalalas, whole.vatHalalas, whole.totalHalalas]).toEqual([2400, 360, 2760]);
  });

  it('describes the rest of a partly paid bill as the remaining part of each line', async () => {
    const f = await createInvoiceFixture(t.db);
    const order = await placeTestOrder(t.app, t.db, f);
    await issue(await insertCompletedPayment(t.db, order, { splitType: 'custom', amount: 1000 }));
    const inv = await row(
      (await issue(await insertCompletedPayment(t.db, order, { splitType: 'remaining', amount: 5000 })))
        .invoiceId,
    );
    expect(inv.lines.length).toBeGreaterThan(0);
    expect(inv.lines.reduce((n, l) => n + l.totalHalalas, 0)).toBe(5000);
    for (const l of inv.lines) {
      expect(l.name).not.toMatch(/order #/);
      expect(l.details).toMatch(/remaining part of the bill$/);
      expect(l.detailsAr).toMatch(/الجزء المتبقي من الفاتورة$/);
    }
    expect([inv.invoiceNumber, inv.totalHalalas, inv.vatHalalas]).toEqual([2, 5000, 652]);
  });

  it('refuses a payment that has not completed', async () => {
    const f = await createInvoiceFixture(t.db);
    const order = await placeTestOrder(t.app, t.db, f);
    const paymentId = await insertCompletedPayment(t.db, order, { splitType: 'full', amount: 6000 });
    await t.db.updateTable('payments').set({ status: 'pending' }).where('id', '=', paymentId).execute();
    await expect(issue(paymentId)).rejects.toThrow(/not completed/);
  });
});
