import { PAYMENT_PROVIDERS } from '@sufra/domain/contracts';
import { describe, expect, it } from 'vitest';
import { credentialsSchema, secretFieldNames } from './provider';
import { GATEWAY_PROVIDERS, gatewayProvider } from './registry';

/** A full, valid set of keys for each provider: the schemas must accept it before refusing a part of it. */
const VALID: Record<string, Record<string, string>> = {
  sandbox: {},
  moyasar: {
    publishableKey: 'pk_test_RegistryPublic1234',
    secretKey: 'sk_test_RegistrySecret9876',
    webhookSecret: 'whsec-registry-0123456789',
  },
};

describe('gateway provider registry', () => {
  it('lists every provider a restaurant may choose, once each', () => {
    expect(GATEWAY_PROVIDERS.map((p) => p.name).sort()).toEqual([...PAYMENT_PROVIDERS].sort());
    for (const name of PAYMENT_PROVIDERS) expect(gatewayProvider(name).name).toBe(name);
  });

  it.each(GATEWAY_PROVIDERS.map((p) => [p.name, p] as const))(
    '%s: its credentials schema accepts its keys and refuses any one secret missing',
    (name, provider) => {
      const keys = VALID[name] as Record<string, string>;
      const schema = credentialsSchema(provider);
      expect(schema.safeParse(keys).success).toBe(true);
      for (const field of secretFieldNames(provider)) {
        const { [field]: _left, ...rest } = keys;
        expect(schema.safeParse(rest).success, field).toBe(false);
        expect(schema.safeParse({ ...rest, [field]: '' }).success, field).toBe(false);
      }
    },
  );

  it('Moyasar keeps its secret key and webhook secret secret, the publishable key public; the sandbox has none', () => {
    expect(secretFieldNames(gatewayProvider('moyasar'))).toEqual(['secretKey', 'webhookSecret']);
    expect(Object.keys(gatewayProvider('moyasar').publicFields.shape)).toEqual(['publishableKey']);
    expect(secretFieldNames(gatewayProvider('sandbox'))).toEqual([]);
  });
});
