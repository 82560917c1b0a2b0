import { REPORT_METHODS, type ReportMethod } from '../reports/report-figures';

/**
 * The end-of-day close's figures (issue 29 item 6; docs/decisions.md, "End-of-day close"), from the
 * database's grouped sums of one period's tax documents: a shift ([opened, closed)) or a business day of
 * the restaurant's own calendar. Integer halalas throughout, no division, so every figure is the sum of
 * the invoices' and credit notes' own amounts to the halala.
 *   sales     = Σ invoices' totals with VAT (after discounts, without tips)
 *   refunds   = Σ credit notes' totals with VAT (without tips)
 *   vat       = Σ invoices' VAT − Σ credit notes' VAT
 *   netSales  = sales − refunds − vat
 *   discounts = Σ invoices' discounts − Σ credit notes' discounts
 *   tips      = Σ invoices' tips − Σ credit notes' tips
 * Cash: taken = Σ (total + tip) of invoices paid in cash; refunded = Σ (total + tip) of their credit notes
 * (the money went back out of the drawer); expected = float + taken − refunded; over/short = counted −
 * expected. Payments by staff member: who recorded the money at the restaurant (none: a diner's phone).
 * Tips by staff member: who recorded the payment, else who placed the order, else nobody (diners' phones).
 */

/** The tax documents of one (method, recorder, tip owner) of the period. */
export interface CloseDocumentBucket {
  method: ReportMethod;
  /** The staff member who recorded the payment at the restaurant; null: paid on a diner's phone. */
  recordedBy: number | null;
  /** Whose tips these are: the recorder, else the order's waiter, else nobody. */
  tipOwner: number | null;
  count: number;
  total: number;
  vat: number;
  discount: number;
  tip: number;
}

/** Approved voids or comps of the period (decided in it). */
export interface AdjustmentBucket {
  kind: 'void' | 'comp';
  count: number;
  quantity: number;
  amount: number;
}

export interface CloseInput {
  invoices: CloseDocumentBucket[];
  creditNotes: CloseDocumentBucket[];
  adjustments: AdjustmentBucket[];
}

export interface AdjustmentFigures {
  count: number;
  quantity: number;
  amount: number;
}

export interface CloseFigures {
  totals: {
    sales: number;
    vat: number;
    netSales: number;
    discounts: number;
    refunds: number;
    tips: number;
    invoices: number;
    creditNotes: number;
  };
  voids: AdjustmentFigures;
  comps: AdjustmentFigures;
  /** Every method, in REPORT_METHODS order (the caller leaves out the unused). */
  byMethod: { method: ReportMethod; payments: number; gross: number; refunds: number; tips: number }[];
  /** By who took the money, staff ids ascending, diners' phones (null) last. */
  byStaff: { staffId: number | null; payments: number; gross: number; refunds: number; tips: number }[];
  /** By the tips' owner, staff ids ascending, unassigned (null) last. */
  tipsByStaff: { staffId: number | null; tips: number }[];
  cash: { taken: number; refunded: number };
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);

/** The distinct keys, ascending, null last. */
function keysOf(rows: readonly (number | null)[]): (number | null)[] {
  const ids = [...new Set(rows.filter((r): r is number => r !== null))].sort((a, b) => a - b);
  return rows.includes(null) ? [...ids, null] : ids;
}

function adjustmentsOf(rows: readonly AdjustmentBucket[], kind: AdjustmentBucket['kind']): AdjustmentFigures {
  const mine = rows.filter((r) => r.kind === kind);
  return {
    count: sum(mine, (r) => r.count),
    quantity: sum(mine, (r) => r.quantity),
    amount: sum(mine, (r) => r.amount),
  };
}

export function closeFigures(input: CloseInput): CloseFigures {
  const { invoices, creditNotes } = input;
  const sales = sum(invoices, (b) => b.total);
  const refunds = sum(creditNotes, (b) => b.total);
  const vat = sum(invoices, (b) => b.vat) - sum(creditNotes, (b) => b.vat);
  const cashIn = invoices.filter((b) => b.method === 'cash');
  const cashOut = creditNotes.filter((b) => b.method === 'cash');
  const figuresOf = (ins: CloseDocumentBucket[], outs: CloseDocumentBucket[]) => ({
    payments: sum(ins, (b) => b.count),
    gross: sum(ins, (b) => b.total),
    refunds: sum(outs, (b) => b.total),
    tips: sum(ins, (b) => b.tip) - sum(outs, (b) => b.tip),
  });
  return {
    totals: {
      sales,
      vat,
      netSales: sales - refunds - vat,
      discounts: sum(invoices, (b) => b.discount) - sum(creditNotes, (b) => b.discount),
      refunds,
      tips: sum(invoices, (b) => b.tip) - sum(creditNotes, (b) => b.tip),
      invoices: sum(invoices, (b) => b.count),
      creditNotes: sum(creditNotes, (b) => b.count),
    },
    voids: adjustmentsOf(input.adjustments, 'void'),
    comps: adjustmentsOf(input.adjustments, 'comp'),
    byMethod: REPORT_METHODS.map((method) => ({
      method,
      ...figuresOf(
        invoices.filter((b) => b.method === method),
        creditNotes.filter((b) => b.method === method),
      ),
    })),
    byStaff: keysOf([...invoices, ...creditNotes].map((b) => b.recordedBy)).map((staffId) => ({
      staffId,
      ...figuresOf(
        invoices.filter((b) => b.recordedBy === staffId),
        creditNotes.filter((b) => b.recordedBy === staffId),
      ),
    })),
    tipsByStaff: keysOf([...invoices, ...creditNotes].map((b) => b.tipOwner))
      .map((staffId) => ({
        staffId,
        tips:
          sum(
            invoices.filter((b) => b.tipOwner === staffId),
            (b) => b.tip,
          ) -
          sum(
            creditNotes.filter((b) => b.tipOwner === staffId),
            (b) => b.tip,
          ),
      }))
      .filter((row) => row.tips !== 0),
    cash: {
      taken: sum(cashIn, (b) => b.total + b.tip),
      refunded: sum(cashOut, (b) => b.total + b.tip),
    },
  };
}

/** What the drawer should hold: the float counted in, plus cash taken, minus cash handed back. */
export function expectedCash(float: number, taken: number, refunded: number): number {
  return float + taken - refunded;
}

export type CashVerdict = 'over' | 'short' | 'matches';

/** Counted − expected: above zero the drawer is over, below zero short. */
export function cashOverShort(counted: number, expected: number): { amount: number; verdict: CashVerdict } {
  const amount = counted - expected;
  return { amount, verdict: amount > 0 ? 'over' : amount < 0 ? 'short' : 'matches' };
}

/** "Settle these tables first": the tables with open orders, in number order, each once. */
export function tablesToSettle(tableNumbers: readonly number[]): number[] {
  return [...new Set(tableNumbers)].sort((a, b) => a - b);
}
