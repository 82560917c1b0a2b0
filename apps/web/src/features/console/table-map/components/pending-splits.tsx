import type { PendingPayment } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { Amount } from './amount';

/** Splits the diners shared and have not finished paying: how far each has got. */
export function PendingSplits({ splits }: { splits: PendingPayment[] }) {
  const { t } = useTranslation('floor');
  if (splits.length === 0) return null;
  return (
    <section aria-labelledby="table-splits-heading" className="flex flex-col gap-2">
      <h3 id="table-splits-heading" className="text-lg font-bold">
        {t('splits.title')}
      </h3>
      <ul className="flex flex-col gap-3">
        {splits.map((split) => (
          <li key={split.id} className="flex flex-col gap-1 rounded-3xl bg-accent-soft p-4">
            <p className="font-bold">
              {split.split?.type === 'evenly'
                ? t('splits.evenly', { count: split.split.totalPeople })
                : t(`splits.type.${split.split?.type ?? 'custom'}`)}
              {split.orderNumber ? ` · ${t('orders.number', { number: split.orderNumber })}` : ''}
            </p>
            {split.split?.type === 'evenly' ? (
              <p>
                {t('splits.people', {
                  paid: split.split.peoplePaid,
                  paying: split.split.peopleInProgress,
                  total: split.split.totalPeople,
                })}
              </p>
            ) : null}
            <p>
              {t('splits.paid')} <Amount amount={split.paidAmount} /> · {t('splits.left')}{' '}
              <Amount amount={split.remainingAmount} className="font-bold" />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
