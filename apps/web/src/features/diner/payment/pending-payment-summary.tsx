import { halalas } from '@sufra/domain';
import type { PendingPayment } from '@sufra/domain/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { Money } from '../../../shared/ui/money';
import { BillProgress } from './bill-progress';

/** 0..100, rounded down; 100 only once fully paid (like the order's payment progress). */
function percentPaid(p: PendingPayment): number {
  if (p.isFullyPaid) return 100;
  if (p.totalAmount <= 0) return 0;
  return Math.min(99, Math.floor((p.paidAmount * 100) / p.totalAmount));
}

/** The split as every phone at the table sees it: the bill, who has paid, what remains, each payment. */
export function PendingPaymentSummary({ pending }: { pending: PendingPayment }) {
  const { t } = useTranslation('payment');
  const split = pending.split;
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-muted">
        {pending.orderNumber !== null ? (
          <span data-testid="pending-order">{t('pending.order', { number: pending.orderNumber })}</span>
        ) : null}
        {split ? (
          <span className="rounded-full bg-accent-soft px-3 py-0.5 font-medium text-ink">
            {t(`pending.type.${split.type}`)}
          </span>
        ) : null}
      </p>
      <BillProgress
        total={halalas(pending.totalAmount)}
        paid={halalas(pending.paidAmount)}
        remaining={halalas(pending.remainingAmount)}
        percent={percentPaid(pending)}
      />
      {split?.type === 'evenly' ? (
        <dl className="flex flex-col gap-2 rounded-2xl bg-card p-4 shadow-sm">
          <div className="flex justify-between font-bold" data-testid="pending-people">
            <dt>{t('pending.peoplePaid', { paid: split.peoplePaid, count: split.totalPeople })}</dt>
            {split.peopleInProgress > 0 ? (
              <dd className="text-sm font-normal text-muted">
                {t('pending.peopleInProgress', { count: split.peopleInProgress })}
              </dd>
            ) : null}
          </div>
          {split.shareAmount > 0 ? (
            <div className="flex justify-between" data-testid="pending-share">
              <dt className="text-muted">{t('pending.oneShare')}</dt>
              <dd>
                <Money amount={halalas(split.shareAmount)} />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <section className="flex flex-col gap-2" aria-labelledby="pending-transactions">
        <h2 id="pending-transactions" className="font-bold">
          {t('pending.transactions')}
        </h2>
        {pending.transactions.length === 0 ? (
          <p className="text-muted">{t('pending.noTransactions')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {pending.transactions.map((tx) => {
              const inProgress = tx.status === 'pending';
              return (
                <li
                  key={tx.id}
                  data-testid="pending-transaction"
                  data-status={tx.status}
                  className={`flex items-center justify-between gap-2 rounded-xl px-3 py-2 ${
                    inProgress ? 'border-2 border-dashed border-accent bg-accent-soft' : 'bg-card'
                  }`}
                >
                  <span className="flex flex-col">
                    <span className={tx.status === 'failed' ? 'text-danger' : 'font-medium'}>
                      {inProgress ? (
                        <span
                          aria-hidden="true"
                          className="me-1.5 inline-block size-2.5 animate-pulse rounded-full bg-accent align-middle motion-reduce:animate-none"
                        />
                      ) : null}
                      {t(`pending.tx.${tx.status}`)}
                    </span>
                    {tx.peoplePaidFor !== null ? (
                      <span className="text-sm text-muted">
                        {t('pending.txPeople', { count: tx.peoplePaidFor })}
                      </span>
                    ) : null}
                  </span>
                  <Money amount={halalas(tx.amount)} className="font-bold" />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
