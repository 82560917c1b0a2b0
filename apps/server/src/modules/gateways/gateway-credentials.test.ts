import { randomBytes, randomUUID } from 'node:crypto';
import { halalas } from '@sufra/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateUpTo } from '../../../test/helpers';
import type { DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { decryptSecret, encryptSecret, SecretKey } from '../../platform/crypto/secret-box';
import { credentialsContext, openCredentials } from './gateway-credentials';
import { createPaymentGateways } from './gateway-resolver';
import {
  getPaymentSettings,
  type PaymentSettingsContext,
  updatePaymentSettings,
} from './payment-settings.service';
import { moyasarProvider } from './providers/moyasar';
import { startFakeMoyasar } from './providers/moyasar/fake-moyasar.test-support';
import { webhookBody } from './providers/moyasar/moyasar-webhook';
import { createSandboxGateway } from './providers/sandbox/sandbox-gateway';

// Issue 26: keys saved before migration 0031 keep working after it, with no re-entry.
const SECRET = 'sk_test_OldWay0secret9876';
const PUBLISHABLE = 'pk_test_OldWay0public1234';
const WEBHOOK = 'whsec-the-old-way-0123456789';
const PUBLIC_URL = 'https://sufra.example';

describe('gateway credentials (migration 0031)', { timeout: 120_000 }, () => {
  let handle: DatabaseHandle | undefined;
  let fake: Awaited<ReturnType<typeof startFakeMoyasar>> | undefined;
  afterEach(async () => {
    await handle?.close();
    await fake?.close();
    handle = undefined;
    fake = undefined;
  });

  const key = new SecretKey(randomBytes(32));
  const one = async <T>(db: Database, query: ReturnType<typeof sql<T>>) =>
    (await query.execute(db)).rows[0] as T;

  /** A restaurant and its owner, written in SQL (the schema of any migration since 0021). */
  async function restaurantWithOwner(db: Database, slug: string) {
    const { id } = await one(
      db,
      sql<{
        id: number;
      }>`INSERT INTO restaurants (name, name_ar, slug) VALUES (${slug}, 'مطعم', ${slug}) RETURNING id`,
    );
    const owner = await one(
      db,
      sql<{ id: number }>`INSERT INTO staff_users (restaurant_id, email, password_hash, role)
        VALUES (${id}, ${`owner@${slug}.sa`}, 'x', 'owner') RETURNING id`,
    );
    const staff: StaffPrincipal = { id: owner.id, restaurantId: id, role: 'owner', sessionId: 0 };
    return { restaurantId: id, staff };
  }

  const settingsContext = (db: Database): PaymentSettingsContext => ({
    db,
    key,
    publicUrl: PUBLIC_URL,
    platform: { provider: 'sandbox', mode: 'test' },
    allowSandbox: true,
  });

  const gatewaysOf = (db: Database, baseUrl: string) =>
    createPaymentGateways({
      db,
      platform: createSandboxGateway({ db }),
      restaurantKeys: { key, moyasarBaseUrl: baseUrl, publicUrl: PUBLIC_URL },
    });

  /** A card payment through the fake Moyasar, which accepts only SECRET. */
  async function payThrough(db: Database, restaurantId: number, baseUrl: string) {
    const chosen = await gatewaysOf(db, baseUrl).forRestaurant(db, restaurantId);
    expect(chosen.account).toBe('restaurant');
    expect(chosen.gateway.name).toBe('moyasar');
    return chosen.gateway.createPayment({
      amount: halalas(4_200),
      currency: 'SAR',
      givenId: randomUUID(),
      description: 'order 1',
      callbackUrl: '/payment-callback',
      metadata: {},
      source: { type: 'token', token: 'token_paid' },
    });
  }

  it('keys sealed the 0027 way pay with the same keys after it, show their last 4, and are sealed anew on the next save', async () => {
    fake = await startFakeMoyasar({ secretKeys: [SECRET] });
    handle = await createTestDatabase({ migrate: false });
    const db = handle.db;
    await migrateUpTo(db, '0030-push-subscriptions');
    const { restaurantId, staff } = await restaurantWithOwner(db, 'old-keys');
    // Exactly what 0027's service wrote: each secret in its column, under its column's context.
    const sealOld = (value: string, column: string) =>
      encryptSecret(key, value, `restaurant:${restaurantId}:moyasar_${column}`);
    await sql`INSERT INTO restaurant_payment_settings (restaurant_id, provider, moyasar_publishable_key,
        moyasar_secret_key_encrypted, moyasar_secret_key_last4, moyasar_webhook_secret_encrypted,
        moyasar_webhook_secret_last4, keys_version, updated_by_staff_id)
      VALUES (${restaurantId}, 'moyasar', ${PUBLISHABLE}, ${sealOld(SECRET, 'secret_key')}, '9876',
        ${sealOld(WEBHOOK, 'webhook_secret')}, '6789', 3, ${staff.id})`.execute(db);

    await migrateToLatest(db);
    const columns = await db
      .selectFrom('restaurantPaymentSettings')
      .selectAll()
      .where('restaurantId', '=', restaurantId)
      .executeTakeFirstOrThrow();
    expect(Object.keys(columns).sort()).toEqual([
      'provider',
      'restaurantId',
      'updatedAt',
      'updatedByStaffId',
    ]);
    const moved = await db.selectFrom('restaurantGatewayCredentials').selectAll().executeTakeFirstOrThrow();
    expect(moved).toMatchObject({
      restaurantId,
      provider: 'moyasar',
      publicFields: { publishableKey: PUBLISHABLE },
      secretEncrypted: null,
      secretLast4: { secretKey: '9876', webhookSecret: '6789' },
      keysVersion: 3,
    });

    // The restaurant's gateway is its own Moyasar account, with the same secret key and webhook secret.
    const paid = await payThrough(db, restaurantId, fake.baseUrl);
    expect(paid.status).toBe('paid');
    const gateway = await gatewaysOf(db, fake.baseUrl).forPayment(db, {
      restaurantId,
      gateway: 'moyasar',
      gatewayAccount: 'restaurant',
    });
    const event = webhookBody(
      { id: 'evt-1', type: 'payment_paid', data: { ...fake.payments.get(paid.id) } },
      WEBHOOK,
    );
    expect(gateway.parseWebhook({ 'content-type': 'application/json' }, event).payment.id).toBe(paid.id);

    // The settings screen: as before the migration.
    expect(await getPaymentSettings(settingsContext(db), staff)).toMatchObject({
      provider: 'moyasar',
      source: 'restaurant',
      mode: 'test',
      publishableKey: PUBLISHABLE,
      secretKey: { set: true, last4: '9876' },
      webhookSecret: { set: true, last4: '6789' },
    });

    // The owner's next save seals the one blob (keys unchanged: same version) and drops the 0027 ciphertexts.
    await updatePaymentSettings(settingsContext(db), staff, { provider: 'sandbox' });
    const resealed = await db
      .selectFrom('restaurantGatewayCredentials')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(resealed).toMatchObject({ legacySecrets: null, keysVersion: 3 });
    expect(resealed.secretEncrypted).toMatch(/^v1\./);
    expect(openCredentials(key, resealed, moyasarProvider)).toEqual({
      publishableKey: PUBLISHABLE,
      secretKey: SECRET,
      webhookSecret: WEBHOOK,
    });
    await updatePaymentSettings(settingsContext(db), staff, { provider: 'moyasar' });
    expect((await payThrough(db, restaurantId, fake.baseUrl)).status).toBe('paid');
  });

  it('a credential blob copied to another restaurant’s row does not open there', async () => {
    fake = await startFakeMoyasar({ secretKeys: [SECRET] });
    handle = await createTestDatabase();
    const db = handle.db;
    const a = await restaurantWithOwner(db, 'rest-a');
    const b = await restaurantWithOwner(db, 'rest-b');
    await updatePaymentSettings(settingsContext(db), a.staff, {
      provider: 'moyasar',
      publishableKey: PUBLISHABLE,
      secretKey: SECRET,
      webhookSecret: WEBHOOK,
    });
    expect((await payThrough(db, a.restaurantId, fake.baseUrl)).status).toBe('paid');
    const theirs = await db
      .selectFrom('restaurantGatewayCredentials')
      .selectAll()
      .where('restaurantId', '=', a.restaurantId)
      .executeTakeFirstOrThrow();
    expect(theirs.secretEncrypted).toMatch(/^v1\./);

    // Someone with write access to the database copies A's row to B and points B at Moyasar.
    await sql`INSERT INTO restaurant_gateway_credentials
        (restaurant_id, provider, public_fields, secret_encrypted, secret_last4, legacy_secrets)
      SELECT ${b.restaurantId}, provider, public_fields, secret_encrypted, secret_last4, legacy_secrets
      FROM restaurant_gateway_credentials WHERE restaurant_id = ${a.restaurantId}`.execute(db);
    await sql`INSERT INTO restaurant_payment_settings (restaurant_id, provider)
      VALUES (${b.restaurantId}, 'moyasar')`.execute(db);
    const copied = { ...theirs, restaurantId: b.restaurantId };
    expect(() => openCredentials(key, copied, moyasarProvider)).toThrow(/does not decrypt/);
    await expect(payThrough(db, b.restaurantId, fake.baseUrl)).rejects.toThrow(/does not decrypt/);
    await expect(
      updatePaymentSettings(settingsContext(db), b.staff, {
        provider: 'moyasar',
        publishableKey: PUBLISHABLE,
      }),
    ).rejects.toThrow(/does not decrypt/);

    // Nor does a blob opened under another provider's name, nor 0027's per-field ciphertexts copied over.
    expect(() =>
      decryptSecret(key, theirs.secretEncrypted as string, credentialsContext(a.restaurantId, 'sandbox')),
    ).toThrow(/does not decrypt/);
    const legacy = {
      ...copied,
      secretEncrypted: null,
      legacySecrets: {
        secretKey: encryptSecret(key, SECRET, `restaurant:${a.restaurantId}:moyasar_secret_key`),
        webhookSecret: encryptSecret(key, WEBHOOK, `restaurant:${a.restaurantId}:moyasar_webhook_secret`),
      },
    };
    expect(() => openCredentials(key, legacy, moyasarProvider)).toThrow(/does not decrypt/);
    expect(openCredentials(key, { ...legacy, restaurantId: a.restaurantId }, moyasarProvider).secretKey).toBe(
      SECRET,
    );
    expect(credentialsContext(a.restaurantId, 'moyasar')).toBe(
      `restaurant:${a.restaurantId}:gateway_credentials:moyasar`,
    );
  });
});
