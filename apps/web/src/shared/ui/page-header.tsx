import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { BackIcon } from './icons';

/** Title row with a back button whose arrow mirrors in RTL. `backTo` wins over history. */
export function PageHeader({ title, backTo, end }: { title: string; backTo?: string; end?: ReactNode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const goBack = () => {
    if (backTo) navigate(backTo);
    else if (window.history.length > 1) window.history.back();
    else navigate('/welcome');
  };
  return (
    <div className="flex items-center gap-2 py-2">
      <button
        type="button"
        onClick={goBack}
        aria-label={t('actions.back')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary hover:bg-primary-soft"
      >
        <BackIcon />
      </button>
      <h1 className="min-w-0 flex-1 truncate text-xl font-bold">{title}</h1>
      {end}
    </div>
  );
}
