import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { route } from '../../platform/http/route';
import {
  getPaymentSettings,
  type PaymentSettingsContext,
  updatePaymentSettings,
} from './payment-settings.service';

/** Settings → Payments (issue 12 item 4): the owner's only, by the route table. */
export const paymentSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const platformMode =
    config.payments.gateway === 'moyasar' && config.payments.publishableKey.startsWith('pk_live_');
  const ctx = (): PaymentSettingsContext => ({
    db: app.db,
    key: app.settingsKey,
    publicUrl: config.publicUrl,
    platform: { provider: config.payments.gateway, mode: platformMode ? 'live' : 'test' },
    allowSandbox: config.nodeEnv !== 'production' || config.payments.gateway === 'sandbox',
  });
  route(app, api.getPaymentSettings, async (req) => ({
    data: await getPaymentSettings(ctx(), staffOf(req)),
  }));
  route(app, api.updatePaymentSettings, async (req) => ({
    data: await updatePaymentSettings(ctx(), staffOf(req), req.body),
  }));
};
