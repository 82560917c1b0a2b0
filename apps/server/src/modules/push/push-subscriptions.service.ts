import { AppError } from '@sufra/domain';
import type {
  PushSubscriptionJson,
  RegisterPushTokenBody,
  StaffPushSubscriptionBody,
} from '@sufra/domain/contracts';
import {
  DEFAULT_PUSH_PREFERENCES,
  STAFF_PUSH_ROLES,
  STAFF_PUSH_TYPES,
  type StaffPushType,
} from '@sufra/domain/push';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { pushEndpointVerdict } from '../../platform/push/push-endpoint';
import type { PushSettings } from '../../platform/push/push-settings';
import { isP256PublicKey } from '../../platform/push/subscription-keys';
import {
  deleteSubscriptionByEndpoint,
  findDinerSubscriptionId,
  findOrderIdByPublicId,
  followOrder,
  unfollowAllOrders,
  upsertSubscription,
} from './push.repository';

export interface PushContext {
  db: Database;
  push: PushSettings;
}

/** The server can take subscriptions (it has VAPID keys), and this one is a browser's, to a push service it may reach. */
function checkSubscription(push: PushSettings, subscription: PushSubscriptionJson) {
  if (!push.vapid) throw new AppError('PUSH_NOT_CONFIGURED');
  if (!isP256PublicKey(subscription.keys.p256dh)) throw new AppError('PUSH_SUBSCRIPTION_INVALID');
  const verdict = pushEndpointVerdict(subscription.endpoint, {
    production: push.production,
    extraHosts: push.extraHosts,
  });
  if (verdict !== 'allowed') throw new AppError('PUSH_ENDPOINT_NOT_ALLOWED');
}

/** GET /notifications/vapid-public-key: what browsers subscribe with. */
export function vapidPublicKey(push: PushSettings): { publicKey: string } {
  if (!push.vapid) throw new AppError('PUSH_NOT_CONFIGURED');
  return { publicKey: push.vapid.publicKey };
}

/**
 * POST /notifications/register-token: the diner app's subscription, in the diner's language with their
 * settings (all on when omitted). The same endpoint again rewrites its one row and its refreshed time
 * (the 7-day refresh); an endpoint last registered by a staff device becomes a diner's (the latest
 * registration wins, docs/decisions.md).
 */
export function registerDinerSubscription(ctx: PushContext, body: RegisterPushTokenBody) {
  checkSubscription(ctx.push, body.fcmToken);
  return inTransaction(ctx.db, async (trx) => {
    const row = await upsertSubscription(trx, {
      endpoint: body.fcmToken.endpoint,
      p256dh: body.fcmToken.keys.p256dh,
      auth: body.fcmToken.keys.auth,
      kind: 'diner',
      language: body.language,
      preferences: body.preferences ?? DEFAULT_PUSH_PREFERENCES,
      restaurantId: null,
      staffUserId: null,
      staffSessionId: null,
    });
    return { registered: true as const, refreshedAt: row.refreshedAt.toISOString() };
  });
}

/** POST /notifications/unregister-token: a diner's subscription and the orders it followed, gone. */
export function unregisterDinerSubscription(ctx: PushContext, endpoint: string) {
  return inTransaction(ctx.db, async (trx) => ({
    removed: await deleteSubscriptionByEndpoint(trx, endpoint, { kind: 'diner' }),
  }));
}

/**
 * PUT /public/orders/:id/push-subscription (the order's proof, checked by the route): this registered
 * diner subscription hears the order's status and payments. Following twice is one follow.
 */
export function followOrderPush(ctx: PushContext, orderPublicId: string, endpoint: string) {
  return inTransaction(ctx.db, async (trx) => {
    const subscription = await findDinerSubscriptionId(trx, endpoint);
    if (!subscription) throw new AppError('PUSH_SUBSCRIPTION_NOT_FOUND');
    const order = await findOrderIdByPublicId(trx, orderPublicId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    await followOrder(trx, subscription.id, order.id);
    return { following: true as const };
  });
}

/** What a role's device is told (STAFF_PUSH_ROLES), in the contract's order. */
function staffPushTypes(role: StaffPrincipal['role']): StaffPushType[] {
  return STAFF_PUSH_TYPES.filter((type) => (STAFF_PUSH_ROLES[type] as readonly string[]).includes(role));
}

function restaurantOf(staff: StaffPrincipal): number {
  // The route admits restaurant staff only; a platform admin has no restaurant to hear.
  if (staff.restaurantId === null) throw new AppError('FORBIDDEN');
  return staff.restaurantId;
}

/**
 * POST /staff/push-subscriptions: this device hears the caller's restaurant while the caller's session
 * lives. The same endpoint again rewrites its row (another person signing in on a shared display makes
 * it theirs); a diner's subscription on this endpoint becomes this staff device and follows no order.
 */
export function registerStaffSubscription(
  ctx: PushContext,
  staff: StaffPrincipal,
  body: StaffPushSubscriptionBody,
) {
  const restaurantId = restaurantOf(staff);
  checkSubscription(ctx.push, body.subscription);
  return inTransaction(ctx.db, async (trx) => {
    const row = await upsertSubscription(trx, {
      endpoint: body.subscription.endpoint,
      p256dh: body.subscription.keys.p256dh,
      auth: body.subscription.keys.auth,
      kind: 'staff',
      language: body.language,
      preferences: DEFAULT_PUSH_PREFERENCES,
      restaurantId,
      staffUserId: staff.id,
      staffSessionId: staff.sessionId,
    });
    await unfollowAllOrders(trx, row.id);
    return { registered: true as const, types: staffPushTypes(staff.role) };
  });
}

/** POST /staff/push-subscriptions/remove: the caller's own device subscription (signing out, or turned off). */
export function removeStaffSubscription(ctx: PushContext, staff: StaffPrincipal, endpoint: string) {
  const restaurantId = restaurantOf(staff);
  return inTransaction(ctx.db, async (trx) => ({
    removed: await deleteSubscriptionByEndpoint(trx, endpoint, {
      kind: 'staff',
      restaurantId,
      staffUserId: staff.id,
    }),
  }));
}
