import type { Database } from '../../db/schema';
import { listPickupSms } from './pickup-sms.repository';

export type PickupSmsDelivery = 'pending' | 'sent' | 'failed';

/**
 * Where each order's pickup SMS stands with the provider (the takeaway queue shows it): sent (a kept
 * message counts: the built-in provider keeps instead of sending), failed (the job retries), or pending.
 * Orders with no entry have had none handed over yet.
 */
export async function pickupSmsDeliveries(
  db: Database,
  orderIds: number[],
): Promise<Map<number, PickupSmsDelivery>> {
  const rows = await listPickupSms(db, orderIds);
  return new Map(
    rows
      .filter((r): r is typeof r & { orderId: number } => r.orderId !== null)
      .map((r) => [
        r.orderId,
        r.status === 'sent' || r.status === 'kept' ? 'sent' : (r.status as PickupSmsDelivery),
      ]),
  );
}
