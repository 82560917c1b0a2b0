import { type CartLine, halalas, lineTotal, validateOptionSelection } from '@sufra/domain';
import type { MenuItem } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocalized } from '../localized';
import type { CartItemDetails } from '../store/cart-slice';
import { BottomSheet } from '../ui/bottom-sheet';
import { Button } from '../ui/button';
import { Money } from '../ui/money';
import { ItemFacts } from './item-facts';
import { OptionGroupField } from './option-group-field';
import { type Selection, toSelectedOptions } from './option-selection';
import { QuantityStepper } from './quantity-stepper';

const MAX_INSTRUCTIONS = 200;

/**
 * Item details and customisation; mounted fresh for each item so choices never leak between items. The
 * diner's menu adds to the phone's cart, the waiter's order screen to the order being taken (`onAdd`, which
 * which says what became of the line and returns false when it was refused: the sheet then stays open).
 */
export function ItemSheet({
  item,
  preview = false,
  onClose,
  onAdd,
}: {
  item: MenuItem;
  /** The owner's preview: everything shown, nothing added. */
  preview?: boolean;
  onClose: () => void;
  onAdd: (line: CartLine, details: CartItemDetails) => boolean;
}) {
  // The option rules' messages come from the error catalogue, loaded with the sheet (see menu-page.tsx).
  const { t } = useTranslation(['menu', 'errors']);
  const text = useLocalized();
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [instructions, setInstructions] = useState('');
  const [showErrors, setShowErrors] = useState(false);

  const selectedOptions = toSelectedOptions(item.optionGroups, selection);
  const issues = validateOptionSelection(item.optionGroups, selectedOptions);
  const total = lineTotal({ unitPrice: halalas(item.price), quantity, selectedOptions });
  const errorFor = (groupId: number) => {
    const issue = showErrors ? issues.find((i) => i.groupId === groupId) : undefined;
    return issue ? t(`errors:${issue.code}`, { min: issue.min, max: issue.max }) : null;
  };

  const add = () => {
    if (issues.length > 0) {
      setShowErrors(true);
      document
        .querySelector(`[data-group-id="${issues[0]?.groupId}"]`)
        ?.scrollIntoView?.({ block: 'center' });
      return;
    }
    const options: Record<number, { name: string; nameAr: string }> = {};
    for (const group of item.optionGroups)
      for (const o of group.options) options[o.id] = { name: o.name, nameAr: o.nameAr };
    const added = onAdd(
      {
        itemId: item.id,
        unitPrice: halalas(item.price),
        selectedOptions,
        specialInstructions: instructions,
        quantity,
      },
      { name: item.name, nameAr: item.nameAr, photo: item.photo, options },
    );
    // The caller says what became of the line (added, or refused and why); a refused line keeps the sheet.
    if (added) onClose();
  };

  return (
    <BottomSheet
      open
      onClose={onClose}
      title={text(item.name, item.nameAr)}
      footer={
        preview ? (
          <p className="text-center font-medium text-muted">{t('preview.noOrdering')}</p>
        ) : !item.isAvailable ? (
          <Button block disabled>
            {t('soldOut')}
          </Button>
        ) : (
          // The button's words never break ("أضف إلى / السلة ·" at 390 px, issue 25 item 10): beside the
          // stepper while its one line fits, else on a row of its own below it (a long price, a narrow phone).
          <div className="flex flex-wrap items-center justify-center gap-2">
            <QuantityStepper value={quantity} onChange={setQuantity} />
            <Button onClick={add} className="flex-[1_0_auto] whitespace-nowrap px-4!">
              <span>
                {t('sheet.add')} · <Money amount={total} />
              </span>
            </Button>
          </div>
        )
      }
    >
      <div className="flex flex-col gap-5">
        {item.photo ? (
          <img
            src={item.photo}
            srcSet={item.photoSrcset ?? undefined}
            sizes="(min-width: 640px) 592px, calc(100vw - 32px)"
            alt=""
            width={400}
            height={240}
            className="aspect-[5/3] w-full rounded-2xl bg-primary-soft object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-2">
          {text(item.description, item.descriptionAr) ? (
            <p className="text-muted">{text(item.description, item.descriptionAr)}</p>
          ) : null}
          <ItemFacts item={item} />
          <Money amount={halalas(item.price)} className="text-lg font-bold text-primary" />
        </div>
        {item.optionGroups.map((group) => (
          <OptionGroupField
            key={group.id}
            group={group}
            selection={selection}
            onChange={setSelection}
            error={errorFor(group.id)}
          />
        ))}
        <label className="flex flex-col gap-1.5">
          <span className="font-bold">{t('sheet.instructions')}</span>
          <textarea
            value={instructions}
            maxLength={MAX_INSTRUCTIONS}
            onChange={(e) => setInstructions(e.target.value)}
            placeholder={t('sheet.instructionsPlaceholder')}
            rows={2}
            className="rounded-xl border border-line bg-card p-3"
          />
        </label>
      </div>
    </BottomSheet>
  );
}
