import type { StaffMenuCategory, StaffMenuItem } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { ItemDetailsForm } from './item-details-form';
import { OptionGroupsEditor } from './option-groups-editor';
import { PhotoField } from './photo-field';

/**
 * A dish's editor: its details, then (once it exists) its photo and its option groups, each saved on its
 * own and saying so. A new dish stays open after it is added, for its photo and options.
 */
export function ItemDialog({
  item,
  categoryId,
  categories,
  onCreated,
  onClose,
}: {
  /** The saved dish as the menu now has it; undefined for a new one. */
  item: StaffMenuItem | undefined;
  categoryId: number;
  categories: StaffMenuCategory[];
  onCreated: (item: StaffMenuItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('menuEditor');
  const localized = useLocalized();
  const category = categories.find((c) => c.id === categoryId);
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        item
          ? t('itemDialog.editTitle', { name: localized(item.name, item.nameAr) })
          : t('itemDialog.newTitle', { category: category ? localized(category.name, category.nameAr) : '' })
      }
    >
      <ItemDetailsForm
        key={item?.id ?? 'new'}
        item={item}
        categoryId={categoryId}
        categories={categories}
        onCreated={onCreated}
      />
      {item ? (
        <>
          <PhotoField item={item} />
          <OptionGroupsEditor key={item.id} item={item} />
        </>
      ) : (
        <p className="border-t border-line pt-4 text-muted">{t('options.saveFirst')}</p>
      )}
      <div className="flex justify-end border-t border-line pt-4">
        <Button variant="secondary" onClick={onClose}>
          {t('itemDialog.close')}
        </Button>
      </div>
    </Dialog>
  );
}
