import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

const valid = { name: 'Sara', email: 'sara@najd.sa', restaurantName: 'Najd House' };

describe('POST /api/public/demo-requests', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async () => {
    t = await createTestApp();
    return t;
  };
  const post = (app: TestApp, payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    app.app.inject({
      method: 'POST',
      url: '/api/public/demo-requests',
      payload: payload as object,
      headers,
      remoteAddress: ip,
    });

  it('stores the request with a normalised phone and the visitor language', async () => {
    const app = await start();
    const res = await post(
      app,
      { ...valid, phone: '050 123 4567', message: '  Two branches  ' },
      { 'x-sufra-lang': 'en' },
    );

    expect(res.statusCode).toBe(201);
    const id = res.json().data.demoRequest.id;
    const row = await app.db
      .selectFrom('demoRequests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Sara',
      email: 'sara@najd.sa',
      restaurantName: 'Najd House',
      phone: '+966501234567',
      message: 'Two branches',
      language: 'en',
      status: 'new',
    });
  });

  it('requires name, email and restaurant name', async () => {
    const app = await start();
    const res = await post(app, { email: 'sara@najd.sa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual(expect.arrayContaining(['body.name', 'body.restaurantName']));
    expect(await app.db.selectFrom('demoRequests').select('id').execute()).toHaveLength(0);
  });

  it('answers EMAIL_INVALID and PHONE_INVALID with a message in Arabic by default', async () => {
    const app = await start();
    const email = await post(app, { ...valid, email: 'sara@' });
    expect(email.statusCode).toBe(422);
    expect(email.json().error.code).toBe('EMAIL_INVALID');

    const phone = await post(app, { ...valid, phone: '0112345678' });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().error.code).toBe('PHONE_INVALID');
    expect(phone.json().error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('allows 5 requests per hour from one address, then answers 429 RATE_LIMITED', async () => {
    const app = await start();
    for (let i = 0; i < 5; i++) expect((await post(app, valid)).statusCode).toBe(201);

    const limited = await post(app, valid, { 'x-sufra-lang': 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Another visitor is not affected.
    expect((await post(app, valid, {}, '10.0.0.2')).statusCode).toBe(201);
    expect(await app.db.selectFrom('demoRequests').select('id').execute()).toHaveLength(6);
  });
});
