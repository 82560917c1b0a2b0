import { startSerialLoop } from '../../platform/runtime/serial-loop';
import { abandonLapsed, paymentsToCheck, unstartedLapsed } from './payment-sweeper.repository';
import type { PaymentsContext } from './payments-context';
import { settleByGatewayId, settleWith } from './settle-payment.service';

export interface PaymentSweeperOptions {
  ctx: PaymentsContext;
  /** Pause between rounds. Default 30 s. */
  intervalMs?: number;
  /** A pending payment younger than this is left to the diner's own callback/verify. Default 30 s. */
  graceSeconds?: number;
  /** Payments looked at per round (each is one gateway fetch). Default 50. */
  batchSize?: number;
}

interface SweepResult {
  abandoned: number;
  settled: number;
}

export interface PaymentSweeper {
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
  /** One round now (after the one in progress, if any). */
  runOnce(): Promise<SweepResult>;
}

/**
 * Brings pending payments to an end when nobody else will (docs/payments.md, "The payment sweeper"):
 * - a lapsed reservation whose diner left the card page ('initiated' at the gateway, or never sent to it)
 *   becomes 'abandoned';
 * - a lapsed reservation whose gateway answer was never saved is looked up by its idempotency key: a
 *   token the gateway charged while our process died is settled, not abandoned;
 * - a payment the gateway settled while our settle never ran (the process died between the capture and
 *   the settle, a lost onSettled) is settled through the one settling path, which also issues its invoice
 *   or, for money that no longer fits the bill, voids it and queues its refund.
 * Rounds never overlap (runOnce and the timer share one serial loop); every change is conditional, so two
 * instances sweeping at once change each payment once.
 */
export function startPaymentSweeper(options: PaymentSweeperOptions): PaymentSweeper {
  const { ctx } = options;
  const intervalMs = options.intervalMs ?? 30_000;
  const graceSeconds = options.graceSeconds ?? 30;
  const limit = options.batchSize ?? 50;
  let afterId = 0;

  /**
   * Lapsed rows whose gateway answer was never saved: what the gateway charged after all (a token, while
   * the process died) is settled like any capture; the rest can never be paid and is abandoned.
   */
  const sweepUnstarted = async (): Promise<SweepResult> => {
    const result = { abandoned: 0, settled: 0 };
    for (const row of await unstartedLapsed(ctx.db, limit)) {
      try {
        // Asked of the gateway that would have made it (its restaurant's choice when it was reserved).
        const gateway = await ctx.gateways.forPayment(ctx.db, row);
        const gp = await gateway.findByGivenId(row.idempotencyKey);
        if (gp && gp.status !== 'initiated') {
          const after = await settleWith(ctx, gp);
          if (after?.id === row.id && after.status !== 'pending') result.settled += 1;
        } else if (await abandonLapsed(ctx.db, row.id)) result.abandoned += 1;
      } catch (err) {
        ctx.log?.warn({ err, paymentId: row.id }, 'payment sweeper could not look a payment up');
      }
    }
    return result;
  };

  const round = async (): Promise<SweepResult> => {
    let { abandoned, settled } = await sweepUnstarted();
    const rows = await paymentsToCheck(ctx.db, { graceSeconds, afterId, limit });
    afterId = rows.length < limit ? 0 : (rows.at(-1)?.id ?? 0);
    for (const row of rows) {
      try {
        const gateway = await ctx.gateways.forPayment(ctx.db, row);
        const gp = await gateway.fetchPayment(row.gatewayPaymentId);
        if (gp.status === 'initiated') {
          if (row.isLapsed && (await abandonLapsed(ctx.db, row.id))) abandoned += 1;
          continue;
        }
        // The one settling path (it fetches again: the record may have moved since).
        const after = await settleByGatewayId(ctx, row.gatewayPaymentId, { gateway, origin: row });
        if (after?.id === row.id && after.status !== 'pending') settled += 1;
      } catch (err) {
        // One unreachable or odd payment must not hold up the others; the next round tries it again.
        ctx.log?.warn({ err, paymentId: row.id }, 'payment sweeper could not bring a payment up to date');
      }
    }
    return { abandoned, settled };
  };

  const loop = startSerialLoop({
    round,
    intervalMs,
    startNow: true,
    onError: (err) => ctx.log?.error({ err }, 'payment sweeper round failed'),
  });

  return { stop: loop.stop, runOnce: () => loop.run(round) };
}
