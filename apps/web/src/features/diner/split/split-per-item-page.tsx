import { halalas, MAX_SPLIT_PEOPLE, perItemShare, ZERO } from '@sufra/domain';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { useStore } from '../../../shared/store';
import { Money } from '../../../shared/ui/money';
import { useQuote } from '../../../shared/use-payment-quote';
import { PeopleStepper } from './people-stepper';
import { SplitFallback } from './split-fallback';
import { SplitPaid } from './split-paid';
import { SplitSubmit } from './split-submit';
import { useChooseSplit } from './use-choose-split';
import { shareItems, useItemLines } from './use-item-lines';
import { useSplitBase } from './use-split-base';

/** Pay for the dishes you had; a dish may be shared by several payers (each pays one share of it). */
export default function SplitPerItemPage() {
  const { t } = useTranslation('split');
  const text = useLocalized();
  const chooser = useChooseSplit();
  const base = useSplitBase();
  const { amount, orderId } = base;
  const { lines, isLoading, isFullyPaid } = useItemLines();
  const [selected, setSelected] = useState<number[]>([]);
  const [sharedBy, setSharedBy] = useState<Record<number, number>>({});
  const [error, setError] = useState<string | null>(null);
  const items = shareItems(lines, sharedBy);
  const result = perItemShare(items, selected);
  const itemShares = items
    .filter((i) => selected.includes(i.index) && i.sharedBy > 1)
    .map((i) => ({ index: i.index, sharedBy: i.sharedBy }));
  // The share shown is the server's quote (through the split this phone joins or holds), so it is what
  // the card will be charged (issue 8 item 2); the local sum only fills the moment before it arrives.
  const [params] = useSearchParams();
  const hash = useStore((s) => s.session.tableHash ?? s.session.takeawayHash);
  const held = useStore((s) => s.order.splitPayment);
  const heldId = held.pendingPaymentId && held.type === 'items' ? held.pendingPaymentId : null;
  const { quote } = useQuote(
    orderId,
    hash && result.ok
      ? { hash, mode: 'per_item', itemIndexes: selected, itemShares, tip: { kind: 'none' } }
      : null,
    params.get('pending') ?? heldId,
  );
  if (amount === null || isLoading) return <SplitFallback base={base} />;
  if (isFullyPaid) return <SplitPaid />;
  const share = quote ? halalas(quote.amount) : result.ok ? result.amount : ZERO;
  const toggle = (index: number) => {
    setError(null);
    setSelected((s) => (s.includes(index) ? s.filter((i) => i !== index) : [...s, index]));
  };
  const confirm = (fresh = false) => {
    if (!result.ok) {
      setError(t(`errors:${result.code}`));
      return;
    }
    chooser.choose(
      {
        type: 'items',
        totalPeople: 1,
        peopleYouPayFor: 1,
        totalBill: amount,
        yourShare: share,
        selectedItems: selected,
        itemShares,
      },
      { fresh },
    );
  };
  return (
    <div className="flex flex-col gap-4 py-4">
      <h1 className="text-2xl font-bold">{t('modes.perItem')}</h1>
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'per-item-error' : undefined}>
        <legend className="pb-2 text-muted">{t('perItem.pick')}</legend>
        {lines.map(({ item, isPaid, fixedSharedBy }) => {
          const isSelected = selected.includes(item.index);
          const name = text(item.name, item.nameAr);
          return (
            <div
              key={item.index}
              className="flex flex-col gap-2 rounded-xl bg-card px-3 py-2"
              data-testid="split-item"
            >
              <label className={`flex min-h-12 items-center gap-3 ${isPaid ? 'opacity-60' : ''}`}>
                <input
                  type="checkbox"
                  disabled={isPaid}
                  checked={isSelected}
                  onChange={() => toggle(item.index)}
                  className="size-5 accent-primary"
                />
                <span className="flex-1">
                  {item.quantity} × {name}
                  {isPaid ? (
                    <span className="ms-2 rounded-full bg-success px-2 text-sm text-white">
                      {t('perItem.paid')}
                    </span>
                  ) : null}
                </span>
                <Money amount={halalas(item.lineTotal)} />
              </label>
              {isSelected && fixedSharedBy !== null ? (
                <p className="text-sm text-muted">{t('perItem.sharedFixed', { count: fixedSharedBy })}</p>
              ) : null}
              {isSelected && fixedSharedBy === null ? (
                <PeopleStepper
                  label={t('perItem.sharedBy', { name })}
                  value={sharedBy[item.index] ?? 1}
                  min={1}
                  max={MAX_SPLIT_PEOPLE}
                  onChange={(n) => setSharedBy((s) => ({ ...s, [item.index]: n }))}
                />
              ) : null}
            </div>
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
      <SplitSubmit chooser={chooser} onContinue={() => confirm()} onStartNew={() => confirm(true)} />
    </div>
  );
}
