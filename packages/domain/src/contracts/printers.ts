import { z } from 'zod';
import { dataOf, idSchema, PositiveInt4Schema, withCode } from './common';
import { text } from './text';

/*
 * Ticket printers (issue 29 item 3): ESC/POS printers on the restaurant's network (TCP, port 9100). Each new
 * ticket and each added round prints on its station's printer (a printer with no station prints whole
 * tickets) through the outbox: a printer that is off or out of paper keeps its tickets until it returns.
 */

export const MAX_PRINTERS = 12;
export const PAPER_WIDTHS = [80, 58] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
/** What the printer last answered: unknown until it was first asked. */
export const PRINTER_STATUSES = ['unknown', 'online', 'offline', 'paper_out'] as const;
export type PrinterStatus = (typeof PRINTER_STATUSES)[number];
export const PRINT_JOB_STATUSES = ['queued', 'sending', 'printed', 'failed'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

export const PrinterSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  paperWidth: z.union([z.literal(80), z.literal(58)]),
  /** The station whose lines it prints; null: whole tickets. */
  stationId: z.number().int().positive().nullable(),
  /** The day's close prints here. */
  isReceipt: z.boolean(),
  status: z.enum(PRINTER_STATUSES),
  lastError: z.string().nullable(),
  lastSeenAt: z.iso.datetime().nullable(),
  /** Documents waiting for it (queued, or sent without an answer yet). */
  waitingJobs: z.number().int().nonnegative(),
  /** Its newest test page and how it went (null: never tested). */
  lastTest: z.object({ jobId: z.number().int().positive(), status: z.enum(PRINT_JOB_STATUSES) }).nullable(),
});
export type Printer = z.infer<typeof PrinterSchema>;

/** A host name or an IPv4 address, as typed on a printer's network settings page. */
const HOST =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** POST /api/staff/kitchen/printers, PATCH …/:id. */
export const PrinterBodySchema = z.object({
  name: text(40, { min: 1 }),
  host: z.string(withCode('PRINTER_ADDRESS_INVALID')).trim().regex(HOST, withCode('PRINTER_ADDRESS_INVALID')),
  port: z
    .number(withCode('PRINTER_ADDRESS_INVALID'))
    .int(withCode('PRINTER_ADDRESS_INVALID'))
    .min(1, withCode('PRINTER_ADDRESS_INVALID'))
    .max(65_535, withCode('PRINTER_ADDRESS_INVALID'))
    .default(9100),
  paperWidth: z.union([z.literal(80), z.literal(58)]).default(80),
  stationId: PositiveInt4Schema.nullable().default(null),
  isReceipt: z.boolean().default(false),
});
export type PrinterBody = z.infer<typeof PrinterBodySchema>;
export type PrinterBodyInput = z.input<typeof PrinterBodySchema>;
export const PrinterParamsSchema = z.object({ id: idSchema('PRINTER_NOT_FOUND') });
export const PrinterResponseSchema = dataOf(z.object({ printer: PrinterSchema }));
/** GET /api/staff/kitchen/printers (and DELETE's answer): the restaurant's printers by name. */
export const PrintersResponseSchema = dataOf(z.object({ printers: z.array(PrinterSchema) }));
export type PrintersResponse = z.infer<typeof PrintersResponseSchema>;

export const PrintJobSchema = z.object({
  id: z.number().int().positive(),
  printerId: z.number().int().positive(),
  status: z.enum(PRINT_JOB_STATUSES),
});
export type PrintJob = z.infer<typeof PrintJobSchema>;
/** POST /api/staff/kitchen/printers/:id/test: the test page, queued. */
export const PrintTestResponseSchema = dataOf(z.object({ job: PrintJobSchema }));

/** POST /api/staff/orders/:id/reprint: one round again (`batch`), or the whole ticket. */
export const ReprintBodySchema = z.object({
  batch: z.number().int().nonnegative().max(10_000).optional(),
});
export const ReprintResponseSchema = dataOf(z.object({ jobs: z.array(PrintJobSchema) }));
export type ReprintResponse = z.infer<typeof ReprintResponseSchema>;

/**
 * A receipt printed on the restaurant's receipt printer (the day's close, issue 29 item 6): a title, then
 * rows in order: a label with its value (right and left), a line of text, or a separator.
 */
export const ReceiptRowSchema = z.union([
  z.object({ label: z.string().max(80), value: z.string().max(40) }),
  z.object({ text: z.string().max(200) }),
  z.object({ separator: z.literal(true) }),
]);
export const ReceiptDocumentSchema = z.object({
  title: z.string().max(80),
  /** The document's language: Arabic prints right to left. */
  language: z.enum(['ar', 'en']),
  rows: z.array(ReceiptRowSchema).max(500),
});
export type ReceiptDocument = z.infer<typeof ReceiptDocumentSchema>;

/** What printer changes write to the audit log (subject `printer:{id}`; a reprint: `order:{publicId}`). */
export const PRINTER_AUDIT_ACTIONS = [
  'printer.created',
  'printer.updated',
  'printer.removed',
  'printer.test_requested',
  'printer.reprint_requested',
] as const;
export type PrinterAuditAction = (typeof PRINTER_AUDIT_ACTIONS)[number];
