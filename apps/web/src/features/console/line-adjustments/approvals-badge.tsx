import { useTranslation } from '../../../i18n/use-translation';
import { useAdjustments } from './approvals-api';

/**
 * The navigation's count of voids and comps waiting for a manager (issue 29 item 5), live: the same read as
 * the approvals screen, so both change together. Nothing while none wait.
 */
export function ApprovalsBadge() {
  const { t } = useTranslation('dashboard');
  const waiting = useAdjustments().data?.pending.length ?? 0;
  if (waiting === 0) return null;
  return (
    <>
      {' '}
      <span
        aria-hidden="true"
        className="absolute -top-1 end-1 min-w-6 rounded-full bg-danger px-1.5 text-sm font-bold text-white tabular-nums"
      >
        {waiting}
      </span>
      <span className="sr-only">{t('nav.waiting', { n: waiting })}</span>
    </>
  );
}
