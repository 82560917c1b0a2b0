import type { StaffTableDetail } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { Amount } from './amount';

const counts = (status: string) => status === 'completed' || status === 'authorized';

/** The table's one bill, to the halala: total, paid, still owed, held by a card page now, and tips. */
export function BillFigures({ table }: { table: StaffTableDetail }) {
  const { t } = useTranslation('floor');
  const tips = table.payments.filter((p) => counts(p.status)).reduce((sum, p) => sum + p.tip, 0);
  const row = (label: string, amount: number, strong = false) => (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'text-lg font-bold' : 'text-muted'}>{label}</dt>
      <dd>
        <Amount amount={amount} className={strong ? 'text-2xl font-bold' : 'font-semibold'} />
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="table-bill-heading" className="rounded-3xl bg-card p-4 shadow-sm">
      <h3 id="table-bill-heading" className="mb-2 text-lg font-bold">
        {t('bill.title')}
      </h3>
      <dl className="flex flex-col gap-1.5">
        {row(t('bill.total'), table.bill.total)}
        {row(t('bill.paid'), table.bill.paid)}
        {tips > 0 ? row(t('bill.tips'), tips) : null}
        {table.bill.inProgress > 0 ? row(t('bill.inProgress'), table.bill.inProgress) : null}
        {row(t('bill.remaining'), table.bill.remaining, true)}
      </dl>
    </section>
  );
}
