import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { line, placeOrderRequest, tableOrder } from '../orders/testing/requests';
import { bearer, createStaffFixture, type StaffFixture, signIn } from './testing/staff-fixture';

describe('managing the restaurant’s people: roles, deactivation, sessions, audit (issue 11)', () => {
  let t: TestApp;
  let s: StaffFixture;
  let owner: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    s = await createStaffFixture(t.db);
    owner = await signIn(t.app, s.members.owner.email);
    manager = await signIn(t.app, s.members.manager.email);
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const patch = (token: string, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/staff/users/${id}`, headers: bearer(token), payload });
  const errorOf = (res: { json(): { error: { code: string } } }) => res.json().error.code;

  it('lists the restaurant’s people with role, active flag and last seen; never another restaurant’s', async () => {
    const res = await get(manager, '/api/staff/users');
    expect(res.statusCode).toBe(200);
    const users = res.json().data.users as {
      email: string;
      role: string;
      isActive: boolean;
      lastSeenAt: string | null;
    }[];
    expect(users.map((u) => [u.email, u.role]).sort()).toEqual(
      [
        [s.members.owner.email, 'owner'],
        [s.members.manager.email, 'manager'],
        [s.members.waiter.email, 'waiter'],
        [s.members.kitchen.email, 'kitchen'],
      ].sort(),
    );
    expect(users.every((u) => u.isActive)).toBe(true);
    expect(users.find((u) => u.email === s.members.manager.email)?.lastSeenAt).not.toBeNull();
    expect(users.find((u) => u.email === s.members.kitchen.email)?.lastSeenAt).toBeNull();
    expect(JSON.stringify(res.json())).not.toContain(s.theirs.owner.email);
  });

  it('changes a role (audited), and keeps the rules: no manager over owners, nobody over themselves', async () => {
    const promoted = await patch(manager, s.members.kitchen.id, { role: 'waiter' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toMatchObject({
      user: { role: 'waiter', isActive: true },
      revokedSessions: 0,
    });
    expect((await patch(manager, s.members.kitchen.id, { role: 'kitchen' })).statusCode).toBe(200);

    const cases: [string, number, Record<string, unknown>, number, string][] = [
      [manager, s.members.waiter.id, { role: 'owner' }, 403, 'ROLE_NOT_ALLOWED'],
      [manager, s.members.owner.id, { isActive: false }, 403, 'ROLE_NOT_ALLOWED'],
      [manager, s.members.owner.id, { role: 'manager' }, 403, 'ROLE_NOT_ALLOWED'],
      [manager, s.members.manager.id, { role: 'owner' }, 403, 'OWN_ACCESS_UNCHANGEABLE'],
      [owner, s.members.owner.id, { role: 'manager' }, 403, 'OWN_ACCESS_UNCHANGEABLE'],
      [owner, s.members.owner.id, { isActive: false }, 403, 'OWN_ACCESS_UNCHANGEABLE'],
      [owner, s.theirs.waiter.id, { role: 'kitchen' }, 404, 'NOT_FOUND'],
      [owner, s.members.waiter.id, {}, 400, 'VALIDATION_FAILED'],
      [owner, s.members.waiter.id, { role: 'admin' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [token, id, body, status, code] of cases) {
      const res = await patch(token, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
    }
    const theirs = await t.db
      .selectFrom('staffUsers')
      .select('role')
      .where('id', '=', s.theirs.waiter.id)
      .execute();
    expect(theirs).toEqual([{ role: 'waiter' }]);

    const audit = await get(owner, '/api/staff/audit');
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().data.entries;
    expect(entries.slice(0, 2)).toMatchObject([
      {
        action: 'staff.role_changed',
        subject: `staff_user:${s.members.kitchen.id}`,
        details: { email: s.members.kitchen.email, from: 'waiter', to: 'kitchen' },
        actor: { id: s.members.manager.id, email: s.members.manager.email },
      },
      { action: 'staff.role_changed', details: { from: 'kitchen', to: 'waiter' } },
    ]);
    // Refused changes leave no trace; another restaurant's log is its own.
    expect(entries).toHaveLength(2);
    const theirLog = await get(await signIn(t.app, s.theirs.manager.email), '/api/staff/audit');
    expect(theirLog.json().data.entries).toEqual([]);
  });

  it('a second owner can be made, but the last active owner stays one, even when two owners race', async () => {
    // Restaurant B: its manager becomes a second owner, then each owner demotes the other at once.
    const theirOwner = await signIn(t.app, s.theirs.owner.email);
    expect((await patch(theirOwner, s.theirs.manager.id, { role: 'owner' })).statusCode).toBe(200);
    const secondOwner = await signIn(t.app, s.theirs.manager.email);
    const answers = await Promise.all([
      patch(theirOwner, s.theirs.manager.id, { role: 'manager' }),
      patch(secondOwner, s.theirs.owner.id, { role: 'manager' }),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const loser = answers.find((r) => r.statusCode !== 200);
    // Refused by the rule under the owners' lock, or (if the winner committed first) by the loser's new role.
    expect(['LAST_OWNER', 'ROLE_NOT_ALLOWED', 'FORBIDDEN']).toContain(loser && errorOf(loser));
    const owners = await t.db
      .selectFrom('staffUsers')
      .select('id')
      .where('restaurantId', '=', s.f.other.restaurantId)
      .where('role', '=', 'owner')
      .where('isActive', '=', true)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('deactivation ends every session at once (next request 401, no new sign-in); reactivation lets them back', async () => {
    const waiterToken = await signIn(t.app, s.members.waiter.email);
    const other = await signIn(t.app, s.members.waiter.email);
    expect((await get(waiterToken, '/api/staff/me')).statusCode).toBe(200);
    const off = await patch(manager, s.members.waiter.id, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ user: { isActive: false }, revokedSessions: 2 });
    for (const token of [waiterToken, other]) {
      const res = await get(token, '/api/staff/me');
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toBe('UNAUTHORIZED');
    }
    await expect(signIn(t.app, s.members.waiter.email)).rejects.toThrow(/401/);
    expect((await patch(manager, s.members.waiter.id, { isActive: true })).statusCode).toBe(200);
    expect((await get(await signIn(t.app, s.members.waiter.email), '/api/staff/me')).statusCode).toBe(200);
    const actions = (await get(owner, '/api/staff/audit?limit=2'))
      .json()
      .data.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['staff.reactivated', 'staff.deactivated']);
  });

  it('lists live sessions with who, device and times; revokes one (404 for another restaurant’s)', async () => {
    const kitchen = await signIn(t.app, s.members.kitchen.email);
    const list = await get(owner, '/api/staff/sessions');
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data.sessions as {
      id: number;
      isCurrent: boolean;
      staffUser: { email: string };
      userAgent: string;
    }[];
    expect(sessions.filter((x) => x.isCurrent)).toHaveLength(1);
    expect(sessions.find((x) => x.isCurrent)?.staffUser.email).toBe(s.members.owner.email);
    const theirSession = sessions.find((x) => x.staffUser.email === s.members.kitchen.email);
    expect(theirSession?.userAgent).toBe('lightMyRequest');
    expect(JSON.stringify(sessions)).not.toContain(s.theirs.owner.email);

    const theirOwner = await signIn(t.app, s.theirs.owner.email);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/sessions/${theirSession?.id}`,
      headers: bearer(theirOwner),
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toBe('NOT_FOUND');
    const ownerSession = sessions.find((x) => x.isCurrent);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/sessions/${ownerSession?.id}`,
      headers: bearer(manager),
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe('ROLE_NOT_ALLOWED');

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/sessions/${theirSession?.id}`,
      headers: bearer(manager),
    });
    expect(ended.statusCode).toBe(204);
    expect((await get(kitchen, '/api/staff/me')).statusCode).toBe(401);
    const after = (await get(owner, '/api/staff/sessions')).json().data.sessions as { id: number }[];
    expect(after.map((x) => x.id)).not.toContain(theirSession?.id);
    const [entry] = (await get(owner, '/api/staff/audit?limit=1')).json().data.entries;
    expect(entry).toMatchObject({
      action: 'staff.session_revoked',
      subject: `session:${theirSession?.id}`,
      details: { email: s.members.kitchen.email },
      actor: { id: s.members.manager.id },
    });
  });

  it('the kitchen moves orders to preparing and ready only; a waiter does not cancel', async () => {
    const placed = await placeOrderRequest(t.app, s.f.restaurantId, tableOrder(s.f, [line(s.f.items.juice)]));
    const orderId = placed.json().data.order.id as string;
    const move = async (email: string, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/staff/orders/${orderId}/status`,
        headers: bearer(await signIn(t.app, email)),
        payload: { status },
      });
    const kitchenConfirm = await move(s.members.kitchen.email, 'confirmed');
    expect(kitchenConfirm.statusCode).toBe(403);
    expect(errorOf(kitchenConfirm)).toBe('FORBIDDEN');
    expect((await move(s.members.waiter.email, 'confirmed')).statusCode).toBe(200);
    expect((await move(s.members.kitchen.email, 'preparing')).statusCode).toBe(200);
    const waiterCancel = await move(s.members.waiter.email, 'cancelled');
    expect(waiterCancel.statusCode).toBe(403);
    expect((await move(s.members.kitchen.email, 'ready')).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('orders')
      .select('status')
      .where('publicId', '=', orderId)
      .executeTakeFirst();
    expect(row?.status).toBe('ready');
  });
});
