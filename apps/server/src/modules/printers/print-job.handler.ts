import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { ReceiptDocumentSchema } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { JobHandlers } from '../../platform/jobs/worker';
import type { EventBus } from '../../platform/realtime/event-bus';
import { PrinterUnavailable, printOver } from './escpos-link';
import { PRINT_JOB } from './print-jobs';
import {
  findPrintJob,
  markJobDone,
  markJobSending,
  recordJobError,
  restaurantTimezone,
} from './print-jobs.repository';
import type { PrinterAddressPolicy } from './printer-address';
import { findPrinterById, recordPrinterStatus } from './printers.repository';
import { receiptDocument, testDocument, ticketDocument } from './raster/ticket-document';
import { dotsOf, type RasterDocument, rasterize } from './raster/ticket-raster';
import { loadTicketFacts } from './ticket-facts.service';

/*
 * The outbox's print job (issue 29 item 3). A print_jobs row already printed is never sent again; otherwise
 * the printer is asked first: off or out of paper, nothing is sent, its status is recorded (the console shows
 * it) and the outbox tries again; a printer back on prints what waited. The job is marked 'sending' before
 * its bytes go and 'printed' once the printer acknowledged them (escpos-link.ts).
 */

const KNOWN_DOWN_MS = 5000;

export interface PrintContext {
  db: Database;
  events?: EventBus;
  /** Which addresses a printer may be reached at (PRINTER_NETWORKS). */
  addresses: PrinterAddressPolicy;
  /** How long the printer may take to connect or answer (default 3 s). */
  timeoutMs?: number;
  /** How long a printer found off keeps its other jobs from asking it again (default 5 s). */
  knownDownMs?: number;
}

type Job = NonNullable<Awaited<ReturnType<typeof findPrintJob>>>;
type PrinterRow = NonNullable<Awaited<ReturnType<typeof findPrinterById>>>;

async function documentOf(ctx: PrintContext, job: Job, printer: PrinterRow, mayBeDuplicate: boolean) {
  const width = dotsOf(printer.paperWidth);
  if (job.kind === 'receipt') return receiptDocument(ReceiptDocumentSchema.parse(job.document), width);
  if (job.kind === 'test')
    return testDocument(printer.name, new Date(), await restaurantTimezone(ctx.db, job.restaurantId), width);
  const facts = await loadTicketFacts(ctx.db, job, printer, mayBeDuplicate);
  return facts && facts.lines.length > 0 ? ticketDocument(facts, width) : null;
}

async function encode(doc: RasterDocument): Promise<Uint8Array> {
  const image = await rasterize(doc);
  return new ReceiptPrinterEncoder({
    language: 'esc-pos',
    imageMode: 'raster',
    columns: doc.width === 384 ? 32 : 48,
  })
    .initialize()
    .image(image, image.info.width, image.info.height, 'threshold', 128)
    .cut('full')
    .encode();
}

async function announce(
  ctx: PrintContext,
  printer: PrinterRow,
  status: PrinterRow['status'],
  error: string | null,
) {
  if (await recordPrinterStatus(ctx.db, printer.id, status, error))
    await ctx.events?.publish({
      type: 'printer.status_changed',
      restaurantId: printer.restaurantId,
      tableNumber: null,
      data: { printerId: printer.id, status },
    });
}

async function done(ctx: PrintContext, job: Job, status: 'printed' | 'failed', error: string | null) {
  await markJobDone(ctx.db, job.id, status, error);
  await ctx.events?.publish({
    type: 'printer.job_done',
    restaurantId: job.restaurantId,
    tableNumber: null,
    data: { printerId: job.printerId, jobId: job.id, kind: job.kind, status },
  });
}

/** Sends the job to its printer; throws when the printer could not take it. */
async function send(ctx: PrintContext, job: Job, printer: PrinterRow) {
  const link = { host: printer.host, port: printer.port, addresses: ctx.addresses };
  await printOver({ ...link, timeoutMs: ctx.timeoutMs ?? 3000 }, async () => {
    const before = await markJobSending(ctx.db, job.id);
    const doc = await documentOf(ctx, job, printer, before === 'sending');
    // Nothing of this round is made at this printer's station any more (routing changed): a blank feed.
    return doc ? encode(doc) : new Uint8Array();
  });
}

export function printJobHandlers(ctx: PrintContext): JobHandlers {
  return {
    [PRINT_JOB]: async (claimed) => {
      const job = await findPrintJob(ctx.db, claimed.payload.printJobId);
      // Printed already (a retry after the acknowledgement was recorded), given up, or its printer removed.
      if (!job || job.status === 'printed' || job.status === 'failed') return;
      const printer = await findPrinterById(ctx.db, job.printerId, ctx.knownDownMs ?? KNOWN_DOWN_MS);
      if (!printer) return;
      try {
        // One job just found it off: the others wait their turn without a connection each (a printer's jobs
        // run one by one in its lane, and an unreachable printer takes the whole timeout to say so).
        if (printer.isKnownDown)
          throw new PrinterUnavailable(
            printer.status === 'paper_out' ? 'paper_out' : 'offline',
            printer.lastError ?? 'The printer is off',
          );
        await send(ctx, job, printer);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const status = err instanceof PrinterUnavailable ? err.status : 'offline';
        if (!printer.isKnownDown) await announce(ctx, printer, status, message);
        // Refused before sending, nothing went out; after sending without an answer it stays 'sending'.
        await recordJobError(ctx.db, job.id, message);
        if (claimed.attempt >= claimed.maxAttempts) await done(ctx, job, 'failed', message);
        throw err;
      }
      await announce(ctx, printer, 'online', null);
      await done(ctx, job, 'printed', null);
    },
  };
}
