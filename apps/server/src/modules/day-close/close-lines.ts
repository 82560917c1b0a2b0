import { cashOverShort, type Language, sarText, spreadsheetText, zonedParts } from '@sufra/domain';
import type { CloseReport, ReceiptDocument } from '@sufra/domain/contracts';
import { CLOSE_TEXTS, fill } from './close-texts';

/**
 * The close report as rows of words and numbers, the one reading the CSV, the e-mail and the receipt share:
 * [section, figure, count, amount in SAR ('123.45')]. Staff names are people's text: a name a spreadsheet
 * would run as a formula stays text.
 */
export type CloseLine = [section: string, figure: string, count: string, amount: string];

function clock(iso: string | null, timeZone: string): string {
  if (iso === null) return '';
  const p = zonedParts(new Date(iso), timeZone);
  return `${p.day} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

export function closeLines(report: CloseReport, lang: Language): CloseLine[] {
  const t = CLOSE_TEXTS[lang];
  const { totals } = report.figures;
  const person = (name: string | null, staffId: number | null) =>
    staffId === null ? t.phones : spreadsheetText(name ?? `#${staffId}`);
  const lines: CloseLine[] = [
    [t.sections.sales, t.figures.sales, String(totals.invoices), sarText(totals.sales)],
    [t.sections.sales, t.figures.vat, '', sarText(totals.vat)],
    [t.sections.sales, t.figures.netSales, '', sarText(totals.netSales)],
    [t.sections.sales, t.figures.discounts, '', sarText(totals.discounts)],
    [t.sections.sales, t.figures.refunds, String(totals.creditNotes), sarText(totals.refunds)],
    [t.sections.sales, t.figures.tips, '', sarText(totals.tips)],
    [
      t.sections.adjustments,
      t.figures.voids,
      String(report.figures.voids.quantity),
      sarText(report.figures.voids.amount),
    ],
    [
      t.sections.adjustments,
      t.figures.comps,
      String(report.figures.comps.quantity),
      sarText(report.figures.comps.amount),
    ],
  ];
  for (const m of report.figures.byMethod) {
    lines.push([t.sections.methods, t.methods[m.method], String(m.payments), sarText(m.gross)]);
    if (m.refunds > 0)
      lines.push([
        t.sections.methods,
        fill(t.figures.refundsOf, { name: t.methods[m.method] }),
        '',
        sarText(m.refunds),
      ]);
  }
  for (const s of report.figures.byStaff)
    lines.push([t.sections.staff, person(s.name, s.staffId), String(s.payments), sarText(s.gross)]);
  for (const s of report.figures.tipsByStaff)
    lines.push([t.sections.tips, person(s.name, s.staffId), '', sarText(s.tips)]);
  const cash = report.cash;
  lines.push(
    [t.sections.cash, t.figures.float, '', sarText(cash.floatHalalas)],
    [t.sections.cash, t.figures.taken, '', sarText(cash.takenHalalas)],
    [t.sections.cash, t.figures.refunded, '', sarText(cash.refundedHalalas)],
    [t.sections.cash, t.figures.expected, '', sarText(cash.expectedHalalas)],
    [
      t.sections.cash,
      t.figures.counted,
      '',
      cash.countedHalalas === null ? '' : sarText(cash.countedHalalas),
    ],
    [
      t.sections.cash,
      t.figures.overShort,
      '',
      cash.overShortHalalas === null ? '' : sarText(cash.overShortHalalas),
    ],
  );
  if (report.kind === 'day')
    for (const s of report.shifts)
      lines.push([
        t.sections.shifts,
        fill(t.figures.shift, {
          id: s.id,
          from: clock(s.openedAt, report.timeZone),
          to: s.closedAt === null ? t.figures.open : clock(s.closedAt, report.timeZone),
        }),
        '',
        s.overShortHalalas === null ? '' : sarText(s.overShortHalalas),
      ]);
  return lines;
}

/** "Cash over by 5.00 SAR" / "Cash short by 2.50 SAR" / "Cash matches" (null while the shift is open). */
export function verdictText(report: CloseReport, lang: Language): string | null {
  const { countedHalalas, expectedHalalas } = report.cash;
  if (countedHalalas === null) return null;
  const { amount, verdict } = cashOverShort(countedHalalas, expectedHalalas);
  return fill(CLOSE_TEXTS[lang][verdict], { amount: sarText(Math.abs(amount)) });
}

/** The report as the receipt printer prints it: a title, then each section's figures under its name. */
export function closeReceipt(report: CloseReport, lang: Language): ReceiptDocument {
  const t = CLOSE_TEXTS[lang];
  const shift = report.shifts[0];
  const rows: ReceiptDocument['rows'] = [{ text: report.day }];
  if (report.kind === 'shift' && shift)
    rows.push({
      text: fill(t.figures.shift, {
        id: shift.id,
        from: clock(shift.openedAt, report.timeZone),
        to: shift.closedAt === null ? t.figures.open : clock(shift.closedAt, report.timeZone),
      }).slice(0, 200),
    });
  const verdict = verdictText(report, lang);
  if (verdict) rows.push({ text: verdict });
  let section = '';
  for (const [s, figure, count, amount] of closeLines(report, lang)) {
    if (s !== section) rows.push({ separator: true }, { text: s });
    section = s;
    // A spreadsheet's guard (a leading apostrophe) means nothing on paper.
    const label = `${figure.replace(/^'/, '')}${count ? ` (${count})` : ''}`;
    rows.push({ label: label.slice(0, 80), value: amount });
  }
  return { title: t.title, language: lang, rows };
}
