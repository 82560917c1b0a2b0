import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '@sufra/domain/contracts';
import { errorMessagesAr } from '@sufra/domain/errors-ar';
import { errorMessagesEn } from '@sufra/domain/errors-en';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../payments/testing/payment-fixtures';
import { signIn } from '../staff/testing/staff-fixture';
import { type AdminTestApp, createAdminTestApp } from './platform-testing';

/** The platform admin's routes of this module (issue 13 items 3 and 4). */
const ADMIN_ROUTES = [
  'listAdminDemoRequests',
  'updateAdminDemoRequest',
  'listAdminRestaurants',
  'suspendRestaurant',
  'reactivateRestaurant',
  'resendOwnerInvite',
  'getAdminOverview',
  'listAdminAudit',
] as const;

describe('the platform admin: demo requests, restaurants, audit (issue 13)', { timeout: 120_000 }, () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, lang?: 'ar' | 'en') =>
    t.as(t.adminToken, method, `/api/admin${url}`, payload, lang);
  const auditRows = (action: string) =>
    t.db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id').execute();
  const auditCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const demoRequest = (name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/demo-requests',
      headers: { 'x-sufra-lang': 'ar' },
      payload: {
        name,
        email: `${name.toLowerCase()}@cafe.sa`,
        restaurantName: `${name} Café`,
        message: 'Call me',
      },
    });

  it('is the platform admin’s only: 401 without a session, 403 FORBIDDEN to every restaurant role', async () => {
    const restaurantId = t.s.f.restaurantId;
    const tokens = { owner: t.ownerToken } as Record<string, string>;
    for (const role of ['manager', 'waiter', 'kitchen'] as const)
      tokens[role] = await signIn(t.app, t.s.members[role].email);
    for (const name of ADMIN_ROUTES) {
      const r = api[name];
      const url = `/api${r.path.replace(':id', String(restaurantId))}`;
      const body = r.method === 'GET' ? undefined : {};
      const none = await t.as(null, r.method as 'GET', url, body);
      expect(none.statusCode, `${name} none`).toBe(401);
      expect(none.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
      for (const role of ['owner', 'manager', 'waiter', 'kitchen'] as const) {
        const res = await t.as(tokens[role] as string, r.method as 'GET', url, body, 'ar');
        expect(res.statusCode, `${name} ${role}`).toBe(403);
        expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: errorMessagesAr.FORBIDDEN } });
      }
    }
    // Nothing was suspended by the refused calls.
    const row = await t.db
      .selectFrom('restaurants')
      .select('status')
      .where('id', '=', restaurantId)
      .executeTakeFirst();
    expect(row?.status).toBe('active');
  });

  it('demo requests: newest first with counts per status, a status filter, status and note changed and audited', async () => {
    for (const name of ['Amal', 'Badr', 'Chadi']) expect((await demoRequest(name)).statusCode).toBe(201);
    const list = await admin('GET', '/demo-requests');
    expect(list.statusCode, list.body).toBe(200);
    const { demoRequests, counts } = list.json().data;
    expect(demoRequests.map((d: { name: string }) => d.name)).toEqual(['Chadi', 'Badr', 'Amal']);
    expect(demoRequests[0]).toMatchObject({
      email: 'chadi@cafe.sa',
      restaurantName: 'Chadi Café',
      message: 'Call me',
      language: 'ar',
      status: 'new',
      note: '',
    });
    expect(counts).toEqual({ new: 3, contacted: 0, closed: 0 });

    const badr = demoRequests[1].id as number;
    const changed = await admin('PATCH', `/demo-requests/${badr}`, {
      status: 'contacted',
      note: 'Called on Sunday.\nWants a demo for 3 branches.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.demoRequest).toMatchObject({
      id: badr,
      status: 'contacted',
      note: 'Called on Sunday.\nWants a demo for 3 branches.',
    });
    const [entry] = await auditRows('demo_request.updated');
    expect(entry).toMatchObject({
      restaurantId: null,
      subject: `demo_request:${badr}`,
      details: {
        email: 'badr@cafe.sa',
        before: { status: 'new', note: '' },
        after: { status: 'contacted', note: 'Called on Sunday.\nWants a demo for 3 branches.' },
      },
    });
    // The same values again: nothing written.
    const entries = await auditCount();
    expect((await admin('PATCH', `/demo-requests/${badr}`, { status: 'contacted' })).statusCode).toBe(200);
    expect(await auditCount()).toBe(entries);
    await admin('PATCH', `/demo-requests/${badr}`, { status: 'closed' });

    const closed = (await admin('GET', '/demo-requests?status=closed')).json().data;
    expect(closed.demoRequests.map((d: { name: string }) => d.name)).toEqual(['Badr']);
    expect(closed.counts).toEqual({ new: 2, contacted: 0, closed: 1 });
    expect((await admin('GET', '/demo-requests?status=new&limit=1')).json().data.demoRequests).toHaveLength(
      1,
    );
  });

  it('demo requests: bad input is refused in the error shape, nothing written', async () => {
    const entries = await auditCount();
    const id = (await admin('GET', '/demo-requests')).json().data.demoRequests[0].id as number;
    const cases: [string, string, unknown, number, string][] = [
      ['GET', '/demo-requests?status=archived', undefined, 400, 'VALIDATION_FAILED'],
      ['GET', '/demo-requests?limit=0', undefined, 400, 'VALIDATION_FAILED'],
      ['PATCH', `/demo-requests/${id}`, {}, 400, 'VALIDATION_FAILED'],
      ['PATCH', `/demo-requests/${id}`, { status: 'won' }, 400, 'VALIDATION_FAILED'],
      ['PATCH', `/demo-requests/${id}`, { note: 'x'.repeat(2001) }, 400, 'VALIDATION_FAILED'],
      ['PATCH', `/demo-requests/${id}`, { note: 'ok', restaurantName: 'changed' }, 400, 'VALIDATION_FAILED'],
      ['PATCH', '/demo-requests/999999', { status: 'closed' }, 404, 'NOT_FOUND'],
      ['PATCH', '/demo-requests/abc', { status: 'closed' }, 404, 'NOT_FOUND'],
    ];
    for (const [method, url, body, status, code] of cases) {
      const res = await admin(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(status);
      expect(res.json()).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
    }
    expect(await auditCount()).toBe(entries);
  });

  it('restaurants: plan, owner e-mail and orders today; search by name, slug and owner e-mail; status filter', async () => {
    const { f } = t.s;
    await placeTestOrder(t.app, f);
    await placeTestOrder(t.app, f);
    const all = await admin('GET', '/restaurants');
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().data.restaurants as { id: number; slug: string }[];
    expect(rows.map((r) => r.id)).toEqual([f.other.restaurantId, f.restaurantId]);
    const a = rows.find((r) => r.id === f.restaurantId);
    expect(a).toMatchObject({
      name: 'Test House',
      status: 'active',
      plan: 'trial',
      ownerEmail: f.owner,
      suspendedReason: null,
    });
    expect((a as unknown as { ordersToday: number }).ordersToday).toBeGreaterThanOrEqual(2);
    const ids = async (query: string) =>
      ((await admin('GET', `/restaurants?${query}`)).json().data.restaurants as { id: number }[]).map(
        (r) => r.id,
      );
    expect(await ids('q=test%20house')).toEqual([f.restaurantId]);
    expect(await ids(`q=${encodeURIComponent(a?.slug.slice(0, 12) ?? '')}`)).toEqual([f.restaurantId]);
    expect(await ids(`q=${encodeURIComponent(f.other.owner.toUpperCase())}`)).toEqual([f.other.restaurantId]);
    // Wildcards typed are searched for as themselves.
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('q=_')).toEqual([]);
    expect(await ids('status=suspended')).toEqual([]);
    expect(await ids('status=active&limit=1')).toHaveLength(1);
    for (const query of ['status=closed', 'limit=201', `q=${'x'.repeat(101)}`]) {
      const res = await admin('GET', `/restaurants?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('suspend needs a reason (SUSPENSION_REASON_REQUIRED in the caller’s language); unknown ids are 404; nothing written', async () => {
    const b = t.s.f.other.restaurantId;
    const entries = await auditCount();
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await admin('POST', `/restaurants/${b}/suspend`, body, 'ar');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'SUSPENSION_REASON_REQUIRED', message: errorMessagesAr.SUSPENSION_REASON_REQUIRED },
      });
    }
    const extra = await admin('POST', `/restaurants/${b}/suspend`, { reason: 'x', status: 'suspended' });
    expect(extra.statusCode).toBe(400);
    for (const url of [
      '/restaurants/999999/suspend',
      '/restaurants/abc/suspend',
      '/restaurants/999999/reactivate',
    ]) {
      const res = await admin('POST', url, { reason: 'Fraud' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'RESTAURANT_NOT_FOUND', message: errorMessagesEn.RESTAURANT_NOT_FOUND },
      });
    }
    expect(await auditCount()).toBe(entries);
    const row = await t.db.selectFrom('restaurants').select('status').where('id', '=', b).executeTakeFirst();
    expect(row?.status).toBe('active');
  });

  it('suspend and reactivate: audited with before/after on the restaurant, a second click writes nothing', async () => {
    const b = t.s.f.other.restaurantId;
    const res = await admin('POST', `/restaurants/${b}/suspend`, { reason: '  Chargebacks under review  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.restaurant).toMatchObject({
      id: b,
      status: 'suspended',
      suspendedReason: 'Chargebacks under review',
    });
    const row = await t.db
      .selectFrom('restaurants')
      .select(['status', 'suspendedReason', 'suspendedAt'])
      .where('id', '=', b)
      .executeTakeFirstOrThrow();
    expect(row.suspendedAt).toBeInstanceOf(Date);
    expect(
      (await admin('POST', `/restaurants/${b}/suspend`, { reason: 'Again' })).json().data.restaurant,
    ).toMatchObject({
      suspendedReason: 'Chargebacks under review',
    });
    expect(await auditRows('restaurant.suspended')).toEqual([
      expect.objectContaining({
        restaurantId: b,
        subject: `restaurant:${b}`,
        details: {
          name: 'Other House',
          before: { status: 'active', reason: null },
          after: { status: 'suspended', reason: 'Chargebacks under review' },
        },
      }),
    ]);
    const filtered = (await admin('GET', '/restaurants?status=suspended')).json().data.restaurants;
    expect(filtered.map((r: { id: number }) => r.id)).toEqual([b]);

    const back = await admin('POST', `/restaurants/${b}/reactivate`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.restaurant).toMatchObject({ status: 'active', suspendedReason: null });
    await admin('POST', `/restaurants/${b}/reactivate`);
    expect(await auditRows('restaurant.reactivated')).toEqual([
      expect.objectContaining({
        restaurantId: b,
        details: {
          name: 'Other House',
          before: { status: 'suspended', reason: 'Chargebacks under review' },
          after: { status: 'active', reason: null },
        },
      }),
    ]);
  });

  it('audit: every restaurant’s and the platform’s entries, with actor and restaurant; a restaurant filter; keyset pages', async () => {
    // An owner's own action (a QR rotation) beside the admin's.
    const rotated = await t.as(t.ownerToken, 'POST', '/api/staff/tables/1/rotate-hash');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const res = await admin('GET', '/audit');
    expect(res.statusCode, res.body).toBe(200);
    const { entries, nextBefore } = res.json().data;
    expect(nextBefore).toBeNull();
    const ids = entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(entries.find((e: { action: string }) => e.action === 'demo_request.updated')).toMatchObject({
      restaurantId: null,
      restaurantName: null,
      actor: { name: 'Ops', email: t.s.admin.email, role: 'admin' },
    });
    expect(entries.find((e: { action: string }) => e.action === 'restaurant.suspended')).toMatchObject({
      restaurantId: t.s.f.other.restaurantId,
      restaurantName: 'Other House',
    });
    expect(entries[0]).toMatchObject({
      action: 'table.hash_rotated',
      subject: 'table:1',
      restaurantId: t.s.f.restaurantId,
      restaurantName: 'Test House',
      actor: { email: t.s.f.owner, role: 'owner' },
    });
    expect(entries[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const mine = (await admin('GET', `/audit?restaurantId=${t.s.f.restaurantId}`)).json().data.entries;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e: { restaurantId: number }) => e.restaurantId === t.s.f.restaurantId)).toBe(true);

    const seen: number[] = [];
    let before: number | null = null;
    do {
      const query: string = before === null ? '/audit?limit=2' : `/audit?limit=2&before=${before}`;
      const page = (await admin('GET', query)).json().data as {
        entries: { id: number }[];
        nextBefore: number | null;
      };
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries.map((e) => e.id));
      before = page.nextBefore;
    } while (before !== null);
    expect(seen).toEqual(ids);

    for (const [query, status, code] of [
      ['restaurantId=999999', 404, 'RESTAURANT_NOT_FOUND'],
      ['restaurantId=abc', 404, 'RESTAURANT_NOT_FOUND'],
      ['before=-1', 400, 'VALIDATION_FAILED'],
      ['limit=500', 400, 'VALIDATION_FAILED'],
    ] as const) {
      const bad = await admin('GET', `/audit?${query}`);
      expect(bad.statusCode, `${query} ${bad.body}`).toBe(status);
      expect(bad.json().error.code).toBe(code);
    }
    // The owner's own log stays their restaurant's access entries.
    const own = await t.as(t.ownerToken, 'GET', '/api/staff/audit');
    expect(own.statusCode).toBe(200);
    const actions = own.json().data.entries.map((e: { action: string }) => e.action);
    expect(actions).not.toContain('demo_request.updated');
    expect(actions).not.toContain('restaurant.suspended');
  });

  it('QR hash rotations are audited with the hashes’ last four characters only', async () => {
    const [table] = await auditRows('table.hash_rotated');
    const hash = (
      await t.db
        .selectFrom('tables')
        .select('hash')
        .where('restaurantId', '=', t.s.f.restaurantId)
        .where('number', '=', 1)
        .executeTakeFirstOrThrow()
    ).hash;
    expect(table?.details).toEqual({
      before: { hash: expect.stringMatching(/^….{4}$/) },
      after: { hash: `…${hash.slice(-4)}` },
    });
    expect(JSON.stringify(table?.details)).not.toContain(hash);
    const takeaway = await t.as(t.ownerToken, 'POST', '/api/staff/takeaway/rotate-hash');
    expect(takeaway.statusCode, takeaway.body).toBe(200);
    expect(await auditRows('takeaway_point.hash_rotated')).toEqual([
      expect.objectContaining({
        restaurantId: t.s.f.restaurantId,
        subject: expect.stringMatching(/^takeaway_point:\d+$/),
        details: { before: { hash: expect.any(String) }, after: { hash: expect.any(String) } },
      }),
    ]);
  });

  it('the audit log is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const entries = await auditCount();
    await expect(t.db.updateTable('auditLog').set({ action: 'forged' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.deleteFrom('auditLog').execute()).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    // A restaurant with history cannot take its log with it either.
    await expect(
      t.db.deleteFrom('restaurants').where('id', '=', t.s.f.other.restaurantId).execute(),
    ).rejects.toThrow(/append-only/);
    expect(await auditCount()).toBe(entries);
    expect((await auditRows('forged')).length).toBe(0);
  });

  it('no server code updates or deletes audit rows', () => {
    const root = join(__dirname, '../../..');
    const offending: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
          const text = readFileSync(path, 'utf8');
          if (/(updateTable|deleteFrom)\(\s*'auditLog'|(update|delete\s+from)\s+audit_log/i.test(text))
            offending.push(path);
        }
      }
    };
    walk(root);
    expect(offending).toEqual([]);
  });
});
