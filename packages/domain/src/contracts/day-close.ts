import { z } from 'zod';
import { REPORT_METHODS } from '../reports/report-figures';
import { isCalendarDay, REPORT_DAY_PATTERN } from '../reports/report-range';
import { dataOf, HalalasSchema, idSchema, withCode } from './common';
import { text } from './text';

/*
 * The end-of-day close (issue 29 item 6; docs/decisions.md, "End-of-day close"): a manager or owner opens a
 * cash shift with the float counted into the drawer and closes it with the cash counted out; the shift's
 * and the business day's report (sales, VAT, discounts, voids, comps, refunds, tips, payments by method
 * and by staff member, cash expected against counted) are sums of the period's invoices and credit notes.
 * Every amount is integer halalas computed by the server; the only amounts a client sends are the two it
 * counted by hand (the float and the cash in the drawer).
 */

/** Most cash one drawer is counted to hold: 1,000,000 SAR (a typo of extra zeros is refused, not stored). */
export const MAX_DRAWER_HALALAS = 100_000_000;
const counted = z
  .number(withCode('VALIDATION_FAILED'))
  .int(withCode('VALIDATION_FAILED'))
  .nonnegative(withCode('VALIDATION_FAILED'))
  .max(MAX_DRAWER_HALALAS, withCode('VALIDATION_FAILED'));

/** POST /api/staff/day-close/shifts */
export const OpenShiftBodySchema = z.object({ floatHalalas: counted });
export type OpenShiftBody = z.infer<typeof OpenShiftBodySchema>;

/** POST /api/staff/day-close/shifts/:id/close: the cash counted, and a note (why it is over or short). */
export const CloseShiftBodySchema = z.object({
  countedCashHalalas: counted,
  note: text(500, { multiline: true }).default(''),
});
export type CloseShiftBody = z.infer<typeof CloseShiftBodySchema>;

export const ShiftParamsSchema = z.object({ id: idSchema('SHIFT_NOT_FOUND') });

const day = z
  .string(withCode('VALIDATION_FAILED'))
  .regex(REPORT_DAY_PATTERN, withCode('VALIDATION_FAILED'))
  .refine(isCalendarDay, withCode('VALIDATION_FAILED'));
/** GET /api/staff/day-close/day?date=YYYY-MM-DD: one business day of the restaurant's calendar. */
export const DayReportQuerySchema = z.object({ date: day });
/** GET /api/staff/day-close/report.csv: a shift's (?shift=ID) or a day's (?date=YYYY-MM-DD), one of them. */
export const CloseCsvQuerySchema = z
  .object({ shift: idSchema('SHIFT_NOT_FOUND').optional(), date: day.optional() })
  .refine((q) => (q.shift === undefined) !== (q.date === undefined), withCode('VALIDATION_FAILED'));
export type CloseCsvQuery = z.infer<typeof CloseCsvQuerySchema>;

const Signed = z.number().int();
const Count = z.number().int().nonnegative();
const PersonSchema = z.object({
  staffId: z.number().int().positive().nullable(),
  name: z.string().nullable(),
});

export const ShiftSchema = z.object({
  id: z.number().int().positive(),
  openedAt: z.string(),
  openedBy: z.string().nullable(),
  floatHalalas: HalalasSchema,
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  /** At the close: what the server computed; while open: what the drawer should hold now. */
  expectedCashHalalas: Signed,
  countedCashHalalas: HalalasSchema.nullable(),
  /** counted − expected: above zero over, below zero short; null while open. */
  overShortHalalas: Signed.nullable(),
  note: z.string(),
});
export type Shift = z.infer<typeof ShiftSchema>;

const AdjustmentsSchema = z.object({ count: Count, quantity: Count, amount: HalalasSchema });

export const CloseFiguresSchema = z.object({
  totals: z.object({
    sales: HalalasSchema,
    vat: Signed,
    netSales: Signed,
    discounts: Signed,
    refunds: HalalasSchema,
    tips: Signed,
    invoices: Count,
    creditNotes: Count,
  }),
  voids: AdjustmentsSchema,
  comps: AdjustmentsSchema,
  /** The methods money was taken or refunded with. */
  byMethod: z.array(
    z.object({
      method: z.enum(REPORT_METHODS),
      payments: Count,
      gross: HalalasSchema,
      refunds: HalalasSchema,
      tips: Signed,
    }),
  ),
  /** Who took the money (staffId null: paid on a diner's phone). */
  byStaff: z.array(
    PersonSchema.extend({ payments: Count, gross: HalalasSchema, refunds: HalalasSchema, tips: Signed }),
  ),
  /** Whose tips (staffId null: paid on a diner's phone for an order no staff member placed). */
  tipsByStaff: z.array(PersonSchema.extend({ tips: Signed })),
});
export type CloseFigures = z.infer<typeof CloseFiguresSchema>;

export const CashSchema = z.object({
  floatHalalas: HalalasSchema,
  takenHalalas: HalalasSchema,
  refundedHalalas: HalalasSchema,
  expectedHalalas: Signed,
  countedHalalas: HalalasSchema.nullable(),
  overShortHalalas: Signed.nullable(),
});
export type CashFigures = z.infer<typeof CashSchema>;

/** A table with open orders: the day closes once it is settled (paid and closed). */
export const OpenTableSchema = z.object({ number: z.number().int(), orders: Count });

/**
 * A shift's or a business day's report. A day's: its shifts (opened that day) and their cash summed, the
 * figures of the day's documents; a shift's: that shift, the figures of [opened, closed or now).
 */
export const CloseReportSchema = z.object({
  kind: z.enum(['shift', 'day']),
  /** The business day (the shift's: the day it opened), YYYY-MM-DD on the restaurant's calendar. */
  day: z.string(),
  timeZone: z.string(),
  start: z.string(),
  end: z.string(),
  shifts: z.array(ShiftSchema),
  figures: CloseFiguresSchema,
  cash: CashSchema,
});
export type CloseReport = z.infer<typeof CloseReportSchema>;
export const CloseReportResponseSchema = dataOf(z.object({ report: CloseReportSchema }));

/** GET /api/staff/day-close/current: the open shift's running report (null: none open), the tables to settle. */
export const CurrentShiftSchema = z.object({
  report: CloseReportSchema.nullable(),
  openTables: z.array(OpenTableSchema),
});
export type CurrentShift = z.infer<typeof CurrentShiftSchema>;
export const CurrentShiftResponseSchema = dataOf(CurrentShiftSchema);
export const ShiftResponseSchema = dataOf(z.object({ shift: ShiftSchema }));
/** The close's answer: the shift's report, the owners it is e-mailed to, whether it went to the printer. */
export const ClosedShiftResponseSchema = dataOf(
  z.object({ report: CloseReportSchema, mailedTo: z.array(z.string()), printed: z.boolean() }),
);
export type ClosedShift = z.infer<typeof ClosedShiftResponseSchema>['data'];

/** The outbox job that mails a closed shift's report to the restaurant's owners. */
export const DAY_CLOSE_MAIL_JOB = 'mail.day_close';

/** What the close writes to the audit log (subject `shift:{id}`). */
export const SHIFT_AUDIT_ACTIONS = ['shift.opened', 'shift.closed'] as const;
export type ShiftAuditAction = (typeof SHIFT_AUDIT_ACTIONS)[number];
