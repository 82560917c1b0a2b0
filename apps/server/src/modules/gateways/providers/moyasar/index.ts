import { AppError } from '@sufra/domain';
import {
  MOYASAR_PUBLISHABLE_KEY,
  MOYASAR_SECRET_KEY,
  MOYASAR_WEBHOOK_SECRET,
  moyasarKeyMode,
} from '@sufra/domain/contracts';
import { z } from 'zod';
import type { GatewayProvider } from '../provider';
import { createMoyasarGateway } from './moyasar-gateway';

/** How migration 0027 named each secret's column (and so its secret-box context). */
const LEGACY_COLUMNS: Record<string, string> = { secretKey: 'secret_key', webhookSecret: 'webhook_secret' };

/** A restaurant's own Moyasar account (Settings → Payments): the same three keys as the platform's env. */
export const moyasarProvider: GatewayProvider = {
  name: 'moyasar',
  label: 'Moyasar',
  publicFields: z.object({ publishableKey: z.string().regex(MOYASAR_PUBLISHABLE_KEY) }),
  secretFields: z.object({
    secretKey: z.string().regex(MOYASAR_SECRET_KEY),
    webhookSecret: z.string().regex(MOYASAR_WEBHOOK_SECRET),
  }),
  legacyContext: (restaurantId, field) =>
    `restaurant:${restaurantId}:moyasar_${LEGACY_COLUMNS[field] ?? field}`,
  missing: (field) => new AppError('MOYASAR_KEYS_MISSING', { field }),
  refuse: ({ publishableKey, secretKey }) =>
    publishableKey && secretKey && moyasarKeyMode(publishableKey) !== moyasarKeyMode(secretKey)
      ? new AppError('MOYASAR_KEYS_MODE_MISMATCH')
      : undefined,
  mode: ({ publishableKey }) => moyasarKeyMode(publishableKey) ?? 'test',
  createGateway: (credentials, env) =>
    createMoyasarGateway({
      secretKey: credentials.secretKey as string,
      webhookSecret: credentials.webhookSecret as string,
      baseUrl: env.moyasarBaseUrl,
      publicUrl: env.publicUrl,
    }),
};
