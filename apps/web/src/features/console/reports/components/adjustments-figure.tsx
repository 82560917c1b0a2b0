import { halalas } from '@sufra/domain';
import type { ReportAdjustments } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { Money } from '../../../../shared/ui/money';
import { ReportTable } from './report-table';

/** The period's approved voids and comps (issue 29 item 5): how many, their units, what they took off. */
export function AdjustmentsFigure({ adjustments }: { adjustments: ReportAdjustments }) {
  const { t } = useTranslation('lineAdjustments');
  const rows = [
    { key: 'voids', label: t('report.voids'), figure: adjustments.voids },
    { key: 'comps', label: t('report.comps'), figure: adjustments.comps },
  ];
  return (
    <section
      aria-labelledby="report-adjustments"
      className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm md:p-5"
    >
      <h2 id="report-adjustments" className="text-lg font-bold">
        {t('report.title')}
      </h2>
      <ReportTable
        caption={t('report.title')}
        head={[t('report.kind'), t('report.count'), t('report.units'), t('report.amount')]}
        rows={rows.map(({ key, label, figure }) => ({
          key,
          cells: [label, figure.count, figure.units, <Money key="amount" amount={halalas(figure.amount)} />],
        }))}
      />
    </section>
  );
}
