import { api, STAFF_ROLES, type StaffRole } from '@sufra/domain/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { line, placeOrderRequest } from '../../src/modules/orders/testing/requests';
import {
  bearer,
  createStaffFixture,
  type StaffFixture,
  signIn,
} from '../../src/modules/staff/testing/staff-fixture';
import { createTestApp, type TestApp } from '../helpers';

/**
 * Issue 11: every staff route of the route table × every role. Read from `api` itself, so a new route or
 * a changed permission is swept without editing this file: no token → 401; a role the route does not list
 * → 403 FORBIDDEN; a role it lists is let through (whatever the route then answers); a restaurant's people
 * asking for another restaurant's object by id → 404, never 403. Every refusal in the error shape.
 */
const staffRoutes = Object.entries(api).filter(
  (entry): entry is [string, (typeof api)[keyof typeof api] & { access: readonly StaffRole[] }] =>
    Array.isArray(entry[1].access),
);
/** Streams open with a one-use ticket, not the bearer token (their ticket rules: staff-stream.test.ts). */
const TICKET_ROUTES = new Set(['staffEvents']);
/** Ends the caller's session: called with a session of its own. */
const SESSION_ENDING = new Set(['staffLogout']);
/** What the id-taking routes are sent, so they get past validation to the lookup. */
const BODIES: Record<string, Record<string, unknown>> = {
  updateOrderStatus: { status: 'preparing' },
  cancelOrder: { reason: 'The diner left' },
  moveTakeawayOrder: { stage: 'preparing' },
  updateStaffUser: { role: 'waiter' },
  updateCoupon: { isActive: false },
  updateSetupTable: { capacity: 3 },
  updateTakeawayPoint: { isActive: false },
  // The menu editor (issue 12 item 1).
  createMenuCategory: { name: 'Sweep', nameAr: 'مسح' },
  updateMenuCategory: { isActive: false },
  reorderMenuCategories: { ids: [1] },
  reorderMenuItems: { ids: [1] },
  createMenuItem: { categoryId: 999_999, name: 'Sweep', nameAr: 'مسح', price: '1' },
  updateMenuItem: { isAvailable: false },
  replaceMenuOptionGroups: { optionGroups: [] },
  // Settings → Payments (issue 12 item 4): the owner's only.
  updatePaymentSettings: { provider: 'sandbox' },
  // The platform admin's applications (issue 13): an application no one has (404 APPLICATION_NOT_FOUND).
  approveApplication: { version: 1 },
  requestApplicationChanges: { version: 1, message: 'Sweep' },
  rejectApplication: { version: 1, reason: 'Sweep' },
  createAdminInvite: { email: 'sweep-admin@example.com', name: 'Sweep' },
  // The platform admin's demo requests and restaurants (issue 13 item 3): the admin suspends restaurant B,
  // then reactivates it (the route after).
  updateAdminDemoRequest: { note: 'Sweep' },
  suspendRestaurant: { reason: 'Sweep' },
  // Waiter ordering (issue 29): a round for restaurant B's order (404 ORDER_NOT_FOUND before any pricing).
  addStaffOrderItems: { items: [{ itemId: 1, quantity: 1, selectedOptions: [] }] },
  // Kitchen stations (issue 29 item 2): restaurant B's station (404 STATION_NOT_FOUND before the names).
  updateStation: { name: 'Sweep', nameAr: 'مسح' },
  // Ticket printers (issue 29 item 3): restaurant B's printer (404 PRINTER_NOT_FOUND, nothing changed).
  updatePrinter: { name: 'Sweep', host: '127.0.0.1' },
  // The end-of-day close (issue 29 item 6): restaurant B's shift (404 SHIFT_NOT_FOUND before any count).
  closeShift: { countedCashHalalas: 0 },
  // Voids and comps (issue 29 item 5): a void of restaurant B's order's line (404 ORDER_NOT_FOUND).
  requestAdjustment: { line: 0, kind: 'void', quantity: 1, reason: 'sent_back' },
};

describe('every staff route × every role (issue 11)', { timeout: 180_000 }, () => {
  let t: TestApp;
  let s: StaffFixture;
  const tokens = new Map<StaffRole, string>();
  /** Restaurant B's objects, for restaurant A's people: each id-taking route answers 404. */
  const theirIds: Record<string, string | number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    s = await createStaffFixture(t.db);
    for (const role of ['owner', 'manager', 'waiter', 'kitchen'] as const)
      tokens.set(role, await signIn(t.app, s.members[role].email));
    tokens.set('admin', await signIn(t.app, s.admin.email));

    const b = s.f.other;
    const order = await placeOrderRequest(t.app, b.restaurantId, {
      orderType: 'table',
      tableNumber: 1,
      tableHash: b.tableHash,
      items: [line(b.item)],
      language: 'en',
    });
    const theirOrder = order.json().data.order.id as string;
    theirIds.updateOrderStatus = theirOrder;
    // The live service's routes on the same order (issue 11 items 2, 3, 5).
    for (const name of [
      'getOrderCancellation',
      'cancelOrder',
      'bumpOrderItem',
      'bumpTicket',
      'moveTakeawayOrder',
      'addStaffOrderItems',
      'reprintTicket',
      'requestAdjustment',
    ])
      theirIds[name] = theirOrder;
    const call = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${b.restaurantId}/tables/1/waiter-calls`,
      payload: { hash: b.tableHash },
    });
    theirIds.acknowledgeWaiterCall = call.json().data.waiterCall.id;
    theirIds.updateStaffUser = s.theirs.waiter.id;
    const theirOwner = await signIn(t.app, s.theirs.owner.email);
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/staff/invites',
      headers: bearer(theirOwner),
      payload: { email: 'their-hire@example.com', name: 'Hire', role: 'waiter' },
    });
    theirIds.revokeStaffInvite = invite.json().data.invite.id;
    const session = await t.db
      .selectFrom('staffSessions')
      .select('id')
      .where('staffUserId', '=', s.theirs.owner.id)
      .executeTakeFirstOrThrow();
    theirIds.revokeStaffSession = session.id;
    // The back office (issue 12): restaurant B's coupon.
    const coupon = await t.db
      .selectFrom('coupons')
      .select('id')
      .where('restaurantId', '=', b.restaurantId)
      .executeTakeFirstOrThrow();
    theirIds.updateCoupon = coupon.id;
    // Tables and QR codes (issue 12 item 2): restaurant B's table and takeaway point.
    const table = await t.db
      .selectFrom('tables')
      .select('id')
      .where('restaurantId', '=', b.restaurantId)
      .executeTakeFirstOrThrow();
    theirIds.updateSetupTable = table.id;
    theirIds.removeSetupTable = table.id;
    const point = await t.db
      .selectFrom('takeawayPoints')
      .select('id')
      .where('restaurantId', '=', b.restaurantId)
      .executeTakeFirst();
    theirIds.updateTakeawayPoint = point?.id ?? 999_999;
    // The menu editor (issue 12 item 1): restaurant B's category and item.
    const theirCategory = await t.db
      .selectFrom('menuCategories')
      .select('id')
      .where('restaurantId', '=', b.restaurantId)
      .executeTakeFirstOrThrow();
    for (const name of ['updateMenuCategory', 'deleteMenuCategory', 'reorderMenuItems'])
      theirIds[name] = theirCategory.id;
    for (const name of [
      'updateMenuItem',
      'deleteMenuItem',
      'replaceMenuOptionGroups',
      'uploadMenuItemPhoto',
      'deleteMenuItemPhoto',
    ])
      theirIds[name] = b.item;
    // The platform admin's applications (issue 13): admins only, so only the role checks apply; an id
    // no application has (the admin's answer is then 404).
    for (const name of [
      'getAdminApplication',
      'approveApplication',
      'requestApplicationChanges',
      'rejectApplication',
    ])
      theirIds[name] = '00000000-0000-4000-8000-000000000000';
    // The platform admin's demo requests and restaurants (issue 13 item 3): a request, restaurant B.
    const demo = await t.db
      .insertInto('demoRequests')
      .values({ name: 'Sweep', email: 'sweep@example.com', restaurantName: 'Sweep' })
      .returning('id')
      .executeTakeFirstOrThrow();
    theirIds.updateAdminDemoRequest = demo.id;
    theirIds.suspendRestaurant = b.restaurantId;
    theirIds.reactivateRestaurant = b.restaurantId;
    // Resending the owner's invitation: restaurant B has an active owner (the admin's answer: 409).
    theirIds.resendOwnerInvite = b.restaurantId;
    // Kitchen stations (issue 29 item 2): restaurant B's station.
    const station = await t.db
      .insertInto('kitchenStations')
      .values({ restaurantId: b.restaurantId, name: 'Grill', nameAr: 'الشواية' })
      .returning('id')
      .executeTakeFirstOrThrow();
    theirIds.updateStation = station.id;
    theirIds.deleteStation = station.id;
    // Ticket printers (issue 29 item 3): restaurant B's printer.
    const printer = await t.db
      .insertInto('printers')
      .values({ restaurantId: b.restaurantId, name: 'Grill', host: '192.168.1.50' })
      .returning('id')
      .executeTakeFirstOrThrow();
    theirIds.updatePrinter = printer.id;
    theirIds.deletePrinter = printer.id;
    theirIds.printTestPage = printer.id;
    // The end-of-day close (issue 29 item 6): restaurant B's open shift.
    const shift = await t.db
      .insertInto('cashShifts')
      .values({ restaurantId: b.restaurantId, floatHalalas: 5_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    theirIds.closeShift = shift.id;
    theirIds.getShiftReport = shift.id;
    // Voids and comps (issue 29 item 5): restaurant B's request waiting for a manager.
    const theirLine = await t.db
      .selectFrom('orderItems as oi')
      .innerJoin('orders as o', 'o.id', 'oi.orderId')
      .select(['oi.id', 'oi.orderId'])
      .where('o.publicId', '=', theirOrder)
      .executeTakeFirstOrThrow();
    const adjustment = await t.db
      .insertInto('orderItemAdjustments')
      .values({
        restaurantId: b.restaurantId,
        orderId: theirLine.orderId,
        orderItemId: theirLine.id,
        kind: 'void',
        quantity: 1,
        reason: 'sent_back',
        requestedByStaffId: s.theirs.waiter.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of ['approveAdjustment', 'declineAdjustment', 'withdrawAdjustment'])
      theirIds[name] = adjustment.id;
  });
  afterAll(() => t.close());

  const request = (name: string, path: string, method: string, token?: string): InjectOptions => ({
    method: method as InjectOptions['method'],
    // Table numbers are not ids (every restaurant has a table 1): one no restaurant has.
    url: `/api${path
      .replace(':id', String(theirIds[name] ?? 1))
      .replace(':number', '999')
      .replace(':index', '0')}`,
    headers: { 'x-sufra-lang': 'en', ...(token ? bearer(token) : {}) },
    ...(method === 'GET' ? {} : { payload: BODIES[name] ?? {} }),
  });
  const errorShape = {
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  };

  it('covers every staff route of the table, and the table lists each role somewhere', () => {
    expect(staffRoutes.length).toBeGreaterThanOrEqual(21);
    for (const role of STAFF_ROLES)
      expect(
        staffRoutes.some(([, r]) => r.access.includes(role)),
        role,
      ).toBe(true);
  });

  it('answers 401 UNAUTHORIZED without a token, on every staff route', async () => {
    for (const [name, r] of staffRoutes) {
      const res = await t.app.inject(request(name, r.path, r.method));
      expect(res.statusCode, `${r.method} ${r.path}`).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
    }
  });

  it('answers 403 FORBIDDEN to every role a route does not list, and lets every listed role through', async () => {
    for (const [name, r] of staffRoutes) {
      if (TICKET_ROUTES.has(name)) continue;
      for (const role of STAFF_ROLES) {
        const allowed = r.access.includes(role);
        const token = SESSION_ENDING.has(name)
          ? await signIn(t.app, role === 'admin' ? s.admin.email : s.members[role].email)
          : (tokens.get(role) as string);
        const res = await t.app.inject(request(name, r.path, r.method, token));
        const label = `${role} ${r.method} ${r.path} → ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (!allowed) {
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
        } else {
          expect(res.statusCode, label).not.toBe(401);
          if (res.statusCode >= 400) {
            expect(res.json(), label).toEqual(errorShape);
            expect(res.json().error.code, label).not.toBe('FORBIDDEN');
          }
        }
      }
    }
  });

  it('answers 404 to a restaurant’s people for another restaurant’s ids, never 403', async () => {
    const idRoutes = staffRoutes.filter(([, r]) => r.path.includes(':id'));
    expect(idRoutes.map(([name]) => name).sort()).toEqual(Object.keys(theirIds).sort());
    for (const [name, r] of idRoutes) {
      for (const role of r.access) {
        if (role === 'admin') continue; // a platform admin has no restaurant of its own
        const res = await t.app.inject(request(name, r.path, r.method, tokens.get(role)));
        const label = `${role} ${r.method} ${r.path} → ${res.body.slice(0, 120)}`;
        expect(res.statusCode, label).toBe(404);
        expect(res.json(), label).toEqual(errorShape);
      }
    }
    // Nothing of restaurant B changed.
    const order = await t.db
      .selectFrom('orders')
      .select('status')
      .where('publicId', '=', String(theirIds.updateOrderStatus))
      .executeTakeFirst();
    expect(order?.status).toBe('pending');
    const waiter = await t.db
      .selectFrom('staffUsers')
      .select('role')
      .where('id', '=', s.theirs.waiter.id)
      .execute();
    expect(waiter).toEqual([{ role: 'waiter' }]);
    const coupon = await t.db
      .selectFrom('coupons')
      .select('isActive')
      .where('id', '=', Number(theirIds.updateCoupon))
      .executeTakeFirstOrThrow();
    expect(coupon.isActive).toBe(true);
    const table = await t.db
      .selectFrom('tables')
      .select(['capacity', 'status'])
      .where('id', '=', Number(theirIds.updateSetupTable))
      .executeTakeFirst();
    expect(table?.status).toBe('active');
    const item = await t.db
      .selectFrom('menuItems')
      .select('isAvailable')
      .where('id', '=', Number(theirIds.updateMenuItem))
      .executeTakeFirst();
    expect(item?.isAvailable).toBe(true);
    const category = await t.db
      .selectFrom('menuCategories')
      .select('isActive')
      .where('id', '=', Number(theirIds.updateMenuCategory))
      .executeTakeFirst();
    expect(category?.isActive).toBe(true);
    const restaurant = await t.db
      .selectFrom('restaurants')
      .select('status')
      .where('id', '=', s.f.other.restaurantId)
      .executeTakeFirstOrThrow();
    expect(restaurant.status).toBe('active');
    const station = await t.db
      .selectFrom('kitchenStations')
      .select('name')
      .where('id', '=', Number(theirIds.updateStation))
      .execute();
    expect(station).toEqual([{ name: 'Grill' }]);
    const printers = await t.db
      .selectFrom('printers')
      .select('name')
      .where('restaurantId', '=', s.f.other.restaurantId)
      .execute();
    expect(printers).toEqual([{ name: 'Grill' }]);
    expect(await t.db.selectFrom('printJobs').select('id').execute()).toEqual([]);
    const shift = await t.db
      .selectFrom('cashShifts')
      .select('closedAt')
      .where('id', '=', Number(theirIds.closeShift))
      .execute();
    expect(shift).toEqual([{ closedAt: null }]);
    const adjustments = await t.db.selectFrom('orderItemAdjustments').select('status').execute();
    expect(adjustments).toEqual([{ status: 'requested' }]);
  });
});
