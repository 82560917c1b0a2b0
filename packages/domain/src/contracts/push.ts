import { z } from 'zod';
import { dataOf, LanguageSchema, withCode } from './common';

/**
 * Web Push subscriptions (issue 14). A subscription is the browser's `PushSubscription.toJSON()`: the push
 * service's endpoint and the keys the server encrypts each message with (RFC 8291). The endpoint is where
 * the server will POST, so it is checked twice: its shape here, and in the service that it is https and a
 * known push service's host in production (PUSH_ENDPOINT_NOT_ALLOWED), since an anonymous caller must never
 * make the server send requests to an address of its choosing.
 */
const base64url = (bytes: number) =>
  z
    .string(withCode('PUSH_SUBSCRIPTION_INVALID'))
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`),
      withCode('PUSH_SUBSCRIPTION_INVALID'),
    );

export const PushSubscriptionSchema = z.object(
  {
    endpoint: z
      .string(withCode('PUSH_SUBSCRIPTION_INVALID'))
      .max(1000, withCode('PUSH_SUBSCRIPTION_INVALID'))
      .pipe(z.url(withCode('PUSH_SUBSCRIPTION_INVALID'))),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
        p256dh: base64url(65),
        /** The 16-byte authentication secret, base64url. */
        auth: base64url(16),
      },
      withCode('PUSH_SUBSCRIPTION_INVALID'),
    ),
  },
  withCode('PUSH_SUBSCRIPTION_INVALID'),
);
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

export const PushPreferencesSchema = z.object({
  orderUpdates: z.boolean(),
  paymentNotifications: z.boolean(),
  generalNotifications: z.boolean(),
});

/** GET /api/notifications/vapid-public-key: the application server key browsers subscribe with. */
export const VapidPublicKeyResponseSchema = dataOf(z.object({ publicKey: z.string() }));
export type VapidPublicKeyResponse = z.infer<typeof VapidPublicKeyResponseSchema>;

/**
 * POST /api/notifications/register-token (spec section 7: body `fcmToken`; only the diner app calls it).
 * The same endpoint twice updates the one row (language, settings, refreshed time); never a second row.
 */
export const RegisterPushTokenBodySchema = z.object({
  fcmToken: PushSubscriptionSchema,
  /** The language the diner's notifications are written in. */
  language: LanguageSchema,
  /** The diner's three settings; all on when omitted (spec section 3). */
  preferences: PushPreferencesSchema.optional(),
});
export type RegisterPushTokenBody = z.infer<typeof RegisterPushTokenBodySchema>;
export const RegisterPushTokenResponseSchema = dataOf(
  z.object({ registered: z.literal(true), refreshedAt: z.string() }),
);
export type RegisterPushTokenResponse = z.infer<typeof RegisterPushTokenResponseSchema>;

/** POST /api/notifications/unregister-token: the diner turned notifications off or the browser dropped it. */
export const PushEndpointBodySchema = z.object({
  endpoint: z
    .string(withCode('PUSH_SUBSCRIPTION_INVALID'))
    .max(1000, withCode('PUSH_SUBSCRIPTION_INVALID'))
    .pipe(z.url(withCode('PUSH_SUBSCRIPTION_INVALID'))),
});
export type PushEndpointBody = z.infer<typeof PushEndpointBodySchema>;
export const UnregisterPushTokenResponseSchema = dataOf(z.object({ removed: z.boolean() }));
export type UnregisterPushTokenResponse = z.infer<typeof UnregisterPushTokenResponseSchema>;

/**
 * PUT /api/public/orders/:id/push-subscription (the order's proof): this device's registered subscription
 * hears this order's status and payments. Unknown endpoint: 404 PUSH_SUBSCRIPTION_NOT_FOUND (register first).
 */
export const FollowOrderPushResponseSchema = dataOf(z.object({ following: z.literal(true) }));
export type FollowOrderPushResponse = z.infer<typeof FollowOrderPushResponseSchema>;

/** POST /api/staff/push-subscriptions: this staff device hears its restaurant's orders, calls and payments. */
export const StaffPushSubscriptionBodySchema = z.object({
  subscription: PushSubscriptionSchema,
  language: LanguageSchema,
});
export type StaffPushSubscriptionBody = z.infer<typeof StaffPushSubscriptionBodySchema>;
export const StaffPushSubscriptionResponseSchema = dataOf(
  z.object({
    registered: z.literal(true),
    /** What this device will be told, by the signed-in role (STAFF_PUSH_ROLES). */
    types: z.array(z.enum(['staff_new_order', 'staff_waiter_call', 'staff_payment_received'])),
  }),
);
export type StaffPushSubscriptionResponse = z.infer<typeof StaffPushSubscriptionResponseSchema>;
