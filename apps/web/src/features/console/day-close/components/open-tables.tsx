import type { CurrentShift } from '@sufra/domain/contracts';
import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';

/** The tables still open: the shift closes once each is paid and closed (on the table map). */
export function OpenTables({ tables }: { tables: CurrentShift['openTables'] }) {
  const { t } = useTranslation('dayClose');
  if (tables.length === 0) return <p className="font-medium text-success">{t('tables.none')}</p>;
  return (
    <section
      aria-labelledby="open-tables"
      className="flex flex-col gap-2 rounded-2xl border-2 border-accent bg-accent-soft p-4"
    >
      <h3 id="open-tables" className="text-lg font-bold">
        {t('tables.heading')}
      </h3>
      <p className="text-muted">{t('tables.description')}</p>
      <ul className="flex flex-wrap gap-3">
        {tables.map((table) => (
          <li key={table.number} className="flex flex-col rounded-2xl bg-card px-4 py-2">
            <span className="text-lg font-bold">{t('tables.table', { number: table.number })}</span>
            <span className="text-muted">{t('tables.orders', { count: table.orders })}</span>
          </li>
        ))}
      </ul>
      <Link href="/dashboard/tables" className="font-medium text-primary underline">
        {t('tables.settle')}
      </Link>
    </section>
  );
}
