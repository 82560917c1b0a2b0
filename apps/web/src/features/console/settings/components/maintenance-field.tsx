import { MAINTENANCE_MESSAGE_MAX } from '@sufra/domain';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { TextField } from '../../../../shared/ui/text-field';

/** What the status line says: what diners live with now, and what changes when the form is saved. */
function statusKey(isOn: boolean, isSavedOn: boolean) {
  if (isOn === isSavedOn) return isOn ? 'maintenance.on' : 'maintenance.off';
  return isOn ? 'maintenance.startsOnSave' : 'maintenance.endsOnSave';
}

/**
 * Maintenance mode inside the operations form: turning it on is confirmed with what it does to diners
 * (they can read the menu but neither order nor pay); turning it off is not (it only gives ordering back).
 * Either takes effect when the form is saved, and until then the status line says so: "on" only once
 * saved. The message diners read, in each language.
 */
export function MaintenanceField({
  isOn,
  isSavedOn,
  message,
  messageAr,
  onToggle,
  onMessage,
}: {
  isOn: boolean;
  /** Maintenance as saved: what diners live with until the form is saved. */
  isSavedOn: boolean;
  message: string;
  messageAr: string;
  onToggle: (on: boolean) => void;
  onMessage: (field: 'maintenanceMessage' | 'maintenanceMessageAr', value: string) => void;
}) {
  const { t } = useTranslation('settings');
  const [asking, setAsking] = useState(false);
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border-2 border-line p-4 has-[[data-on=true]]:border-danger">
      <legend className="px-1 text-lg font-bold">{t('maintenance.title')}</legend>
      <p className="text-muted">{t('maintenance.intro')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <p
          data-on={isOn}
          className={`flex-1 text-lg font-medium ${isOn && isSavedOn ? 'text-danger' : 'text-ink'}`}
        >
          <span aria-hidden="true">{isSavedOn ? '⏸ ' : '● '}</span>
          {t(statusKey(isOn, isSavedOn))}
        </p>
        <Button
          variant={isOn ? 'secondary' : 'danger'}
          onClick={() => (isOn ? onToggle(false) : setAsking(true))}
        >
          {isOn ? t('maintenance.turnOff') : t('maintenance.turnOn')}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="settings-maintenanceMessageAr"
          label={t('maintenance.messageAr')}
          value={messageAr}
          onChange={(value) => onMessage('maintenanceMessageAr', value)}
          hint={t('maintenance.messageHint')}
          optionalLabel={t('optional')}
          maxLength={MAINTENANCE_MESSAGE_MAX}
          dir="rtl"
          lang="ar"
        />
        <TextField
          id="settings-maintenanceMessage"
          label={t('maintenance.message')}
          value={message}
          onChange={(value) => onMessage('maintenanceMessage', value)}
          hint={t('maintenance.messageHint')}
          optionalLabel={t('optional')}
          maxLength={MAINTENANCE_MESSAGE_MAX}
          dir="ltr"
          lang="en"
        />
      </div>
      <ConfirmDialog
        open={asking}
        title={t('maintenance.confirmTitle')}
        confirmLabel={t('maintenance.confirm')}
        cancelLabel={t('maintenance.cancel')}
        tone="danger"
        onConfirm={() => {
          setAsking(false);
          onToggle(true);
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{t('maintenance.confirmBody')}</p>
        <p className="text-muted">{t('maintenance.confirmSave')}</p>
      </ConfirmDialog>
    </fieldset>
  );
}
