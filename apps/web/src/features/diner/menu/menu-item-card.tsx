import { halalas } from '@sufra/domain';
import type { MenuItem } from '@sufra/domain/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalized } from '../../../shared/localized';
import { ItemFacts } from '../../../shared/menu/item-facts';
import { Money } from '../../../shared/ui/money';

/** A card is one button: the whole row opens the item sheet. Sold-out items show but cannot be ordered. */
export function MenuItemCard({ item, onOpen }: { item: MenuItem; onOpen: (item: MenuItem) => void }) {
  const { t } = useTranslation('menu');
  const text = useLocalized();
  const name = text(item.name, item.nameAr);
  const description = text(item.description, item.descriptionAr);
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      disabled={!item.isAvailable}
      aria-label={item.isAvailable ? name : `${name} — ${t('soldOut')}`}
      className="flex w-full gap-3 rounded-2xl bg-card p-3 text-start shadow-sm enabled:hover:shadow-md disabled:cursor-not-allowed"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="font-bold">{name}</h3>
        {description ? <p className="line-clamp-2 text-sm text-muted">{description}</p> : null}
        <ItemFacts item={item} />
        <div className="mt-auto flex items-center gap-2 pt-1">
          <Money amount={halalas(item.price)} className="font-bold text-primary" />
          {!item.isAvailable ? (
            <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-medium text-white">
              {t('soldOut')}
            </span>
          ) : null}
        </div>
      </div>
      <div className="relative aspect-square w-24 shrink-0 overflow-hidden rounded-xl bg-primary-soft">
        {item.photo ? (
          <img
            src={item.photo}
            srcSet={item.photoSrcset ?? undefined}
            sizes="96px"
            alt=""
            loading="lazy"
            decoding="async"
            width={96}
            height={96}
            className={`size-full object-cover ${item.isAvailable ? '' : 'grayscale'}`}
          />
        ) : null}
      </div>
    </button>
  );
}
