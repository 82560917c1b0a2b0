import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { loginAs } from '../orders/testing/requests';
import { cancelOrder, moneyOf, refundJobsOf, runRefundJobs } from './testing/cancel-fixtures';
import {
  createPaymentsTestApp,
  gatewayIdOf,
  type PaymentsTestApp,
  payBody,
  payRequest,
  placeTestOrder,
  VISA_OK,
  verifyRequest,
  webhookRequest,
} from './testing/payment-fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Staff cancel while the diner is on the card page, and the capture lands a few milliseconds before or
 * after (26 ms after the cancel is what was seen in the wild). Whoever takes the order's lock first, the
 * money is never both kept and cancelled: the capture is refunded once, and an invoice exists only with
 * its credit note. Run it on PostgreSQL (SUFRA_TEST_DB=postgres), where the two really run in parallel.
 */
describe('a payment in flight when staff cancel (issue 8 item 1)', () => {
  let t: PaymentsTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    token = await loginAs(t.app, t.fixture.owner, STAFF_PASSWORD);
  });
  afterAll(() => t.close());

  async function trial(captureDelayMs: number) {
    const order = await placeTestOrder(t.app, t.fixture);
    const res = await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'full' }));
    const payment = res.json().data.payment as { id: string; total: number };
    const gatewayId = await gatewayIdOf(t.db, payment.id);
    const capture = async () => {
      // A negative delay: the capture goes first and the cancel follows.
      await sleep(Math.max(0, captureDelayMs));
      const gp = await t.gateway.submitCard(gatewayId, VISA_OK);
      await Promise.all([verifyRequest(t.app, payment.id), webhookRequest(t.app, t.gateway, gp)]);
    };
    const cancel = async () => {
      await sleep(Math.max(0, -captureDelayMs));
      return cancelOrder(t, order.id, token);
    };
    const [cancelled] = await Promise.all([cancel(), capture()]);
    expect(cancelled.status, cancelled.body).toBe(200);

    const [row, ...others] = await moneyOf(t, order.id);
    expect(others).toEqual([]);
    // Never kept: off the bill, marked for its refund, one refund job.
    expect(row).toMatchObject({ status: 'voided', refundReason: 'order_cancelled' });
    expect(await refundJobsOf(t, [row?.id ?? 0])).toHaveLength(1);
    // An invoice only when the capture won the race, and then always with its credit note.
    expect(row?.creditNoteNumber === null).toBe(row?.invoiceNumber === null);
    // The cancel's answer counts the share only when it was captured before the cancel.
    expect(cancelled.refund.shares).toBe(row?.invoiceNumber === null ? 0 : 1);
    await runRefundJobs(t);
    const [after] = await moneyOf(t, order.id);
    expect(after).toMatchObject({ gatewayStatus: 'refunded', refundedHalalas: payment.total });
    return row?.invoiceNumber === null ? 'cancel first' : 'capture first';
  }

  it('capture 26 ms after the cancel, at the same moment, and 26 ms before: refunded once each time', async () => {
    const seen = new Set<string>();
    for (const delay of [26, 26, 10, 0, 0, -10, -26, -300]) seen.add(await trial(delay));
    // Both orders of arrival were exercised (300 ms apart always decides it).
    expect([...seen].sort()).toEqual(['cancel first', 'capture first']);
  }, 120_000);
});
