import type { PushPreferences } from '@sufra/domain/push';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../store';
import { BottomSheet } from '../ui/bottom-sheet';
import { saveDinerPreferences } from './diner-push';
import { PushStatus } from './push-status';
import type { PushPermission, PushProblem } from './push-support';
import { SettingsSwitch } from './settings-switch';

const SETTINGS = ['orderUpdates', 'paymentNotifications', 'generalNotifications'] as const;

/**
 * The diner's "Notifications" sheet (spec section 3: order updates, payment notifications, general
 * notifications, all on by default): what this device allows, and the three switches. A change is
 * kept on the phone and, when push is on, sent to the server at once (the next message obeys it).
 */
export function NotificationSettingsSheet({
  open,
  onClose,
  permission,
  problem,
  reason,
}: {
  open: boolean;
  onClose: () => void;
  permission: PushPermission;
  problem: PushProblem | null;
  reason: PushProblem | null;
}) {
  const { t } = useTranslation('notifications');
  const settings = useStore((s) => s.notification.settings);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = async (next: PushPreferences) => {
    setSaving(true);
    setFailed(false);
    try {
      await saveDinerPreferences(next);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <BottomSheet open={open} onClose={onClose} title={t('settings.title')}>
      <div className="flex flex-col gap-2">
        <PushStatus permission={permission} problem={problem} reason={reason} />
        <div className="divide-y divide-line">
          {SETTINGS.map((key) => (
            <SettingsSwitch
              key={key}
              label={t(`settings.${key}`)}
              hint={t(`settings.${key}Hint`)}
              checked={settings[key]}
              disabled={saving}
              onChange={(checked) => void change({ ...settings, [key]: checked })}
            />
          ))}
        </div>
        {failed ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('settings.saveFailed')}
          </p>
        ) : null}
      </div>
    </BottomSheet>
  );
}
