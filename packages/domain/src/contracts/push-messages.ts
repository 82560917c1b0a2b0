/**
 * What a Web Push message carries (issue 14), defined once for the server that builds it (in the
 * recipient's language) and the service worker that shows it. Zod-free: the service worker imports it
 * (`@sufra/domain/push`). The title and body arrive already written in the recipient's language, so the
 * worker needs no texts of its own; it picks the icon and colour by `type` and `status`.
 */
export const DINER_PUSH_TYPES = ['order_status_update', 'payment_received'] as const;
export const STAFF_PUSH_TYPES = ['staff_new_order', 'staff_waiter_call', 'staff_payment_received'] as const;
export const PUSH_MESSAGE_TYPES = [...DINER_PUSH_TYPES, ...STAFF_PUSH_TYPES] as const;
export type DinerPushType = (typeof DINER_PUSH_TYPES)[number];
export type StaffPushType = (typeof STAFF_PUSH_TYPES)[number];
export type PushMessageType = (typeof PUSH_MESSAGE_TYPES)[number];

/** The order statuses a diner is told about (spec section 4, "Foreground push"). */
export const PUSHED_ORDER_STATUSES = ['preparing', 'ready', 'completed', 'cancelled'] as const;
export type PushedOrderStatus = (typeof PUSHED_ORDER_STATUSES)[number];

/** Which of the diner's three settings (all on by default) lets each message through. */
export const DINER_PUSH_SETTING = {
  order_status_update: 'orderUpdates',
  payment_received: 'paymentNotifications',
} as const satisfies Record<DinerPushType, keyof PushPreferences>;

export interface PushPreferences {
  orderUpdates: boolean;
  paymentNotifications: boolean;
  generalNotifications: boolean;
}
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  orderUpdates: true,
  paymentNotifications: true,
  generalNotifications: true,
};

/** Which restaurant roles' devices get each staff message. */
export const STAFF_PUSH_ROLES = {
  staff_new_order: ['owner', 'manager', 'waiter', 'kitchen'],
  staff_waiter_call: ['owner', 'manager', 'waiter'],
  staff_payment_received: ['owner', 'manager', 'waiter'],
} as const satisfies Record<StaffPushType, readonly ('owner' | 'manager' | 'waiter' | 'kitchen')[]>;

/** The JSON body of every push message (encrypted by the server, decrypted by the browser). */
export interface PushMessage {
  type: PushMessageType;
  /** Already in the recipient's language. */
  title: string;
  body: string;
  language: 'ar' | 'en';
  /** A same-origin path the notification's click opens (e.g. the order's page, the staff board). */
  url: string;
  /** Replaces an earlier notification about the same thing instead of stacking (e.g. `order-<id>`). */
  tag: string;
  /** The order's public id, when the message is about one order. */
  orderId?: string;
  /** For `order_status_update`: the status it moved to (icon and colour). */
  status?: PushedOrderStatus;
  /** ISO time the server built the message. */
  sentAt: string;
}

/** Seconds a push service keeps an undelivered message (a status update is stale after that). */
export const PUSH_TTL_SECONDS = 60 * 60;
/** The diner's subscription is sent again after this long (spec section 9: push token refresh period). */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the foreground toast of a push stays (spec section 9). */
export const FOREGROUND_PUSH_TOAST_MS = 6000;
