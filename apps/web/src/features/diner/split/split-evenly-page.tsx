import { DEFAULT_SPLIT, evenShare, halalas, MAX_SPLIT_PEOPLE } from '@sufra/domain';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useStore } from '../../../shared/store';
import { Money } from '../../../shared/ui/money';
import { useQuote } from '../../../shared/use-payment-quote';
import { PeopleStepper } from './people-stepper';
import { SplitFallback } from './split-fallback';
import { SplitSubmit } from './split-submit';
import { type ChosenSplit, useChooseSplit } from './use-choose-split';
import { useSplitBase } from './use-split-base';

/**
 * Share = peopleYouPayFor / totalPeople × amount (spec section 9); the server recomputes it. "Continue"
 * shares the split with the table (a pending payment every phone sees) before paying this share.
 */
export default function SplitEvenlyPage() {
  const { t } = useTranslation('split');
  const chooser = useChooseSplit();
  const held = useStore((s) => s.order.splitPayment);
  const base = useSplitBase();
  const { amount, orderId } = base;
  // The split this phone holds keeps its number of people (a share of it may be paid already).
  const [totalPeople, setTotalPeople] = useState<number>(
    held.pendingPaymentId && held.type === 'evenly' ? held.totalPeople : DEFAULT_SPLIT.totalPeople,
  );
  const [payFor, setPayFor] = useState<number>(DEFAULT_SPLIT.peopleYouPayFor);
  const [params] = useSearchParams();
  const hash = useStore((s) => s.session.tableHash ?? s.session.takeawayHash);
  // The share shown is the server's quote (issue 8 item 2): through the split this phone joins or holds,
  // else what the order's new even split would charge (its base is fixed when it is created).
  const heldId = held.pendingPaymentId && held.type === 'evenly' ? held.pendingPaymentId : null;
  const splitId = params.get('pending') ?? (heldId && held.totalPeople === totalPeople ? heldId : null);
  const peopleYouPayFor = Math.min(payFor, totalPeople);
  const { quote } = useQuote(
    orderId,
    hash ? { hash, mode: 'evenly', totalPeople, peopleYouPayFor, tip: { kind: 'none' } } : null,
    splitId,
  );
  if (amount === null) return <SplitFallback base={base} />;
  const share = quote ? halalas(quote.amount) : evenShare(amount, totalPeople, peopleYouPayFor);
  const split: ChosenSplit = {
    type: 'evenly',
    totalPeople,
    peopleYouPayFor: payFor,
    totalBill: amount,
    yourShare: share,
    selectedItems: [],
  };
  return (
    <div className="flex flex-col gap-4 py-4">
      <h1 className="text-2xl font-bold">{t('modes.evenly')}</h1>
      <PeopleStepper
        label={t('evenly.totalPeople')}
        value={totalPeople}
        min={2}
        max={MAX_SPLIT_PEOPLE}
        onChange={(n) => {
          setTotalPeople(n);
          setPayFor((p) => Math.min(p, n));
        }}
      />
      <PeopleStepper
        label={t('evenly.payFor')}
        value={payFor}
        min={1}
        max={totalPeople}
        onChange={setPayFor}
      />
      <p className="flex justify-between rounded-2xl bg-primary-soft p-4 text-lg font-bold">
        <span>{t('yourShare')}</span>
        <Money amount={share} />
      </p>
      <SplitSubmit
        chooser={chooser}
        onContinue={() => chooser.choose(split)}
        onStartNew={() => chooser.choose(split, { fresh: true })}
      />
    </div>
  );
}
