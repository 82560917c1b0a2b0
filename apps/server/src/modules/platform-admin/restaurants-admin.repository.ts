import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, DB, RestaurantsTable } from '../../db/schema';

type RestaurantStatus = 'active' | 'suspended';

/** `%`, `_` and `\` typed in the search box are searched for as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The restaurant's owner shown to the admin: an active one first, then the oldest. */
const ownerEmail = (eb: ExpressionBuilder<DB & { r: RestaurantsTable }, 'r'>) =>
  eb
    .selectFrom('staffUsers as u')
    .select('u.email')
    .whereRef('u.restaurantId', '=', 'r.id')
    .where('u.role', '=', 'owner')
    .orderBy('u.isActive', 'desc')
    .orderBy('u.id')
    .limit(1);

function restaurantsQuery(db: Database, todayStart: Date) {
  return db.selectFrom('restaurants as r').select((eb) => [
    'r.id',
    'r.slug',
    'r.name',
    'r.nameAr',
    'r.city',
    'r.status',
    'r.plan',
    'r.suspendedReason',
    'r.createdAt',
    ownerEmail(eb).as('ownerEmail'),
    eb
      .selectFrom('orders as o')
      .select((o) => o.fn.countAll<number>().as('n'))
      .whereRef('o.restaurantId', '=', 'r.id')
      .where('o.createdAt', '>=', todayStart)
      .as('ordersToday'),
  ]);
}

export type AdminRestaurantRow = NonNullable<Awaited<ReturnType<typeof findAdminRestaurant>>>;

/**
 * Newest first; `q` matches the names (ar/en), the slug and an owner's e-mail, case-insensitively;
 * `status` null = every status. `todayStart`: the Riyadh day's start, for the orders placed today.
 */
export function listAdminRestaurantRows(
  db: Database,
  f: { status: RestaurantStatus | null; q: string; limit: number; todayStart: Date },
) {
  let query = restaurantsQuery(db, f.todayStart);
  if (f.status) query = query.where('r.status', '=', f.status);
  if (f.q) {
    const pattern = likePattern(f.q);
    query = query.where((eb) =>
      eb.or([
        eb('r.name', 'ilike', pattern),
        eb('r.nameAr', 'ilike', pattern),
        eb('r.slug', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('staffUsers as u')
            .select('u.id')
            .whereRef('u.restaurantId', '=', 'r.id')
            .where('u.role', '=', 'owner')
            .where('u.email', 'ilike', pattern),
        ),
      ]),
    );
  }
  return query.orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc').limit(f.limit).execute();
}

export function findAdminRestaurant(db: Database, id: number, todayStart: Date) {
  return restaurantsQuery(db, todayStart).where('r.id', '=', id).executeTakeFirst();
}

export function lockRestaurantStatus(db: Database, id: number) {
  return db
    .selectFrom('restaurants')
    .select(['id', 'name', 'status', 'suspendedReason', 'suspendedAt'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Suspends (with its reason, from now) or reactivates (reason and date cleared). */
export async function setRestaurantStatus(
  db: Database,
  id: number,
  status: RestaurantStatus,
  reason: string | null,
) {
  await db
    .updateTable('restaurants')
    .set({
      status,
      suspendedReason: reason,
      suspendedAt: status === 'suspended' ? sql<Date>`now()` : null,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** How many restaurants are in each status (the overview). */
export function countRestaurantsByStatus(db: Database) {
  return db
    .selectFrom('restaurants')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
}
