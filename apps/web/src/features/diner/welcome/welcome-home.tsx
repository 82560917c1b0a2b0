import { greetingFor } from '@sufra/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useRestaurantPause } from '../../../shared/restaurant-pause';
import { useStore } from '../../../shared/store';
import { LanguageToggle } from '../../../shared/ui/language-toggle';
import { RestaurantLogo } from './restaurant-logo';
import { useTableStatus } from './use-table-status';
import { WelcomeActions } from './welcome-actions';

// Only a paused restaurant (maintenance) shows it: loaded then, off the first screen's JavaScript budget.
const PausedNotice = lazy(() => import('./paused-notice'));

/** The diner's home for the restaurant in session (spec section 2, "Welcome screen"). */
export function WelcomeHome() {
  const { t, i18n } = useTranslation('welcome');
  const session = useStore((s) => s.session);
  const status = useTableStatus();
  const pause = useRestaurantPause(session.restaurantId);
  const name =
    i18n.language === 'ar' ? session.restaurantNameAr || session.restaurantName : session.restaurantName;
  const greeting = greetingFor(new Date());
  return (
    <div className="flex flex-1 flex-col gap-6 py-4">
      <div className="flex items-center justify-between">
        <img
          src="/brand/logo.svg"
          alt={t('common:appName')}
          width={112}
          height={40}
          className="h-10 w-auto"
        />
        <LanguageToggle />
      </div>
      <section className="flex flex-col items-center gap-3 rounded-3xl bg-card px-6 py-8 text-center shadow-sm">
        <RestaurantLogo src={session.restaurantLogo} name={name} />
        <p className="text-lg text-muted">{t(`greeting.${greeting}`)}</p>
        <h1 className="text-2xl font-bold">{t('title', { name })}</h1>
        <p
          className="rounded-full bg-accent-soft px-4 py-1.5 font-medium text-ink"
          data-testid="session-badge"
        >
          {session.orderType === 'takeaway'
            ? t('badge.takeaway')
            : t('badge.table', { number: session.tableNumber ?? '' })}
        </p>
      </section>
      {pause ? (
        <Suspense fallback={null}>
          <PausedNotice pause={pause} name={name} />
        </Suspense>
      ) : (
        <WelcomeActions status={status} />
      )}
    </div>
  );
}
