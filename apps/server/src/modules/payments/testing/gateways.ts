import type { Database } from '../../../db/schema';
import type { PaymentGateway } from '../../gateways/gateway';
import { createPaymentGateways, type PaymentGateways } from '../../gateways/gateway-resolver';

/** Tests of one gateway: it is the platform's default, and no restaurant has keys of its own. */
export function gatewaysOf(db: Database, gateway: PaymentGateway): PaymentGateways {
  return createPaymentGateways({ db, platform: gateway });
}
