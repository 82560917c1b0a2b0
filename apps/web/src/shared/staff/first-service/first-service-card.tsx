import type { FIRST_SERVICE_STEPS } from '@sufra/domain/contracts';
import { Link, useLocation } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ChevronIcon } from '../../ui/action-icons';
import { homeFor } from '../console-screens';
import { useSignedInStaff } from '../signed-in-staff';
import { useFirstService, useTestOrderLink } from './first-service-api';
import { useCollapsed } from './use-collapsed';

type StepKey = (typeof FIRST_SERVICE_STEPS)[number];

/** The screen that does each step (the test order: the restaurant's own diner link, in a new tab). */
const STEP_PATHS: Record<Exclude<StepKey, 'testOrder'>, string> = {
  category: '/dashboard/menu',
  item: '/dashboard/menu',
  qrSheet: '/dashboard/tables/setup',
};

/**
 * Shown by the console's layout on the owner's home screen only: the first-service checklist while it
 * is not complete (nothing at all while it loads or if it cannot be read: it is a help, not a screen).
 */
export function FirstServiceSlot() {
  const staff = useSignedInStaff();
  const [pathname] = useLocation();
  if (staff.role !== 'owner') return null;
  if (pathname.replace(/\/+$/, '') !== homeFor(staff.role)) return null;
  return <FirstServiceCard />;
}

/**
 * The new owner's "first service" checklist (issue 13 item 2): add a category, add an item, print the
 * QR sheet, place a test order. Each step ticks itself as it happens; the card is gone once all are done.
 * Until then the owner may fold it to one line (title, progress, "Show steps").
 */
function FirstServiceCard() {
  const { t } = useTranslation('dashboard');
  const staff = useSignedInStaff();
  const [isCollapsed, setCollapsed] = useCollapsed(staff.restaurantId);
  const query = useFirstService();
  const steps = query.data?.steps ?? [];
  const testOrderDone = steps.find((step) => step.key === 'testOrder')?.done ?? true;
  const testOrderLink = useTestOrderLink(query.isSuccess && !query.data.isComplete && !testOrderDone);
  if (!query.isSuccess || query.data.isComplete) return null;
  const done = steps.filter((step) => step.done).length;
  return (
    <section
      aria-labelledby="first-service-title"
      className={`mx-4 mt-4 rounded-2xl border border-line bg-card md:mx-6 ${isCollapsed ? 'px-4 py-1' : 'p-4'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3">
        <h2 id="first-service-title" className="text-lg font-bold text-primary">
          {t('firstService.title')}
        </h2>
        <p className="text-sm text-muted">{t('firstService.progress', { done, total: steps.length })}</p>
        {/* On a phone the chevron alone, so the folded card stays one line (issue 25 item 4). */}
        <button
          type="button"
          aria-expanded={!isCollapsed}
          aria-controls="first-service-steps"
          onClick={() => setCollapsed(!isCollapsed)}
          className="ms-auto inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-2 text-sm font-medium text-primary hover:bg-primary-soft"
        >
          <span className="sr-only sm:not-sr-only">
            {isCollapsed ? t('firstService.show') : t('firstService.hide')}
          </span>
          <ChevronIcon width={20} height={20} className={isCollapsed ? 'rotate-90' : '-rotate-90'} />
        </button>
      </div>
      <div id="first-service-steps" hidden={isCollapsed}>
        <p className="mt-1 text-sm text-muted">{t('firstService.intro')}</p>
        <ol className="mt-3 flex flex-col gap-2">
          {steps.map((step) => {
            const label = t(`firstService.steps.${step.key}`);
            const mark = (
              <span
                aria-hidden="true"
                className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  step.done ? 'border-success bg-success text-white' : 'border-line text-transparent'
                }`}
              >
                ✓
              </span>
            );
            const state = (
              <span className="sr-only">
                {step.done ? t('firstService.doneState') : t('firstService.todoState')}
              </span>
            );
            if (step.done) {
              return (
                <li key={step.key} className="flex min-h-11 items-center gap-3 text-muted">
                  {mark}
                  <span className="line-through">{label}</span>
                  {state}
                </li>
              );
            }
            const linkClass =
              'flex min-h-11 flex-1 items-center gap-3 rounded-xl px-2 font-medium text-primary underline-offset-4 hover:bg-primary-soft hover:underline';
            if (step.key === 'testOrder') {
              const href = testOrderLink.data;
              return (
                <li key={step.key} className="flex flex-col gap-1">
                  {href ? (
                    <a href={href} target="_blank" rel="noopener" className={linkClass}>
                      {mark}
                      <span>{label}</span>
                      {state}
                    </a>
                  ) : (
                    <span className="flex min-h-11 items-center gap-3 px-2 text-ink">
                      {mark}
                      <span>{label}</span>
                      {state}
                    </span>
                  )}
                  <span className="ps-11 text-sm text-muted">
                    {href ? t('firstService.testOrderHint') : t('firstService.testOrderNoLink')}
                  </span>
                </li>
              );
            }
            return (
              <li key={step.key} className="flex">
                <Link to={STEP_PATHS[step.key]} className={linkClass}>
                  {mark}
                  <span>{label}</span>
                  {state}
                </Link>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
