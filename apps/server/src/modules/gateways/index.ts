/**
 * The gateways module's face: what other modules may use. Routes (Settings → Payments, the sandbox's
 * hosted page) are registered by app.ts, never imported through here.
 */

export {
  GatewayError,
  type GatewayPayment,
  type PaymentGateway,
  type PaymentSource,
  paymentMismatches,
  WebhookAuthError,
} from './gateway';
export {
  type ChosenGateway,
  createPaymentGateways,
  type GatewayAccount,
  type PaymentGateways,
  type PaymentOrigin,
} from './gateway-resolver';
export { findPaymentOrigin } from './payment-origin.service';
export * as sandboxStore from './providers/sandbox/sandbox-store';
