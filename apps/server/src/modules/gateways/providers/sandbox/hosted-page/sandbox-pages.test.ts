import { randomUUID } from 'node:crypto';
import { halalas } from '@sufra/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../../../../../test/helpers';
import { type AppDeps, buildApp } from '../../../../../app';
import type { DatabaseHandle } from '../../../../../db/database';
import type { GatewayPayment } from '../../../gateway';
import { createSandboxGateway, type SandboxGateway } from '../sandbox-gateway';
import { registerSandboxPages } from './sandbox.routes';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const card = (number: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ number, expiry: '12/39', cvc: '123', name: 'Sara Alqahtani', ...extra }).toString();

describe('sandbox hosted page', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let gateway: SandboxGateway;
  const settled: GatewayPayment[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    gateway = createSandboxGateway({ db: database.db });
    gateway.onSettled((p) => {
      settled.push(p);
    });
    // Once buildApp wires the gateway (AppDeps.paymentGateway) it mounts the page itself; until then, mount it here.
    app = await buildApp(testConfig(), { database, paymentGateway: gateway } as AppDeps);
    if (!app.hasRoute({ method: 'GET', url: '/sandbox/pay/:paymentId' }))
      await registerSandboxPages(app, { gateway });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const newPayment = (callbackUrl = 'https://sufra.test/payment-callback?share=2') =>
    gateway.createPayment({
      amount: halalas(8_625),
      currency: 'SAR',
      givenId: randomUUID(),
      description: 'Najd House — Table 4',
      callbackUrl,
      metadata: {},
      source: { type: 'hosted_page' },
    });

  it('renders the card form in Arabic by default and in English, with external script and style only', async () => {
    const { id } = await newPayment();
    const ar = await app.inject({ method: 'GET', url: `/sandbox/pay/${id}` });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['content-type']).toContain('text/html');
    expect(ar.headers['content-security-policy']).toContain("script-src 'self'");
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    for (const name of ['number', 'expiry', 'cvc', 'name']) expect(ar.body).toContain(`name="${name}"`);
    expect(ar.body).toContain('رقم البطاقة');
    expect(ar.body).toContain('86.25 ر.س');
    expect(ar.body).toContain('4000 0000 0000 3220'); // the help lists the test cards
    expect(ar.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    expect(ar.body).not.toMatch(/\son[a-z]+=/); // no inline handlers
    const en = await app.inject({ method: 'GET', url: `/sandbox/pay/${id}?lang=en` });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Card number');
    expect(en.body).toContain('SAR 86.25');
    expect(en.body).toContain('id="apple-pay"');
    expect(en.body).toMatch(/<form id="apple-pay"[^>]* hidden>/); // shown only by pay.js when Apple Pay can pay
  });

  it('serves its script and stylesheet', async () => {
    const js = await app.inject({ method: 'GET', url: '/sandbox/assets/pay.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('ApplePaySession?.canMakePayments()');
    const css = await app.inject({ method: 'GET', url: '/sandbox/assets/pay.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('a success card redirects 302 to the callback with id, status and message, keeping its query', async () => {
    const { id } = await newPayment();
    const res = await app.inject({
      method: 'POST',
      url: `/sandbox/pay/${id}`,
      headers: FORM,
      payload: card('4111 1111 1111 1111'),
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe('https://sufra.test/payment-callback');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      share: '2',
      id,
      status: 'paid',
      message: 'APPROVED',
    });
  });

  it('each decline card redirects with status failed and its message', async () => {
    const cases = [
      ['4000000000000002', 'DECLINED'],
      ['4000000000009995', 'INSUFFICIENT FUNDS'],
      ['4000000000000069', 'EXPIRED CARD'],
      ['4000000000000127', 'INVALID CARD DETAILS'],
    ];
    for (const [number, message] of cases) {
      const { id } = await newPayment('/payment-callback');
      const res = await app.inject({
        method: 'POST',
        url: `/sandbox/pay/${id}`,
        headers: FORM,
        payload: card(number as string),
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(
        `/payment-callback?id=${id}&status=failed&message=${encodeURIComponent(message as string).replaceAll('%20', '+')}`,
      );
    }
  });

  it('3-D Secure: the card leads to the challenge; a wrong code fails, the right code pays', async () => {
    for (const [code, status] of [
      ['000000', 'failed'],
      ['123456', 'paid'],
    ]) {
      const { id } = await newPayment('/cb');
      const submit = await app.inject({
        method: 'POST',
        url: `/sandbox/pay/${id}?lang=en`,
        headers: FORM,
        payload: card('4000000000003220'),
      });
      expect(submit.statusCode).toBe(303);
      expect(submit.headers.location).toBe(`/sandbox/pay/${id}?lang=en`);
      const page = await app.inject({ method: 'GET', url: submit.headers.location as string });
      expect(page.body).toContain('name="otp"');
      expect(page.body).toContain('3-D Secure');
      expect(page.body).not.toContain('name="number"');
      const done = await app.inject({
        method: 'POST',
        url: `/sandbox/pay/${id}/challenge`,
        headers: FORM,
        payload: `otp=${code}`,
      });
      expect(done.statusCode).toBe(302);
      expect(new URL(done.headers.location as string, 'http://x').searchParams.get('status')).toBe(status);
    }
  });

  it('invalid input re-renders the form with errors and settles nothing', async () => {
    const { id } = await newPayment();
    const bad = await app.inject({
      method: 'POST',
      url: `/sandbox/pay/${id}?lang=en`,
      headers: FORM,
      payload: card('4111111111111112', { expiry: '01/20', cvc: '12', name: 'Sara' }),
    });
    expect(bad.statusCode).toBe(422);
    for (const text of [
      'The card number is not valid',
      'This card has expired',
      'The security code has 3 digits',
      'Enter a first and a last name',
    ]) {
      expect(bad.body).toContain(text);
    }
    expect(bad.body).not.toContain('4111111111111112'); // card data is never echoed back
    const real = await app.inject({
      method: 'POST',
      url: `/sandbox/pay/${id}?lang=en`,
      headers: FORM,
      payload: card('4242424242424242'),
    });
    expect(real.statusCode).toBe(422);
    expect(real.body).toContain('use one of the test cards');
    expect((await gateway.fetchPayment(id)).status).toBe('initiated');
  });

  it('replaying a settled payment changes nothing and announces nothing new', async () => {
    const { id } = await newPayment('/cb');
    const first = await app.inject({
      method: 'POST',
      url: `/sandbox/pay/${id}`,
      headers: FORM,
      payload: card('4000000000000002'),
    });
    const count = settled.length;
    const replay = await app.inject({
      method: 'POST',
      url: `/sandbox/pay/${id}`,
      headers: FORM,
      payload: card('4111111111111111'),
    });
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe(first.headers.location);
    const apple = await app.inject({
      method: 'POST',
      url: `/sandbox/pay/${id}/apple-pay`,
      headers: FORM,
      payload: '',
    });
    expect(apple.headers.location).toBe(first.headers.location);
    expect(settled.length).toBe(count);
    expect((await gateway.fetchPayment(id)).status).toBe('failed');
    const page = await app.inject({ method: 'GET', url: `/sandbox/pay/${id}?lang=en` });
    expect(page.body).toContain('The payment did not go through.');
    expect(page.body).not.toContain('name="number"');
  });

  it('Apple Pay settles as paid; unknown payments get a bilingual 404 page', async () => {
    const { id } = await newPayment('/cb');
    const res = await app.inject({
      method: 'POST',
      url: `/sandbox/pay/${id}/apple-pay`,
      headers: FORM,
      payload: '',
    });
    expect(res.headers.location).toBe(`/cb?id=${id}&status=paid&message=APPROVED`);
    const missing = await app.inject({ method: 'GET', url: `/sandbox/pay/${randomUUID()}?lang=en` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Payment not found or expired');
    const junk = await app.inject({
      method: 'POST',
      url: '/sandbox/pay/not-an-id',
      headers: FORM,
      payload: card('4111111111111111'),
    });
    expect(junk.statusCode).toBe(404);
    expect(junk.body).toContain('العملية غير موجودة');
  });
});
