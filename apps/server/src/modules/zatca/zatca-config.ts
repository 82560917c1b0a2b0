import { z } from 'zod';
import type { ZatcaEnvironment } from './egs/csr-fields';
import { FATOORA_BASE_URLS } from './fatoora/fatoora-http';

/** The ZATCA environment variables; config.ts merges them into its schema (like PAYMENT_ENV_SHAPE). */
export const ZATCA_ENV_SHAPE = {
  ZATCA_ENVIRONMENT: z
    .enum(['sandbox', 'simulation', 'production'])
    .default('sandbox')
    .describe(
      "ZATCA's Fatoora environment restaurants onboard with: sandbox (the developer portal, test documents), simulation (the taxpayer's rehearsal, OTP from the simulation portal) or production (only with NODE_ENV=production).",
    ),
  ZATCA_BASE_URL: z
    .url()
    .optional()
    .describe(
      "Overrides the Fatoora API base URL of ZATCA_ENVIRONMENT (ZATCA's own by default); the tests point it at a local imitation.",
    ),
} as const;

type ZatcaEnv = z.infer<z.ZodObject<typeof ZATCA_ENV_SHAPE>>;

export interface ZatcaConfig {
  environment: ZatcaEnvironment;
  baseUrl: string;
}

export class ZatcaConfigError extends Error {}

/** Production documents are legal records: a development or test server never signs in ZATCA's production. */
export function toZatcaConfig(e: ZatcaEnv & { NODE_ENV: string }): ZatcaConfig {
  if (e.ZATCA_ENVIRONMENT === 'production' && e.NODE_ENV !== 'production')
    throw new ZatcaConfigError('ZATCA_ENVIRONMENT: production is only allowed with NODE_ENV=production');
  return {
    environment: e.ZATCA_ENVIRONMENT,
    baseUrl: (e.ZATCA_BASE_URL ?? FATOORA_BASE_URLS[e.ZATCA_ENVIRONMENT]).replace(/\/+$/, ''),
  };
}
