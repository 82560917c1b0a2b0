import type { Database } from './schema';
import { DEMO_ADMIN, DEMO_OWNER, DEMO_SETTING_KEY, DEMO_STAFF, PAY_FIRST_SETTING_KEY } from './seed-demo';

/** What `npm run demo-links` prints; each url is exactly what that table's QR code encodes. */
export interface DemoLinks {
  baseUrl: string;
  tables: { number: number; url: string }[];
  takeaway: { url: string };
  owner: { email: string; password: string };
  /** The demo restaurant's manager, waiter and kitchen sign-ins (issue 11). */
  staff: Record<'manager' | 'waiter' | 'kitchen', { email: string; password: string }>;
  admin: { email: string; password: string };
  /** The second demo, a café that takes payment before the order (absent if it was not seeded). */
  payFirst?: { name: string; tables: { number: number; url: string }[]; takeaway: { url: string } };
}

/** QR link formats of docs/decisions.md. */
export function tableUrl(baseUrl: string, slug: string, tableNumber: number, hash: string): string {
  return `${baseUrl}/welcome/${slug}?table=${tableNumber}&hash=${encodeURIComponent(hash)}`;
}
export function takeawayUrl(baseUrl: string, slug: string, hash: string): string {
  return `${baseUrl}/welcome/${slug}?takeaway=${encodeURIComponent(hash)}`;
}

async function restaurantLinks(db: Database, baseUrl: string, key: string) {
  const setting = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  const restaurantId = (setting?.value as { restaurantId?: unknown } | undefined)?.restaurantId;
  if (typeof restaurantId !== 'number') return null;
  const restaurant = await db
    .selectFrom('restaurants')
    .select(['slug', 'name'])
    .where('id', '=', restaurantId)
    .executeTakeFirst();
  if (!restaurant) return null;
  const tables = await db
    .selectFrom('tables')
    .select(['number', 'hash'])
    .where('restaurantId', '=', restaurantId)
    .orderBy('number')
    .execute();
  const takeaway = await db
    .selectFrom('takeawayPoints')
    .select('hash')
    .where('restaurantId', '=', restaurantId)
    .where('isActive', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  return {
    name: restaurant.name,
    tables: tables.map((t) => ({
      number: t.number,
      url: tableUrl(baseUrl, restaurant.slug, t.number, t.hash),
    })),
    takeaway: { url: takeaway ? takeawayUrl(baseUrl, restaurant.slug, takeaway.hash) : '' },
  };
}

/** The demo restaurants' links, or null when no demo was seeded. Reads current hashes (rotation-safe). */
export async function buildDemoLinks(db: Database, baseUrl: string): Promise<DemoLinks | null> {
  const demo = await restaurantLinks(db, baseUrl, DEMO_SETTING_KEY);
  if (!demo) return null;
  const payFirst = await restaurantLinks(db, baseUrl, PAY_FIRST_SETTING_KEY);
  return {
    baseUrl,
    tables: demo.tables,
    takeaway: demo.takeaway,
    owner: { ...DEMO_OWNER },
    staff: {
      manager: { ...DEMO_STAFF.manager },
      waiter: { ...DEMO_STAFF.waiter },
      kitchen: { ...DEMO_STAFF.kitchen },
    },
    admin: { ...DEMO_ADMIN },
    ...(payFirst ? { payFirst } : {}),
  };
}
