import type { CartLine } from '@sufra/domain';
import type { MenuItem } from '@sufra/domain/contracts';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { i18n, loadNamespaces } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { AddToOrderBanner } from '../../../shared/add-to-order-banner';
import { afterLoadIdle } from '../../../shared/after-load';
import { localized, useLocalized } from '../../../shared/localized';
import { filterMenu, findItem, useMenu } from '../../../shared/menu/use-menu';
import { useTableEvents } from '../../../shared/realtime/use-table-events';
import { useStore } from '../../../shared/store';
import type { CartItemDetails } from '../../../shared/store/cart-slice';
import { SearchIcon } from '../../../shared/ui/action-icons';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toaster';
import { useErrorText } from '../../../shared/use-error-text';
import { CartBar } from './cart-bar';
import { CategoryNav, categoryAnchor } from './category-nav';
import { MenuItemCard } from './menu-item-card';

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

/**
 * The error catalogue (`errors` namespace) is only needed by these two states, so it loads with them
 * (useTranslation suspends until it has arrived) instead of with every menu view.
 */
const WITH_ERRORS = ['menu', 'errors'] as const;
/** Like the app's 1 s preloads (route-modules.ts): after the menu's first screen, never inside it. */
const ERRORS_PRELOAD_DELAY_MS = 1000;

/*
 * A category below the screen is drawn when it comes near it (`content-visibility: auto`): a first scan lays
 * out and paints the dishes it shows, not the whole menu, the largest task of its first load
 * (docs/performance.md, session 29). Until it has been drawn once it keeps about its height at 390 px (the
 * title, then each dish's card and gap), so the scrollbar and a jump to a category land about right.
 */
const categoryHeightEstimate = (dishes: number) => 52 + dishes * 160;

/** The dish sheet (options, quantity, notes) is not part of the menu's first screen: its own chunk. */
const loadItemSheet = () => import('../../../shared/menu/item-sheet');
const ItemSheet = lazy(() => loadItemSheet().then((m) => ({ default: m.ItemSheet })));

function NoSession() {
  const { t } = useTranslation(WITH_ERRORS);
  return (
    <EmptyState page title={t('noSession.title')} description={t('errors:NO_RESTAURANT_SELECTED')}>
      <ButtonLink to="/qr-code" block>
        {t('common:actions.scanQr')}
      </ButtonLink>
    </EmptyState>
  );
}

function MenuLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(WITH_ERRORS);
  const errorText = useErrorText();
  return (
    <EmptyState page title={t('loadError')} description={errorText(error)}>
      <Button block onClick={retry}>
        {t('common:actions.retry')}
      </Button>
    </EmptyState>
  );
}

/**
 * `?preview=<restaurant id>`: the owner's "Preview as a diner" from the menu editor — the same menu,
 * read only (no cart), whatever session this browser holds.
 */
function previewRestaurantId(search: string): number | null {
  const value = new URLSearchParams(search).get('preview');
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** /restaurant-menu: the menu of the restaurant in session (VAT-inclusive prices). */
/** The diner's sheet adds to the phone's cart; with no table or takeaway session there is nothing to order from. */
function addToPhoneCart(line: CartLine, details: CartItemDetails): boolean {
  if (!useStore.getState().addCartItem(line, details)) {
    toast.error(i18n.t('errors:NO_RESTAURANT_SELECTED'));
    return false;
  }
  toast.success(i18n.t('menu:sheet.added', { name: localized(i18n.language, details.name, details.nameAr) }));
  return true;
}

export default function MenuPage() {
  const { t } = useTranslation('menu');
  const text = useLocalized();
  const previewId = previewRestaurantId(useSearch());
  const sessionRestaurantId = useStore((s) => s.session.restaurantId);
  const restaurantId = previewId ?? sessionRestaurantId;
  // The table's stream brings menu.updated (the owner's changes) as it brings the bill's events.
  const { isConnected } = useTableEvents();
  const menu = useMenu(restaurantId, previewId === null && isConnected);
  const [search, setSearch] = useState('');
  const [openItem, setOpenItem] = useState<MenuItem | null>(null);
  // The item sheet and the error catalogue it needs come with the 1 s preloads, so it opens at once.
  useEffect(
    () =>
      afterLoadIdle(() => {
        void loadNamespaces('errors').catch(() => undefined);
        void loadItemSheet().catch(() => undefined);
      }, ERRORS_PRELOAD_DELAY_MS),
    [],
  );

  // The menu arrives as a store update that React would render in one long task (every card at
  // once). As a deferred value it renders in short slices while the skeleton stays (Lighthouse: TBT).
  const data = useDeferredValue(menu.data);

  if (restaurantId === null) return <NoSession />;
  if (menu.isError) return <MenuLoadError error={menu.error} retry={() => void menu.refetch()} />;
  if (data === undefined) return <MenuSkeleton />;
  const categories = filterMenu(data.categories, search);
  // The open dish follows the menu too: sold out meanwhile, it says so and cannot be added.
  const shownItem = openItem ? (findItem(data.categories, openItem.id) ?? openItem) : null;
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
      {previewId !== null ? (
        <p role="note" className="mt-3 rounded-2xl bg-accent/20 px-4 py-3 text-sm font-medium">
          {t('preview.note')}
        </p>
      ) : (
        <div className="pt-3 empty:hidden">
          <AddToOrderBanner
            text={(number) => t('addToOrder.banner', { number })}
            cancel={t('addToOrder.cancel')}
          />
        </div>
      )}
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
            className="scroll-mt-36 pt-4 [content-visibility:auto]"
            style={{ containIntrinsicBlockSize: `auto ${categoryHeightEstimate(category.items.length)}px` }}
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
      {previewId === null ? <CartBar /> : null}
      {shownItem ? (
        <Suspense fallback={null}>
          <ItemSheet
            key={shownItem.id}
            item={shownItem}
            preview={previewId !== null}
            onClose={() => setOpenItem(null)}
            onAdd={addToPhoneCart}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
