import { useTranslation } from '../../i18n/use-translation';
import type { PushPermission, PushProblem } from './push-support';

/**
 * What this device allows (spec section 4: default, granted, denied, unsupported) and, when something
 * stands in the way, why and what to do (section 8 "Notifications"). `problem` is what the last tap
 * ran into (announced); `reason` what the page knows from the start (said, not announced).
 */
export function PushStatus({
  permission,
  problem,
  reason,
}: {
  permission: PushPermission;
  problem: PushProblem | null;
  reason: PushProblem | null;
}) {
  const { t } = useTranslation('notifications');
  // A blocked permission says so in any case: it is the reason nothing else can be tried.
  const known = reason ?? (permission === 'denied' ? 'blocked' : null);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p data-testid="push-permission" data-permission={permission}>
        {t(`permission.${permission}`)}
      </p>
      {problem ? (
        <p role="alert" data-problem={problem} className="font-medium text-danger">
          {t(`problems.${problem}`)}
        </p>
      ) : known ? (
        <p data-problem={known} className="font-medium text-danger">
          {t(`problems.${known}`)}
        </p>
      ) : null}
    </div>
  );
}
