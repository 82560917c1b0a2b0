import { halalas } from '@sufra/domain';
import type { StaffMenuItem } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { TrashIcon } from '../../../../shared/ui/action-icons';
import { Button } from '../../../../shared/ui/button';
import { Money } from '../../../../shared/ui/money';
import { DragHandle, MoveButtons, useSortableRow } from './sortable';

/**
 * One dish in its category: photo, names, price, what diners are told (sold out, options, salt), and its
 * actions. Sold out is one tap right here (a switch), shown at once.
 */
export function ItemRow({
  item,
  index,
  total,
  onMove,
  onEdit,
  onDelete,
  onSoldOut,
}: {
  item: StaffMenuItem;
  index: number;
  total: number;
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  onSoldOut: (soldOut: boolean) => void;
}) {
  const { t, i18n } = useTranslation('menuEditor');
  const localized = useLocalized();
  const row = useSortableRow(item.id);
  const name = localized(item.name, item.nameAr);
  const otherName = i18n.language === 'ar' ? item.name : item.nameAr;
  const soldOut = !item.isAvailable;
  const required = item.optionGroups.some((g) => g.minSelections > 0);
  return (
    <li
      ref={row.ref}
      style={row.style}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-card p-3 ${row.isDragging ? 'shadow-xl' : ''}`}
    >
      <DragHandle handle={row.handle} label={t('reorder.dragItem', { name })} />
      {item.photo ? (
        <img
          src={item.photo}
          srcSet={item.photoSrcset ?? undefined}
          sizes="72px"
          alt=""
          loading="lazy"
          width={72}
          height={72}
          className="size-18 shrink-0 rounded-xl bg-surface object-cover"
        />
      ) : (
        <div className="flex size-18 shrink-0 items-center justify-center rounded-xl bg-surface p-1 text-center text-xs text-muted">
          {t('item.noPhoto')}
        </div>
      )}
      <div className="flex min-w-40 flex-1 flex-col gap-0.5">
        <h3 className="text-lg font-bold leading-snug">{name}</h3>
        {otherName && otherName !== name ? (
          <p className="text-sm text-muted">
            <bdi lang={i18n.language === 'ar' ? 'en' : 'ar'}>{otherName}</bdi>
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Money amount={halalas(item.price)} className="text-base font-bold" />
          {soldOut ? (
            <span className="rounded-full bg-danger/10 px-2 py-0.5 font-medium text-danger">
              {t('item.soldOut')}
            </span>
          ) : null}
          {item.optionGroups.length > 0 ? (
            <span className="text-muted">
              {t('item.options', { count: item.optionGroups.length })}
              {required ? ` · ${t('item.required')}` : ''}
            </span>
          ) : null}
          {item.isHighSalt ? <span className="text-muted">{t('item.highSalt')}</span> : null}
          {item.calories !== null ? (
            <span className="text-muted">{t('item.calories', { count: item.calories })}</span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          role="switch"
          aria-checked={soldOut}
          aria-label={t('item.soldOutToggle', { name })}
          onClick={() => onSoldOut(!soldOut)}
          className={`inline-flex min-h-12 items-center gap-2 rounded-2xl border-2 px-3 font-medium ${soldOut ? 'border-danger bg-danger/10 text-danger' : 'border-line text-ink hover:bg-primary-soft'}`}
        >
          <span
            aria-hidden="true"
            className={`relative inline-block h-6 w-10 rounded-full transition-colors ${soldOut ? 'bg-danger' : 'bg-line'}`}
          >
            <span
              className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-[inset-inline-start] ${soldOut ? 'start-[1.125rem]' : 'start-0.5'}`}
            />
          </span>
          {t('item.soldOut')}
        </button>
        <Button variant="secondary" onClick={onEdit} aria-label={t('item.edit', { name })}>
          {t('item.editShort')}
        </Button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('item.delete', { name })}
          className="inline-flex size-12 items-center justify-center rounded-xl text-danger hover:bg-danger/10"
        >
          <TrashIcon />
        </button>
        <MoveButtons
          index={index}
          total={total}
          upLabel={t('item.moveUp', { name })}
          downLabel={t('item.moveDown', { name })}
          onMove={onMove}
        />
      </div>
    </li>
  );
}
