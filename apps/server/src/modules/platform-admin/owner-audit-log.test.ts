import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder, payShare } from '../payments/testing/cancel-fixtures';
import { type PaymentsTestApp, placeTestOrder } from '../payments/testing/payment-fixtures';
import { signIn } from '../staff/testing/staff-fixture';
import { type AdminTestApp, createAdminTestApp } from './platform-testing';

interface Entry {
  id: number;
  action: string;
  subject: string;
  details: Record<string, unknown>;
  actor: { id: number; name: string; email: string } | null;
  createdAt: string;
}

/**
 * Issue 13 item 4: the owner reads every audit entry of their restaurant (GET /api/staff/audit?kind=all):
 * money (a cancel with its refund, a payment recorded at the restaurant), coupons, the platform's own
 * entries on it; never another restaurant's. kind=access (the default) stays the Staff screen's access log.
 */
describe('the owner’s audit log: every entry of their restaurant (issue 13 item 4)', {
  timeout: 120_000,
}, () => {
  let t: AdminTestApp;
  let money: PaymentsTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
    money = { ...t, fixture: t.s.f, gatewayCalls: new Map() };
  });
  afterAll(() => t.close());

  const read = async (token: string, query = '') => {
    const res = await t.as(token, 'GET', `/api/staff/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.entries as Entry[];
  };

  it('shows a cancel with its refund, a recorded payment and coupon changes with their actor; restaurant B’s never', async () => {
    // Restaurant A: a paid order cancelled (refunded), cash recorded at table 1, a coupon made and paused.
    const paid = await placeTestOrder(t.app, t.s.f);
    await payShare(money, paid.id, { mode: 'full' });
    const cancel = await cancelOrder(money, paid.id, t.ownerToken);
    expect(cancel.status, cancel.body).toBe(200);
    expect(cancel.refund.amount).toBeGreaterThan(0);
    await placeTestOrder(t.app, t.s.f);
    const recorded = await t.as(t.ownerToken, 'POST', '/api/staff/tables/1/payments', {
      method: 'cash',
      idempotencyKey: randomUUID(),
      amount: 8600,
      expectedRemaining: 8600,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const coupon = await t.as(t.ownerToken, 'POST', '/api/staff/coupons', {
      code: 'AUDITME',
      kind: 'fixed',
      value: 500,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const couponId = coupon.json().data.coupon.id as number;
    const paused = await t.as(t.ownerToken, 'PATCH', `/api/staff/coupons/${couponId}`, { isActive: false });
    expect(paused.statusCode, paused.body).toBe(200);

    // Restaurant B: its owner's coupon, its table's QR rotated, the admin suspends it.
    const theirOwner = await signIn(t.app, t.s.theirs.owner.email);
    const theirCoupon = await t.as(theirOwner, 'POST', '/api/staff/coupons', {
      code: 'THEIRAUDIT',
      kind: 'fixed',
      value: 700,
    });
    expect(theirCoupon.statusCode, theirCoupon.body).toBe(201);
    expect((await t.as(theirOwner, 'POST', '/api/staff/tables/1/rotate-hash')).statusCode).toBe(200);
    const suspended = await t.as(
      t.adminToken,
      'POST',
      `/api/admin/restaurants/${t.s.f.other.restaurantId}/suspend`,
      { reason: 'Audit test' },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);

    const all = await read(t.ownerToken, '?kind=all');
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const owner = { id: t.s.members.owner.id, email: t.s.f.owner, name: expect.any(String) };
    expect(all.find((e) => e.action === 'order.cancelled')).toMatchObject({
      subject: `order:${paid.id}`,
      details: { refund: { amount: cancel.refund.amount } },
      actor: owner,
    });
    expect(all.find((e) => e.action === 'table.payment_recorded')).toMatchObject({ actor: owner });
    expect(all.filter((e) => e.action.startsWith('coupon.')).map((e) => e.action)).toEqual([
      'coupon.updated',
      'coupon.created',
    ]);
    expect(all.find((e) => e.action === 'coupon.created')?.subject).toBe(`coupon:${couponId}`);

    // Nothing of restaurant B, nor the platform's own entries.
    const theirs = await t.db
      .selectFrom('auditLog')
      .select('id')
      .where((eb) =>
        eb.or([eb('restaurantId', '=', t.s.f.other.restaurantId), eb('restaurantId', 'is', null)]),
      )
      .execute();
    expect(theirs.length).toBeGreaterThanOrEqual(3);
    for (const { id } of theirs) expect(ids).not.toContain(id);
    expect(JSON.stringify(all)).not.toContain('THEIRAUDIT');

    // B's owner sees B's, not A's.
    const bAll = await read(theirOwner, '?kind=all');
    expect(bAll.map((e) => e.action)).toEqual(
      expect.arrayContaining(['restaurant.suspended', 'coupon.created', 'table.hash_rotated']),
    );
    expect(JSON.stringify(bAll)).not.toContain('AUDITME');

    // The access view (the default) keeps only the access changes (the cancel is one of them).
    const access = await read(t.ownerToken);
    expect(access.map((e) => e.action)).not.toContain('coupon.created');
    expect(access.map((e) => e.action)).not.toContain('table.payment_recorded');
    expect(access.map((e) => e.action)).toContain('order.cancelled');
    expect(await read(t.ownerToken, '?kind=access')).toEqual(access);

    // Keyset pages, newest first, reach every entry once.
    const seen: number[] = [];
    let page = await read(t.ownerToken, '?kind=all&limit=2');
    while (page.length) {
      seen.push(...page.map((e) => e.id));
      page = await read(t.ownerToken, `?kind=all&limit=2&before=${page.at(-1)?.id}`);
    }
    expect(seen).toEqual(ids);

    // A manager reads it too (the route is MANAGEMENT); a waiter does not.
    expect(
      (await read(await signIn(t.app, t.s.members.manager.email), '?kind=all')).map((e) => e.id),
    ).toEqual(ids);
    const waiter = await t.as(
      await signIn(t.app, t.s.members.waiter.email),
      'GET',
      '/api/staff/audit?kind=all',
    );
    expect(waiter.statusCode).toBe(403);
    const bad = await t.as(t.ownerToken, 'GET', '/api/staff/audit?kind=money');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });
});
