import type { Database } from '../../db/schema';
import { findPaymentOrigin as findOrigin } from './payment-settings.repository';

/**
 * The payment a gateway's id names (Moyasar's id is our idempotency key), with the gateway and account
 * that made it: what a webhook or a hosted page's return is checked and settled with.
 */
export function findPaymentOrigin(db: Database, gateway: 'moyasar' | 'sandbox', gatewayPaymentId: string) {
  return findOrigin(db, gateway, gatewayPaymentId);
}
