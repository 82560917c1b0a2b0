import { ERROR_CODES } from '@sufra/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFixture, STAFF_PASSWORD } from '../../src/modules/orders/testing/fixtures';
import {
  line,
  loginAs,
  placeOrderRequest,
  tableOrder,
  takeawayOrder,
} from '../../src/modules/orders/testing/requests';
import type { RouteEntry } from '../../src/platform/http/route-methods';
import { createTestApp, type TestApp } from '../helpers';
import { arbitraryFor, HOSTILE_STRINGS, junk, type Pools } from './zod-arbitrary';

/**
 * The API fuzz suite (issue 9, "Tests"): requests derived from every route's zod contracts (params, query,
 * body), mixed with hostile strings, huge numbers and wrong types, and with real ids, hashes and tokens so
 * many get past validation. Every answer must be below 500, and every /api error in the error shape.
 * Seeded and replayable: the seed is printed; `FUZZ_SEED=<seed>` replays a run, `FUZZ_RUNS` sizes it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

interface Case {
  route: RouteEntry;
  request: InjectOptions;
}

/** A generated value as URL text (objects as JSON: some have no prototype to stringify with). */
function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Percent-encodes a path segment; a lone surrogate (no UTF-8 form) goes raw-encoded, malformed on purpose. */
function encodePart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function shapeSchema(schema: unknown): Record<string, unknown> | undefined {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: Record<string, unknown> } } })?._zod?.def;
  return def?.type === 'object' ? def.shape : undefined;
}

/** Multipart text fields from a generated object (the onboarding routes take only multipart). */
function multipartOf(fields: unknown): { payload: Buffer; boundary: string } {
  const boundary = '----sufrafuzz';
  const parts =
    fields && typeof fields === 'object' && !Array.isArray(fields)
      ? Object.entries(fields as Record<string, unknown>).map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
        )
      : [];
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), boundary };
}

function requestArbitrary(route: RouteEntry, pools: Pools, token: string): fc.Arbitrary<Case> {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const paramShape = shapeSchema(route.schema?.params) ?? {};
  const params = fc.tuple(
    ...paramNames.map((name) =>
      paramShape[name]
        ? arbitraryFor(paramShape[name], pools, name)
        : fc.oneof(fc.constantFrom(...(pools[name] ?? [1])), junk),
    ),
  );
  const query = route.schema?.querystring
    ? arbitraryFor(route.schema.querystring, pools)
    : fc.constant(undefined);
  const body = route.schema?.body
    ? arbitraryFor(route.schema.body, pools)
    : fc.option(junk, { nil: undefined });
  const auth = fc.constantFrom<'token' | 'none' | 'junk'>('token', 'token', 'token', 'none', 'junk');
  const lang = fc.constantFrom('ar', 'en', 'fr', '\u0000', undefined);
  const proof = fc.option(fc.constantFrom(...(pools.key ?? []), ...HOSTILE_STRINGS.slice(0, 4)), {
    nil: undefined,
  });
  // Streams are probed with HEAD (answered at once); a GET would stay open by design.
  const method = route.url.endsWith('/events') ? 'HEAD' : route.method;

  return fc
    .record({ params, query, body, auth, lang, proof })
    .map(({ params, query, body, auth, lang, proof }) => {
      let url = route.url;
      paramNames.forEach((name, i) => {
        url = url.replace(`:${name}`, encodePart(asText(params[i])));
      });
      if (query && typeof query === 'object' && !Array.isArray(query)) {
        const search = new URLSearchParams();
        for (const [k, v] of Object.entries(query as Record<string, unknown>))
          if (v !== undefined) search.append(k, asText(v));
        if ([...search].length > 0) url += `?${search}`;
      }
      const headers: Record<string, string> = {};
      if (lang) headers['x-sufra-lang'] = lang;
      if (proof !== undefined) headers['x-sufra-order-key'] = String(proof);
      if (auth === 'token') headers.authorization = `Bearer ${token}`;
      if (auth === 'junk') headers.authorization = 'Bearer \u0000junk';
      const request: InjectOptions = { method, url, headers };
      if (method !== 'GET' && method !== 'HEAD' && body !== undefined) {
        if (/onboarding|resubmit/.test(route.url)) {
          const form = multipartOf(body);
          request.payload = form.payload;
          headers['content-type'] = `multipart/form-data; boundary=${form.boundary}`;
        } else {
          request.payload = JSON.stringify(body);
          headers['content-type'] = 'application/json';
        }
      }
      return { route, request };
    });
}

describe(`API fuzz (seed ${SEED}, ${RUNS} cases; FUZZ_SEED=${SEED} replays)`, { timeout: 900_000 }, () => {
  let t: TestApp;
  let pools: Pools;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const f = await createOrderFixture(t.db, { capacity: 100_000 });
    const atTable = (
      await placeOrderRequest(t.app, f.restaurantId, tableOrder(f, [line(f.items.juice)]))
    ).json().data;
    const takeaway = (
      await placeOrderRequest(t.app, f.restaurantId, takeawayOrder(f, [line(f.items.juice)]))
    ).json().data;
    token = await loginAs(t.app, f.owner, STAFF_PASSWORD);
    pools = {
      id: [f.restaurantId, atTable.order.id, takeaway.order.id, 1, 999_999],
      table: [1, 2, 3],
      number: [1, 2, atTable.order.orderNumber],
      hash: [f.table.hash, f.takeawayHash],
      tableHash: [f.table.hash],
      takeawayHash: [f.takeawayHash],
      key: [f.table.hash, takeaway.orderKey ?? f.takeawayHash],
      orderId: [atTable.order.id, takeaway.order.id],
      itemId: [f.items.burger, f.items.juice, f.items.soldOut],
      optionId: [f.options.regular, f.options.large, f.options.cheese],
      tableNumber: [1, 2],
      code: ['TEN', 'JUICY', 'THEIRS'],
      couponCode: ['TEN', 'JUICY'],
      email: ['diner@example.com', f.owner],
      phone: ['0501234567'],
      phoneNumber: ['0501234567'],
      password: [STAFF_PASSWORD],
      gateway: ['sandbox', 'moyasar'],
      orderType: ['table', 'takeaway'],
      status: ['confirmed', 'preparing', 'ready', 'completed', 'cancelled'],
      mode: ['full', 'remaining', 'evenly', 'per_item', 'custom'],
      paymentMethod: ['card_payment', 'apple_pay', 'pay_at_restaurant'],
    };
    console.log(`API fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED}), ${RUNS} cases`);
  });
  afterAll(() => t.close());

  it('never answers 5xx, and every /api error is { error: { code, message } } with a known code', async () => {
    // The API surface (the web app's static files are not generated from contracts).
    const routes = t.app.routeTable.routes.filter((r) => r.url.startsWith('/api/') && !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(40);
    const arbitraries = routes.map((r) => requestArbitrary(r, pools, token));
    const hits = new Map<string, number>();
    const anyCase = fc
      .integer({ min: 0, max: arbitraries.length - 1 })
      .chain((i) => arbitraries[i] as fc.Arbitrary<Case>);

    await fc.assert(
      fc.asyncProperty(anyCase, async ({ route, request }) => {
        const name = `${route.method} ${route.url}`;
        hits.set(name, (hits.get(name) ?? 0) + 1);
        const res = await t.app.inject(request);
        const where = `${request.method} ${request.url} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
        if (res.statusCode >= 400 && request.method !== 'HEAD' && route.url.startsWith('/api')) {
          const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
          const shaped =
            Object.keys(body).length === 1 &&
            typeof body.error?.message === 'string' &&
            body.error.message.length > 0 &&
            CODES.has(String(body.error.code));
          if (!shaped) throw new Error(`not the error shape: ${where}`);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // Every route was exercised (a route left out of the table would silently escape the suite).
    expect(routes.filter((r) => !hits.has(`${r.method} ${r.url}`)).map((r) => r.url)).toEqual([]);
  });
});
