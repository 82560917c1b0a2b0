import { afterEach, beforeEach } from 'vitest';
import { settlementFollowUp } from '../../../flows/settle-payment.flow';
import { GatewayError, type PaymentGateway } from '../../gateways/gateway';
import * as sandboxStore from '../../gateways/providers/sandbox/sandbox-store';
import { type PaymentSweeper, startPaymentSweeper } from '../payment-sweeper';
import type { PaymentsContext } from '../payments-context';
import { gatewaysOf } from './gateways';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  payBody,
  payRequest,
  placeTestOrder,
} from './payment-fixtures';
import { recordingLog } from './refund-fixtures';

type CreatePayment = PaymentGateway['createPayment'];

/**
 * The payment sweeper's tests: a fresh app per test (registered as beforeEach/afterEach of the calling
 * describe), sweepers that are stopped after each test, and the moves the tests make on payments.
 */
export function sweeperTestBed() {
  let t: PaymentsTestApp;
  let log: ReturnType<typeof recordingLog>;
  const sweepers: PaymentSweeper[] = [];

  beforeEach(async () => {
    t = await createPaymentsTestApp();
    log = recordingLog();
  });
  afterEach(async () => {
    for (const s of sweepers.splice(0)) await s.stop();
    await t.close();
  });

  /** A sweeper whose timer never fires during a test (its first round runs at start). */
  function sweeper(options: { gateway?: PaymentGateway; graceSeconds?: number; intervalMs?: number } = {}) {
    const gateways = gatewaysOf(t.db, options.gateway ?? t.gateway);
    const ctx: PaymentsContext = { db: t.db, events: t.events, gateways, log, followUp: settlementFollowUp };
    const s = startPaymentSweeper({
      ctx,
      intervalMs: options.intervalMs ?? 3_600_000,
      ...(options.graceSeconds !== undefined ? { graceSeconds: options.graceSeconds } : {}),
    });
    sweepers.push(s);
    return s;
  }

  async function startPayment(extra: Record<string, unknown> = { mode: 'remaining' }) {
    const order = await placeTestOrder(t.app, t.fixture);
    const res = await payRequest(t.app, order.id, payBody(t.fixture, extra));
    const payment = res.json().data.payment as { id: string };
    return { order, payment };
  }

  /**
   * Pays while the gateway's answer is lost (a timeout, or the process dying): `atGateway` is what the
   * gateway did before that (nothing by default). Returns the API's answer and our payment row.
   */
  async function payWithLostAnswer(
    extra: Record<string, unknown>,
    atGateway: (
      input: Parameters<CreatePayment>[0],
      create: CreatePayment,
    ) => Promise<unknown> = async () => {},
  ) {
    const create = t.gateway.createPayment;
    t.gateway.createPayment = async (input) => {
      await atGateway(input, create);
      throw new GatewayError('socket hang up', true);
    };
    const order = await placeTestOrder(t.app, t.fixture);
    const res = await payRequest(t.app, order.id, payBody(t.fixture, extra)).finally(() => {
      t.gateway.createPayment = create;
    });
    const row = await t.db
      .selectFrom('payments')
      .select(['publicId', 'gatewayPaymentId', 'status'])
      .executeTakeFirstOrThrow();
    return { order, error: res.json().error as { code: string }, row };
  }

  const setPayment = (publicId: string, values: { reservedUntil?: Date; createdAt?: Date }) =>
    t.db.updateTable('payments').set(values).where('publicId', '=', publicId).execute();

  return {
    get t() {
      return t;
    },
    get log() {
      return log;
    },
    sweeper,
    startPayment,
    payWithLostAnswer,
    lapse: (publicId: string) => setPayment(publicId, { reservedUntil: new Date(Date.now() - 1000) }),
    age: (publicId: string) => setPayment(publicId, { createdAt: new Date(Date.now() - 60_000) }),
    /** Our record as it stands (not through verify, which would settle it itself). */
    statusOf: (publicId: string) =>
      t.db
        .selectFrom('payments as p')
        .leftJoin('invoices as i', 'i.paymentId', 'p.id')
        .select(['p.status', 'p.failureReason', 'i.publicId as invoiceId'])
        .where('p.publicId', '=', publicId)
        .executeTakeFirstOrThrow(),
    /** The sandbox records the diner's card, but our settle never runs (its process died right then). */
    captureWithoutSettle: (gatewayId: string, outcome: 'paid' | 'failed') =>
      sandboxStore.settle(t.db, gatewayId, 'card', {
        status: outcome,
        failureReason: outcome === 'failed' ? 'card_declined' : null,
        message: outcome === 'failed' ? 'DECLINED' : 'APPROVED',
      }),
  };
}
