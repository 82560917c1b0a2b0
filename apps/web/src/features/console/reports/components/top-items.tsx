import { halalas } from '@sufra/domain';
import type { ReportSummary } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { Money } from '../../../../shared/ui/money';
import { ReportTable } from './report-table';

export function TopItems({ items }: { items: ReportSummary['topItems'] }) {
  const { t } = useTranslation('reports');
  const localized = useLocalized();
  return (
    <section
      aria-labelledby="report-top-items"
      className="flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm md:p-5"
    >
      <h2 id="report-top-items" className="text-lg font-bold">
        {t('topItems.title')}
      </h2>
      {items.length ? (
        <>
          <ReportTable
            caption={t('topItems.title')}
            head={[t('topItems.item'), t('topItems.quantity'), t('topItems.revenue')]}
            rows={items.map((item, index) => ({
              key: `${item.name}|${item.nameAr}`,
              cells: [
                <span key="name">
                  <span className="text-muted">{index + 1}. </span>
                  {localized(item.name, item.nameAr)}
                </span>,
                item.quantity,
                <Money key="revenue" amount={halalas(item.revenue)} />,
              ],
            }))}
          />
          <p className="text-sm text-muted">{t('topItems.note')}</p>
        </>
      ) : (
        <p className="text-muted">{t('topItems.empty')}</p>
      )}
    </section>
  );
}
