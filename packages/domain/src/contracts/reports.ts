import { z } from 'zod';
import { REPORT_METHODS, REPORT_ORDER_TYPES } from '../reports/report-figures';
import { REPORT_DAY_PATTERN, reportRangeProblem } from '../reports/report-range';
import { dataOf, HalalasSchema, withCode } from './common';

/*
 * The back office's reports (issue 12 item 5): a period of the restaurant's own days (Asia/Riyadh unless it
 * says otherwise), both ends included, at most MAX_REPORT_DAYS. Every amount is integer halalas; the
 * figures' definitions are in docs/decisions.md, "Reports (issue 12 item 5)". The CSV exports take the same
 * query and answer `text/csv` (UTF-8 with a byte-order mark, CRLF, the header in the caller's language).
 */

const day = z.string(withCode('VALIDATION_FAILED')).regex(REPORT_DAY_PATTERN, withCode('VALIDATION_FAILED'));

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: a real day each, `to` not before `from`, at most 366 days. */
export const ReportQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => reportRangeProblem(q.from, q.to) === null, withCode('VALIDATION_FAILED'));
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

const MethodSchema = z.enum(REPORT_METHODS);
const OrderTypeSchema = z.enum(REPORT_ORDER_TYPES);
/** A difference of sums (VAT, net, tips) is below zero when refunds of earlier sales outweigh the period's. */
const SignedHalalasSchema = z.number().int();

/** Voids and comps approved in the period (issue 29 item 5): how many, their units, what they took off. */
const AdjustmentFigureSchema = z.object({
  count: z.number().int().nonnegative(),
  units: z.number().int().nonnegative(),
  amount: HalalasSchema,
});
export const ReportAdjustmentsSchema = z.object({
  voids: AdjustmentFigureSchema,
  comps: AdjustmentFigureSchema,
});
export type ReportAdjustments = z.infer<typeof ReportAdjustmentsSchema>;

export const ReportSummarySchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  totals: z.object({
    gross: HalalasSchema,
    discounts: HalalasSchema,
    vat: SignedHalalasSchema,
    net: SignedHalalasSchema,
    tips: SignedHalalasSchema,
    refunds: HalalasSchema,
    orders: z.number().int().nonnegative(),
    averageBill: HalalasSchema,
    invoices: z.number().int().nonnegative(),
    creditNotes: z.number().int().nonnegative(),
  }),
  byMethod: z.array(
    z.object({
      method: MethodSchema,
      payments: z.number().int().nonnegative(),
      gross: HalalasSchema,
      refunds: HalalasSchema,
      tips: SignedHalalasSchema,
    }),
  ),
  byHour: z.array(
    z.object({ hour: z.number().int().min(0).max(23), invoices: z.number().int(), gross: HalalasSchema }),
  ),
  byOrderType: z.array(
    z.object({
      orderType: OrderTypeSchema,
      orders: z.number().int().nonnegative(),
      gross: HalalasSchema,
      refunds: HalalasSchema,
    }),
  ),
  /** The period's best sellers by revenue (then quantity), at most REPORT_TOP_ITEMS. */
  topItems: z.array(
    z.object({
      name: z.string(),
      nameAr: z.string(),
      quantity: z.number().int().nonnegative(),
      revenue: HalalasSchema,
    }),
  ),
  /** Voids and comps approved in the period (issue 29 item 5). */
  adjustments: ReportAdjustmentsSchema.optional(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportSummaryResponseSchema = dataOf(ReportSummarySchema);

export const REPORT_TOP_ITEMS = 10;

/** The three exports, by the name their route and file carry. */
export const REPORT_EXPORTS = ['payments', 'invoices', 'credit-notes'] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];
