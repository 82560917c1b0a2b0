import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema';
import type { PaymentGateway } from './gateway';
import type { PaymentConfig } from './payment-config';
import { createMoyasarGateway } from './providers/moyasar/moyasar-gateway';
import { createSandboxGateway, type SandboxGateway } from './providers/sandbox/sandbox-gateway';

/** The gateway PAYMENT_GATEWAY names: the sandbox (default, DB-backed) or Moyasar. */
export function createPaymentGateway(
  config: PaymentConfig,
  deps: { db: Database; publicUrl: string; log?: Pick<FastifyBaseLogger, 'error'> },
): PaymentGateway {
  if (config.gateway === 'moyasar') {
    return createMoyasarGateway({
      secretKey: config.secretKey,
      webhookSecret: config.webhookSecret,
      baseUrl: config.baseUrl,
      publicUrl: deps.publicUrl,
    });
  }
  return createSandboxGateway({ db: deps.db, ...(deps.log ? { log: deps.log } : {}) });
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox';
}
