import type { DeliveryStatus } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';

/** A page of one list of the restaurant's messages: newest first (by id), after `before` when given. */
export interface MessagesPage {
  restaurantId: number;
  status?: DeliveryStatus;
  before?: number;
  limit: number;
}

export function listSentSms(db: Database, page: MessagesPage) {
  let query = db
    .selectFrom('smsMessages as m')
    .leftJoin('orders as o', 'o.id', 'm.orderId')
    .select([
      'm.id',
      'm.kind',
      'm.toPhone',
      'm.body',
      'm.language',
      'm.provider',
      'm.status',
      'm.createdAt',
      'o.orderNumber',
    ])
    .where('m.restaurantId', '=', page.restaurantId);
  if (page.status) query = query.where('m.status', '=', page.status);
  if (page.before !== undefined) query = query.where('m.id', '<', page.before);
  return query.orderBy('m.id', 'desc').limit(page.limit).execute();
}

export function listSentMail(db: Database, page: MessagesPage) {
  let query = db
    .selectFrom('mailMessages as m')
    .leftJoin('orders as o', 'o.id', 'm.orderId')
    .select([
      'm.id',
      'm.kind',
      'm.toEmail',
      'm.subject',
      'm.language',
      'm.status',
      'm.createdAt',
      'o.orderNumber',
    ])
    .where('m.restaurantId', '=', page.restaurantId);
  if (page.status) query = query.where('m.status', '=', page.status);
  if (page.before !== undefined) query = query.where('m.id', '<', page.before);
  return query.orderBy('m.id', 'desc').limit(page.limit).execute();
}
