import type { StaffMenuCategory, StaffMenuItem } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useDeleteCategory, useDeleteItem } from '../menu-editor-api';

/**
 * Deleting a category, confirmed. One with dishes is not offered the delete (the server would refuse
 * it: MENU_CATEGORY_NOT_EMPTY); the dialog says what to do instead.
 */
export function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: StaffMenuCategory;
  onClose: () => void;
}) {
  const { t } = useTranslation('menuEditor');
  const localized = useLocalized();
  const errorText = useErrorText();
  const remove = useDeleteCategory();
  const name = localized(category.name, category.nameAr);
  const isEmpty = category.items.length === 0;
  return (
    <ConfirmDialog
      open
      title={t('deleteCategory.title', { name })}
      confirmLabel={t('deleteCategory.confirm')}
      cancelLabel={t('categoryDialog.cancel')}
      tone="danger"
      isPending={remove.isPending}
      isConfirmable={isEmpty}
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={() =>
        remove.mutate(category.id, {
          onSuccess: () => {
            toast.success(t('deleteCategory.done', { name }));
            onClose();
          },
        })
      }
      onCancel={onClose}
    >
      <p>{isEmpty ? t('deleteCategory.body') : t('deleteCategory.notEmpty', { name })}</p>
    </ConfirmDialog>
  );
}

/** Deleting a dish, confirmed with its name; past orders keep it on their bills. */
export function DeleteItemDialog({ item, onClose }: { item: StaffMenuItem; onClose: () => void }) {
  const { t } = useTranslation('menuEditor');
  const localized = useLocalized();
  const errorText = useErrorText();
  const remove = useDeleteItem();
  const name = localized(item.name, item.nameAr);
  return (
    <ConfirmDialog
      open
      title={t('deleteItem.title', { name })}
      confirmLabel={t('deleteItem.confirm')}
      cancelLabel={t('categoryDialog.cancel')}
      tone="danger"
      isPending={remove.isPending}
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={() =>
        remove.mutate(item.id, {
          onSuccess: () => {
            toast.success(t('deleteItem.done', { name }));
            onClose();
          },
        })
      }
      onCancel={onClose}
    >
      <p>{t('deleteItem.body', { name })}</p>
    </ConfirmDialog>
  );
}
