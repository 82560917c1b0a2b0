import { HONEYPOT_FIELD } from '@sufra/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstCategoryId,
  multipart,
  PNG_BYTES,
  pngDeclaring,
  REQUIRED_FIELDS,
} from '../../src/modules/onboarding/onboarding.test-helpers';
import { createOrderFixture } from '../../src/modules/orders/testing/fixtures';
import { line, placeOrderRequest, tableOrder } from '../../src/modules/orders/testing/requests';
import { ABUSE_LIMITS, type AbuseLimitName, type WindowLimit } from '../../src/platform/http/abuse-limits';
import { createTestApp, type TestApp } from '../helpers';

/** Issue 9 item 10: logo pixel sizes, receipts for unpaid orders, and sign-up spam. */
describe('uploads, receipts and sign-up forms', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  async function setup(limits: Partial<Record<AbuseLimitName, WindowLimit>> = {}) {
    t = await createTestApp({ seed: true, deps: { abuseLimits: { ...ABUSE_LIMITS, ...limits } } });
    return t;
  }

  const submit = async (app: TestApp, extra: Record<string, string> = {}, logo?: Buffer, ip = '10.5.0.1') => {
    const categoryId = String(await firstCategoryId(app));
    const body = await multipart(
      { ...REQUIRED_FIELDS, categoryId, ...extra },
      logo ? { bytes: logo, type: 'image/png' } : undefined,
    );
    return app.app.inject({
      method: 'POST',
      url: '/api/public/restaurants/onboarding',
      remoteAddress: ip,
      payload: body.payload,
      headers: { ...body.headers, 'x-sufra-lang': 'en' },
    });
  };

  it('refuses a small PNG declaring 60000×60000 pixels (422 LOGO_TOO_LARGE) and keeps a real logo', async () => {
    const app = await setup();
    const huge = await submit(app, {}, pngDeclaring(60_000, 60_000));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error).toMatchObject({
      code: 'LOGO_TOO_LARGE',
      message: expect.stringContaining('4096'),
    });
    expect(await app.db.selectFrom('onboardingApplications').select('id').execute()).toHaveLength(0);
    expect((await submit(app, {}, PNG_BYTES)).statusCode).toBe(201);
  });

  it('refuses the honeypot filled (400, nothing written) on onboarding and demo requests', async () => {
    const app = await setup();
    const trapped = await submit(app, { [HONEYPOT_FIELD]: '+1 555 0100' });
    expect(trapped.statusCode).toBe(400);
    expect(trapped.json().error.code).toBe('VALIDATION_FAILED');
    const demo = (extra: Record<string, string>, ip: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/public/demo-requests',
        remoteAddress: ip,
        payload: { name: 'Sara', email: 'sara@example.com', restaurantName: 'Najd', ...extra },
      });
    expect((await demo({ [HONEYPOT_FIELD]: 'x' }, '10.6.0.1')).statusCode).toBe(400);
    expect(await app.db.selectFrom('demoRequests').select('id').execute()).toHaveLength(0);
    expect((await demo({ [HONEYPOT_FIELD]: '' }, '10.6.0.2')).statusCode).toBe(201);
  });

  it('holds a global ceiling on demo requests and applications, whatever the address', async () => {
    const app = await setup({
      demoRequestsGlobal: { max: 3, windowMs: 60_000 },
      onboardingWritesGlobal: { max: 2, windowMs: 60_000 },
    });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/public/demo-requests',
        remoteAddress: `10.7.0.${i}`,
        payload: { name: 'Sara', email: `s${i}@example.com`, restaurantName: 'Najd' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
    const apps: number[] = [];
    for (let i = 0; i < 3; i++) apps.push((await submit(app, {}, undefined, `10.8.0.${i}`)).statusCode);
    expect(apps).toEqual([201, 201, 429]);
  });

  it('e-mails a receipt only for an order with money received, and limits mails per address', async () => {
    const app = await setup({ mailsPerIp: { max: 2, windowMs: 60_000 } });
    const f = await createOrderFixture(app.db, { capacity: 50 });
    const order = (
      await placeOrderRequest(app.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]))
    ).json().data.order;
    const send = (email: string, ip = '10.9.0.1') =>
      app.app.inject({
        method: 'POST',
        url: `/api/public/orders/${order.id}/send-invoice-email`,
        remoteAddress: ip,
        headers: { 'x-sufra-order-key': f.table.hash, 'x-sufra-lang': 'en' },
        payload: { email },
      });
    const unpaid = await send('stranger@example.com');
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toEqual({
      code: 'RECEIPT_NOT_AVAILABLE',
      message: 'The receipt can be e-mailed once the order has been paid.',
    });
    await app.db
      .updateTable('orders')
      .set({ status: 'completed' })
      .where('publicId', '=', order.id)
      .execute();
    expect((await send('me@example.com')).statusCode).toBe(202);
    const limited = await send('me@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await send('me@example.com', '10.9.0.2')).statusCode).toBe(202);
  });
});
