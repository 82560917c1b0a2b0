import { sql } from 'kysely';
import type { Database } from '../../db/schema';

type DemoStatus = 'new' | 'contacted' | 'closed';

const COLUMNS = [
  'id',
  'name',
  'email',
  'restaurantName',
  'phone',
  'message',
  'language',
  'status',
  'note',
  'createdAt',
  'updatedAt',
] as const;

/** Newest first; `status` null = every status. */
export function listDemoRequests(db: Database, q: { status: DemoStatus | null; limit: number }) {
  let query = db.selectFrom('demoRequests').select(COLUMNS);
  if (q.status) query = query.where('status', '=', q.status);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
}

export type DemoRequestRow = Awaited<ReturnType<typeof listDemoRequests>>[number];

/** How many requests are in each status (the list's filter chips and the overview). */
export function countDemoRequestsByStatus(db: Database) {
  return db
    .selectFrom('demoRequests')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
}

export function lockDemoRequest(db: Database, id: number) {
  return db.selectFrom('demoRequests').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateDemoRequestRow(
  db: Database,
  id: number,
  change: { status?: DemoStatus; note?: string },
) {
  return db
    .updateTable('demoRequests')
    .set({ ...change, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
