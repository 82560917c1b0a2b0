import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { ApprovalsBadge } from '../../../features/console/line-adjustments/approvals-badge';
import { useTranslation } from '../../../i18n/use-translation';
import { screenAt, screensFor } from '../../../shared/staff/console-screens';
import { useSignedInStaff } from '../../../shared/staff/signed-in-staff';
import { ConsoleScreenIcon } from './console-icons';

/**
 * The screens the signed-in role may open (the route table decides): a bottom bar on phones, a side
 * rail from tablet width (DESIGN.md). Nothing when the role opens none. An owner has a dozen screens:
 * the phone's bar scrolls sideways (the service's screens first, the current one brought into view) and
 * the rail scrolls down, so no entry ever wraps, shrinks below a thumb's width or hides behind a menu.
 */
export function ConsoleNav() {
  const { t } = useTranslation('dashboard');
  const staff = useSignedInStaff();
  const [pathname] = useLocation();
  const screens = screensFor(staff.role);
  const current = screenAt(pathname)?.key;
  const currentLink = useRef<HTMLAnchorElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: brings the new current screen into view on every move
  useEffect(() => {
    currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  if (screens.length === 0) return null;
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] md:sticky md:top-[4.25rem] md:h-[calc(100dvh-4.25rem)] md:w-28 md:shrink-0 md:border-t-0 md:border-e md:pb-0"
    >
      <ul className="flex overflow-x-auto md:h-full md:flex-col md:gap-1 md:overflow-x-visible md:overflow-y-auto md:p-2">
        {screens.map((screen) => {
          const isCurrent = screen.key === current;
          return (
            <li key={screen.key} className="min-w-[4.75rem] flex-1 shrink-0 md:min-w-0 md:flex-none">
              <Link
                ref={isCurrent ? currentLink : undefined}
                to={screen.path}
                aria-current={isCurrent ? 'page' : undefined}
                className={`relative flex min-h-14 flex-col items-center justify-center gap-1 rounded-2xl px-2 py-2 text-center text-sm font-medium ${
                  isCurrent
                    ? 'bg-primary-soft text-primary'
                    : 'text-muted hover:bg-primary-soft hover:text-primary'
                }`}
              >
                <ConsoleScreenIcon screen={screen.key} />
                {t(`nav.${screen.key}`)}
                {/* Voids and comps waiting for a manager (issue 29 item 5). */}
                {screen.key === 'approvals' ? <ApprovalsBadge /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
