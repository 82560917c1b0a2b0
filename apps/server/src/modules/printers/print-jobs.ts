import { type ReceiptDocument, ReceiptDocumentSchema } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { PrintJobKindColumn } from '../../db/schema/printers';
import { enqueueJob } from '../../platform/jobs/outbox';
import { stationsOfDishes } from '../kitchen-stations';
import { insertPrintJob, roundDishes } from './print-jobs.repository';
import { receiptPrinterOf, ticketPrinters } from './printers.repository';

/** The outbox job that sends one print job (print_jobs row) to its printer. */
export const PRINT_JOB = 'printer.print';

declare module '../../platform/jobs/job-registry' {
  interface JobPayloads {
    /** printerId: the job's lane (one printer's jobs in order; older rows lack it). */
    [PRINT_JOB]: { printJobId: number; printerId?: number };
  }
}

/**
 * A ticket is never given up: the outbox retries it (at most PRINT_RETRY_CAP_MS apart, main.ts) until its
 * printer takes it, however long it is off. A test page gives up after a few tries: the person who asked
 * is looking at the printer, and "failed" is the answer they need.
 */
const ATTEMPTS: Record<PrintJobKindColumn, number> = {
  ticket: 100_000,
  reprint: 100_000,
  receipt: 100_000,
  test: 3,
};
/** Each printer's jobs run in a lane of their own (worker.ts laneOf): one that is off holds back no other. */
export const printJobLane = (payload: { printerId?: number }) =>
  payload.printerId === undefined ? undefined : String(payload.printerId);

/** The longest wait between two tries of a print job: a printer back on prints its tickets within it. */
export const PRINT_RETRY_CAP_MS = 15_000;

/** Writes the print job and its outbox job in the caller's transaction; returns the print job's id. */
export async function queuePrint(trx: Database, job: Parameters<typeof insertPrintJob>[1]): Promise<number> {
  const printJobId = await insertPrintJob(trx, job);
  await enqueueJob(trx, {
    type: PRINT_JOB,
    payload: { printJobId, printerId: job.printerId },
    maxAttempts: ATTEMPTS[job.kind],
    dedupeKey: `print:${printJobId}`,
  });
  return printJobId;
}

/**
 * The printers a round of an order prints on: a printer with no station prints every round in full; a
 * station's printer prints a round that has a line routed to it or to no station (unrouted lines show on
 * every station, as on the station displays: a dish's own station over its category's, read now).
 */
export async function printersForRound(
  trx: Database,
  restaurantId: number,
  orderId: number,
  batch: number | null,
): Promise<number[]> {
  const printers = await ticketPrinters(trx, restaurantId);
  if (printers.length === 0) return [];
  const dishes = await roundDishes(trx, orderId, batch);
  const stations = await stationsOfDishes(
    trx,
    restaurantId,
    dishes.filter((d): d is number => d !== null),
  );
  const lineStations = new Set(dishes.map((d) => (d === null ? null : (stations.get(d) ?? null))));
  return printers
    .filter((p) => p.stationId === null || lineStations.has(null) || lineStations.has(p.stationId))
    .map((p) => p.id);
}

/**
 * A new kitchen ticket (batch 0, the order as placed) or an added round: one print job per printer that
 * prints it, written in the transaction that wrote the lines, so the ticket prints if and only if the order
 * (or the round) exists. No printer: nothing to do.
 */
export async function enqueueTicketPrints(
  trx: Database,
  restaurantId: number,
  orderId: number,
  batch: number,
): Promise<void> {
  for (const printerId of await printersForRound(trx, restaurantId, orderId, batch))
    await queuePrint(trx, { restaurantId, printerId, kind: 'ticket', orderId, batch });
}

/**
 * The day's close (issue 29 item 6) or any other receipt, on the restaurant's receipt printer, in the
 * caller's transaction. Returns false when the restaurant has no receipt printer (nothing is queued).
 */
export async function enqueueReceiptPrint(
  trx: Database,
  restaurantId: number,
  document: ReceiptDocument,
): Promise<boolean> {
  const printer = await receiptPrinterOf(trx, restaurantId);
  if (!printer) return false;
  await queuePrint(trx, {
    restaurantId,
    printerId: printer.id,
    kind: 'receipt',
    document: ReceiptDocumentSchema.parse(document),
  });
  return true;
}
