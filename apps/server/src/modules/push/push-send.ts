import { isLanguage, type Language } from '@sufra/domain';
import {
  DEFAULT_PUSH_PREFERENCES,
  DINER_PUSH_SETTING,
  DINER_PUSH_TYPES,
  type DinerPushType,
  PUSH_TTL_SECONDS,
  type PushPreferences,
  STAFF_PUSH_ROLES,
  type StaffPushType,
} from '@sufra/domain/push';
import type { Database } from '../../db/schema';
import type { JobHandler, JobHandlers, JobLog } from '../../platform/jobs/worker';
import { pushEndpointVerdict } from '../../platform/push/push-endpoint';
import { PushSendError, sendPush } from '../../platform/push/send-push';
import type { VapidKeys } from '../../platform/push/vapid-keys';
import { PUSH_SEND_JOB, type PushEvent } from './job-types';
import { deleteSubscriptionById, findSubscriptionForSend, markDelivered } from './push.repository';
import { buildPushMessage } from './push-texts';

/** How long a push service may take to answer before the send counts as failed (and is retried). */
const PUSH_SEND_TIMEOUT_MS = 10_000;

/** What wakes a phone at once: the food is ready, a new order came in, a table is calling. */
const HIGH_URGENCY = (event: PushEvent) =>
  (event.type === 'order_status_update' && event.status === 'ready') ||
  event.type === 'staff_new_order' ||
  event.type === 'staff_waiter_call';

const isDinerType = (type: string): type is DinerPushType =>
  (DINER_PUSH_TYPES as readonly string[]).includes(type);

export interface PushSenderDeps {
  db: Database;
  /** null: this server has no VAPID keys (production without them); queued messages wait for keys. */
  vapid: VapidKeys | null;
  production: boolean;
  extraHosts?: readonly string[];
  log?: JobLog & { info?(obj: object, msg: string): void };
  timeoutMs?: number;
  /** The clock (tests move it past a message's time to live). */
  now?: () => number;
}

const permanent = (message: string) => new PushSendError(message, false);

/**
 * Job `push.send` { subscriptionId, event, at }: reads the subscription again and sends it the message in
 * its language, unless it is gone (unsubscribed: nothing to do), its setting for this kind of message is
 * off, a staff device's session has ended or its role no longer hears this, or the message is older than
 * its time to live. The push service's 404/410 deletes the subscription; 429, 5xx and timeouts throw a
 * retryable error (the outbox's backoff, or the service's Retry-After if longer); other answers end the job.
 */
function pushSendHandler(deps: PushSenderDeps): JobHandler<typeof PUSH_SEND_JOB> {
  const now = deps.now ?? Date.now;
  return async (job) => {
    const { subscriptionId, event, at } = job.payload;
    const happenedAt = Date.parse(String(at));
    if (!Number.isSafeInteger(subscriptionId) || typeof event?.type !== 'string' || Number.isNaN(happenedAt))
      throw permanent('push.send: bad payload');
    if (!deps.vapid)
      throw new PushSendError('push.send: no VAPID keys on this server (PUSH_NOT_CONFIGURED)', true);
    const sub = await findSubscriptionForSend(deps.db, subscriptionId);
    if (!sub) return;
    if (isDinerType(event.type)) {
      if (sub.kind !== 'diner') return;
      const preferences: PushPreferences = { ...DEFAULT_PUSH_PREFERENCES, ...sub.preferences };
      if (!preferences[DINER_PUSH_SETTING[event.type]]) return;
    } else {
      const roles: readonly string[] = STAFF_PUSH_ROLES[event.type as StaffPushType] ?? [];
      if (sub.kind !== 'staff' || !sub.staffLive || !sub.role || !roles.includes(sub.role)) return;
    }
    const ageSeconds = Math.floor((now() - happenedAt) / 1000);
    const ttlSeconds = PUSH_TTL_SECONDS - Math.max(0, ageSeconds);
    if (ttlSeconds <= 0) {
      deps.log?.warn(
        { jobId: job.id, subscriptionId, type: event.type },
        'push message expired before it could go',
      );
      return;
    }
    // The rule at registration, again: PUSH_ALLOWED_HOSTS may have changed since.
    const verdict = pushEndpointVerdict(sub.endpoint, {
      production: deps.production,
      extraHosts: deps.extraHosts ?? [],
    });
    if (verdict !== 'allowed') throw permanent(`push.send: endpoint no longer allowed (${verdict})`);
    const language: Language = isLanguage(sub.language) ? sub.language : 'ar';
    const message = buildPushMessage(event, language, { sentAt: new Date(now()), role: sub.role });
    const outcome = await sendPush(sub, JSON.stringify(message), {
      vapid: deps.vapid,
      ttlSeconds,
      urgency: HIGH_URGENCY(event) ? 'high' : 'normal',
      timeoutMs: deps.timeoutMs ?? PUSH_SEND_TIMEOUT_MS,
    });
    if (outcome === 'gone') {
      await deleteSubscriptionById(deps.db, sub.id);
      deps.log?.info?.({ subscriptionId: sub.id }, 'push subscription gone (404/410): deleted');
      return;
    }
    await markDelivered(deps.db, sub.id);
  };
}

/** This module's outbox handlers, for startOutboxWorker({ handlers }). */
export function pushJobHandlers(deps: PushSenderDeps): JobHandlers {
  return { [PUSH_SEND_JOB]: pushSendHandler(deps) };
}
