import { halalas } from '@sufra/domain';
import type { OrderSummary } from '@sufra/domain/contracts';
import { Link } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { Money } from './ui/money';

/**
 * Money given back (the order was cancelled after shares were paid): how much, and the ZATCA credit note
 * of each refunded invoice, printable at /show-invoice?creditNote={id}.
 */
export function RefundNotice({ order }: { order: Pick<OrderSummary, 'refundedAmount' | 'creditNotes'> }) {
  const { t } = useTranslation('orders');
  if (!order.refundedAmount) return null;
  return (
    <section data-testid="refund-notice" className="flex flex-col gap-2 border-t border-line pt-3">
      <p className="flex items-center justify-between gap-2 text-lg font-bold">
        <span>{t('refund.title')}</span>
        <Money amount={halalas(order.refundedAmount)} />
      </p>
      <p className="text-sm text-muted">{t('refund.note')}</p>
      {order.creditNotes.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {order.creditNotes.map((note) => (
            <li key={note.id}>
              <Link
                to={`/show-invoice?creditNote=${encodeURIComponent(note.id)}`}
                className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline"
              >
                {t('refund.creditNote', { number: note.number })} · <Money amount={halalas(note.total)} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
