import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';

/** Shell of /, /about-us, /terms-of-service, /privacy-policy and /restaurant-onboarding. */
export default function MarketingLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-xl focus:bg-card focus:p-3"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
