import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstCategoryId,
  multipart,
  PNG_BYTES,
  REQUIRED_FIELDS,
} from '../../src/modules/onboarding/onboarding.test-helpers';
import { createTestApp, type TestApp } from '../helpers';

const errorShape = { error: { code: expect.any(String), message: expect.any(String) } };

/** Issue 9 item 10: the HTTP edges that escaped the error shape (500s, Fastify's own bodies, 404 for 405). */
describe('HTTP edges answer in the error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('answers a cut-off multipart body with 400 on onboarding and resubmit, not 500', async () => {
    const categoryId = String(await firstCategoryId(t));
    const { payload, headers } = await multipart(
      { ...REQUIRED_FIELDS, categoryId },
      { bytes: PNG_BYTES, type: 'image/png' },
    );
    const cut = payload.subarray(0, payload.length - 30);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/public/restaurants/onboarding',
      payload: cut,
      headers: { ...headers, 'x-sufra-lang': 'en' },
    });
    expect(submit.statusCode).toBe(400);
    expect(submit.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });

    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/public/restaurants/onboarding',
      payload,
      headers,
    });
    expect(whole.statusCode).toBe(201);
    const id = whole.json().data.application.id;
    const resubmit = await t.app.inject({
      method: 'PUT',
      url: `/api/public/restaurants/resubmit/${id}`,
      payload: cut,
      headers,
    });
    expect(resubmit.statusCode).toBe(400);
    expect(resubmit.json()).toMatchObject(errorShape);
  });

  it('answers a malformed URL with 400 in the error shape, without echoing the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/orders/%E0%A4%A<script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });
    expect(res.body).not.toContain('script');
    expect(res.body).not.toContain('%E0');
  });

  it('answers an over-long path parameter with 414 URI_TOO_LONG, without echoing it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/orders/${'a'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 'URI_TOO_LONG', message: expect.any(String) } });
    expect(res.body).not.toContain('aaaa');
  });

  it('answers a known path with the wrong method 405 with Allow; an unknown path stays 404', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/public/demo-requests',
      headers: { 'x-sufra-lang': 'en' },
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({
      error: { code: 'METHOD_NOT_ALLOWED', message: 'This address does not accept that kind of request.' },
    });
    const orders = await t.app.inject({ method: 'PATCH', url: '/api/public/restaurants/1/orders' });
    expect(orders.statusCode).toBe(405);
    expect(orders.headers.allow).toBe('POST');
    const read = await t.app.inject({ method: 'POST', url: '/api/health' });
    expect(read.statusCode).toBe(405);
    expect(read.headers.allow).toBe('GET, HEAD');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ROUTE_NOT_FOUND');
  });
});
