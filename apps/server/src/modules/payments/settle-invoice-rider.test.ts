import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaymentsTestApp,
  gatewayIdOf,
  lapseReservation,
  type PaymentsTestApp,
  payBody,
  payRequest,
  placeTestOrder,
  VISA_OK,
  verifyRequest,
} from './testing/payment-fixtures';

/**
 * An order's own card payment is completed and invoiced by one statement: the invoice's numbered insert
 * rides on the UPDATE that completes the payment (invoices.repository's numberedInvoiceAfter). Its number
 * must be taken only when that UPDATE moves the row: a first try that moves nothing (the reservation
 * lapsed) and a capture that ends voided leave no hole in the restaurant's numbers.
 */
describe('an invoice issued by the UPDATE that completes its payment', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.close());

  const reserve = async (orderId: string, extra: Record<string, unknown>) => {
    const payment = (await payRequest(t.app, orderId, payBody(t.fixture, extra))).json().data.payment;
    return { id: payment.id as string, gatewayId: await gatewayIdOf(t.db, payment.id) };
  };
  const capture = async (p: { id: string; gatewayId: string }) => {
    await t.gateway.submitCard(p.gatewayId, VISA_OK);
    return (await verifyRequest(t.app, p.id)).json().data.payment as { status: string; invoiceId: string };
  };
  const numberOf = async (invoicePublicId: string) =>
    (
      await t.db
        .selectFrom('invoices')
        .select('invoiceNumber')
        .where('publicId', '=', invoicePublicId)
        .executeTakeFirstOrThrow()
    ).invoiceNumber;
  const restaurantNumbers = async () => {
    const rows = await t.db
      .selectFrom('invoices')
      .select('invoiceNumber')
      .where('restaurantId', '=', t.fixture.restaurantId)
      .orderBy('invoiceNumber')
      .execute();
    const counter = await t.db
      .selectFrom('invoiceCounters')
      .select('lastNumber')
      .where('restaurantId', '=', t.fixture.restaurantId)
      .executeTakeFirstOrThrow();
    return { numbers: rows.map((r) => r.invoiceNumber), last: counter.lastNumber };
  };

  it('takes a number only when the payment moves: not for a first try that moved nothing, nor a voided capture', async () => {
    const order = await placeTestOrder(t.app, t.fixture); // 86.00
    // A lapsed reservation that nobody else took meanwhile: the capture's first try (while it holds) moves
    // nothing, the second (on the bill's sum) completes it, with one invoice.
    const first = await reserve(order.id, { mode: 'custom', customAmount: '20' });
    await lapseReservation(t.db, first.id);
    const paidFirst = await capture(first);
    expect(paidFirst.status).toBe('completed');
    const n = await numberOf(paidFirst.invoiceId);

    // Another lapses; the rest of the bill is paid meanwhile; its capture comes last and is voided.
    const late = await reserve(order.id, { mode: 'custom', customAmount: '40' });
    await lapseReservation(t.db, late.id);
    const rest = await reserve(order.id, { mode: 'remaining' });
    const paidRest = await capture(rest);
    expect(paidRest.status).toBe('completed');
    expect(await numberOf(paidRest.invoiceId)).toBe(n + 1);
    const voided = await capture(late);
    expect(voided).toMatchObject({ status: 'voided', invoiceId: null });

    // The next invoice of the restaurant follows with no hole.
    const next = await placeTestOrder(t.app, t.fixture);
    const paidNext = await capture(await reserve(next.id, { mode: 'remaining' }));
    expect(await numberOf(paidNext.invoiceId)).toBe(n + 2);
    const { numbers, last } = await restaurantNumbers();
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(last).toBe(numbers.length);
  });
});
