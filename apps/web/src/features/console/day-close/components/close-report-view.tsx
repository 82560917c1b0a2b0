import { halalas } from '@sufra/domain';
import type { CloseReport } from '@sufra/domain/contracts';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Money } from '../../../../shared/ui/money';
import { clockOf, momentOf, verdictOf } from '../lib/close-words';
import { ReportActions } from './report-actions';

const money = (amount: number) => <Money amount={halalas(amount)} />;

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-lg font-bold">
        {caption}
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-base">
          <thead>
            <tr className="border-b border-line text-muted">
              {head.map((h, i) => (
                <th
                  key={h}
                  scope="col"
                  className={`py-2 pe-3 font-medium ${i === 0 ? 'text-start' : 'text-end'}`}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows in the report's own order
              <tr key={r} className="border-b border-line/60 last:border-0">
                {cells.map((cell, i) =>
                  i === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns in the head's order
                    <th key={i} scope="row" className="py-2 pe-3 text-start font-medium">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns in the head's order
                    <td key={i} className="py-2 pe-3 text-end tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * A shift's or a day's report, as the manager reads it and prints it: the sales, the voids and comps, the
 * payments by method and by staff member, the tips per staff member, and the drawer's cash with its
 * verdict. The figures are the server's (sums of the period's invoices and credit notes).
 */
export function CloseReportView({ report, children }: { report: CloseReport; children?: ReactNode }) {
  const { t } = useTranslation('dayClose');
  const headingId = useId();
  const article = useRef<HTMLElement>(null);
  // window.print() returns once the browser has printed (or the person cancelled the dialog).
  const print = () => {
    const node = article.current;
    if (!node) return;
    node.dataset.printing = 'true';
    try {
      window.print();
    } finally {
      delete node.dataset.printing;
    }
  };
  const { totals, voids, comps } = report.figures;
  const shift = report.shifts[0];
  const title =
    report.kind === 'shift' && shift
      ? t('report.shiftTitle', { id: shift.id })
      : t('report.dayTitle', { day: report.day });
  const to =
    report.kind === 'shift' && shift?.closedAt === null
      ? t('report.now')
      : momentOf(report.end, report.timeZone);
  const person = (name: string | null, staffId: number | null) =>
    staffId === null ? t('report.phones') : (name ?? `#${staffId}`);
  const cards: { key: string; label: string; value: ReactNode; hint?: string }[] = [
    {
      key: 'sales',
      label: t('report.sales'),
      value: money(totals.sales),
      hint: t('report.invoices', { count: totals.invoices }),
    },
    { key: 'vat', label: t('report.vat'), value: money(totals.vat) },
    {
      key: 'netSales',
      label: t('report.netSales'),
      value: money(totals.netSales),
      hint: t('report.netSalesHint'),
    },
    { key: 'discounts', label: t('report.discounts'), value: money(totals.discounts) },
    {
      key: 'refunds',
      label: t('report.refunds'),
      value: money(totals.refunds),
      hint: t('report.creditNotes', { count: totals.creditNotes }),
    },
    { key: 'tips', label: t('report.tips'), value: money(totals.tips) },
    {
      key: 'voids',
      label: t('report.voids'),
      value: money(voids.amount),
      hint: t('report.items', { count: voids.quantity }),
    },
    {
      key: 'comps',
      label: t('report.comps'),
      value: money(comps.amount),
      hint: t('report.items', { count: comps.quantity }),
    },
  ];
  const cash = report.cash;
  const verdict = cash.countedHalalas === null ? null : verdictOf(cash.countedHalalas, cash.expectedHalalas);
  return (
    <article
      ref={article}
      aria-labelledby={headingId}
      className="close-print flex flex-col gap-5 rounded-3xl bg-card p-4 shadow-sm md:p-5"
    >
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="text-muted">
          {t('report.period', { from: momentOf(report.start, report.timeZone), to })}
        </p>
        {verdict && report.kind === 'shift' ? (
          <p className="text-2xl font-bold" data-verdict={verdict.key}>
            {t(verdict.key, { amount: verdict.amount })}
          </p>
        ) : null}
        {shift?.note && report.kind === 'shift' ? <p>{t('report.note', { note: shift.note })}</p> : null}
      </header>
      {children}
      <section aria-label={t('report.figures')}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {cards.map((card) => (
            <div key={card.key} className="flex flex-col gap-1 rounded-2xl bg-surface p-3">
              <dt className="text-base font-medium text-muted">{card.label}</dt>
              <dd className="text-2xl font-bold" data-figure={card.key}>
                {card.value}
              </dd>
              {card.hint ? <dd className="text-sm text-muted">{card.hint}</dd> : null}
            </div>
          ))}
        </dl>
      </section>
      <Table
        caption={t('report.cash')}
        head={[t('report.cash'), t('report.amount')]}
        rows={[
          [t('report.float'), money(cash.floatHalalas)],
          [t('report.taken'), money(cash.takenHalalas)],
          [t('report.refunded'), money(cash.refundedHalalas)],
          [t('report.expected'), money(cash.expectedHalalas)],
          [
            t('report.counted'),
            cash.countedHalalas === null ? t('report.notCounted') : money(cash.countedHalalas),
          ],
          [
            t('report.overShort'),
            cash.overShortHalalas === null ? t('report.notCounted') : money(cash.overShortHalalas),
          ],
        ]}
      />
      <Table
        caption={t('report.methods')}
        head={[
          t('report.method'),
          t('report.payments'),
          t('report.gross'),
          t('report.refunds'),
          t('report.tips'),
        ]}
        rows={report.figures.byMethod.map((m) => [
          t(`report.methodNames.${m.method}`),
          m.payments,
          money(m.gross),
          money(m.refunds),
          money(m.tips),
        ])}
      />
      <Table
        caption={t('report.staff')}
        head={[
          t('report.staffMember'),
          t('report.payments'),
          t('report.gross'),
          t('report.refunds'),
          t('report.tips'),
        ]}
        rows={report.figures.byStaff.map((s) => [
          person(s.name, s.staffId),
          s.payments,
          money(s.gross),
          money(s.refunds),
          money(s.tips),
        ])}
      />
      <Table
        caption={t('report.tipsByStaff')}
        head={[t('report.staffMember'), t('report.tips')]}
        rows={report.figures.tipsByStaff.map((s) => [person(s.name, s.staffId), money(s.tips)])}
      />
      {report.kind === 'day' ? (
        <Table
          caption={t('report.shifts')}
          head={[
            t('report.shifts'),
            t('report.float'),
            t('report.expected'),
            t('report.counted'),
            t('report.overShort'),
          ]}
          rows={report.shifts.map((s) => {
            const v =
              s.countedCashHalalas === null ? null : verdictOf(s.countedCashHalalas, s.expectedCashHalalas);
            return [
              `${t('report.shift', { id: s.id })} · ${t('report.shiftTimes', {
                from: clockOf(s.openedAt, report.timeZone),
                to: s.closedAt === null ? t('report.stillOpen') : clockOf(s.closedAt, report.timeZone),
              })}`,
              money(s.floatHalalas),
              money(s.expectedCashHalalas),
              s.countedCashHalalas === null ? t('report.notCounted') : money(s.countedCashHalalas),
              v ? t(v.key, { amount: v.amount }) : t('report.notCounted'),
            ];
          })}
        />
      ) : null}
      <ReportActions report={report} onPrint={print} />
    </article>
  );
}
