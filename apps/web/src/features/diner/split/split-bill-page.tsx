import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ChevronIcon } from '../../../shared/ui/action-icons';
import { Money } from '../../../shared/ui/money';
import { SplitFallback } from './split-fallback';
import { useSplitBase } from './use-split-base';

export default function SplitBillPage() {
  const { t } = useTranslation('split');
  const base = useSplitBase();
  const { amount } = base;
  if (amount === null) return <SplitFallback base={base} />;
  const modes = [
    { to: '/split-evenly', title: t('modes.evenly'), hint: t('modes.evenlyHint') },
    { to: '/split-perItem', title: t('modes.perItem'), hint: t('modes.perItemHint') },
    { to: '/split-custom', title: t('modes.custom'), hint: t('modes.customHint') },
  ];
  return (
    <div className="flex flex-col gap-4 py-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">
        {t('billToSplit')} <Money amount={amount} className="font-bold text-ink" />
      </p>
      <ul className="flex flex-col gap-3">
        {modes.map((m) => (
          <li key={m.to}>
            <Link
              to={m.to}
              className="flex min-h-16 items-center gap-3 rounded-2xl bg-card p-4 shadow-sm hover:shadow-md"
            >
              <span className="flex-1">
                <span className="block font-bold">{m.title}</span>
                <span className="block text-sm text-muted">{m.hint}</span>
              </span>
              <ChevronIcon />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
