import { useTranslation } from '../../i18n/use-translation';
import type { PushPermission, PushProblem } from './push-support';

/**
 * What this device allows (spec section 4: default, granted, denied, unsupported) and, when something
 * stands in the way, why and what to do (section 8 "Notifications").
 */
export function PushStatus({
  permission,
  problem,
}: {
  permission: PushPermission;
  problem: PushProblem | null;
}) {
  const { t } = useTranslation('notifications');
  // A blocked permission says so in any case: it is the reason nothing else can be tried.
  const shown = problem ?? (permission === 'denied' ? 'blocked' : null);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p data-testid="push-permission" data-permission={permission}>
        {t(`permission.${permission}`)}
      </p>
      {shown ? (
        <p role="alert" data-problem={shown} className="font-medium text-danger">
          {t(`problems.${shown}`)}
        </p>
      ) : null}
    </div>
  );
}
