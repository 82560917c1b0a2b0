import type { StaffTable, WaiterCall } from '@sufra/domain/contracts';

/** What the map may narrow to: everything, tables calling, tables with money owed, tables free to seat. */
export const FLOOR_FILTERS = ['all', 'calls', 'owing', 'free'] as const;
export type FloorFilter = (typeof FLOOR_FILTERS)[number];

/** Whether a table still owes money on an open bill (the cashier's list). */
const isOwing = (table: StaffTable) => table.state !== 'free' && table.bill.remaining > 0;

const MATCHES: Record<FloorFilter, (table: StaffTable) => boolean> = {
  all: () => true,
  calls: (table) => table.waiterCalls.length > 0,
  owing: isOwing,
  free: (table) => table.state === 'free',
};

export function tablesIn(tables: readonly StaffTable[], filter: FloorFilter): StaffTable[] {
  return tables.filter(MATCHES[filter]);
}

export function floorCounts(tables: readonly StaffTable[]): Record<FloorFilter, number> {
  return {
    all: tables.length,
    calls: tablesIn(tables, 'calls').length,
    owing: tablesIn(tables, 'owing').length,
    free: tablesIn(tables, 'free').length,
  };
}

/** Every unanswered call of the floor, the longest waiting first: who to go to next. */
export function waitingCalls(tables: readonly StaffTable[]): WaiterCall[] {
  return tables
    .flatMap((table) => table.waiterCalls)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
}
