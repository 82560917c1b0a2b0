import type { PushMessage } from '@sufra/domain/push';
import { type OutboxWorker, startOutboxWorker } from '../../../platform/jobs/worker';
import { proofHeaderFor } from '../../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../../payments/testing/payment-fixtures';
import { pushJobHandlers } from '../push-send';
import {
  type FakeBrowser,
  fakeBrowser,
  type PushServiceImitation,
  startPushService,
  verifyVapid,
} from './push-service';

let requests = 0;
/** Each diner's device from its own address: the routes' per-address limits are not what these tests test. */
export function nextAddress(): string {
  requests += 1;
  return `10.77.${Math.floor(requests / 250) % 250}.${(requests % 250) + 1}`;
}

/**
 * The whole app on the sandbox gateway, a push-service imitation and an outbox worker that runs only
 * when `drain()` is called (with a short send timeout, so a hanging push service costs 400 ms).
 */
export async function createPushTestApp(options: { now?: () => number } = {}) {
  const t: PaymentsTestApp = await createPaymentsTestApp();
  const service: PushServiceImitation = await startPushService();
  const vapid = t.app.push.vapid;
  if (!vapid) throw new Error('a test app outside production has VAPID keys (DATA_DIR/vapid.json)');
  const worker: OutboxWorker = startOutboxWorker({
    db: t.db,
    pollMs: 60_000,
    handlers: pushJobHandlers({
      db: t.db,
      vapid,
      production: false,
      timeoutMs: 400,
      ...(options.now ? { now: options.now } : {}),
    }),
  });

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { 'x-sufra-lang': 'en', ...headers },
      payload,
      remoteAddress: nextAddress(),
    });

  return {
    t,
    service,
    vapid,
    drain: () => worker.drain(),
    browser: (device: string): FakeBrowser => fakeBrowser(service, device),
    registerDiner: (
      browser: FakeBrowser,
      language: 'ar' | 'en',
      preferences?: { orderUpdates: boolean; paymentNotifications: boolean; generalNotifications: boolean },
    ) =>
      post('/notifications/register-token', {
        fcmToken: browser.subscription,
        language,
        ...(preferences ? { preferences } : {}),
      }),
    follow: async (orderId: string, browser: FakeBrowser) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/public/orders/${orderId}/push-subscription`,
        headers: { 'x-sufra-lang': 'en', ...(await proofHeaderFor(t.app, orderId)) },
        payload: { endpoint: browser.subscription.endpoint },
        remoteAddress: nextAddress(),
      }),
    registerStaff: (token: string, browser: FakeBrowser, language: 'ar' | 'en') =>
      post(
        '/staff/push-subscriptions',
        { subscription: browser.subscription, language },
        {
          authorization: `Bearer ${token}`,
        },
      ),
    /** What `browser` was delivered, decrypted, with the request's headers and VAPID claims. */
    received(browser: FakeBrowser) {
      return service.delivered
        .filter((d) => d.device === browser.device)
        .map((d) => ({
          message: JSON.parse(browser.decrypt(d.body)) as PushMessage,
          headers: d.headers,
          vapid: verifyVapid(d.headers.authorization, vapid.publicKey),
        }));
    },
    close: async () => {
      await worker.stop();
      await service.close();
      await t.close();
    },
  };
}

export type PushTestApp = Awaited<ReturnType<typeof createPushTestApp>>;
