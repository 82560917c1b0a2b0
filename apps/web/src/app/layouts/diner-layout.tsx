import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../shared/store';
import { HydrationGate } from '../../shared/store/hydration-gate';
import { LanguageToggle } from '../../shared/ui/language-toggle';
import { PageHeader } from '../../shared/ui/page-header';
import { PageFallback } from './page-fallback';
import { InstallSlot, OfflineSlot } from './pwa-slots';
import { MobileColumn } from './wrappers';

function DinerHeader() {
  const { i18n, t } = useTranslation();
  const [pathname] = useLocation();
  const session = useStore((s) => s.session);
  const name = (i18n.language === 'ar' ? session.restaurantNameAr : session.restaurantName) || t('appName');
  // The welcome screen is the diner's home: it has nowhere to go back to.
  if (pathname.startsWith('/welcome')) return null;
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-surface/95 px-2 backdrop-blur">
      <PageHeader title={name} end={<LanguageToggle />} />
    </header>
  );
}

/**
 * Diner screens: phone column, header (back, restaurant name, language), the offline banner, room for the
 * bottom safe area, and the install prompt after an order.
 */
export default function DinerLayout({ children }: { children: ReactNode }) {
  return (
    <MobileColumn>
      <HydrationGate fallback={<PageFallback />}>
        <DinerHeader />
        <OfflineSlot />
        <main className="flex flex-1 flex-col px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
          <Suspense fallback={<PageFallback />}>{children}</Suspense>
        </main>
        <InstallSlot />
      </HydrationGate>
    </MobileColumn>
  );
}
