import { useTranslation } from '../../../../i18n/use-translation';
import { FLOOR_FILTERS, type FloorFilter } from '../lib/floor-view';

/**
 * The floor in numbers, each a filter: calls waiting (loud while any is), tables owing money, free
 * tables, all. A pressed button is the filter in force (aria-pressed, not colour alone: it is also
 * outlined).
 */
export function FloorFilters({
  counts,
  value,
  onChange,
}: {
  counts: Record<FloorFilter, number>;
  value: FloorFilter;
  onChange: (filter: FloorFilter) => void;
}) {
  const { t } = useTranslation('floor');
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('filters.label')}</legend>
      {FLOOR_FILTERS.map((filter) => {
        const isPressed = value === filter;
        const isAlarm = filter === 'calls' && counts.calls > 0;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(filter)}
            className={`inline-flex min-h-12 items-center gap-2 rounded-2xl border-2 px-4 py-2 text-base font-medium ${
              isAlarm ? 'border-danger bg-danger text-white' : 'border-line bg-card text-ink'
            } ${isPressed ? 'outline-4 outline-offset-2 outline-primary' : ''}`}
          >
            {t(`filters.${filter}`, { count: counts[filter] })}
          </button>
        );
      })}
    </fieldset>
  );
}
