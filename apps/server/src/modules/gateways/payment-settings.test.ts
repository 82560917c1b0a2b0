import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementFollowUp } from '../../flows/settle-payment.flow';
import { decryptSecret, SecretKey } from '../../platform/crypto/secret-box';
import { line, placeOrderRequest } from '../orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../orders/testing/test-app';
import { startPaymentSweeper } from '../payments/payment-sweeper';
import { payRequest, placeTestOrder, verifyRequest } from '../payments/testing/payment-fixtures';
import { bearer, createStaffFixture, type StaffFixture, signIn } from '../staff/testing/staff-fixture';
import { credentialsContext } from './gateway-credentials';
import { startFakeMoyasar } from './providers/moyasar/fake-moyasar.test-support';
import { webhookBody } from './providers/moyasar/moyasar-webhook';

// Settings → Payments (issue 12 item 4): a gateway per restaurant, its secrets encrypted and never answered.
const A_SECRET = 'sk_test_RestaurantA0secret9876';
const A_PUBLISHABLE = 'pk_test_RestaurantA0public1234';
const A_WEBHOOK = 'whsec-restaurant-a-0123456789';
const SECRETS = [A_SECRET, A_WEBHOOK];

describe('Settings → Payments: each restaurant its own gateway', { timeout: 120_000 }, () => {
  let fake: Awaited<ReturnType<typeof startFakeMoyasar>>;
  let t: OrdersTestApp;
  let s: StaffFixture;
  let owner: string;
  let manager: string;
  let theirOwner: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeMoyasar({ secretKeys: [A_SECRET] });
    t = await createOrdersTestApp({
      overrides: {
        config: { logLevel: 'debug', payments: { gateway: 'sandbox', baseUrl: fake.baseUrl } },
        deps: { logStream: { write: (l: string) => void logLines.push(l) } },
      },
    });
    s = await createStaffFixture(t.db);
    owner = await signIn(t.app, s.members.owner.email);
    manager = await signIn(t.app, s.members.manager.email);
    theirOwner = await signIn(t.app, s.theirs.owner.email);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const get = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/staff/settings/payments', headers: bearer(token) });
  const put = (token: string, payload: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/staff/settings/payments',
      headers: { ...bearer(token), 'x-sufra-lang': lang },
      payload,
    });
  // The choice and the keys (migration 0031: one credentials row per provider); undefined when neither.
  const settingsRow = async (restaurantId: number) => {
    const settings = await t.db
      .selectFrom('restaurantPaymentSettings')
      .selectAll()
      .where('restaurantId', '=', restaurantId)
      .executeTakeFirst();
    const credentials = await t.db
      .selectFrom('restaurantGatewayCredentials')
      .selectAll()
      .where('restaurantId', '=', restaurantId)
      .execute();
    return settings || credentials.length > 0 ? { settings, credentials } : undefined;
  };
  const audits = () =>
    t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'settings.payments_updated')
      .orderBy('id')
      .execute();
  const noSecretIn = (text: string) => {
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  };

  it('a restaurant that chose nothing follows the platform default; only its owner may read or change it', async () => {
    const res = await get(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      provider: 'sandbox',
      source: 'platform',
      mode: 'test',
      publishableKey: null,
      secretKey: { set: false, last4: null },
      webhookSecret: { set: false, last4: null },
      webhookUrl: 'http://sufra.test/api/payments/webhook/moyasar',
      updatedAt: null,
    });
    const noToken = await t.app.inject({ method: 'GET', url: '/api/staff/settings/payments' });
    expect(noToken.statusCode).toBe(401);
    const others = [
      manager,
      await signIn(t.app, s.members.waiter.email),
      await signIn(t.app, s.members.kitchen.email),
      await signIn(t.app, s.admin.email),
    ];
    for (const token of others) {
      expect((await get(token)).statusCode).toBe(403);
      const refused = await put(token, { provider: 'sandbox' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect(await settingsRow(s.f.restaurantId)).toBeUndefined();
  });

  it('refuses bad keys with a clear code in the caller’s language, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ provider: 'moyasar' }, 'MOYASAR_KEYS_MISSING'],
      [{ provider: 'moyasar', publishableKey: A_PUBLISHABLE, secretKey: A_SECRET }, 'MOYASAR_KEYS_MISSING'],
      [{ provider: 'moyasar', publishableKey: 'pk_wrong_1234567890' }, 'MOYASAR_PUBLISHABLE_KEY_INVALID'],
      [{ provider: 'moyasar', secretKey: 'pk_test_1234567890abc' }, 'MOYASAR_SECRET_KEY_INVALID'],
      [{ provider: 'moyasar', webhookSecret: 'short' }, 'MOYASAR_WEBHOOK_SECRET_INVALID'],
      [
        {
          provider: 'moyasar',
          publishableKey: 'pk_live_RestaurantA0public1234',
          secretKey: A_SECRET,
          webhookSecret: A_WEBHOOK,
        },
        'MOYASAR_KEYS_MODE_MISMATCH',
      ],
      [{ provider: 'paypal' }, 'VALIDATION_FAILED'],
      [{ provider: 'sandbox', extra: 1 }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const res = await put(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(code === 'VALIDATION_FAILED' ? 400 : 422);
      expect(res.json().error.code).toBe(code);
      noSecretIn(res.body);
    }
    const missing = await put(owner, { provider: 'moyasar', publishableKey: A_PUBLISHABLE }, 'ar');
    expect(missing.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect(await settingsRow(s.f.restaurantId)).toBeUndefined();
    expect(await audits()).toEqual([]);
  });

  it('saves Moyasar keys encrypted: answered as set with their last 4, never the secret', async () => {
    const res = await put(owner, {
      provider: 'moyasar',
      publishableKey: A_PUBLISHABLE,
      secretKey: A_SECRET,
      webhookSecret: A_WEBHOOK,
    });
    expect(res.statusCode, res.body).toBe(200);
    noSecretIn(res.body);
    expect(res.json().data).toMatchObject({
      provider: 'moyasar',
      source: 'restaurant',
      mode: 'test',
      publishableKey: A_PUBLISHABLE,
      secretKey: { set: true, last4: '9876' },
      webhookSecret: { set: true, last4: '6789' },
    });
    noSecretIn((await get(owner)).body);

    const row = await settingsRow(s.f.restaurantId);
    const [moyasarKeys] = row?.credentials ?? [];
    expect(moyasarKeys?.secretEncrypted).toMatch(/^v1\./);
    noSecretIn(JSON.stringify(row));
    const secretCtx = credentialsContext(s.f.restaurantId, 'moyasar');
    const stored = moyasarKeys?.secretEncrypted as string;
    expect(JSON.parse(decryptSecret(t.app.settingsKey, stored, secretCtx)).secretKey).toBe(A_SECRET);
    // Another key, another restaurant's row, or another provider's row: it does not decrypt.
    expect(() => decryptSecret(new SecretKey(randomBytes(32)), stored, secretCtx)).toThrow();
    expect(() =>
      decryptSecret(t.app.settingsKey, stored, credentialsContext(s.f.other.restaurantId, 'moyasar')),
    ).toThrow();
    expect(() =>
      decryptSecret(t.app.settingsKey, stored, credentialsContext(s.f.restaurantId, 'sandbox')),
    ).toThrow();

    const [entry] = await audits();
    expect(entry).toMatchObject({ restaurantId: s.f.restaurantId, staffUserId: s.members.owner.id });
    expect(entry?.details).toEqual({
      before: expect.objectContaining({ provider: 'sandbox', source: 'platform', secretKey: 'not set' }),
      after: expect.objectContaining({
        provider: 'moyasar',
        source: 'restaurant',
        secretKey: 'set, ends in 9876',
        webhookSecret: 'set, ends in 6789',
      }),
    });
    noSecretIn(JSON.stringify(await t.db.selectFrom('auditLog').selectAll().execute()));
  });

  it('a secret left out is kept; the same settings again write nothing; test and live never mix', async () => {
    const before = await settingsRow(s.f.restaurantId);
    const same = await put(owner, { provider: 'moyasar', publishableKey: A_PUBLISHABLE });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.secretKey).toEqual({ set: true, last4: '9876' });
    expect(await settingsRow(s.f.restaurantId)).toEqual(before);
    expect(await audits()).toHaveLength(1);
    const live = await put(owner, { provider: 'moyasar', publishableKey: 'pk_live_RestaurantA0public1234' });
    expect(live.json().error.code).toBe('MOYASAR_KEYS_MODE_MISMATCH');
    expect(await settingsRow(s.f.restaurantId)).toEqual(before);
  });

  it('restaurant A pays through Moyasar with ITS secret key while restaurant B stays on the sandbox', async () => {
    const order = await placeTestOrder(t.app, s.f);
    const res = await payRequest(t.app, order.id, {
      hash: s.f.table.hash,
      mode: 'remaining',
      paymentMethod: 'card_payment',
      token: 'token_paid',
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payment.status).toBe('completed');
    const created = fake.state.seen.filter((r) => r.method === 'POST' && r.url === '/v1/payments');
    expect(created).toHaveLength(1);
    expect(created[0]?.headers.authorization).toBe(`Basic ${Buffer.from(`${A_SECRET}:`).toString('base64')}`);
    const row = await t.db
      .selectFrom('payments')
      .select(['gateway', 'gatewayAccount'])
      .where('publicId', '=', res.json().data.payment.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ gateway: 'moyasar', gatewayAccount: 'restaurant' });

    // Restaurant B chose nothing: the platform's sandbox, its settings untouched.
    const b = s.f.other;
    const theirs = await placeOrderRequest(t.app, b.restaurantId, {
      orderType: 'table',
      tableNumber: 1,
      tableHash: b.tableHash,
      items: [line(b.item)],
      language: 'en',
    });
    const paid = await payRequest(t.app, theirs.json().data.order.id, {
      hash: b.tableHash,
      mode: 'remaining',
      paymentMethod: 'hosted_page',
      idempotencyKey: randomUUID(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.payment.transactionUrl).toMatch(/^\/sandbox\/pay\//);
    expect(fake.state.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect((await get(theirOwner)).json().data).toMatchObject({
      source: 'platform',
      secretKey: { set: false },
    });
    expect(await settingsRow(b.restaurantId)).toBeUndefined();

    // Restaurant B's owner choosing changes B only.
    const mine = await settingsRow(s.f.restaurantId);
    expect((await put(theirOwner, { provider: 'sandbox' })).json().data.source).toBe('restaurant');
    expect(await settingsRow(s.f.restaurantId)).toEqual(mine);
    expect((await get(owner)).json().data.publishableKey).toBe(A_PUBLISHABLE);
  });

  it('a payment in flight when the owner switches stays with the gateway that made it', async () => {
    const order = await placeTestOrder(t.app, s.f);
    const res = await payRequest(t.app, order.id, {
      hash: s.f.table.hash,
      mode: 'remaining',
      paymentMethod: 'card_payment',
      token: 'token_3ds',
      idempotencyKey: randomUUID(),
    });
    expect(res.json().data.payment.status).toBe('pending');
    const paymentId = res.json().data.payment.id as string;
    const switched = await put(owner, { provider: 'sandbox' });
    expect(switched.json().data).toMatchObject({
      provider: 'sandbox',
      mode: 'test',
      secretKey: { set: true },
    });

    // The diner finishes 3-D Secure at Moyasar; the sweeper asks Moyasar with restaurant A's key.
    const gatewayId = (
      await t.db
        .selectFrom('payments')
        .select('gatewayPaymentId')
        .where('publicId', '=', paymentId)
        .executeTakeFirstOrThrow()
    ).gatewayPaymentId as string;
    Object.assign(fake.payments.get(gatewayId) ?? {}, { status: 'paid' });
    const seen = fake.state.seen.length;
    const sweeper = startPaymentSweeper({
      ctx: { db: t.db, events: t.events, gateways: t.app.paymentGateways, followUp: settlementFollowUp },
      graceSeconds: 0,
      intervalMs: 3_600_000,
    });
    await sweeper.runOnce();
    await sweeper.stop();
    const asked = fake.state.seen.slice(seen).filter((r) => r.url === `/v1/payments/${gatewayId}`);
    expect(asked.length).toBeGreaterThan(0);
    expect((await verifyRequest(t.app, paymentId)).json().data.payment.status).toBe('completed');

    // A new payment of the restaurant now goes to the sandbox.
    const next = await placeTestOrder(t.app, s.f);
    const sandboxPay = await payRequest(t.app, next.id, {
      hash: s.f.table.hash,
      mode: 'remaining',
      paymentMethod: 'hosted_page',
      idempotencyKey: randomUUID(),
    });
    expect(sandboxPay.json().data.payment.transactionUrl).toMatch(/^\/sandbox\/pay\//);
  });

  it('a Moyasar webhook is checked with the secret of the restaurant whose payment it names', async () => {
    const order = await placeTestOrder(t.app, s.f);
    // Back on Moyasar (the keys were kept), a 3-D Secure payment waits.
    expect((await put(owner, { provider: 'moyasar' })).statusCode).toBe(200);
    const res = await payRequest(t.app, order.id, {
      hash: s.f.table.hash,
      mode: 'remaining',
      paymentMethod: 'card_payment',
      token: 'token_3ds',
      idempotencyKey: randomUUID(),
    });
    const paymentId = res.json().data.payment.id as string;
    const gatewayId = (
      await t.db
        .selectFrom('payments')
        .select('gatewayPaymentId')
        .where('publicId', '=', paymentId)
        .executeTakeFirstOrThrow()
    ).gatewayPaymentId as string;
    const data = fake.payments.get(gatewayId) as Record<string, unknown>;
    Object.assign(data, { status: 'paid' });
    const send = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/moyasar',
        headers: { 'content-type': 'application/json' },
        payload: webhookBody({ id: `evt-${randomUUID()}`, type: 'payment_paid', data }, secret),
      });
    const forged = await send('whsec-someone-elses-secret-000');
    expect(forged.statusCode).toBe(401);
    const pending = await t.db
      .selectFrom('payments')
      .select('status')
      .where('publicId', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');
    const real = await send(A_WEBHOOK);
    expect(real.statusCode, real.body).toBe(200);
    const done = await t.db
      .selectFrom('payments')
      .select('status')
      .where('publicId', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('completed');
  });

  it('a payment whose gateway can no longer be built is answered as it is, never a 500', async () => {
    const order = await placeTestOrder(t.app, s.f);
    expect((await put(owner, { provider: 'sandbox' })).statusCode).toBe(200);
    const res = await payRequest(t.app, order.id, {
      hash: s.f.table.hash,
      mode: 'remaining',
      paymentMethod: 'hosted_page',
      idempotencyKey: randomUUID(),
    });
    const paymentId = res.json().data.payment.id as string;
    // As if the platform once ran Moyasar with its own keys and no longer does.
    await t.db
      .updateTable('payments')
      .set({ gateway: 'moyasar', gatewayAccount: 'platform' })
      .where('publicId', '=', paymentId)
      .execute();
    const verified = await verifyRequest(t.app, paymentId);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.payment.status).toBe('pending');
  });

  it('no secret ever reached the log', () => {
    expect(logLines.length).toBeGreaterThan(0);
    noSecretIn(logLines.join('\n'));
  });
});
