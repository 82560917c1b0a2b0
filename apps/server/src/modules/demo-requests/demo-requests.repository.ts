import type { Insertable } from 'kysely';
import type { Database, DemoRequestsTable } from '../../db/schema';

export function insertDemoRequest(db: Database, row: Insertable<DemoRequestsTable>) {
  return db.insertInto('demoRequests').values(row).returning(['id']).executeTakeFirstOrThrow();
}
