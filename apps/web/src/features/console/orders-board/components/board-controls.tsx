import { useTranslation } from '../../../../i18n/use-translation';
import { BOARD_COLUMNS, type BoardColumn, type OrderTypeFilter } from '../lib/board-columns';

const FILTERS: readonly OrderTypeFilter[] = ['all', 'table', 'takeaway'];

const segment = (isOn: boolean) =>
  `inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-3 font-medium ${
    isOn ? 'bg-primary text-white' : 'text-ink hover:bg-primary-soft'
  }`;

/** Dine-in, takeaway or both: a busy floor often wants only its own. */
export function TypeFilter({
  value,
  onChange,
}: {
  value: OrderTypeFilter;
  onChange: (v: OrderTypeFilter) => void;
}) {
  const { t } = useTranslation('board');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not a form's fieldset
    <div role="group" aria-label={t('filter.label')} className="flex gap-1 rounded-2xl bg-card p-1 shadow-sm">
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={segment(value === filter)}
        >
          {t(`filter.${filter}`)}
        </button>
      ))}
    </div>
  );
}

/** On a phone, one column at a time: which one, with how many orders each holds. */
export function ColumnSwitcher({
  value,
  counts,
  onChange,
}: {
  value: BoardColumn;
  counts: Record<BoardColumn, number>;
  onChange: (column: BoardColumn) => void;
}) {
  const { t } = useTranslation('board');
  return (
    <nav aria-label={t('switcher.label')} className="md:hidden">
      <ul className="flex flex-wrap gap-1 rounded-2xl bg-card p-1 shadow-sm">
        {BOARD_COLUMNS.map((column) => (
          <li key={column} className="grow">
            <button
              type="button"
              aria-pressed={value === column}
              onClick={() => onChange(column)}
              className={`${segment(value === column)} w-full whitespace-nowrap`}
            >
              {t(`columns.${column}`)}
              <span className="tabular-nums">({counts[column]})</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
