import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, Json, NullableTimestamp } from './columns';

export type PrinterStatusColumn = 'unknown' | 'online' | 'offline' | 'paper_out';
export type PrintJobKindColumn = 'ticket' | 'reprint' | 'test' | 'receipt';
export type PrintJobStatusColumn = 'queued' | 'sending' | 'printed' | 'failed';

/** Migration 0037: a restaurant's ESC/POS ticket printers (issue 29 item 3). */
export interface PrintersTable {
  id: Generated<number>;
  restaurantId: number;
  name: string;
  host: string;
  port: Defaulted<number>;
  paperWidth: Defaulted<number>;
  /** The station whose lines it prints; null: whole tickets. */
  stationId: number | null;
  isReceipt: Defaulted<boolean>;
  status: Defaulted<PrinterStatusColumn>;
  lastError: string | null;
  lastSeenAt: NullableTimestamp;
  statusCheckedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** Migration 0037: one document a printer owes, and whether it printed. */
export interface PrintJobsTable {
  id: Generated<number>;
  restaurantId: number;
  printerId: number;
  kind: PrintJobKindColumn;
  orderId: number | null;
  batch: number | null;
  /** A receipt's lines (the day's close); a ticket is read from its order when it prints. */
  document: Json<unknown> | null;
  status: Defaulted<PrintJobStatusColumn>;
  attempts: Defaulted<number>;
  lastError: string | null;
  printedAt: NullableTimestamp;
  requestedByStaffId: number | null;
  createdAt: CreatedAt;
}
