import { AppError, type Language, reportInstants, tablesToSettle } from '@sufra/domain';
import {
  type CloseReport,
  type CloseShiftBody,
  type CurrentShift,
  DAY_CLOSE_MAIL_JOB,
  type OpenShiftBody,
  type Shift,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { enqueueJob } from '../../platform/jobs/outbox';
import type { EventBus } from '../../platform/realtime/event-bus';
import { enqueueReceiptPrint } from '../printers';
import { OPEN_ORDER_STATUSES } from '../tables';
import { closeReceipt } from './close-lines';
import { dayReport, expectedNow, shiftReport } from './close-report';
import './day-close-jobs.types';
import {
  closeShiftRow,
  findOpenShift,
  findRestaurantZone,
  findShift,
  findShiftRestaurant,
  insertShift,
  lockShift,
  openTables,
  ownerEmails,
  type ShiftRow,
  shiftsOpenedIn,
} from './day-close.repository';

/*
 * The end-of-day close (issue 29 item 6; docs/decisions.md, "End-of-day close"). One transaction per call;
 * opening and closing are audited in it, and `shift.changed` tells every close screen after the commit.
 */

export interface DayCloseContext {
  db: Database;
  events: EventBus;
}

async function placeOf(trx: Database, staff: StaffPrincipal) {
  const restaurantId = restaurantOf(staff);
  const restaurant = await findRestaurantZone(trx, restaurantId);
  if (!restaurant) throw new AppError('RESTAURANT_NOT_FOUND');
  return { restaurantId, timeZone: restaurant.timezone };
}

async function requireShift(trx: Database, restaurantId: number, id: number): Promise<ShiftRow> {
  const row = await findShift(trx, restaurantId, id);
  if (!row) throw new AppError('SHIFT_NOT_FOUND');
  return row;
}

const tablesOf = async (trx: Database, restaurantId: number) =>
  (await openTables(trx, restaurantId, OPEN_ORDER_STATUSES)).map((t) => ({
    number: t.number,
    orders: Number(t.orders),
  }));

/** GET /api/staff/day-close/current: the open shift's running report, and the tables still open. */
export function currentShift(db: Database, staff: StaffPrincipal): Promise<CurrentShift> {
  return inTransaction(db, async (trx) => {
    const place = await placeOf(trx, staff);
    const open = await findOpenShift(trx, place.restaurantId);
    return {
      report: open ? await shiftReport(trx, place, open) : null,
      openTables: await tablesOf(trx, place.restaurantId),
    };
  });
}

async function announce(
  ctx: DayCloseContext,
  restaurantId: number,
  shiftId: number,
  status: 'open' | 'closed',
) {
  await ctx.events.publish({
    type: 'shift.changed',
    restaurantId,
    tableNumber: null,
    data: { shiftId, status },
  });
}

/**
 * POST /api/staff/day-close/shifts: a shift opened with the float counted into the drawer. One open shift
 * per restaurant: a second is SHIFT_ALREADY_OPEN, also when two managers open at the same moment (the
 * partial unique index refuses the later insert).
 */
export async function openShift(
  ctx: DayCloseContext,
  staff: StaffPrincipal,
  body: OpenShiftBody,
): Promise<Shift> {
  let opened: { restaurantId: number; shift: Shift };
  try {
    opened = await inTransaction(ctx.db, async (trx) => {
      const place = await placeOf(trx, staff);
      if (await findOpenShift(trx, place.restaurantId)) throw new AppError('SHIFT_ALREADY_OPEN');
      const id = await insertShift(trx, {
        restaurantId: place.restaurantId,
        openedByStaffId: staff.id,
        floatHalalas: body.floatHalalas,
      });
      await recordAudit(trx, {
        restaurantId: place.restaurantId,
        actorId: staff.id,
        action: 'shift.opened',
        subject: `shift:${id}`,
        details: { amount: body.floatHalalas },
      });
      const report = await shiftReport(trx, place, await requireShift(trx, place.restaurantId, id));
      return { restaurantId: place.restaurantId, shift: report.shifts[0] as Shift };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SHIFT_ALREADY_OPEN', undefined, err);
    throw err;
  }
  await announce(ctx, opened.restaurantId, opened.shift.id, 'open');
  return opened.shift;
}

/**
 * POST /api/staff/day-close/shifts/:id/close: the cash counted. Refused while tables are open (settle them
 * first: SHIFT_TABLES_OPEN names them) and for a shift already closed. The expected cash is computed here,
 * under the shift's row lock, and kept with it; the report is mailed to the owners (outbox, after commit)
 * and queued on the receipt printer, if the restaurant has one.
 */
export async function closeShift(
  ctx: DayCloseContext,
  staff: StaffPrincipal,
  id: number,
  body: CloseShiftBody,
  language: Language,
): Promise<{ report: CloseReport; mailedTo: string[]; printed: boolean }> {
  const closed = await inTransaction(ctx.db, async (trx) => {
    const place = await placeOf(trx, staff);
    if (!(await lockShift(trx, place.restaurantId, id))) throw new AppError('SHIFT_NOT_FOUND');
    const row = await requireShift(trx, place.restaurantId, id);
    if (row.closedAt !== null) throw new AppError('SHIFT_CLOSED');
    const tables = tablesToSettle((await tablesOf(trx, place.restaurantId)).map((t) => t.number));
    if (tables.length > 0) throw new AppError('SHIFT_TABLES_OPEN', { tables: tables.join(', ') });
    const expected = await expectedNow(trx, place.restaurantId, row);
    await closeShiftRow(trx, id, {
      closedByStaffId: staff.id,
      countedCashHalalas: body.countedCashHalalas,
      expectedCashHalalas: expected,
      note: body.note,
    });
    await recordAudit(trx, {
      restaurantId: place.restaurantId,
      actorId: staff.id,
      action: 'shift.closed',
      subject: `shift:${id}`,
      details: {
        amount: body.countedCashHalalas,
        expected,
        overShort: body.countedCashHalalas - expected,
        ...(body.note ? { note: body.note } : {}),
      },
    });
    const mailedTo = await ownerEmails(trx, place.restaurantId);
    if (mailedTo.length > 0)
      await enqueueJob(trx, {
        type: DAY_CLOSE_MAIL_JOB,
        payload: { shiftId: id, language },
        dedupeKey: `${DAY_CLOSE_MAIL_JOB}:${id}`,
      });
    const report = await shiftReport(trx, place, await requireShift(trx, place.restaurantId, id));
    // On the receipt printer too, when the restaurant has one (queued with the close, printed after).
    const printed = await enqueueReceiptPrint(trx, place.restaurantId, closeReceipt(report, language));
    return { restaurantId: place.restaurantId, report, mailedTo, printed };
  });
  await announce(ctx, closed.restaurantId, id, 'closed');
  return { report: closed.report, mailedTo: closed.mailedTo, printed: closed.printed };
}

/** GET /api/staff/day-close/shifts/:id/report: the shift's report (another restaurant's: 404). */
export function getShiftReport(db: Database, staff: StaffPrincipal, id: number): Promise<CloseReport> {
  return inTransaction(db, async (trx) => {
    const place = await placeOf(trx, staff);
    return shiftReport(trx, place, await requireShift(trx, place.restaurantId, id));
  });
}

/** GET /api/staff/day-close/day?date=: the business day's report, with the shifts opened that day. */
export function getDayReport(db: Database, staff: StaffPrincipal, day: string): Promise<CloseReport> {
  return inTransaction(db, async (trx) => {
    const place = await placeOf(trx, staff);
    const { start, end } = reportInstants(day, day, place.timeZone);
    const shifts = await shiftsOpenedIn(trx, place.restaurantId, start, end);
    return dayReport(trx, place, day, { start, end }, shifts);
  });
}

/** A shift's report for its mail (the job's own read, by id only). */
export async function reportForMail(db: Database, shiftId: number) {
  return inTransaction(db, async (trx) => {
    const row = await findShiftRestaurant(trx, shiftId);
    if (!row) return null;
    const restaurant = await findRestaurantZone(trx, row.restaurantId);
    const shift = await findShift(trx, row.restaurantId, shiftId);
    if (!restaurant || !shift) return null;
    const place = { restaurantId: row.restaurantId, timeZone: restaurant.timezone };
    return {
      report: await shiftReport(trx, place, shift),
      restaurant,
      restaurantId: row.restaurantId,
      to: await ownerEmails(trx, row.restaurantId),
    };
  });
}
