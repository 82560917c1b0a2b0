import type { Database } from '../../db/schema';

export function listSentSms(db: Database, restaurantId: number, limit: number) {
  return db
    .selectFrom('smsMessages')
    .select(['id', 'kind', 'toPhone', 'body', 'language', 'provider', 'status', 'createdAt'])
    .where('restaurantId', '=', restaurantId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function listSentMail(db: Database, restaurantId: number, limit: number) {
  return db
    .selectFrom('mailMessages')
    .select(['id', 'kind', 'toEmail', 'subject', 'language', 'status', 'createdAt'])
    .where('restaurantId', '=', restaurantId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
