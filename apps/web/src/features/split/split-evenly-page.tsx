import { DEFAULT_SPLIT, evenShare, MAX_SPLIT_PEOPLE } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../shared/store';
import { Money } from '../../shared/ui/money';
import { PeopleStepper } from './people-stepper';
import { SplitEmpty } from './split-empty';
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
  const { hasOrder, amount } = useSplitBase();
  // The split this phone holds keeps its number of people (a share of it may be paid already).
  const [totalPeople, setTotalPeople] = useState<number>(
    held.pendingPaymentId && held.type === 'evenly' ? held.totalPeople : DEFAULT_SPLIT.totalPeople,
  );
  const [payFor, setPayFor] = useState<number>(DEFAULT_SPLIT.peopleYouPayFor);
  if (!hasOrder) return <SplitEmpty />;
  const share = evenShare(amount, totalPeople, Math.min(payFor, totalPeople));
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
