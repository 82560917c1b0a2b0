import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/schema';
import { enqueueJob } from '../../../platform/jobs/outbox';
import { startSerialLoop } from '../../../platform/runtime/serial-loop';
import { ZATCA_ALERT_MAIL_JOB, type ZatcaAlertPayload } from './zatca-alert-jobs';
import {
  type AlertMoments,
  activeOwners,
  markCertificateReminded,
  markOverdue,
  markRejected,
  restaurantsToAlert,
} from './zatca-alerts.repository';

const HOUR_MS = 60 * 60_000;
/**
 * ZATCA wants a simplified document reported within 24 hours of issue: at 20 the owner still has 4 to act
 * (the owner's screen highlights the same documents from the same hour, chain/documents.service.ts).
 */
export const OVERDUE_AFTER_HOURS = 20;
/** A production CSID is renewed with a new OTP before it expires: the owner is told this many days ahead. */
const CERTIFICATE_NOTICE_DAYS = 30;
const SWEEP_INTERVAL_MS = 15 * 60_000;

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface ZatcaAlertDeps {
  db: Database;
  /** The sweep's clock (tests move it); the markers themselves take the database's. */
  now?: () => Date;
  log?: Log;
}

interface SweepResult {
  /** alert mails queued (one per owner and kind) */
  mails: number;
  /** restaurants with something to say and no active owner to say it to (their alerts stay pending) */
  skipped: number;
}

/**
 * One restaurant in ONE transaction: its documents and certificate are marked and each owner's mails
 * queued together, so a crash before the commit leaves everything to the next sweep and one after it has
 * the mails in the outbox: never mailed twice, never lost. Marking is conditional (`alerted_at IS NULL`),
 * so two instances sweeping at once mark each document once. Without an active owner nothing is marked:
 * the alert waits for one.
 */
async function alertRestaurant(
  deps: ZatcaAlertDeps,
  restaurantId: number,
  at: AlertMoments,
): Promise<number | null> {
  return deps.db.transaction().execute(async (trx) => {
    const owners = await activeOwners(trx, restaurantId);
    if (owners.length === 0) return null;
    const overdue = await markOverdue(trx, restaurantId, at.overdueSince);
    const rejected = await markRejected(trx, restaurantId);
    const expiresAt = await markCertificateReminded(trx, restaurantId, at.expiringBefore);
    const alerts: ((staffUserId: number) => ZatcaAlertPayload)[] = [];
    if (overdue.length > 0)
      alerts.push((staffUserId) => ({ alert: 'overdue', restaurantId, staffUserId, documentIds: overdue }));
    if (rejected.length > 0)
      alerts.push((staffUserId) => ({ alert: 'rejected', restaurantId, staffUserId, documentIds: rejected }));
    if (expiresAt)
      alerts.push((staffUserId) => ({
        alert: 'certificate',
        restaurantId,
        staffUserId,
        expiresAt: expiresAt.toISOString(),
      }));
    for (const owner of owners)
      for (const payloadFor of alerts)
        await enqueueJob(trx, { type: ZATCA_ALERT_MAIL_JOB, payload: payloadFor(owner.id) });
    return owners.length * alerts.length;
  });
}

/**
 * Mails each restaurant's owners what needs them in its e-invoicing (issue 27): documents
 * still waiting 20 hours after issue (one mail per restaurant per sweep, each document once), rejections
 * (each once), and the certificate within 30 days of its expiry (once per certificate).
 */
export async function sweepZatcaAlerts(deps: ZatcaAlertDeps): Promise<SweepResult> {
  const now = (deps.now ?? (() => new Date()))().getTime();
  const at: AlertMoments = {
    overdueSince: new Date(now - OVERDUE_AFTER_HOURS * HOUR_MS),
    expiringBefore: new Date(now + CERTIFICATE_NOTICE_DAYS * 24 * HOUR_MS),
  };
  const result: SweepResult = { mails: 0, skipped: 0 };
  for (const restaurantId of await restaurantsToAlert(deps.db, at)) {
    try {
      const mails = await alertRestaurant(deps, restaurantId, at);
      if (mails === null) {
        result.skipped += 1;
        deps.log?.warn({ restaurantId }, 'ZATCA alert not mailed: the restaurant has no active owner');
      } else result.mails += mails;
    } catch (err) {
      // One restaurant's failure must not hold the others' alerts; its rows are unmarked, the next sweep retries.
      deps.log?.error({ err, restaurantId }, 'ZATCA alert sweep failed for a restaurant');
    }
  }
  return result;
}

export interface ZatcaAlertSweeper {
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
}

/** Sweeps every 15 minutes (the first round at start): an overdue document is mailed about by 20 h 15 min. */
export function startZatcaAlertSweeper(deps: ZatcaAlertDeps & { intervalMs?: number }): ZatcaAlertSweeper {
  const loop = startSerialLoop({
    round: () => sweepZatcaAlerts(deps),
    intervalMs: deps.intervalMs ?? SWEEP_INTERVAL_MS,
    startNow: true,
    onError: (err) => deps.log?.error({ err }, 'ZATCA alert sweep failed'),
  });
  return { stop: loop.stop };
}
