import type { StaffMenuCategory } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { TrashIcon } from '../../../../shared/ui/action-icons';
import { Button } from '../../../../shared/ui/button';
import { moved } from '../lib/reorder';
import { ItemRow } from './item-row';
import { DragHandle, MoveButtons, SortableList, useSortableRow } from './sortable';

export type CategoryAction = 'rename' | 'toggle' | 'delete' | 'addItem';
export type ItemAction = 'edit' | 'delete';

/**
 * A category with its dishes in order: hidden ones said so in words; its own actions; its dishes
 * reordered by drag or by Move up / Move down within it.
 */
export function CategorySection({
  category,
  index,
  total,
  onMove,
  onAction,
  onItemAction,
  onItemsReorder,
  onSoldOut,
}: {
  category: StaffMenuCategory;
  index: number;
  total: number;
  onMove: (to: number) => void;
  onAction: (action: CategoryAction) => void;
  onItemAction: (action: ItemAction, itemId: number) => void;
  /** `announce`: a Move button's (a drag is announced by the drag itself). */
  onItemsReorder: (ids: number[], movedId: number, announce: boolean) => void;
  onSoldOut: (itemId: number, soldOut: boolean) => void;
}) {
  const { t, i18n } = useTranslation('menuEditor');
  const localized = useLocalized();
  const row = useSortableRow(category.id);
  const name = localized(category.name, category.nameAr);
  const otherName = i18n.language === 'ar' ? category.name : category.nameAr;
  const headingId = `menu-category-${category.id}`;
  const ids = category.items.map((i) => i.id);
  const itemName = (id: number) => {
    const item = category.items.find((i) => i.id === id);
    return item ? localized(item.name, item.nameAr) : '';
  };
  return (
    <li
      ref={row.ref}
      style={row.style}
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-3xl border p-4 md:p-5 ${category.isActive ? 'border-line bg-surface' : 'border-dashed border-muted bg-surface/60'} ${row.isDragging ? 'shadow-xl' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <DragHandle handle={row.handle} label={t('reorder.dragCategory', { name })} />
        <div className="flex min-w-48 flex-1 flex-col gap-0.5">
          <h2 id={headingId} className="text-xl font-bold">
            {name}
          </h2>
          <p className="text-sm text-muted">
            {otherName && otherName !== name ? (
              <>
                <bdi lang={i18n.language === 'ar' ? 'en' : 'ar'}>{otherName}</bdi>
                {' · '}
              </>
            ) : null}
            {t('category.items', { count: category.items.length })}
          </p>
        </div>
        <MoveButtons
          index={index}
          total={total}
          upLabel={t('category.moveUp', { name })}
          downLabel={t('category.moveDown', { name })}
          onMove={onMove}
        />
      </div>
      {!category.isActive ? (
        <p className="rounded-2xl bg-accent/15 px-4 py-2 text-ink">
          <strong className="font-bold">{t('category.hidden')}.</strong> {t('category.hiddenHint')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onAction('addItem')} aria-label={t('category.addItem', { name })}>
          {t('category.addItemShort')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onAction('rename')}
          aria-label={t('category.rename', { name })}
        >
          {t('category.renameShort')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onAction('toggle')}
          aria-label={t(category.isActive ? 'category.hide' : 'category.show', { name })}
        >
          {t(category.isActive ? 'category.hideShort' : 'category.showShort')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => onAction('delete')}
          aria-label={t('category.delete', { name })}
        >
          <TrashIcon />
          {t('category.deleteShort')}
        </Button>
      </div>
      {category.items.length === 0 ? (
        <p className="text-muted">{t('category.noItems')}</p>
      ) : (
        <SortableList
          ids={ids}
          nameOf={itemName}
          onReorder={(next, movedId) => onItemsReorder(next, movedId, false)}
        >
          <ul aria-labelledby={headingId} className="flex flex-col gap-2">
            {category.items.map((item, i) => (
              <ItemRow
                key={item.id}
                item={item}
                index={i}
                total={ids.length}
                onMove={(to) => onItemsReorder(moved(ids, i, to), item.id, true)}
                onEdit={() => onItemAction('edit', item.id)}
                onDelete={() => onItemAction('delete', item.id)}
                onSoldOut={(soldOut) => onSoldOut(item.id, soldOut)}
              />
            ))}
          </ul>
        </SortableList>
      )}
    </li>
  );
}
