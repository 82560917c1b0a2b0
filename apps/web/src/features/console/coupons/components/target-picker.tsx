import type { MenuCategory } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { QueryLadder } from '../../../../shared/staff/console-page';
import { SearchIcon } from '../../../../shared/ui/action-icons';
import { useMenuChoices } from '../coupons-admin-api';
import { searchMenu } from '../lib/menu-names';

export interface Targets {
  itemIds: number[];
  categoryIds: number[];
}

const toggled = (ids: number[], id: number, on: boolean) =>
  on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id);

const checkClass = 'size-5 shrink-0 accent-primary';

/**
 * The items and categories a coupon is limited to: a searchable checklist grouped by category. A whole
 * category covers its items (those added later too, at the checkout), so its items are shown as included
 * rather than chosen one by one.
 */
export function TargetPicker({ value, onChange }: { value: Targets; onChange: (value: Targets) => void }) {
  const { t } = useTranslation('coupons');
  const menu = useMenuChoices();
  return (
    <QueryLadder
      query={menu}
      skeleton={
        <p aria-busy="true" className="text-muted">
          {t('form.menuLoading')}
        </p>
      }
    >
      {(categories) => <Checklist categories={categories} value={value} onChange={onChange} />}
    </QueryLadder>
  );
}

function Checklist({
  categories,
  value,
  onChange,
}: {
  categories: MenuCategory[];
  value: Targets;
  onChange: (value: Targets) => void;
}) {
  const { t } = useTranslation('coupons');
  const localized = useLocalized();
  const [search, setSearch] = useState('');
  const setCategory = (category: MenuCategory, on: boolean) => {
    const inside = new Set(category.items.map((item) => item.id));
    onChange({
      categoryIds: toggled(value.categoryIds, category.id, on),
      // Chosen one by one before, now covered by the whole category.
      itemIds: on ? value.itemIds.filter((id) => !inside.has(id)) : value.itemIds,
    });
  };
  const shown = searchMenu(categories, search);
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor="coupon-target-search" className="sr-only">
          {t('form.search')}
        </label>
        <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-muted">
          <SearchIcon />
        </span>
        <input
          id="coupon-target-search"
          type="search"
          value={search}
          placeholder={t('form.search')}
          onChange={(event) => setSearch(event.target.value)}
          className="block w-full rounded-xl border border-line bg-card py-3 ps-11 pe-4 text-base"
        />
      </div>
      <p aria-live="polite" className="text-sm text-muted">
        {t('form.chosenSummary', { categories: value.categoryIds.length, items: value.itemIds.length })}
      </p>
      {shown.length === 0 ? (
        <p className="text-muted">{t('form.noMatch', { search: search.trim() })}</p>
      ) : (
        <div className="flex max-h-80 flex-col gap-3 overflow-y-auto rounded-2xl border border-line p-3">
          {shown.map((category) => {
            const name = localized(category.name, category.nameAr);
            const whole = value.categoryIds.includes(category.id);
            return (
              <fieldset key={category.id} className="flex flex-col gap-1">
                <legend className="text-base font-bold">{name}</legend>
                <label className="flex min-h-11 items-center gap-3 font-medium">
                  <input
                    type="checkbox"
                    className={checkClass}
                    checked={whole}
                    onChange={(event) => setCategory(category, event.target.checked)}
                  />
                  {t('form.wholeCategory', { name })}
                </label>
                <ul className="flex flex-col ps-6">
                  {category.items.map((item) => (
                    <li key={item.id}>
                      <label className="flex min-h-11 items-center gap-3">
                        <input
                          type="checkbox"
                          className={checkClass}
                          checked={whole || value.itemIds.includes(item.id)}
                          disabled={whole}
                          aria-describedby={whole ? `coupon-in-category-${category.id}` : undefined}
                          onChange={(event) =>
                            onChange({
                              ...value,
                              itemIds: toggled(value.itemIds, item.id, event.target.checked),
                            })
                          }
                        />
                        {localized(item.name, item.nameAr)}
                      </label>
                    </li>
                  ))}
                </ul>
                {whole ? (
                  <p id={`coupon-in-category-${category.id}`} className="ps-6 text-sm text-muted">
                    {t('form.inCategory')}
                  </p>
                ) : null}
              </fieldset>
            );
          })}
        </div>
      )}
    </div>
  );
}
