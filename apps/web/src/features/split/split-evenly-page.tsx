import { DEFAULT_SPLIT, evenShare, MAX_SPLIT_PEOPLE } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from '../../shared/store';
import { Button } from '../../shared/ui/button';
import { Money } from '../../shared/ui/money';
import { PeopleStepper } from './people-stepper';
import { SplitEmpty } from './split-empty';
import { useSplitBase } from './use-split-base';

/** Share = peopleYouPayFor / totalPeople × amount (spec section 9); the server recomputes it. */
export default function SplitEvenlyPage() {
  const { t } = useTranslation('split');
  const navigate = useNavigate();
  const startSplit = useStore((s) => s.startSplit);
  const { hasOrder, amount } = useSplitBase();
  const [totalPeople, setTotalPeople] = useState<number>(DEFAULT_SPLIT.totalPeople);
  const [payFor, setPayFor] = useState<number>(DEFAULT_SPLIT.peopleYouPayFor);
  if (!hasOrder) return <SplitEmpty />;
  const share = evenShare(amount, totalPeople, Math.min(payFor, totalPeople));
  const confirm = () => {
    startSplit({
      type: 'evenly',
      totalPeople,
      peopleYouPayFor: payFor,
      totalBill: amount,
      yourShare: share,
      pendingPaymentId: null,
      selectedItems: [],
    });
    navigate('/payment-method');
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
      <Button block onClick={confirm}>
        {t('continue')}
      </Button>
    </div>
  );
}
