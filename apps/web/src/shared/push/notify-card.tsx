import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../ui/button';
import { BellIcon } from '../ui/icons';
import { NotificationSettingsSheet } from './notification-settings-sheet';
import { PushStatus } from './push-status';
import { useDinerPush } from './use-diner-push';

/**
 * "Get notified when your order is ready" (issue 14 item 2): shown after an order is placed and on the
 * order's page, never on arrival. The browser's question comes only from the Enable tap.
 */
export default function NotifyCard({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const push = useDinerPush(orderId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="notify-card"
      className="flex flex-col gap-3 rounded-2xl bg-card p-4 text-start shadow-sm"
    >
      <div className="flex items-start gap-3">
        <BellIcon className="mt-0.5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="font-bold">
            {t('card.title')}
          </h2>
          <p className="text-sm text-muted" role={push.isOn ? 'status' : undefined}>
            {push.isOn ? t('card.on') : t('card.description')}
          </p>
        </div>
      </div>
      {push.isOn ? null : (
        <PushStatus permission={push.permission} problem={push.problem} reason={push.reason} />
      )}
      {push.isStaffDevice ? <p className="text-sm">{t('staffDevice')}</p> : null}
      {push.canEnable ? (
        <Button block disabled={push.busy} onClick={() => void push.enable()}>
          {push.busy ? t('card.enabling') : t('card.enable')}
        </Button>
      ) : null}
      <Button variant="ghost" block onClick={() => setSettingsOpen(true)}>
        {t('card.openSettings')}
      </Button>
      <NotificationSettingsSheet
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        permission={push.permission}
        problem={push.problem}
        reason={push.reason}
      />
    </section>
  );
}
