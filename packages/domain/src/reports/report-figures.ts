import { roundedDiv } from '../money/money';

/**
 * A report's figures from the database's grouped sums (docs/decisions.md, "Reports (issue 12 item 5)").
 * Everything is integer halalas; the only division is the average bill, rounded half up once.
 *   gross    = Σ invoices' totals with VAT (after discounts, without tips), issued in the period
 *   refunds  = Σ credit notes' totals with VAT (without tips), issued in the period
 *   vat      = Σ invoices' VAT − Σ credit notes' VAT          (what the period's tax documents say)
 *   net      = gross − refunds − vat                           (sales without VAT, after refunds)
 *   tips     = Σ invoices' tips − Σ credit notes' tips         (tips kept)
 *   average bill = (gross − refunds) ÷ paid orders, rounded half up (0 below zero or without orders)
 */

/** How money was taken, as people name it: a card on the diner's phone, Apple Pay, cash, a card terminal. */
export const REPORT_METHODS = ['card', 'apple_pay', 'cash', 'card_terminal'] as const;
export type ReportMethod = (typeof REPORT_METHODS)[number];
export const REPORT_ORDER_TYPES = ['table', 'takeaway'] as const;
export type ReportOrderType = (typeof REPORT_ORDER_TYPES)[number];

/** A payment row's method column as the report groups it (a card page and an in-app card are both a card). */
export function reportMethodOf(
  method: 'hosted_page' | 'apple_pay' | 'card_payment' | 'cash' | 'card_terminal',
): ReportMethod {
  if (method === 'hosted_page' || method === 'card_payment') return 'card';
  return method;
}

/** Invoices of one (local hour, method, order type). */
export interface InvoiceBucket {
  hour: number;
  method: ReportMethod;
  orderType: ReportOrderType;
  count: number;
  total: number;
  vat: number;
  tip: number;
}

/** Credit notes of one (method, order type). */
export interface CreditNoteBucket {
  method: ReportMethod;
  orderType: ReportOrderType;
  count: number;
  total: number;
  vat: number;
  tip: number;
}

/** The orders of one type first invoiced in the period and not cancelled (each counts on one day only). */
export interface PaidOrdersBucket {
  orderType: ReportOrderType;
  orders: number;
}

export interface ReportInput {
  invoices: InvoiceBucket[];
  creditNotes: CreditNoteBucket[];
  paidOrders: PaidOrdersBucket[];
  discounts: number;
}

export interface ReportFigures {
  totals: {
    gross: number;
    discounts: number;
    vat: number;
    net: number;
    tips: number;
    refunds: number;
    orders: number;
    averageBill: number;
    invoices: number;
    creditNotes: number;
  };
  byMethod: { method: ReportMethod; payments: number; gross: number; refunds: number; tips: number }[];
  byHour: { hour: number; invoices: number; gross: number }[];
  byOrderType: { orderType: ReportOrderType; orders: number; gross: number; refunds: number }[];
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);

/** Average of a total over a count, rounded half up to the halala (0 when nothing was paid). */
export function averageOf(total: number, count: number): number {
  return count === 0 ? 0 : roundedDiv(total, 1, count);
}

export function reportFigures(input: ReportInput): ReportFigures {
  const { invoices, creditNotes, paidOrders } = input;
  const gross = sum(invoices, (b) => b.total);
  const refunds = sum(creditNotes, (b) => b.total);
  const vat = sum(invoices, (b) => b.vat) - sum(creditNotes, (b) => b.vat);
  const orders = sum(paidOrders, (b) => b.orders);
  return {
    totals: {
      gross,
      discounts: input.discounts,
      vat,
      net: gross - refunds - vat,
      tips: sum(invoices, (b) => b.tip) - sum(creditNotes, (b) => b.tip),
      refunds,
      orders,
      averageBill: averageOf(Math.max(0, gross - refunds), orders),
      invoices: sum(invoices, (b) => b.count),
      creditNotes: sum(creditNotes, (b) => b.count),
    },
    byMethod: REPORT_METHODS.map((method) => {
      const ins = invoices.filter((b) => b.method === method);
      const outs = creditNotes.filter((b) => b.method === method);
      return {
        method,
        payments: sum(ins, (b) => b.count),
        gross: sum(ins, (b) => b.total),
        refunds: sum(outs, (b) => b.total),
        tips: sum(ins, (b) => b.tip) - sum(outs, (b) => b.tip),
      };
    }),
    byHour: Array.from({ length: 24 }, (_, hour) => {
      const ins = invoices.filter((b) => b.hour === hour);
      return { hour, invoices: sum(ins, (b) => b.count), gross: sum(ins, (b) => b.total) };
    }),
    byOrderType: REPORT_ORDER_TYPES.map((orderType) => ({
      orderType,
      orders: sum(
        paidOrders.filter((b) => b.orderType === orderType),
        (b) => b.orders,
      ),
      gross: sum(
        invoices.filter((b) => b.orderType === orderType),
        (b) => b.total,
      ),
      refunds: sum(
        creditNotes.filter((b) => b.orderType === orderType),
        (b) => b.total,
      ),
    })),
  };
}

/** 12345 → '123.45': SAR with two decimals and no grouping, as a spreadsheet reads a number. */
export function sarText(amount: number): string {
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe: an item named "=HYPERLINK(…)" stays text (OWASP's CSV injection advice).
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
