import * as routes from '@sufra/domain/routes';
import { type ReactNode, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { RequireStaff } from '../../../shared/staff/require-staff';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { useSignOut } from '../../../shared/staff/staff-session';
import { LanguageToggle } from '../../../shared/ui/language-toggle';
import { PageFallback } from '../page-fallback';
import { AdminScreenIcon, AdminSignOutIcon } from './admin-icons';
import { ADMIN_SCREENS, adminScreenAt } from './admin-screens';

/**
 * The platform admin's console (issue 13, its own chunk): signed-in people only (others go to the staff
 * sign-in and come back), and of them platform admins only: anyone else sees why they may not enter
 * (the route table's access of the admin routes decides, as on the server).
 */
export default function AdminLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['admin', 'dashboard']);
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-ink">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-xl focus:bg-card focus:p-3"
      >
        {t('nav.skipToContent')}
      </a>
      <RequireStaff route={routes.getAdminOverview}>
        <AdminTopBar />
        <div className="flex flex-1">
          <AdminNav />
          <main
            id="admin-main"
            tabIndex={-1}
            className="flex min-w-0 flex-1 flex-col pb-24 focus:outline-none md:pb-6"
          >
            <Suspense fallback={<PageFallback />}>{children}</Suspense>
          </main>
        </div>
      </RequireStaff>
    </div>
  );
}

function AdminTopBar() {
  const { t } = useTranslation('admin');
  const staff = useSignedInStaff();
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-30 flex min-h-[4.25rem] items-center gap-3 border-b border-line bg-surface/95 px-3 py-2 backdrop-blur md:px-4">
      <img src="/brand/logo.svg" alt="" width={40} height={40} className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-bold text-primary">{t('brand')}</p>
        <p className="truncate text-sm text-muted">{t('topBar.signedInAs', { name: staff.name })}</p>
      </div>
      <LanguageToggle />
      <button
        type="button"
        onClick={() => void signOut()}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 font-medium text-primary hover:bg-primary-soft"
      >
        <AdminSignOutIcon />
        <span className="sr-only sm:not-sr-only">{t('topBar.signOut')}</span>
      </button>
    </header>
  );
}

/** A bottom bar on phones (scrolls sideways), a side rail from tablet width (DESIGN.md). */
function AdminNav() {
  const { t } = useTranslation('admin');
  const [pathname] = useLocation();
  const current = adminScreenAt(pathname);
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] md:sticky md:top-[4.25rem] md:h-[calc(100dvh-4.25rem)] md:w-32 md:shrink-0 md:border-t-0 md:border-e md:pb-0"
    >
      <ul className="flex overflow-x-auto md:h-full md:flex-col md:gap-1 md:overflow-x-visible md:overflow-y-auto md:p-2">
        {ADMIN_SCREENS.map((screen) => {
          const isCurrent = screen.key === current;
          return (
            <li key={screen.key} className="min-w-[5rem] flex-1 shrink-0 md:min-w-0 md:flex-none">
              <Link
                to={screen.path}
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-1 rounded-2xl px-2 py-2 text-center text-sm font-medium ${
                  isCurrent
                    ? 'bg-primary-soft text-primary'
                    : 'text-muted hover:bg-primary-soft hover:text-primary'
                }`}
              >
                <AdminScreenIcon screen={screen.key} />
                {t(`nav.${screen.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
