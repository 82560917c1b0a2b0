import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToOrderBanner } from '../../shared/add-to-order-banner';
import type { MenuItem } from '../../shared/api-types';
import { useLocalized } from '../../shared/localized';
import { useStore } from '../../shared/store';
import { Button, ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { SearchIcon } from '../../shared/ui/icons';
import { Skeleton } from '../../shared/ui/skeleton';
import { useErrorText } from '../../shared/use-error-text';
import { CartBar } from './cart-bar';
import { CategoryNav, categoryAnchor } from './category-nav';
import { ItemSheet } from './item-sheet';
import { MenuItemCard } from './menu-item-card';
import { filterMenu, useMenu } from './use-menu';

function MenuSkeleton() {
  return (
    <div className="flex flex-col gap-3 py-2" aria-busy="true">
      <Skeleton className="h-11 w-full" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-32 w-full" />
      ))}
    </div>
  );
}

/** /restaurant-menu: the menu of the restaurant in session (VAT-inclusive prices). */
export default function MenuPage() {
  const { t } = useTranslation('menu');
  const text = useLocalized();
  const errorText = useErrorText();
  const restaurantId = useStore((s) => s.session.restaurantId);
  const menu = useMenu(restaurantId);
  const [search, setSearch] = useState('');
  const [openItem, setOpenItem] = useState<MenuItem | null>(null);

  if (restaurantId === null) {
    return (
      <div className="flex flex-1 flex-col justify-center py-6">
        <EmptyState title={t('noSession.title')} description={t('errors:NO_RESTAURANT_SELECTED')}>
          <ButtonLink to="/qr-code" block>
            {t('common:actions.scanQr')}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }
  if (menu.isPending) return <MenuSkeleton />;
  if (menu.isError) {
    return (
      <div className="flex flex-1 flex-col justify-center py-6">
        <EmptyState title={t('loadError')} description={errorText(menu.error)}>
          <Button block onClick={() => void menu.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </EmptyState>
      </div>
    );
  }
  const categories = filterMenu(menu.data.categories, search);
  return (
    <div className="flex flex-1 flex-col">
      <div className="sticky top-[61px] z-10 -mx-4 bg-surface/95 px-4 pt-3 backdrop-blur">
        <label className="relative block">
          <span className="sr-only">{t('search.label')}</span>
          <SearchIcon
            className="pointer-events-none absolute start-3 top-3 text-muted"
            width={20}
            height={20}
          />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('search.placeholder')}
            className="min-h-11 w-full rounded-2xl border border-line bg-card ps-10 pe-3"
          />
        </label>
        {categories.length > 0 ? <CategoryNav categories={categories} /> : null}
      </div>
      <div className="pt-3 empty:hidden">
        <AddToOrderBanner
          text={(number) => t('addToOrder.banner', { number })}
          cancel={t('addToOrder.cancel')}
        />
      </div>
      <p className="pt-2 text-xs text-muted">{t('common:money.vatIncluded')}</p>
      {categories.length === 0 ? (
        <div className="py-6">
          <EmptyState title={t('search.empty', { search })} />
        </div>
      ) : (
        categories.map((category) => (
          <section
            key={category.id}
            id={categoryAnchor(category.id)}
            data-category-id={category.id}
            className="scroll-mt-36 pt-4"
            aria-labelledby={`${categoryAnchor(category.id)}-title`}
          >
            <h2 id={`${categoryAnchor(category.id)}-title`} className="pb-2 text-lg font-bold">
              {text(category.name, category.nameAr)}
            </h2>
            <ul className="flex flex-col gap-3">
              {category.items.map((item) => (
                <li key={item.id}>
                  <MenuItemCard item={item} onOpen={setOpenItem} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <CartBar />
      {openItem ? <ItemSheet key={openItem.id} item={openItem} onClose={() => setOpenItem(null)} /> : null}
    </div>
  );
}
