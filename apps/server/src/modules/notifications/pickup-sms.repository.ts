import type { Database } from '../../db/schema';
import { SMS_ORDER_READY_JOB } from './job-types';

/** The pickup SMS of each order, as recorded when it was handed to the provider (one per order). */
export function listPickupSms(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('smsMessages')
    .select(['orderId', 'status'])
    .where('kind', '=', SMS_ORDER_READY_JOB)
    .where('orderId', 'in', orderIds)
    .execute();
}
