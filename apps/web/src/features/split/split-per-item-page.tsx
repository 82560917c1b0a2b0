import { multiplyMoney, perItemShare, ZERO } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalized } from '../../shared/localized';
import { useStore } from '../../shared/store';
import { Button } from '../../shared/ui/button';
import { Money } from '../../shared/ui/money';
import { SplitEmpty } from './split-empty';
import { useSplitBase } from './use-split-base';

export default function SplitPerItemPage() {
  const { t } = useTranslation('split');
  const text = useLocalized();
  const navigate = useNavigate();
  const startSplit = useStore((s) => s.startSplit);
  const { hasOrder, amount, order } = useSplitBase();
  const [selected, setSelected] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  if (!hasOrder) return <SplitEmpty />;
  const items = order.orderItems.map((item, index) => ({
    index,
    lineTotal: multiplyMoney(item.price, item.quantity),
    sharedBy: 1,
    paidShares: order.paymentProgress?.itemPayments.find((p) => p.itemIndex === index)?.paidShares ?? 0,
  }));
  const result = perItemShare(items, selected);
  const share = result.ok ? result.amount : ZERO;
  const toggle = (index: number) => {
    setError(null);
    setSelected((s) => (s.includes(index) ? s.filter((i) => i !== index) : [...s, index]));
  };
  const confirm = () => {
    if (!result.ok) {
      setError(t(`errors:${result.code}`));
      return;
    }
    startSplit({
      type: 'items',
      totalPeople: 1,
      peopleYouPayFor: 1,
      totalBill: amount,
      yourShare: share,
      pendingPaymentId: null,
      selectedItems: selected,
    });
    navigate('/pending-payment-details');
  };
  return (
    <div className="flex flex-col gap-4 py-4">
      <h1 className="text-2xl font-bold">{t('modes.perItem')}</h1>
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'per-item-error' : undefined}>
        <legend className="pb-2 text-muted">{t('perItem.pick')}</legend>
        {order.orderItems.map((item, index) => {
          const line = items[index];
          const paid = (line?.paidShares ?? 0) >= 1;
          return (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are a fixed snapshot; the same item may appear twice
              key={`${item.itemId}-${index}`}
              className="flex min-h-12 items-center gap-3 rounded-xl bg-card px-3 py-2"
            >
              <input
                type="checkbox"
                disabled={paid}
                checked={selected.includes(index)}
                onChange={() => toggle(index)}
                className="size-5 accent-primary"
              />
              <span className="flex-1">
                {item.quantity} × {text(item.name, item.nameAr)} {paid ? `· ${t('perItem.paid')}` : ''}
              </span>
              {line ? <Money amount={line.lineTotal} /> : null}
            </label>
          );
        })}
      </fieldset>
      {error ? (
        <p id="per-item-error" role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
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
