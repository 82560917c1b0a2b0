import { randomUUID } from 'node:crypto';
import type { OrderRefund } from '@sufra/domain/contracts';
import { sql } from 'kysely';
import { startOutboxWorker } from '../../../platform/jobs/worker';
import { STAFF_PASSWORD } from '../../orders/testing/fixtures';
import { loginAs } from '../../orders/testing/requests';
import { paymentJobHandlers } from '../refund-job';
import { gatewaysOf } from './gateways';
import { type PaymentsTestApp, payRequest } from './payment-fixtures';

/** Staff cancel the order through the staff API; answers the status code and the refund it reports. */
export async function cancelOrder(t: PaymentsTestApp, orderId: string, staffToken?: string) {
  const token = staffToken ?? (await loginAs(t.app, t.fixture.owner, STAFF_PASSWORD));
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/staff/orders/${orderId}/status`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status: 'cancelled' },
  });
  return { status: res.statusCode, body: res.body, refund: res.json().data?.refund as OrderRefund };
}

/** A share paid at once with a sandbox token (completed, with its invoice). */
export async function payShare(t: PaymentsTestApp, orderId: string, body: Record<string, unknown>) {
  const res = await payRequest(t.app, orderId, {
    hash: t.fixture.table.hash,
    idempotencyKey: randomUUID(),
    paymentMethod: 'card_payment',
    token: 'tok_sandbox_paid',
    ...body,
  });
  if (res.statusCode !== 200) throw new Error(`payment failed: ${res.body}`);
  return res.json().data.payment as { id: string; status: string; total: number };
}

/** Runs the refund jobs that are due, with the real outbox worker and the app's sandbox gateway. */
export async function runRefundJobs(t: PaymentsTestApp) {
  const worker = startOutboxWorker({
    db: t.db,
    handlers: paymentJobHandlers({ db: t.db, gateways: gatewaysOf(t.db, t.gateway) }),
    pollMs: 60_000,
  });
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
}

/** Our rows and the sandbox's for the order's payments. */
export function moneyOf(t: PaymentsTestApp, orderPublicId: string) {
  return t.db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.orderId')
    .leftJoin('sandboxPayments as s', (j) => j.on(sql<boolean>`s.id::text = p.gateway_payment_id`))
    .leftJoin('invoices as i', 'i.paymentId', 'p.id')
    .leftJoin('creditNotes as c', 'c.paymentId', 'p.id')
    .select([
      'p.id',
      'p.status',
      'p.refundReason',
      'p.refundedAt',
      's.status as gatewayStatus',
      's.refundedHalalas',
      'i.invoiceNumber',
      'c.creditNoteNumber',
    ])
    .where('o.publicId', '=', orderPublicId)
    .orderBy('p.id')
    .execute();
}

export const refundJobsOf = (t: PaymentsTestApp, paymentIds: number[]) =>
  t.db
    .selectFrom('outboxJobs')
    .select(['status', 'dedupeKey'])
    .where(
      'dedupeKey',
      'in',
      paymentIds.map((id) => `refund:${id}`),
    )
    .execute();

/** A diner's read of their table order: the table's QR hash is the order's proof (order-proof.ts). */
export async function dinerGet(t: PaymentsTestApp, url: string) {
  const res = await t.app.inject({ url, headers: { 'x-sufra-order-key': t.fixture.table.hash } });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
