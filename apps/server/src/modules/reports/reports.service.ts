import {
  AppError,
  type Language,
  reportFigures,
  reportInstants,
  reportMethodOf,
  sarText,
  spreadsheetText,
  zonedParts,
} from '@sufra/domain';
import {
  REPORT_TOP_ITEMS,
  type ReportExport,
  type ReportQuery,
  type ReportSummary,
} from '@sufra/domain/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Database, InvoiceLineSnapshot } from '../../db/schema';
import type { StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { CSV_TEXTS } from './report-csv-texts';
import {
  adjustmentSums,
  creditNoteRows,
  creditNoteSums,
  findRestaurantZone,
  invoiceRows,
  invoiceSums,
  type Period,
  paidOrderCounts,
  paymentRows,
  topItems,
} from './reports.repository';

async function periodOf(trx: Database, staff: StaffPrincipal, query: ReportQuery): Promise<Period> {
  if (staff.restaurantId === null) throw new AppError('NO_RESTAURANT_SELECTED');
  const timeZone = await findRestaurantZone(trx, staff.restaurantId);
  if (timeZone === null) throw new AppError('RESTAURANT_NOT_FOUND');
  return { restaurantId: staff.restaurantId, timeZone, ...reportInstants(query.from, query.to, timeZone) };
}

/** The period's figures (docs/decisions.md, "Reports (issue 12 item 5)"): one transaction, one snapshot. */
export function reportSummary(
  db: Database,
  staff: StaffPrincipal,
  query: ReportQuery,
): Promise<ReportSummary> {
  return inTransaction(db, async (trx) => {
    const period = await periodOf(trx, staff, query);
    const [invoices, creditNotes, paidOrders, items, adjusted] = [
      await invoiceSums(trx, period),
      await creditNoteSums(trx, period),
      await paidOrderCounts(trx, period),
      await topItems(trx, period, REPORT_TOP_ITEMS),
      await adjustmentSums(trx, period),
    ];
    const figure = (kind: 'void' | 'comp') => {
      const row = adjusted.find((r) => r.kind === kind);
      return { count: row?.count ?? 0, units: Number(row?.units ?? 0), amount: Number(row?.amount ?? 0) };
    };
    const figures = reportFigures({
      invoices: invoices.map((b) => ({ ...b, method: reportMethodOf(b.method) })),
      creditNotes: creditNotes.map((b) => ({ ...b, method: reportMethodOf(b.method) })),
      paidOrders,
      discounts: paidOrders.reduce((sum, b) => sum + b.discounts, 0),
    });
    return {
      range: { from: query.from, to: query.to, timeZone: period.timeZone },
      ...figures,
      // Methods nobody paid with in the period are left out; the page shows what happened.
      byMethod: figures.byMethod.filter((m) => m.payments > 0 || m.refunds > 0),
      topItems: items,
      adjustments: { voids: figure('void'), comps: figure('comp') },
    };
  });
}

/** 'YYYY-MM-DD HH:MM' on the restaurant's clock: a spreadsheet reads it as a date and time. */
function localTime(instant: Date | null, timeZone: string): string {
  if (instant === null) return '';
  const p = zonedParts(instant, timeZone);
  return `${p.day} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

function itemsText(lines: InvoiceLineSnapshot[], lang: Language): string {
  return lines
    .map((l) => `${l.quantity} × ${lang === 'ar' ? l.nameAr || l.name : l.name || l.nameAr}`)
    .join(CSV_TEXTS[lang].itemSeparator);
}

export interface CsvFile {
  filename: string;
  body: string;
}

/**
 * One export as Excel opens it with Arabic intact: UTF-8 with a byte-order mark, CRLF line ends, the
 * header row in the caller's language, amounts as '123.45' (SAR), times on the restaurant's clock.
 * csv-stringify quotes commas, quotes and line breaks; text a spreadsheet would run as a formula is kept text.
 */
export function reportCsv(
  db: Database,
  staff: StaffPrincipal,
  kind: ReportExport,
  query: ReportQuery,
  lang: Language,
): Promise<CsvFile> {
  return inTransaction(db, async (trx) => {
    const period = await periodOf(trx, staff, query);
    const t = CSV_TEXTS[lang];
    const time = (d: Date | null) => localTime(d, period.timeZone);
    const method = (m: Parameters<typeof reportMethodOf>[0]) => t.methods[reportMethodOf(m)];
    let records: string[][];
    if (kind === 'payments')
      records = (await paymentRows(trx, period)).map((r) => [
        time(r.at),
        r.publicId,
        r.orderNumber === null ? '' : String(r.orderNumber),
        r.tableNumber === null ? '' : String(r.tableNumber),
        r.orderType === null ? '' : t.orderTypes[r.orderType],
        method(r.method),
        t.statuses[r.status],
        sarText(r.amount),
        sarText(r.tip),
        time(r.refundedAt),
        r.invoiceNumber === null ? '' : String(r.invoiceNumber),
      ]);
    else if (kind === 'invoices')
      records = (await invoiceRows(trx, period)).map((r) => [
        String(r.invoiceNumber),
        time(r.issuedAt),
        String(r.orderNumber),
        t.orderTypes[r.orderType],
        method(r.method),
        spreadsheetText(itemsText(r.lines, lang)),
        sarText(r.subtotal),
        sarText(r.discount),
        sarText(r.vat),
        sarText(r.total),
        sarText(r.tip),
        r.publicId,
      ]);
    else
      records = (await creditNoteRows(trx, period)).map((r) => [
        String(r.creditNoteNumber),
        time(r.issuedAt),
        String(r.invoiceNumber),
        String(r.orderNumber),
        t.orderTypes[r.orderType],
        method(r.method),
        t.reasons.order_cancelled,
        spreadsheetText(itemsText(r.lines, lang)),
        sarText(r.subtotal),
        sarText(r.discount),
        sarText(r.vat),
        sarText(r.total),
        sarText(r.tip),
        r.publicId,
      ]);
    const body = stringify([[...t.columns[kind]], ...records], { bom: true, record_delimiter: 'windows' });
    return { filename: `sufra-${kind}-${query.from}-to-${query.to}.csv`, body };
  });
}
