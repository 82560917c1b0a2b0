import { AppError } from '@sufra/domain';
import {
  type AdminRestaurant,
  type AdminRestaurantsQuerySchema,
  RESTAURANT_STATUSES,
  type SuspendRestaurantBodySchema,
} from '@sufra/domain/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/realtime/event-bus';
import {
  type AdminRestaurantRow,
  countRestaurantsByStatus,
  findAdminRestaurant,
  listAdminRestaurantRows,
  lockRestaurantStatus,
  setRestaurantStatus,
} from './restaurants-admin.repository';
import { riyadhWindows } from './riyadh-days';

type RestaurantStatus = (typeof RESTAURANT_STATUSES)[number];

function restaurantView(row: AdminRestaurantRow): AdminRestaurant {
  return {
    ...row,
    ownerEmail: row.ownerEmail ?? null,
    ordersToday: Number(row.ordersToday ?? 0),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/restaurants?q=&status=&limit= (newest first). */
export function listAdminRestaurants(db: Database, q: z.output<typeof AdminRestaurantsQuerySchema>) {
  return inTransaction(db, async (trx) => {
    const { todayStart } = riyadhWindows(new Date());
    const status = q.status === 'all' ? null : q.status;
    const rows = await listAdminRestaurantRows(trx, { status, q: q.q, limit: q.limit, todayStart });
    return { restaurants: rows.map(restaurantView) };
  });
}

/** Per status, every status present (0 when none): the overview. */
export async function restaurantCounts(db: Database): Promise<Record<RestaurantStatus, number>> {
  const counts = Object.fromEntries(RESTAURANT_STATUSES.map((s) => [s, 0])) as Record<
    RestaurantStatus,
    number
  >;
  for (const row of await countRestaurantsByStatus(db)) counts[row.status] = Number(row.n);
  return counts;
}

interface Ctx {
  db: Database;
  events: EventBus;
}

/**
 * Suspends (a reason is required: the contract refuses an empty one with REVIEW_MESSAGE_REQUIRED) or
 * reactivates a restaurant, under its row lock. Audited (restaurant.suspended / restaurant.reactivated,
 * the restaurant's own entry) with the status and reason before and after. Already in that status: nothing
 * is written (a second click answers the restaurant as it is). After the commit every diner stream of the
 * restaurant hears restaurant.status_changed and refetches: their next call answers RESTAURANT_SUSPENDED.
 * Staff sessions and streams are left alone (they still sign in and read their history).
 */
async function changeStatus(
  ctx: Ctx,
  admin: StaffPrincipal,
  id: number,
  status: RestaurantStatus,
  reason: string | null,
): Promise<AdminRestaurant> {
  const changed = await inTransaction(ctx.db, async (trx) => {
    const before = await lockRestaurantStatus(trx, id);
    if (!before) throw new AppError('RESTAURANT_NOT_FOUND');
    if (before.status === status) return false;
    await setRestaurantStatus(trx, id, status, reason);
    await recordAudit(trx, {
      restaurantId: id,
      actorId: admin.id,
      action: status === 'suspended' ? 'restaurant.suspended' : 'restaurant.reactivated',
      subject: `restaurant:${id}`,
      details: {
        name: before.name,
        before: { status: before.status, reason: before.suspendedReason },
        after: { status, reason },
      },
    });
    return true;
  });
  if (changed)
    await ctx.events.publish({
      type: 'restaurant.status_changed',
      restaurantId: id,
      tableNumber: null,
      data: { status },
    });
  const row = await findAdminRestaurant(ctx.db, id, riyadhWindows(new Date()).todayStart);
  if (!row) throw new AppError('RESTAURANT_NOT_FOUND');
  return restaurantView(row);
}

/** POST /api/admin/restaurants/:id/suspend */
export function suspendRestaurant(
  ctx: Ctx,
  admin: StaffPrincipal,
  id: number,
  body: z.output<typeof SuspendRestaurantBodySchema>,
): Promise<AdminRestaurant> {
  return changeStatus(ctx, admin, id, 'suspended', body.reason);
}

/** POST /api/admin/restaurants/:id/reactivate */
export function reactivateRestaurant(ctx: Ctx, admin: StaffPrincipal, id: number): Promise<AdminRestaurant> {
  return changeStatus(ctx, admin, id, 'active', null);
}
