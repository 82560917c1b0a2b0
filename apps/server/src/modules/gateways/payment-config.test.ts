import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAYMENT_ENV_SHAPE, PaymentConfigError, toPaymentConfig } from './payment-config';

const parse = (env: Record<string, string>) => toPaymentConfig(z.object(PAYMENT_ENV_SHAPE).parse(env));
const keys = {
  MOYASAR_SECRET_KEY: 'sk_test_abc123',
  MOYASAR_PUBLISHABLE_KEY: 'pk_test_abc123',
  MOYASAR_WEBHOOK_SECRET: 'a-long-webhook-secret',
};

describe('payment configuration', () => {
  it('defaults to the sandbox', () => {
    // MOYASAR_BASE_URL is kept for the restaurants that bring their own Moyasar keys.
    expect(parse({})).toEqual({ gateway: 'sandbox', baseUrl: 'https://api.moyasar.com' });
  });

  it('builds the Moyasar config with the default base URL', () => {
    expect(parse({ PAYMENT_GATEWAY: 'moyasar', ...keys })).toEqual({
      gateway: 'moyasar',
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'a-long-webhook-secret',
      baseUrl: 'https://api.moyasar.com',
    });
  });

  it('refuses moyasar without its keys, or with test and live keys mixed', () => {
    expect(() => parse({ PAYMENT_GATEWAY: 'moyasar' })).toThrow(PaymentConfigError);
    expect(() =>
      parse({ PAYMENT_GATEWAY: 'moyasar', ...keys, MOYASAR_PUBLISHABLE_KEY: 'pk_live_x' }),
    ).toThrow(/both be test or both live/);
  });

  it('rejects a key that is not a Moyasar key and every shape has a description', () => {
    expect(() => parse({ MOYASAR_SECRET_KEY: 'pk_test_wrong' })).toThrow();
    for (const [name, schema] of Object.entries(PAYMENT_ENV_SHAPE))
      expect(schema.description, name).toBeTruthy();
  });
});
