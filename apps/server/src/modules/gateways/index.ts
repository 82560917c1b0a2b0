/**
 * The gateways module's face: what other modules may use. Routes (Settings → Payments, the sandbox's
 * hosted page) are registered by app.ts and payments.routes.ts, never imported through here.
 */

export { isSandboxGateway } from './create-gateway';
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
export { createMoyasarGateway } from './providers/moyasar/moyasar-gateway';
export type { SandboxGateway } from './providers/sandbox/sandbox-gateway';
export * as sandboxStore from './providers/sandbox/sandbox-store';
