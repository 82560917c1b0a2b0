import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { screenAt } from '../../shared/staff/console-screens';
import { FirstServiceSlot } from '../../shared/staff/first-service/first-service-card';
import { LiveStatusProvider } from '../../shared/staff/live-status';
import { RequireStaff } from '../../shared/staff/require-staff';
import { ConsoleNav } from './console/console-nav';
import { ConsoleTopBar } from './console/console-top-bar';
import { PageFallback } from './page-fallback';

/**
 * The restaurant console's shell (its own chunk, like the marketing site's): signed-in people only; the
 * top bar, the navigation of what the role may open, and the screen, or why the role may not open it.
 */
export default function DashboardLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const [pathname] = useLocation();
  const screen = screenAt(pathname);
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-ink">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-xl focus:bg-card focus:p-3"
      >
        {t('nav.skipToContent')}
      </a>
      <RequireStaff>
        <LiveStatusProvider>
          <ConsoleTopBar />
          <div className="flex flex-1">
            <ConsoleNav />
            <main
              id="console-main"
              tabIndex={-1}
              className="flex min-w-0 flex-1 flex-col pb-24 focus:outline-none md:pb-6"
            >
              <RequireStaff route={screen?.route}>
                {/* The new owner's first-service checklist, on their home screen until it is done. */}
                <FirstServiceSlot />
                <Suspense fallback={<PageFallback />}>{children}</Suspense>
              </RequireStaff>
            </main>
          </div>
        </LiveStatusProvider>
      </RequireStaff>
    </div>
  );
}
