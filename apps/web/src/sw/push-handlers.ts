/// <reference lib="webworker" />
/**
 * Push messages of diners and staff devices (issue 14 items 2 and 3). The server writes title and body
 * in the recipient's language; the worker picks the icon by type and status, and decides where the
 * message shows: a toast in a page the person is looking at, else a system notification.
 */
import type { PushMessage } from '@sufra/domain/push';
import { FOREGROUND_PUSH_EVENT } from '../shared/push/push-event';
import { pushIcon } from '../shared/push/push-look';
import { renewSubscription } from './push-renewal';

declare const self: ServiceWorkerGlobalScope;

function parse(event: PushEvent): PushMessage | null {
  try {
    const message = event.data?.json() as PushMessage | undefined;
    return message && typeof message.title === 'string' && typeof message.url === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** Only a same-origin path is opened: a message never sends the person elsewhere. */
function sameOriginUrl(url: unknown): string {
  try {
    const target = new URL(String(url), self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

async function windows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function deliver(message: PushMessage): Promise<void> {
  // Spec section 4 "Foreground push": the page someone is looking at shows it as a toast (6 s);
  // a system notification on top of it would say the same thing twice.
  const watching = (await windows()).find((c) => c.focused && c.visibilityState === 'visible');
  if (watching) {
    watching.postMessage({ type: FOREGROUND_PUSH_EVENT, message });
    return;
  }
  const icon = pushIcon(message);
  await self.registration.showNotification(message.title, {
    body: message.body,
    icon,
    badge: '/push/badge.png',
    tag: message.tag,
    lang: message.language,
    dir: message.language === 'ar' ? 'rtl' : 'ltr',
    data: { url: sameOriginUrl(message.url) },
  });
}

async function open(url: string): Promise<void> {
  const all = await windows();
  const client = all.find((c) => c.url === url) ?? all.find((c) => 'navigate' in c);
  if (client) {
    const focused = await client.focus();
    if (focused.url !== url) await focused.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}

export function registerPushHandlers(): void {
  self.addEventListener('push', (event) => {
    const message = parse(event);
    if (message) event.waitUntil(deliver(message));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(open(sameOriginUrl(data?.url)));
  });

  // The push service replaced or dropped the subscription (it expired, the browser rotated keys): the
  // worker subscribes again and tells the server, with what the page left for it in IndexedDB.
  self.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(renewSubscription(event as PushSubscriptionChangeEvent));
  });
}
