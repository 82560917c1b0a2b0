import type { StaffTablePayment } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { Amount } from './amount';

function useClockTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ar-SA-u-nu-latn', {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (iso: string) => format.format(new Date(iso));
}

function PaymentRow({ payment }: { payment: StaffTablePayment }) {
  const { t } = useTranslation('floor');
  const time = useClockTime();
  const who =
    payment.kind === 'at_restaurant'
      ? t('payments.byStaff', { name: payment.recordedBy?.name ?? t('payments.staff') })
      : t(`payments.byDiner.${payment.kind}`, {
          number: payment.orders.map((o) => o.orderNumber).join('، '),
        });
  return (
    <li className="flex flex-col gap-1 rounded-3xl bg-card p-4 shadow-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <Amount amount={payment.amount} className="text-lg font-bold" />
        <span className="font-medium">{t(`payments.method.${payment.method}`)}</span>
        {payment.tip > 0 ? (
          <span className="text-muted">
            {t('payments.tip')} <Amount amount={payment.tip} />
          </span>
        ) : null}
        <span className="ms-auto text-muted">{time(payment.paidAt ?? payment.createdAt)}</span>
      </p>
      <p>{who}</p>
      <p className="flex flex-wrap gap-x-3 gap-y-1">
        <span className={payment.status === 'voided' ? 'font-medium text-danger' : 'font-medium'}>
          {t(`payments.status.${payment.status}`)}
        </span>
        {payment.invoice ? (
          <a
            href={`/show-invoice?id=${payment.invoice.id}`}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-primary underline"
          >
            {t('payments.invoice', { number: payment.invoice.number })}
          </a>
        ) : null}
        {payment.creditNotes.map((note) => (
          <span key={note.id}>
            {t('payments.creditNote', { number: note.number })} · <Amount amount={note.total} />
          </span>
        ))}
        {payment.refund ? (
          <span>
            {t('payments.refunded')} <Amount amount={payment.refund.amount} />
          </span>
        ) : null}
      </p>
    </li>
  );
}

/** Who paid what, newest first: the diners' card shares and money staff took at the table, each invoiced. */
export function TablePayments({ payments }: { payments: StaffTablePayment[] }) {
  const { t } = useTranslation('floor');
  return (
    <section aria-labelledby="table-payments-heading" className="flex flex-col gap-2">
      <h3 id="table-payments-heading" className="text-lg font-bold">
        {t('payments.title')}
      </h3>
      {payments.length === 0 ? (
        <p className="text-muted">{t('payments.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </section>
  );
}
