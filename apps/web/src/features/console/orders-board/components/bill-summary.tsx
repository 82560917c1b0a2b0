import { halalas } from '@sufra/domain';
import type { BoardOrder } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { Money } from '../../../../shared/ui/money';
import { Badge, type BadgeTone } from './badge';

const TONE: Record<BoardOrder['bill']['state'], BadgeTone> = {
  unpaid: 'muted',
  partially_paid: 'accent',
  paid: 'success',
  refunded: 'primary',
};

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex gap-1">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">
        <Money amount={halalas(amount)} />
      </dd>
    </div>
  );
}

/**
 * The order's money at a glance: its state as a word, and the figures that state needs (what was paid and
 * what remains of a part-paid bill, what went back to the cards), with the credit notes issued.
 */
export function BillSummary({ bill, creditNotes }: Pick<BoardOrder, 'bill' | 'creditNotes'>) {
  const { t } = useTranslation('board');
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone={TONE[bill.state]}>{t(`bill.${bill.state}`)}</Badge>
        <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-base">
          {bill.state === 'partially_paid' ? (
            <>
              <Figure label={t('bill.paidAmount')} amount={bill.paid} />
              <Figure label={t('bill.remaining')} amount={bill.remaining} />
            </>
          ) : bill.state === 'refunded' ? (
            <Figure label={t('bill.refundedAmount')} amount={bill.refunded} />
          ) : (
            <Figure label={t('bill.total')} amount={bill.total} />
          )}
          {bill.state !== 'refunded' && bill.refunded > 0 ? (
            <Figure label={t('bill.refundedAmount')} amount={bill.refunded} />
          ) : null}
          {bill.tipsPaid > 0 ? <Figure label={t('bill.tips')} amount={bill.tipsPaid} /> : null}
        </dl>
      </div>
      {creditNotes.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-sm">
          {creditNotes.map((note) => (
            <li key={note.id} className="rounded-lg border border-line px-2 py-0.5">
              {t('card.creditNote', { number: note.number })} · <Money amount={halalas(note.total)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
