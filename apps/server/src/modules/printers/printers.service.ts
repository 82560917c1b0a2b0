import { AppError } from '@sufra/domain';
import {
  type AuditDetails,
  MAX_PRINTERS,
  type Printer,
  type PrinterAuditAction,
  type PrinterBody,
  type PrintJob,
} from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import type { EventBus } from '../../platform/realtime/event-bus';
import { requireStation } from '../kitchen-stations';
import { printersForRound, queuePrint } from './print-jobs';
import { findOrderForPrint, roundDishes } from './print-jobs.repository';
import { type PrinterAddressPolicy, refusesPrinterAt } from './printer-address';
import {
  clearReceiptPrinter,
  countPrinters,
  deletePrinterRow,
  findPrinterRow,
  insertPrinter,
  isPrinterNameTaken,
  listPrinterRows,
  lockPrintersOf,
  updatePrinterRow,
} from './printers.repository';

/*
 * Ticket printers (issue 29 item 3): owners and managers set them up and print a test page; the kitchen reads
 * them (the display's banner) and reprints a ticket. Each write is one transaction under the restaurant's
 * row lock, audited in it; `printer.status_changed` after the commit tells the open screens to read again.
 */

export interface PrintersContext {
  db: Database;
  events: EventBus;
  /** Which addresses a printer may be reached at (PRINTER_NETWORKS). */
  addresses: PrinterAddressPolicy;
}

/** The restaurant's printers by name, each with its status and how many documents wait for it. */
export function listPrinters(db: Database, staff: StaffPrincipal): Promise<Printer[]> {
  return listPrinterRows(db, restaurantOf(staff));
}

async function requirePrinter(db: Database, restaurantId: number, id: number): Promise<Printer> {
  const printer = await findPrinterRow(db, restaurantId, id);
  if (!printer) throw new AppError('PRINTER_NOT_FOUND');
  return printer;
}

const addressOf = (p: { host: string; port: number }) => `${p.host}:${p.port}`;

async function printerWrite<T>(
  ctx: PrintersContext,
  staff: StaffPrincipal,
  work: (w: {
    trx: Database;
    restaurantId: number;
    audit: (action: PrinterAuditAction, subject: string, details: AuditDetails) => Promise<void>;
  }) => Promise<{ result: T; printerId: number }>,
): Promise<T> {
  const restaurantId = restaurantOf(staff);
  const { result, printerId } = await inTransaction(ctx.db, async (trx) => {
    if (!(await lockPrintersOf(trx, restaurantId))) throw new AppError('RESTAURANT_NOT_FOUND');
    return work({
      trx,
      restaurantId,
      audit: (action, subject, details) =>
        recordAudit(trx, { restaurantId, actorId: staff.id, action, subject, details }),
    });
  });
  await ctx.events.publish({
    type: 'printer.status_changed',
    restaurantId,
    tableNumber: null,
    data: { printerId, status: null },
  });
  return result;
}

/**
 * An address the server never connects to is refused when typed, in the owner's language, rather than
 * found "offline" at the first ticket (each connection is checked again: escpos-link.ts).
 */
async function checkAddress(ctx: PrintersContext, body: PrinterBody) {
  if (await refusesPrinterAt(ctx.addresses, body.host)) throw new AppError('PRINTER_ADDRESS_NOT_ALLOWED');
}

/** Checks what a body names: its station is the restaurant's, its name is free. */
async function checkBody(trx: Database, restaurantId: number, body: PrinterBody, exceptId?: number) {
  if (body.stationId !== null) await requireStation(trx, restaurantId, body.stationId);
  if (await isPrinterNameTaken(trx, restaurantId, body.name, exceptId))
    throw new AppError('PRINTER_NAME_TAKEN');
}

/** POST /api/staff/kitchen/printers. The receipt role moves to it when asked (one receipt printer). */
export async function createPrinter(
  ctx: PrintersContext,
  staff: StaffPrincipal,
  body: PrinterBody,
): Promise<Printer> {
  await checkAddress(ctx, body);
  return printerWrite(ctx, staff, async ({ trx, restaurantId, audit }) => {
    if ((await countPrinters(trx, restaurantId)) >= MAX_PRINTERS)
      throw new AppError('TOO_MANY_PRINTERS', { max: MAX_PRINTERS });
    await checkBody(trx, restaurantId, body);
    if (body.isReceipt) await clearReceiptPrinter(trx, restaurantId);
    const id = await insertPrinter(trx, restaurantId, body);
    await audit('printer.created', `printer:${id}`, { id, name: body.name, address: addressOf(body) });
    return { result: await requirePrinter(trx, restaurantId, id), printerId: id };
  });
}

/** PATCH /api/staff/kitchen/printers/:id: a new address is asked afresh (its status back to unknown). */
export async function updatePrinter(
  ctx: PrintersContext,
  staff: StaffPrincipal,
  id: number,
  body: PrinterBody,
): Promise<Printer> {
  await checkAddress(ctx, body);
  return printerWrite(ctx, staff, async ({ trx, restaurantId, audit }) => {
    const before = await requirePrinter(trx, restaurantId, id);
    await checkBody(trx, restaurantId, body, id);
    if (body.isReceipt) await clearReceiptPrinter(trx, restaurantId, id);
    const readdressed = before.host !== body.host || before.port !== body.port;
    await updatePrinterRow(trx, restaurantId, id, body, readdressed);
    await audit('printer.updated', `printer:${id}`, {
      before: { name: before.name, address: addressOf(before) },
      after: { name: body.name, address: addressOf(body) },
    });
    return { result: await requirePrinter(trx, restaurantId, id), printerId: id };
  });
}

/** DELETE /api/staff/kitchen/printers/:id: what waited for it goes with it. Answers the printers left. */
export function deletePrinter(ctx: PrintersContext, staff: StaffPrincipal, id: number): Promise<Printer[]> {
  return printerWrite(ctx, staff, async ({ trx, restaurantId, audit }) => {
    const printer = await requirePrinter(trx, restaurantId, id);
    await deletePrinterRow(trx, restaurantId, id);
    await audit('printer.removed', `printer:${id}`, { name: printer.name });
    return { result: await listPrinterRows(trx, restaurantId), printerId: id };
  });
}

/** POST /api/staff/kitchen/printers/:id/test: a test page, queued (printer.job_done says how it went). */
export function printTestPage(ctx: PrintersContext, staff: StaffPrincipal, id: number): Promise<PrintJob> {
  return printerWrite(ctx, staff, async ({ trx, restaurantId, audit }) => {
    const printer = await requirePrinter(trx, restaurantId, id);
    const jobId = await queuePrint(trx, {
      restaurantId,
      printerId: id,
      kind: 'test',
      requestedByStaffId: staff.id,
    });
    await audit('printer.test_requested', `printer:${id}`, { name: printer.name });
    return { result: { id: jobId, printerId: id, status: 'queued' as const }, printerId: id };
  });
}

/**
 * POST /api/staff/orders/:id/reprint: the round (or the whole ticket) again on every printer that prints it,
 * marked as a reprint on the paper.
 */
export function reprintTicket(
  ctx: PrintersContext,
  staff: StaffPrincipal,
  publicId: string,
  batch: number | undefined,
): Promise<PrintJob[]> {
  return printerWrite(ctx, staff, async ({ trx, restaurantId, audit }) => {
    const order = await findOrderForPrint(trx, restaurantId, publicId);
    // Another restaurant's order, or a round it does not have: not found.
    if (!order || (await roundDishes(trx, order.id, batch ?? null)).length === 0)
      throw new AppError('ORDER_NOT_FOUND');
    const printers = await printersForRound(trx, restaurantId, order.id, batch ?? null);
    if (printers.length === 0) throw new AppError('NO_PRINTER_FOR_TICKET');
    const jobs: PrintJob[] = [];
    for (const printerId of printers) {
      const id = await queuePrint(trx, {
        restaurantId,
        printerId,
        kind: 'reprint',
        orderId: order.id,
        batch: batch ?? null,
        requestedByStaffId: staff.id,
      });
      jobs.push({ id, printerId, status: 'queued' });
    }
    await audit('printer.reprint_requested', `order:${publicId}`, { orderNumber: order.orderNumber });
    return { result: jobs, printerId: printers[0] as number };
  });
}
