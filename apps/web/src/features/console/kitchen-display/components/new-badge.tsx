import { useTranslation } from '../../../../i18n/use-translation';

/** "New" on a ticket or an add-on round that just came: a word, not only the flash around it. */
export function NewBadge() {
  const { t } = useTranslation('kitchen');
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-ink px-3 py-1 text-base font-bold text-white">
      {t('ticket.new')}
    </span>
  );
}
