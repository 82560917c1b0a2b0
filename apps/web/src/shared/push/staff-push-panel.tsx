import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../ui/button';
import { problemOf } from './push-device';
import { PushStatus } from './push-status';
import { currentPermission, detectPushSupport, type PushProblem } from './push-support';
import { disableStaffPush, enableStaffPush } from './staff-push';

/**
 * The console's "Notifications on this device" (issue 14 item 3): what the browser allows, whether this
 * device is on, and the switch. Loaded with the `notifications` texts when the dialog first opens.
 */
export default function StaffPushPanel({
  isOn,
  onChange,
}: {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const support = useMemo(detectPushSupport, []);
  const [problem, setProblem] = useState<PushProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [, rerender] = useState(0);
  const permission = currentPermission(support);
  const toggle = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (isOn) {
        await disableStaffPush();
        onChange(false);
      } else {
        const outcome = await enableStaffPush(i18n.language === 'en' ? 'en' : 'ar');
        onChange(outcome === 'on');
      }
    } catch (error) {
      setProblem(problemOf(error, 'registerFailed'));
    } finally {
      setBusy(false);
      // The browser's permission may have changed with the question it just asked.
      rerender((n) => n + 1);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">{t('devicePush.description')}</p>
      <p role="status" className="font-bold" data-testid="device-push-state">
        {isOn ? t('devicePush.on') : t('devicePush.off')}
      </p>
      <PushStatus permission={permission} problem={problem} reason={support.problem} />
      {support.isSupported && (isOn || permission !== 'denied') ? (
        <Button variant={isOn ? 'secondary' : 'primary'} disabled={busy} onClick={() => void toggle()}>
          {busy ? t('devicePush.working') : isOn ? t('devicePush.turnOff') : t('devicePush.turnOn')}
        </Button>
      ) : null}
    </div>
  );
}
