import { cashOverShort, closeFigures, expectedCash, reportMethodOf, zonedParts } from '@sufra/domain';
import type { CashFigures, CloseFigures, CloseReport, Shift } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import {
  adjustmentSums,
  type ClosePeriod,
  creditNoteSums,
  type DocumentSums,
  invoiceSums,
  type ShiftRow,
  staffNames,
} from './day-close.repository';

/*
 * A shift's or a business day's report (docs/decisions.md, "End-of-day close"), read in the caller's
 * transaction: the figures are the domain's closeFigures over the period's tax documents, the cash is each
 * shift's drawer. A closed shift's expected cash is the one computed at its close (what was counted
 * against); an open shift's is computed now.
 */

const asBuckets = (rows: DocumentSums[]) => rows.map((r) => ({ ...r, method: reportMethodOf(r.method) }));

async function domainFigures(trx: Database, period: ClosePeriod) {
  return closeFigures({
    invoices: asBuckets(await invoiceSums(trx, period)),
    creditNotes: asBuckets(await creditNoteSums(trx, period)),
    adjustments: await adjustmentSums(trx, period),
  });
}

/** The drawer of one shift: its float, the cash taken and handed back since it opened, counted against. */
async function shiftDrawer(trx: Database, restaurantId: number, row: ShiftRow): Promise<CashFigures> {
  const { cash } = await domainFigures(trx, { restaurantId, start: row.openedAt, end: row.closedAt });
  const expected = row.expectedCashHalalas ?? expectedCash(row.floatHalalas, cash.taken, cash.refunded);
  return {
    floatHalalas: row.floatHalalas,
    takenHalalas: cash.taken,
    refundedHalalas: cash.refunded,
    expectedHalalas: expected,
    countedHalalas: row.countedCashHalalas,
    overShortHalalas:
      row.countedCashHalalas === null ? null : cashOverShort(row.countedCashHalalas, expected).amount,
  };
}

/** What the drawer should hold now, for the close itself (stored with the shift). */
export async function expectedNow(trx: Database, restaurantId: number, row: ShiftRow): Promise<number> {
  return (
    await shiftDrawer(trx, restaurantId, { ...row, expectedCashHalalas: null, countedCashHalalas: null })
  ).expectedHalalas;
}

function shiftOf(row: ShiftRow, drawer: CashFigures): Shift {
  return {
    id: row.id,
    openedAt: row.openedAt.toISOString(),
    openedBy: row.openedBy,
    floatHalalas: row.floatHalalas,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy,
    expectedCashHalalas: drawer.expectedHalalas,
    countedCashHalalas: drawer.countedHalalas,
    overShortHalalas: drawer.overShortHalalas,
    note: row.note,
  };
}

async function namedFigures(trx: Database, period: ClosePeriod): Promise<CloseFigures> {
  const f = await domainFigures(trx, period);
  const ids = [...f.byStaff, ...f.tipsByStaff].flatMap((r) => (r.staffId === null ? [] : [r.staffId]));
  const names = await staffNames(trx, period.restaurantId, [...new Set(ids)]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    totals: f.totals,
    voids: f.voids,
    comps: f.comps,
    // Methods nobody paid or was refunded with are left out: the report shows what happened.
    byMethod: f.byMethod.filter((m) => m.payments > 0 || m.refunds > 0),
    byStaff: f.byStaff.map((s) => ({ ...s, name: nameOf(s.staffId) })),
    tipsByStaff: f.tipsByStaff.map((s) => ({ ...s, name: nameOf(s.staffId) })),
  };
}

const sumOf = (rows: CashFigures[], pick: (c: CashFigures) => number) =>
  rows.reduce((s, c) => s + pick(c), 0);

/** The cash of several drawers: counted and over/short summed over the closed ones (null: none closed). */
function drawersTogether(drawers: CashFigures[]): CashFigures {
  const closed = drawers.filter((d) => d.countedHalalas !== null);
  return {
    floatHalalas: sumOf(drawers, (d) => d.floatHalalas),
    takenHalalas: sumOf(drawers, (d) => d.takenHalalas),
    refundedHalalas: sumOf(drawers, (d) => d.refundedHalalas),
    expectedHalalas: sumOf(drawers, (d) => d.expectedHalalas),
    countedHalalas: closed.length === 0 ? null : sumOf(closed, (d) => d.countedHalalas ?? 0),
    overShortHalalas: closed.length === 0 ? null : sumOf(closed, (d) => d.overShortHalalas ?? 0),
  };
}

interface Place {
  restaurantId: number;
  timeZone: string;
}

export async function shiftReport(trx: Database, place: Place, row: ShiftRow): Promise<CloseReport> {
  const drawer = await shiftDrawer(trx, place.restaurantId, row);
  const period = { restaurantId: place.restaurantId, start: row.openedAt, end: row.closedAt };
  return {
    kind: 'shift',
    day: zonedParts(row.openedAt, place.timeZone).day,
    timeZone: place.timeZone,
    start: row.openedAt.toISOString(),
    end: (row.closedAt ?? new Date()).toISOString(),
    shifts: [shiftOf(row, drawer)],
    figures: await namedFigures(trx, period),
    cash: drawer,
  };
}

export async function dayReport(
  trx: Database,
  place: Place,
  day: string,
  window: { start: Date; end: Date },
  shifts: ShiftRow[],
): Promise<CloseReport> {
  const drawers: CashFigures[] = [];
  for (const row of shifts) drawers.push(await shiftDrawer(trx, place.restaurantId, row));
  return {
    kind: 'day',
    day,
    timeZone: place.timeZone,
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    shifts: shifts.map((row, i) => shiftOf(row, drawers[i] as CashFigures)),
    figures: await namedFigures(trx, { restaurantId: place.restaurantId, ...window }),
    cash: drawersTogether(drawers),
  };
}
