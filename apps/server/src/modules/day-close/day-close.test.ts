import { randomUUID } from 'node:crypto';
import { zonedToday } from '@sufra/domain';
import type { CloseReport, CurrentShift } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../orders/testing/fixtures';
import { recordEvents, signInTeam, staffCall } from '../orders/testing/live-service';
import { loginAs } from '../orders/testing/requests';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';
import { line, payWhole, placeTable } from '../reports/testing/report-fixtures';
import { startSmtpInbox } from '../staff/testing/smtp-inbox';
import { deliverCloseMail } from './testing/close-mail-worker';

/**
 * Issue 29 item 6: the manager opens a shift with a float, a waiter takes cash with a tip at table 1, a diner
 * pays another order by card on the phone with a tip; closing is refused while table 1 is open, then the
 * counted cash is 5.00 SAR short of what the drawer should hold; the report, its CSV and the owner's mail.
 */
describe('the end-of-day close', { timeout: 120_000 }, () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  let theirOwner: string;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  let shiftId = 0;
  let waiterId = 0;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    theirOwner = await loginAs(t.app, t.fixture.other.owner, STAFF_PASSWORD);
    smtp = await startSmtpInbox();
    const waiter = await t.db
      .selectFrom('staffUsers')
      .select('id')
      .where('email', '=', `waiter-${t.fixture.restaurantId}@test.sa`)
      .executeTakeFirstOrThrow();
    waiterId = waiter.id;
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const current = async () => {
    const res = await staffCall(t.app, tokens.manager, 'GET', '/day-close/current');
    expect(res.status, res.text).toBe(200);
    return res.body.data as CurrentShift;
  };

  it('has no open shift at first, and refuses to close one that does not exist', async () => {
    expect(await current()).toEqual({ report: null, openTables: [] });
    const res = await staffCall(t.app, tokens.manager, 'POST', '/day-close/shifts/999/close', {
      countedCashHalalas: 0,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('SHIFT_NOT_FOUND');
  });

  it('opens one shift with its float, audited and announced; a second open is refused', async () => {
    const events = recordEvents(t);
    const res = await staffCall(t.app, tokens.manager, 'POST', '/day-close/shifts', { floatHalalas: 20_000 });
    events.stop();
    expect(res.status, res.text).toBe(201);
    shiftId = res.body.data.shift.id;
    expect(res.body.data.shift).toMatchObject({
      floatHalalas: 20_000,
      openedBy: 'manager',
      closedAt: null,
      expectedCashHalalas: 20_000,
      countedCashHalalas: null,
      overShortHalalas: null,
    });
    expect(events.seen.filter((e) => e.type === 'shift.changed')).toEqual([
      expect.objectContaining({ restaurantId: t.fixture.restaurantId, data: { shiftId, status: 'open' } }),
    ]);
    const again = await staffCall(t.app, tokens.owner, 'POST', '/day-close/shifts', { floatHalalas: 100 });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'SHIFT_ALREADY_OPEN',
      message: 'A cash shift is already open. Close it before opening a new one.',
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'subject', 'details'])
      .where('action', '=', 'shift.opened')
      .execute();
    expect(audit).toEqual([
      { action: 'shift.opened', subject: `shift:${shiftId}`, details: { amount: 20_000 } },
    ]);
  });

  it('refuses a float that is not whole halalas, negative or absurd, in the error shape', async () => {
    for (const floatHalalas of [-1, 10.5, 100_000_001, '100'])
      for (const path of ['/day-close/shifts', `/day-close/shifts/${shiftId}/close`]) {
        const res = await staffCall(t.app, tokens.manager, 'POST', path, {
          floatHalalas,
          countedCashHalalas: floatHalalas,
        });
        expect(res.status, `${path} ${floatHalalas}`).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
      }
  });

  it('runs the shift live: cash with its tip in the drawer, card tips unassigned, the open table listed', async () => {
    const f = t.fixture;
    const cash = await placeTable(t, [line(f.items.juice)]);
    const recorded = await staffCall(t.app, tokens.waiter, 'POST', '/tables/1/payments', {
      method: 'cash',
      amount: 1_200,
      tip: 300,
      orderId: cash.order.id,
      expectedRemaining: 1_200,
      idempotencyKey: randomUUID(),
    });
    expect(recorded.status, recorded.text).toBe(201);
    const card = await placeTable(t, [line(f.items.juice, [], 2)]);
    await payWhole(t, card.order, f.table.hash, 'card_payment', '5.00');

    const now = await current();
    expect(now.openTables).toEqual([{ number: 1, orders: 2 }]);
    const report = now.report as CloseReport;
    expect(report.kind).toBe('shift');
    expect(report.figures.totals).toMatchObject({ sales: 3_600, refunds: 0, tips: 800, invoices: 2 });
    expect(report.cash).toEqual({
      floatHalalas: 20_000,
      takenHalalas: 1_500,
      refundedHalalas: 0,
      expectedHalalas: 21_500,
      countedHalalas: null,
      overShortHalalas: null,
    });
    expect(report.figures.byMethod).toEqual([
      { method: 'card', payments: 1, gross: 2_400, refunds: 0, tips: 500 },
      { method: 'cash', payments: 1, gross: 1_200, refunds: 0, tips: 300 },
    ]);
    expect(report.figures.byStaff).toEqual([
      { staffId: waiterId, name: 'waiter', payments: 1, gross: 1_200, refunds: 0, tips: 300 },
      { staffId: null, name: null, payments: 1, gross: 2_400, refunds: 0, tips: 500 },
    ]);
    expect(report.figures.tipsByStaff).toEqual([
      { staffId: waiterId, name: 'waiter', tips: 300 },
      { staffId: null, name: null, tips: 500 },
    ]);
  });

  it('refuses to close while a table is open, naming it, and closes nothing', async () => {
    const res = await staffCall(t.app, tokens.manager, 'POST', `/day-close/shifts/${shiftId}/close`, {
      countedCashHalalas: 21_000,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'SHIFT_TABLES_OPEN',
      message: 'Settle these tables first: 1. Take their payments and close them, then close the shift.',
    });
    const row = await t.db
      .selectFrom('cashShifts')
      .selectAll()
      .where('id', '=', shiftId)
      .executeTakeFirstOrThrow();
    expect(row.closedAt).toBeNull();
  });

  it('closes with the counted cash: 5.00 SAR short, kept, audited, announced, mailed, printed', async () => {
    const closedTable = await staffCall(t.app, tokens.waiter, 'POST', '/tables/1/close');
    expect(closedTable.status, closedTable.text).toBe(200);
    await t.db
      .insertInto('printers')
      .values({ restaurantId: t.fixture.restaurantId, name: 'Till', host: '127.0.0.1', isReceipt: true })
      .execute();
    const events = recordEvents(t);
    const res = await staffCall(t.app, tokens.manager, 'POST', `/day-close/shifts/${shiftId}/close`, {
      countedCashHalalas: 21_000,
      note: '  Change given twice  ',
    });
    events.stop();
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.mailedTo).toEqual([t.fixture.owner]);
    expect(res.body.data.printed).toBe(true);
    const receipt = await t.db
      .selectFrom('printJobs')
      .select('document')
      .where('kind', '=', 'receipt')
      .executeTakeFirstOrThrow();
    expect(receipt.document).toMatchObject({ title: 'End-of-day close', language: 'en' });
    expect((receipt.document as { rows: unknown[] }).rows).toEqual(
      expect.arrayContaining([
        { text: 'Cash short by 5.00 SAR' },
        { label: 'Cash expected', value: '215.00' },
        { label: 'Sales with VAT (2)', value: '36.00' },
      ]),
    );
    const report = res.body.data.report as CloseReport;
    expect(report.cash).toEqual({
      floatHalalas: 20_000,
      takenHalalas: 1_500,
      refundedHalalas: 0,
      expectedHalalas: 21_500,
      countedHalalas: 21_000,
      overShortHalalas: -500,
    });
    expect(report.shifts[0]).toMatchObject({
      id: shiftId,
      closedBy: 'manager',
      note: 'Change given twice',
      overShortHalalas: -500,
    });
    expect(events.seen.map((e) => [e.type, e.data])).toContainEqual([
      'shift.changed',
      { shiftId, status: 'closed' },
    ]);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['subject', 'details'])
      .where('action', '=', 'shift.closed')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      subject: `shift:${shiftId}`,
      details: { amount: 21_000, expected: 21_500, overShort: -500, note: 'Change given twice' },
    });
    expect(await current()).toEqual({ report: null, openTables: [] });

    await deliverCloseMail(t.db, smtp.url);
    const mail = smtp.inbox.find((m) => m.to.includes(t.fixture.owner));
    expect(mail?.subject).toContain(`shift #${shiftId} closed`);
    expect(mail?.text).toContain('Cash short by 5.00 SAR');
    expect(mail?.text).toContain('Cash expected: 215.00');
    expect(mail?.html).toContain('Change given twice');
  });

  it('refuses a second close of the same shift', async () => {
    const res = await staffCall(t.app, tokens.owner, 'POST', `/day-close/shifts/${shiftId}/close`, {
      countedCashHalalas: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('SHIFT_CLOSED');
  });

  it('reports the shift and the business day, with approved voids and comps', async () => {
    const order = await t.db
      .selectFrom('orderItems')
      .innerJoin('orders', 'orders.id', 'orderItems.orderId')
      .select(['orderItems.id', 'orderItems.orderId'])
      .where('orders.restaurantId', '=', t.fixture.restaurantId)
      .executeTakeFirstOrThrow();
    for (const [kind, status, amount] of [
      ['void', 'approved', 1_200],
      ['comp', 'approved', 600],
      ['void', 'declined', 5_000],
    ] as const)
      await t.db
        .insertInto('orderItemAdjustments' as never)
        .values({
          restaurantId: t.fixture.restaurantId,
          orderId: order.orderId,
          orderItemId: order.id,
          kind,
          quantity: 1,
          amountHalalas: amount,
          vatHalalas: 0,
          reason: 'test',
          status,
          decidedAt: new Date(),
        } as never)
        .execute();

    const shift = await staffCall(t.app, tokens.owner, 'GET', `/day-close/shifts/${shiftId}/report`);
    expect(shift.status, shift.text).toBe(200);
    expect(shift.body.data.report.cash.overShortHalalas).toBe(-500);

    const today = zonedToday(new Date(), 'Asia/Riyadh');
    const day = await staffCall(t.app, tokens.manager, 'GET', `/day-close/day?date=${today}`);
    expect(day.status, day.text).toBe(200);
    const report = day.body.data.report as CloseReport;
    expect(report).toMatchObject({ kind: 'day', day: today, timeZone: 'Asia/Riyadh' });
    expect(report.shifts.map((s) => s.id)).toEqual([shiftId]);
    expect(report.figures.voids).toEqual({ count: 1, quantity: 1, amount: 1_200 });
    expect(report.figures.comps).toEqual({ count: 1, quantity: 1, amount: 600 });
    expect(report.cash).toMatchObject({
      expectedHalalas: 21_500,
      countedHalalas: 21_000,
      overShortHalalas: -500,
    });

    const empty = await staffCall(t.app, tokens.manager, 'GET', '/day-close/day?date=2020-01-01');
    expect(empty.body.data.report).toMatchObject({ shifts: [], cash: { countedHalalas: null } });
    for (const bad of ['2026-02-30', '30-11-2026', ''])
      expect((await staffCall(t.app, tokens.manager, 'GET', `/day-close/day?date=${bad}`)).status).toBe(400);
  });

  it('exports the report as CSV for Excel in the caller’s language', async () => {
    const csv = (query: string, lang: 'ar' | 'en') =>
      t.app.inject({
        method: 'GET',
        url: `/api/staff/day-close/report.csv?${query}`,
        headers: { authorization: `Bearer ${tokens.manager}`, 'x-sufra-lang': lang },
      });
    const en = await csv(`shift=${shiftId}`, 'en');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="sufra-close-shift-${shiftId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const rows = en.body.slice(1).split('\r\n');
    expect(en.body.startsWith('\uFEFFSection,Figure,Count,Amount (SAR)\r\n')).toBe(true);
    expect(rows).toContain('Sales,Sales with VAT,2,36.00');
    expect(rows).toContain('Payments by method,Cash,1,12.00');
    expect(rows).toContain('Payments by staff member,waiter,1,12.00');
    expect(rows).toContain("Tips by staff member,Diners' phones (unassigned),,5.00");
    expect(rows).toContain('Cash drawer,Cash expected,,215.00');
    expect(rows).toContain('Cash drawer,Over (+) / short (−),,-5.00');

    const today = zonedToday(new Date(), 'Asia/Riyadh');
    const ar = await csv(`date=${today}`, 'ar');
    expect(ar.headers['content-disposition']).toBe(`attachment; filename="sufra-close-day-${today}.csv"`);
    expect(ar.body.startsWith('\uFEFFالقسم,البند,العدد,المبلغ (ر.س)')).toBe(true);
    expect(ar.body).toContain('درج النقد,النقد المعدود,,210.00');
    expect(ar.body).toContain('الإلغاءات والضيافة,الأصناف الملغاة,1,12.00');
    for (const query of ['', `shift=${shiftId}&date=${today}`, 'shift=abc'])
      expect((await csv(query, 'en')).statusCode, query).toBeGreaterThanOrEqual(400);
  });

  it('is for owners and managers: the waiter and the kitchen are refused', async () => {
    for (const token of [tokens.waiter, tokens.kitchen])
      for (const [method, path, body] of [
        ['GET', '/day-close/current'],
        ['POST', '/day-close/shifts', { floatHalalas: 0 }],
        ['POST', `/day-close/shifts/${shiftId}/close`, { countedCashHalalas: 0 }],
        ['GET', `/day-close/shifts/${shiftId}/report`],
        ['GET', '/day-close/day?date=2026-11-10'],
        ['GET', `/day-close/report.csv?shift=${shiftId}`],
      ] as const) {
        const res = await staffCall(t.app, token, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN');
      }
  });

  it('keeps restaurants apart: another restaurant’s owner gets 404 for this shift and sees none of its money', async () => {
    for (const [method, path, body] of [
      ['GET', `/day-close/shifts/${shiftId}/report`],
      ['POST', `/day-close/shifts/${shiftId}/close`, { countedCashHalalas: 0 }],
      ['GET', `/day-close/report.csv?shift=${shiftId}`],
    ] as const) {
      const res = await staffCall(t.app, theirOwner, method, path, body);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('SHIFT_NOT_FOUND');
    }
    const today = zonedToday(new Date(), 'Asia/Riyadh');
    const theirs = await staffCall(t.app, theirOwner, 'GET', `/day-close/day?date=${today}`);
    expect(theirs.body.data.report).toMatchObject({ shifts: [], figures: { totals: { sales: 0 } } });
    // Their own shift opens although this restaurant had one (one open shift per restaurant).
    const open = await staffCall(t.app, theirOwner, 'POST', '/day-close/shifts', { floatHalalas: 5_000 });
    expect(open.status).toBe(201);
    // No receipt printer there: the close is mailed to their owner only, and nothing is printed.
    const closed = await staffCall(
      t.app,
      theirOwner,
      'POST',
      `/day-close/shifts/${open.body.data.shift.id}/close`,
      {
        countedCashHalalas: 5_000,
      },
    );
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.data).toMatchObject({ mailedTo: [t.fixture.other.owner], printed: false });
    expect(closed.body.data.report.cash).toMatchObject({ expectedHalalas: 5_000, overShortHalalas: 0 });
  });

  it('lets one of two managers opening at the same moment open the shift', async () => {
    const both = await Promise.all([
      staffCall(t.app, tokens.manager, 'POST', '/day-close/shifts', { floatHalalas: 10_000 }),
      staffCall(t.app, tokens.owner, 'POST', '/day-close/shifts', { floatHalalas: 15_000 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.error.code).toBe('SHIFT_ALREADY_OPEN');
    const open = await t.db
      .selectFrom('cashShifts')
      .select('id')
      .where('restaurantId', '=', t.fixture.restaurantId)
      .where('closedAt', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
    // The database itself refuses a second open shift, whatever reads came before the insert.
    await expect(
      t.db
        .insertInto('cashShifts')
        .values({ restaurantId: t.fixture.restaurantId, floatHalalas: 0 })
        .execute(),
    ).rejects.toThrow(/cash_shifts_one_open_idx|unique/);
  });
});
