import type { FastifyBaseLogger } from 'fastify';
import type { JobLog } from '../../../platform/jobs/worker';
import {
  gatewayIdOf,
  type PaymentsTestApp,
  payBody,
  payRequest,
  placeTestOrder,
  VISA_OK,
  verifyRequest,
} from './payment-fixtures';

/**
 * A capture that cannot count: diner A starts paying the whole bill, their reservation lapses, diner B pays
 * it all, then A's card goes through. Settling voids A's payment (over_payment) and queues its refund job.
 */
export async function voidedLateCapture(t: PaymentsTestApp) {
  const order = await placeTestOrder(t.app, t.fixture);
  const late = (await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'remaining' }))).json().data
    .payment as { id: string; total: number };
  await t.db
    .updateTable('payments')
    .set({ reservedUntil: new Date(Date.now() - 1000) })
    .where('publicId', '=', late.id)
    .execute();
  const other = (await payRequest(t.app, order.id, payBody(t.fixture, { mode: 'remaining' }))).json().data
    .payment as { id: string };
  await t.gateway.submitCard(await gatewayIdOf(t.db, other.id), VISA_OK);
  const gatewayId = await gatewayIdOf(t.db, late.id);
  await t.gateway.submitCard(gatewayId, VISA_OK);
  const status = (await verifyRequest(t.app, late.id)).json().data.payment.status;
  if (status !== 'voided') throw new Error(`expected the late capture to be voided, got ${status}`);
  const row = await t.db
    .selectFrom('payments')
    .select(['id', 'refundReason'])
    .where('publicId', '=', late.id)
    .executeTakeFirstOrThrow();
  return { order, publicId: late.id, paymentId: row.id, gatewayId, total: late.total };
}

/** A logger (the outbox's JobLog, and the warn/error of pino) that keeps what it was told. */
export function recordingLog() {
  const lines: { level: 'warn' | 'error'; obj: unknown; msg: string }[] = [];
  const write = (level: 'warn' | 'error') => (obj: unknown, msg?: string) => {
    lines.push({ level, obj, msg: msg ?? '' });
  };
  const log: JobLog & Pick<FastifyBaseLogger, 'warn' | 'error'> & { lines: typeof lines } = {
    lines,
    warn: write('warn'),
    error: write('error'),
  };
  return log;
}
