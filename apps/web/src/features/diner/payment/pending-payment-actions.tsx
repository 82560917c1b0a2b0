import { type Halalas, halalas, multiplyMoney } from '@sufra/domain';
import type { PaymentChoice, PendingPayment } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useOrderProof } from '../../../shared/order-proof';
import { placedOrderFrom } from '../../../shared/placed-order';
import { useStore } from '../../../shared/store';
import type { SplitPayment } from '../../../shared/store/order-slice';
import { MinusIcon, PlusIcon } from '../../../shared/ui/action-icons';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Money } from '../../../shared/ui/money';
import { useOrder } from '../../../shared/use-order';
import { useQuote } from './use-quote';

type Share = Omit<SplitPayment, 'isActive' | 'pendingPaymentId' | 'totalBill'>;

function CountStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation('payment');
  const button =
    'inline-flex size-12 items-center justify-center rounded-full border-2 border-primary text-primary disabled:opacity-40';
  return (
    <fieldset className="flex items-center justify-between gap-3 rounded-2xl bg-card p-4 shadow-sm">
      <legend className="sr-only">{t('pending.howMany')}</legend>
      <span aria-hidden="true" className="font-medium">
        {t('pending.howMany')}
      </span>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
          aria-label={t('pending.fewer')}
        >
          <MinusIcon />
        </button>
        <output className="w-8 text-center text-lg font-bold tabular-nums" data-testid="pending-count">
          {value}
        </output>
        <button
          type="button"
          className={button}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          aria-label={t('pending.more')}
        >
          <PlusIcon />
        </button>
      </div>
    </fieldset>
  );
}

/**
 * How this diner pays a share of the table's split: evenly, for 1..(people left) people; per item or a
 * custom amount on the split screens, for this split; or everything still available. The order becomes
 * this phone's bill first (it may be another phone's order), then /payment-method pays the share through
 * the split's pending payment.
 */
export function PendingPaymentActions({ pending }: { pending: PendingPayment }) {
  const { t } = useTranslation('payment');
  const [, navigate] = useLocation();
  const hash = useOrderProof(pending.id);
  const order = useOrder(pending.orderId);
  const [count, setCount] = useState(1);
  const split = pending.split;
  const available = halalas(pending.availableAmount);
  const left =
    split?.type === 'evenly' ? Math.max(0, split.totalPeople - split.peoplePaid - split.peopleInProgress) : 0;
  const people = Math.min(Math.max(1, count), Math.max(1, left));
  // Every amount shown is the server's quote through this split: exactly what paying it charges.
  const evenFor = (n: number): PaymentChoice | null =>
    split?.type === 'evenly' && left > 0 && hash
      ? { hash, mode: 'evenly', totalPeople: split.totalPeople, peopleYouPayFor: n, tip: { kind: 'none' } }
      : null;
  const { quote } = useQuote(pending.orderId, evenFor(people), pending.id);
  const { quote: lastQuote } = useQuote(pending.orderId, evenFor(left), pending.id);
  const closing = lastQuote ? halalas(lastQuote.amount) : available;

  if (available <= 0)
    return (
      <div role="status">
        <EmptyState title={t('errors:NO_REMAINING_PAYMENTS')} description={t('pending.nothingLeft')} />
      </div>
    );

  const isReady = !!order.data && !!pending.orderId;
  const bill = `/payment-method?order=${encodeURIComponent(pending.orderId ?? '')}`;
  /** This phone now pays the order's bill (the same order keeps its split and tip). */
  const takeBill = () => {
    if (order.data) useStore.getState().setBillOrder(placedOrderFrom(order.data));
  };
  const pay = (share: Share) => {
    takeBill();
    useStore
      .getState()
      .startSplit({ ...share, totalBill: halalas(pending.totalAmount), pendingPaymentId: pending.id });
    navigate(bill);
  };
  const onSplitScreen = (path: string) => {
    takeBill();
    navigate(`${path}?pending=${encodeURIComponent(pending.id)}`);
  };
  const even = (n: number, share: Halalas) =>
    split &&
    pay({
      type: 'evenly',
      totalPeople: split.totalPeople,
      peopleYouPayFor: n,
      yourShare: share,
      selectedItems: [],
    });
  // Evenly, the last people left pay all that is available (the server closes the bill to the halala).
  const payRemaining = () =>
    split?.type === 'evenly' && left > 0
      ? even(left, closing)
      : pay({
          type: 'remaining',
          totalPeople: 1,
          peopleYouPayFor: 1,
          yourShare: available,
          selectedItems: [],
        });
  const estimate = quote
    ? halalas(quote.amount)
    : people >= left
      ? closing
      : multiplyMoney(halalas(split?.shareAmount ?? 0), people);

  const remainingButton = (primary: boolean) => (
    <Button variant={primary ? 'primary' : 'secondary'} block disabled={!isReady} onClick={payRemaining}>
      {t('pending.payRemaining')} ·{' '}
      <Money amount={split?.type === 'evenly' && left > 0 ? closing : available} />
    </Button>
  );
  return (
    <section className="flex flex-col gap-3" aria-label={t('method.choose')}>
      {split?.type === 'evenly' && left > 1 ? (
        <>
          <CountStepper value={people} max={left} onChange={setCount} />
          <p
            className="flex justify-between rounded-2xl bg-primary-soft p-4 text-lg font-bold"
            data-testid="pending-your-share"
          >
            <span>{t('pending.yourShare')}</span>
            <Money amount={estimate} />
          </p>
          <Button block disabled={!isReady} onClick={() => even(people, estimate)}>
            {t('pending.payShare')}
          </Button>
        </>
      ) : null}
      {split?.type === 'per_item' ? (
        <Button block disabled={!isReady} onClick={() => onSplitScreen('/split-perItem')}>
          {t('pending.chooseItems')}
        </Button>
      ) : null}
      {split?.type === 'custom' ? (
        <Button block disabled={!isReady} onClick={() => onSplitScreen('/split-custom')}>
          {t('pending.enterAmount')}
        </Button>
      ) : null}
      {remainingButton(split?.type === 'evenly' ? left <= 1 : !split)}
    </section>
  );
}
