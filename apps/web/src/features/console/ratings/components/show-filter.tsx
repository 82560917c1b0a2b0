import { STAFF_RATINGS_SHOWS, type StaffRatingsShow } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';

/** Which ratings the list shows: all (with how many), only those with a comment, only low ones. */
export function ShowFilter({
  value,
  count,
  onChange,
}: {
  value: StaffRatingsShow;
  count: number;
  onChange: (value: StaffRatingsShow) => void;
}) {
  const { t } = useTranslation('ratingsAdmin');
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('filter.label')}</legend>
      {STAFF_RATINGS_SHOWS.map((show) => (
        <button
          key={show}
          type="button"
          aria-pressed={value === show}
          onClick={() => onChange(show)}
          className="min-h-11 rounded-full border-2 border-primary px-4 text-base font-medium text-primary hover:bg-primary-soft aria-pressed:bg-primary aria-pressed:text-white"
        >
          {show === 'all' ? t('filter.all', { count }) : t(`filter.${show}`)}
        </button>
      ))}
    </fieldset>
  );
}
