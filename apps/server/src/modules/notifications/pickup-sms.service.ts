import type { Database } from '../../db/schema';
import { listPickupSms } from './pickup-sms.repository';

export type PickupSmsDelivery = 'pending' | 'sent' | 'kept' | 'failed';

/**
 * Where each order's pickup SMS stands with the provider (the takeaway queue shows it): sent (a provider
 * accepted it), kept (no provider: only recorded, nobody was texted, so the counter must call), failed (the
 * job may retry), or pending. Orders with no entry have had none handed over yet.
 */
export async function pickupSmsDeliveries(
  db: Database,
  orderIds: number[],
): Promise<Map<number, PickupSmsDelivery>> {
  const rows = await listPickupSms(db, orderIds);
  return new Map(
    rows
      .filter((r): r is typeof r & { orderId: number } => r.orderId !== null)
      .map((r) => [r.orderId, r.status as PickupSmsDelivery]),
  );
}
