import type { StaffMenu } from '@sufra/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { ConsolePage, QueryLadder } from '../../../shared/staff/console-page';
import { Button, buttonClass } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toaster';
import { useErrorText } from '../../../shared/use-error-text';
import { CategoryDialog } from './components/category-dialog';
import { type CategoryAction, CategorySection, type ItemAction } from './components/category-section';
import { CsvTools } from './components/csv-tools';
import { DeleteCategoryDialog, DeleteItemDialog } from './components/delete-dialogs';
import { ItemDialog } from './components/item-dialog';
import { SortableList } from './components/sortable';
import { moved } from './lib/reorder';
import {
  useReorderCategories,
  useReorderItems,
  useSetAvailable,
  useStaffMenu,
  useUpdateCategory,
} from './menu-editor-api';

type Open =
  | { kind: 'newCategory' }
  | { kind: 'renameCategory' | 'deleteCategory'; id: number }
  | { kind: 'item'; categoryId: number; itemId?: number }
  | { kind: 'deleteItem'; itemId: number };

const findItem = (menu: StaffMenu, id: number | undefined) =>
  id === undefined ? undefined : menu.categories.flatMap((c) => c.items).find((i) => i.id === id);

/**
 * /dashboard/menu (owners and managers, by the route table): the menu diners see, built here. Categories
 * and dishes in order (drag, keyboard, or Move up / Move down), each change saved at once and followed
 * live (`menu.updated`: another manager's change, an import); dialogs for names, dishes, photos and
 * options; CSV export and import; a diner's preview in a new tab.
 */
export default function MenuEditorPage() {
  const { t } = useTranslation('menuEditor');
  const localized = useLocalized();
  const errorText = useErrorText();
  const menu = useStaffMenu();
  const reorderCategories = useReorderCategories();
  const reorderItems = useReorderItems();
  const setAvailable = useSetAvailable();
  const updateCategory = useUpdateCategory();
  const [open, setOpen] = useState<Open | null>(null);
  const [said, setSaid] = useState('');
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = menu.data;

  const show = (next: Open) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(next);
  };
  /** Focus goes back where it was (or to the page's title when that control is gone). */
  const close = () => {
    setOpen(null);
    const back = opener.current;
    setTimeout(() => (back?.isConnected ? back : heading.current)?.focus(), 0);
  };

  // A dialog whose category or dish is gone closes: deleted here (done), or by someone else meanwhile (the
  // menu was read again, and the screen says so).
  const category = (id: number) => data?.categories.find((c) => c.id === id);
  const isGone = (o: Open): boolean => {
    if (!data) return false;
    if (o.kind === 'renameCategory' || o.kind === 'deleteCategory') return !category(o.id);
    if (o.kind === 'deleteItem') return !findItem(data, o.itemId);
    if (o.kind === 'item')
      return o.itemId === undefined ? !category(o.categoryId) : !findItem(data, o.itemId);
    return false;
  };
  const gone = open !== null && isGone(open);
  useEffect(() => {
    if (!gone || !open) return;
    if (open.kind !== 'deleteCategory' && open.kind !== 'deleteItem') toast.info(t('reloaded'));
    close();
  });

  const failed = (error: unknown) => {
    setSaid(t('reorder.failed'));
    toast.error(errorText(error));
  };
  const moveCategory = (ids: number[], movedId: number, announce: boolean) => {
    const c = category(movedId);
    if (announce && c)
      setSaid(
        t('reorder.moved', {
          name: localized(c.name, c.nameAr),
          position: ids.indexOf(movedId) + 1,
          total: ids.length,
        }),
      );
    reorderCategories.mutate(ids, { onError: failed });
  };
  const moveItem = (categoryId: number, ids: number[], movedId: number, announce: boolean) => {
    const item = data && findItem(data, movedId);
    if (announce && item)
      setSaid(
        t('reorder.moved', {
          name: localized(item.name, item.nameAr),
          position: ids.indexOf(movedId) + 1,
          total: ids.length,
        }),
      );
    reorderItems.mutate({ categoryId, ids }, { onError: failed });
  };
  const soldOut = (itemId: number, isSoldOut: boolean) => {
    const item = data && findItem(data, itemId);
    if (!item) return;
    const name = localized(item.name, item.nameAr);
    setAvailable.mutate(
      { id: itemId, isAvailable: !isSoldOut },
      {
        onSuccess: () => setSaid(t(isSoldOut ? 'item.soldOutDone' : 'item.availableDone', { name })),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };
  const categoryAction = (id: number, action: CategoryAction) => {
    const c = category(id);
    if (!c) return;
    if (action === 'rename') show({ kind: 'renameCategory', id });
    else if (action === 'delete') show({ kind: 'deleteCategory', id });
    else if (action === 'addItem') show({ kind: 'item', categoryId: id });
    else {
      const name = localized(c.name, c.nameAr);
      updateCategory.mutate(
        { id, change: { isActive: !c.isActive } },
        {
          onSuccess: (saved) =>
            setSaid(t(saved.isActive ? 'category.shownDone' : 'category.hiddenDone', { name })),
          onError: (error) => toast.error(errorText(error)),
        },
      );
    }
  };
  const itemAction = (categoryId: number, action: ItemAction, itemId: number) =>
    show(action === 'edit' ? { kind: 'item', categoryId, itemId } : { kind: 'deleteItem', itemId });

  const ids = data?.categories.map((c) => c.id) ?? [];
  const categoryName = (id: number) => {
    const c = category(id);
    return c ? localized(c.name, c.nameAr) : '';
  };
  const openCategory = open && 'id' in open ? category(open.id) : undefined;
  const openItem = data && open && 'itemId' in open ? findItem(data, open.itemId) : undefined;

  return (
    <ConsolePage
      title={t('title')}
      intro={t('intro')}
      headingRef={heading}
      narrow
      actionsBeside
      actions={
        data ? (
          <a
            href={`/restaurant-menu?preview=${data.restaurantId}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('ghost')}
          >
            {t('preview')}
            <span className="sr-only"> ({t('previewHint')})</span>
          </a>
        ) : null
      }
    >
      <p role="status" aria-live="polite" className="sr-only">
        {said}
      </p>
      <QueryLadder
        query={menu}
        skeleton={
          <div aria-busy="true" className="flex flex-col gap-4">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-12 w-64" />
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        }
      >
        {(data) => (
          <>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <CsvTools />
              {data.categories.length > 0 ? (
                <Button onClick={() => show({ kind: 'newCategory' })}>{t('category.add')}</Button>
              ) : null}
            </div>
            {data.categories.length === 0 ? (
              <EmptyState title={t('empty.title')} description={t('empty.body')}>
                <Button onClick={() => show({ kind: 'newCategory' })}>{t('empty.action')}</Button>
              </EmptyState>
            ) : (
              <SortableList
                ids={ids}
                nameOf={categoryName}
                onReorder={(next, movedId) => moveCategory(next, movedId, false)}
              >
                <ol className="flex flex-col gap-5">
                  {data.categories.map((c, index) => (
                    <CategorySection
                      key={c.id}
                      category={c}
                      index={index}
                      total={ids.length}
                      onMove={(to) => moveCategory(moved(ids, index, to), c.id, true)}
                      onAction={(action) => categoryAction(c.id, action)}
                      onItemAction={(action, itemId) => itemAction(c.id, action, itemId)}
                      onItemsReorder={(next, movedId, announce) => moveItem(c.id, next, movedId, announce)}
                      onSoldOut={soldOut}
                    />
                  ))}
                </ol>
              </SortableList>
            )}
            {open?.kind === 'newCategory' ? <CategoryDialog onClose={close} /> : null}
            {open?.kind === 'renameCategory' && openCategory ? (
              <CategoryDialog category={openCategory} onClose={close} />
            ) : null}
            {open?.kind === 'deleteCategory' && openCategory ? (
              <DeleteCategoryDialog category={openCategory} onClose={close} />
            ) : null}
            {open?.kind === 'item' && !gone ? (
              <ItemDialog
                item={openItem}
                categoryId={openItem?.categoryId ?? open.categoryId}
                categories={data.categories}
                onCreated={(saved) =>
                  setOpen({ kind: 'item', categoryId: saved.categoryId, itemId: saved.id })
                }
                onClose={close}
              />
            ) : null}
            {open?.kind === 'deleteItem' && openItem ? (
              <DeleteItemDialog item={openItem} onClose={close} />
            ) : null}
          </>
        )}
      </QueryLadder>
    </ConsolePage>
  );
}
