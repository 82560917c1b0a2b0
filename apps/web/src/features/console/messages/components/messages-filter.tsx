import { DELIVERY_STATUSES, MESSAGE_CHANNELS } from '@sufra/domain/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { MessagesFilter as Filter } from '../staff-messages-api';

/** Which messages to list: both kinds, SMS or e-mails; any status or one. */
export function MessagesFilter({ value, onChange }: { value: Filter; onChange: (value: Filter) => void }) {
  const { t } = useTranslation('messagesAdmin');
  const statusId = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('filter.channel')}</legend>
        {MESSAGE_CHANNELS.map((channel) => (
          <button
            key={channel}
            type="button"
            aria-pressed={value.channel === channel}
            onClick={() => onChange({ ...value, channel })}
            className="min-h-11 rounded-full border-2 border-primary px-4 text-base font-medium text-primary hover:bg-primary-soft aria-pressed:bg-primary aria-pressed:text-white"
          >
            {t(`filter.${channel}`)}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className="font-medium">
          {t('filter.status')}
        </label>
        <select
          id={statusId}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as Filter['status'] })}
          className="min-h-11 rounded-2xl border-2 border-line bg-card px-3 text-base"
        >
          <option value="any">{t('filter.anyStatus')}</option>
          {DELIVERY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
