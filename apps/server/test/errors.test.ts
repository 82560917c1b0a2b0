import { AppError, errorMessage } from '@sufra/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preferredLanguage } from '../src/platform/http/language';
import { createTestApp, type TestApp } from './helpers';

/** A write route standing in for any real one: validates, then writes one row. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/demo-requests',
    {
      schema: {
        body: z.object({ name: z.string().min(1), email: z.email(), restaurantName: z.string().min(1) }),
      },
    },
    async (req, reply) => {
      await app.db.insertInto('demoRequests').values(req.body).execute();
      return reply.code(201).send({ data: { ok: true } });
    },
  );
  app.get('/test/app-error', async () => {
    throw new AppError('TABLE_AT_CAPACITY', { current: 4, total: 4 });
  });
  app.get('/test/crash', async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
};

const valid = { name: 'Sara', email: 'sara@example.com', restaurantName: 'Qahwa' };

describe('error handling', () => {
  let t: TestApp;
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('demoRequests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/demo-requests',
      headers: { 'content-type': contentType },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp({ config: { bodyLimitBytes: 2048 }, deps: { apiModules: [probeRoutes] } });
  });
  afterAll(() => t.close());

  it('accepts a valid body (the probe route really writes)', async () => {
    const res = await post(JSON.stringify(valid));
    expect(res.statusCode).toBe(201);
    expect(await count()).toBe(1);
    await t.db.deleteFrom('demoRequests').execute();
  });

  it('malformed JSON -> 400 MALFORMED_JSON, nothing written', async () => {
    const res = await post('{"name": "Sara",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'MALFORMED_JSON', message: errorMessage('MALFORMED_JSON', 'ar') },
    });
    expect(await count()).toBe(0);
  });

  it('empty JSON body -> 400 MALFORMED_JSON', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MALFORMED_JSON');
  });

  it('wrong types -> 400 VALIDATION_FAILED naming the fields, nothing written', async () => {
    const res = await post(JSON.stringify({ name: 42, email: 'not-an-email', restaurantName: 'Qahwa' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toEqual(['body.name', 'body.email']);
    expect(body.error.message).toContain('body.name, body.email');
    expect(await count()).toBe(0);
  });

  it('body over BODY_LIMIT_BYTES -> 413 PAYLOAD_TOO_LARGE, nothing written', async () => {
    const res = await post(JSON.stringify({ ...valid, name: 'x'.repeat(4000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await count()).toBe(0);
  });

  it('wrong content type -> 415 UNSUPPORTED_MEDIA_TYPE, nothing written', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await post(JSON.stringify(valid), type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await count()).toBe(0);
  });

  it('unknown /api route -> 404 ROUTE_NOT_FOUND for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope/nothing' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('AppError -> its status, code and the message with params filled', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/app-error',
      headers: { 'x-sufra-lang': 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'TABLE_AT_CAPACITY',
      message: errorMessage('TABLE_AT_CAPACITY', 'en', { current: 4, total: 4 }),
      params: { current: 4, total: 4 },
    });
    expect(res.json().error.message).toContain('4/4');
  });

  it('an unexpected error -> 500 with a generic message; its text is not exposed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: errorMessage('INTERNAL', 'ar') } });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  describe('message language', () => {
    const lang = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/nope', headers })).json().error.message;

    it('is Arabic by default', async () => {
      expect(await lang({})).toBe(errorMessage('ROUTE_NOT_FOUND', 'ar'));
    });
    it('follows x-sufra-lang', async () => {
      expect(await lang({ 'x-sufra-lang': 'en' })).toBe(errorMessage('ROUTE_NOT_FOUND', 'en'));
      expect(await lang({ 'x-sufra-lang': 'ar', 'accept-language': 'en' })).toBe(
        errorMessage('ROUTE_NOT_FOUND', 'ar'),
      );
    });
    it('uses English only when Accept-Language prefers it', async () => {
      expect(await lang({ 'accept-language': 'en-GB,en;q=0.9,ar;q=0.8' })).toBe(
        errorMessage('ROUTE_NOT_FOUND', 'en'),
      );
      expect(await lang({ 'accept-language': 'ar-SA,en;q=0.8' })).toBe(errorMessage('ROUTE_NOT_FOUND', 'ar'));
      expect(await lang({ 'accept-language': 'fr-FR' })).toBe(errorMessage('ROUTE_NOT_FOUND', 'ar'));
    });
  });
});

describe('preferredLanguage', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['ar,en;q=0.9', 'ar'],
    ['fr;q=1, en;q=0.5, ar;q=0.7', 'ar'],
    ['fr, en;q=0.2', 'en'],
    ['en;q=0, ar;q=0.1', 'ar'],
    ['de', null],
    ['', null],
  ])('%s -> %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
