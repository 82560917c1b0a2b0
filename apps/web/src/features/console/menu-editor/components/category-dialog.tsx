import { MAX_MENU_NAME, type StaffMenuCategory } from '@sufra/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useCreateCategory, useUpdateCategory } from '../menu-editor-api';

type Field = 'nameAr' | 'name';

/** A new category, or a category's names in both languages (`category`). */
export function CategoryDialog({ category, onClose }: { category?: StaffMenuCategory; onClose: () => void }) {
  const { t } = useTranslation('menuEditor');
  const localized = useLocalized();
  const errorText = useErrorText();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const [names, setNames] = useState({ nameAr: category?.nameAr ?? '', name: category?.name ?? '' });
  const [tried, setTried] = useState(false);
  const isPending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const problem = (field: Field) => {
    const value = names[field].trim();
    if (value === '') return t('categoryDialog.required');
    if (value.length > MAX_MENU_NAME) return t('categoryDialog.tooLong', { max: MAX_MENU_NAME });
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const first = (['nameAr', 'name'] as const).find((f) => problem(f));
    if (first) return document.getElementById(`category-${first}`)?.focus();
    const body = { nameAr: names.nameAr.trim(), name: names.name.trim() };
    const done = (saved: StaffMenuCategory, key: 'created' | 'saved') => {
      toast.success(t(`categoryDialog.${key}`, { name: localized(saved.name, saved.nameAr) }));
      onClose();
    };
    if (category)
      update.mutate({ id: category.id, change: body }, { onSuccess: (saved) => done(saved, 'saved') });
    else create.mutate(body, { onSuccess: (saved) => done(saved, 'created') });
  };
  const field = (id: Field, label: string, lang: 'ar' | 'en') => (
    <TextField
      id={`category-${id}`}
      label={label}
      value={names[id]}
      onChange={(value) => setNames({ ...names, [id]: value })}
      error={tried ? problem(id) : undefined}
      isRequired
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      maxLength={MAX_MENU_NAME}
    />
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        category
          ? t('categoryDialog.editTitle', { name: localized(category.name, category.nameAr) })
          : t('categoryDialog.newTitle')
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {field('nameAr', t('categoryDialog.nameAr'), 'ar')}
        {field('name', t('categoryDialog.name'), 'en')}
        {failure ? (
          <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
            {errorText(failure)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('categoryDialog.cancel')}
          </Button>
          <Button type="submit" disabled={isPending} aria-busy={isPending || undefined}>
            {isPending
              ? t('categoryDialog.saving')
              : t(category ? 'categoryDialog.save' : 'categoryDialog.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
