import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { type BillFacts, isBillTouched, unsplitAmount } from '../../../shared/bill-amounts';
import { useStore } from '../../../shared/store';
import { ChevronIcon } from '../../../shared/ui/action-icons';
import { Button } from '../../../shared/ui/button';
import { Money } from '../../../shared/ui/money';

/**
 * How much (DESIGN.md "Three taps to pay"): the whole bill while nothing is paid or held, else what
 * remains, or a split. A split in progress shows its share with a way to change or drop it.
 */
export function PayChoice({ bill }: { bill: BillFacts }) {
  const { t } = useTranslation('payment');
  const split = useStore((s) => s.order.splitPayment);
  const clearSplit = useStore((s) => s.clearSplit);
  const touched = isBillTouched(bill);
  const plainAmount = unsplitAmount(bill);
  const card = 'flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 p-4 text-start shadow-sm';
  return (
    <section className="flex flex-col gap-3" aria-label={t('method.choose')}>
      <button
        type="button"
        aria-pressed={!split.isActive}
        onClick={clearSplit}
        className={`${card} ${split.isActive ? 'border-transparent bg-card' : 'border-primary bg-primary-soft'}`}
      >
        <span className="flex-1 font-bold">{touched ? t('method.remaining') : t('method.whole')}</span>
        <Money amount={plainAmount} className="font-bold text-primary" />
      </button>
      {split.isActive ? (
        <div
          className={`${card} flex-col items-stretch border-primary bg-primary-soft`}
          data-testid="split-share"
        >
          <div className="flex items-center gap-3">
            <span className="flex-1">
              <span className="block font-bold">{t('method.yourShare')}</span>
              <span className="block text-sm text-muted">
                {split.type === 'evenly'
                  ? t('method.splitEvenly', { payFor: split.peopleYouPayFor, count: split.totalPeople })
                  : split.type === 'items'
                    ? t('method.splitItems', { count: split.selectedItems.length })
                    : split.type === 'remaining'
                      ? t('method.splitRemaining')
                      : t('method.splitCustom')}
              </span>
            </span>
            <Money amount={split.yourShare} className="font-bold text-primary" />
          </div>
          <div className="flex gap-2">
            <Link to="/split-bill" className="text-primary underline">
              {t('method.changeSplit')}
            </Link>
            <Button variant="ghost" className="ms-auto min-h-10 py-1" onClick={clearSplit}>
              {t('method.cancelSplit')}
            </Button>
          </div>
        </div>
      ) : (
        <Link to="/split-bill" className={`${card} border-transparent bg-card hover:shadow-md`}>
          <span className="flex-1 font-bold">{t('method.split')}</span>
          <ChevronIcon />
        </Link>
      )}
    </section>
  );
}
