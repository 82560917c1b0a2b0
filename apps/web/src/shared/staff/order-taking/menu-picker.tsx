import { halalas } from '@sufra/domain';
import type { MenuCategory, MenuItem } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../localized';
import { filterMenu } from '../../menu/use-menu';
import { SearchIcon } from '../../ui/action-icons';
import { Money } from '../../ui/money';

/**
 * The menu as a waiter reads it at arm's length: a search, the categories as large chips, and each dish a
 * large button with its price (sold-out ones shown, and not tappable, as the diner sees them).
 */
export function MenuPicker({
  categories,
  onPick,
}: {
  categories: MenuCategory[];
  onPick: (item: MenuItem) => void;
}) {
  const { t } = useTranslation('floor');
  const localized = useLocalized();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const found = filterMenu(categories, search);
  const shown = categoryId === null ? found : found.filter((c) => c.id === categoryId);
  const chip = (active: boolean) =>
    `min-h-12 shrink-0 rounded-full border-2 px-4 text-lg font-medium ${
      active ? 'border-primary bg-primary text-white' : 'border-line bg-card'
    }`;
  return (
    <div className="flex flex-col gap-4">
      <label className="flex items-center gap-2 rounded-2xl border-2 border-line bg-card px-3">
        <SearchIcon aria-hidden="true" />
        <span className="sr-only">{t('waiterOrder.search')}</span>
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('waiterOrder.search')}
          className="min-h-12 w-full bg-transparent text-lg focus:outline-none"
        />
      </label>
      <fieldset className="flex gap-2 overflow-x-auto pb-1">
        <legend className="sr-only">{t('waiterOrder.categories')}</legend>
        <button
          type="button"
          aria-pressed={categoryId === null}
          className={chip(categoryId === null)}
          onClick={() => setCategoryId(null)}
        >
          {t('waiterOrder.allCategories')}
        </button>
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={categoryId === c.id}
            className={chip(categoryId === c.id)}
            onClick={() => setCategoryId(c.id)}
          >
            {localized(c.name, c.nameAr)}
          </button>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p className="rounded-3xl bg-card px-5 py-8 text-center text-lg text-muted">
          {t('waiterOrder.noResults', { query: search.trim() })}
        </p>
      ) : (
        shown.map((category) => (
          <section
            key={category.id}
            aria-labelledby={`waiter-category-${category.id}`}
            className="flex flex-col gap-2"
          >
            <h3 id={`waiter-category-${category.id}`} className="text-lg font-bold">
              {localized(category.name, category.nameAr)}
            </h3>
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3">
              {category.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    disabled={!item.isAvailable}
                    onClick={() => onPick(item)}
                    className="flex min-h-20 w-full flex-col items-start justify-between gap-1 rounded-2xl border-2 border-line bg-card p-3 text-start hover:border-primary disabled:opacity-60"
                  >
                    <span className="text-lg font-bold">{localized(item.name, item.nameAr)}</span>
                    <span className="flex w-full items-baseline justify-between gap-2">
                      <Money amount={halalas(item.price)} />
                      {item.isAvailable ? null : (
                        <span className="rounded-full bg-danger/10 px-2 font-medium text-danger">
                          {t('waiterOrder.soldOut')}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
