import { formatMoney } from '@sufra/domain';
import {
  MAX_CALORIES,
  MAX_MENU_DESCRIPTION,
  MAX_MENU_NAME,
  type StaffMenuCategory,
  type StaffMenuItem,
} from '@sufra/domain/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { useLocalized } from '../../../../shared/localized';
import { Button } from '../../../../shared/ui/button';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorCodeText, useErrorText } from '../../../../shared/use-error-text';
import {
  CAFFEINE_LEVELS,
  changedFields,
  checkItemForm,
  createBody,
  emptyItemForm,
  type ItemField,
  type ItemForm,
  type ItemProblem,
  itemFormOf,
  readPrice,
} from '../lib/item-form';
import { useCreateItem, useUpdateItem } from '../menu-editor-api';

const FIELDS: readonly ItemField[] = ['nameAr', 'name', 'descriptionAr', 'description', 'price', 'calories'];
const fieldId = (field: ItemField) => `menu-item-${field}`;

/**
 * A dish's details: names and descriptions in both languages, the price typed in SAR (read at once as
 * the server will: a third decimal or a sign is said at the field while typing), calories, caffeine, salt,
 * and whether it can be ordered. A new dish is created here; an edit sends only what changed.
 */
export function ItemDetailsForm({
  item,
  categoryId,
  categories,
  onCreated,
}: {
  item: StaffMenuItem | undefined;
  categoryId: number;
  categories: StaffMenuCategory[];
  onCreated: (item: StaffMenuItem) => void;
}) {
  const { t, i18n } = useTranslation('menuEditor');
  const localized = useLocalized();
  const errorText = useErrorText();
  const codeText = useErrorCodeText();
  const create = useCreateItem();
  const update = useUpdateItem();
  const [original] = useState<ItemForm>(() => (item ? itemFormOf(item) : emptyItemForm(categoryId)));
  const [form, setForm] = useState(original);
  const [tried, setTried] = useState(false);
  const [serverField, setServerField] = useState<{ field: ItemField; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const isPending = create.isPending || update.isPending;
  const problems = checkItemForm(form);
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const problemText = (problem: ItemProblem) => {
    if (problem === 'required') return t('categoryDialog.required');
    if (problem === 'tooLong') return t('categoryDialog.tooLong', { max: MAX_MENU_NAME });
    if (problem === 'price') return codeText('MENU_PRICE_INVALID');
    return t('itemDialog.caloriesInvalid', { max: MAX_CALORIES });
  };
  /** A field's problem: the price is checked as it is typed, the rest once Save was pressed. */
  const errorAt = (field: ItemField) => {
    if (serverField?.field === field) return serverField.text;
    const problem = problems[field];
    if (!problem) return undefined;
    if (tried || (field === 'price' && problem === 'price') || (field === 'calories' && form.calories !== ''))
      return problemText(problem);
    return undefined;
  };
  const change = (patch: Partial<ItemForm>) => {
    setForm({ ...form, ...patch });
    setServerField(null);
    setFailure(null);
    setStatus('');
  };
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'MENU_PRICE_INVALID') {
      setServerField({ field: 'price', text: errorText(error) });
      document.getElementById(fieldId('price'))?.focus();
    } else setFailure(errorText(error));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setStatus('');
    const first = FIELDS.find((f) => problems[f]);
    if (first) {
      setFailure(t('itemDialog.fixFields'));
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setFailure(null);
    if (!item) {
      create.mutate(createBody(form), {
        onSuccess: (saved) => {
          toast.success(t('itemDialog.created', { name: localized(saved.name, saved.nameAr) }));
          onCreated(saved);
        },
        onError: refused,
      });
      return;
    }
    const changes = changedFields(original, form);
    if (Object.keys(changes).length === 0) return setStatus(t('itemDialog.unchanged'));
    update.mutate(
      { id: item.id, change: changes },
      {
        onSuccess: (saved) => setStatus(t('itemDialog.saved', { name: localized(saved.name, saved.nameAr) })),
        onError: refused,
      },
    );
  };

  const text = (
    field: ItemField,
    lang: 'ar' | 'en',
    options: { multiline?: boolean; required?: boolean },
  ) => (
    <TextField
      id={fieldId(field)}
      label={t(`itemDialog.${field as 'nameAr'}`)}
      value={form[field] as string}
      onChange={(value) => change({ [field]: value })}
      error={errorAt(field)}
      isRequired={options.required ?? false}
      optionalLabel={options.required ? undefined : t('itemDialog.optional')}
      multiline={options.multiline ?? false}
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      maxLength={options.multiline ? MAX_MENU_DESCRIPTION : MAX_MENU_NAME}
    />
  );
  const price = readPrice(form.price);
  return (
    <form noValidate onSubmit={submit} aria-labelledby="menu-item-details" className="flex flex-col gap-4">
      <h3 id="menu-item-details" className="text-lg font-bold">
        {t('itemDialog.details')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('nameAr', 'ar', { required: true })}
        {text('name', 'en', { required: true })}
        {text('descriptionAr', 'ar', { multiline: true })}
        {text('description', 'en', { multiline: true })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('price')}
          label={t('itemDialog.price')}
          value={form.price}
          onChange={(value) => change({ price: value })}
          error={errorAt('price')}
          hint={
            price !== null && !errorAt('price')
              ? t('itemDialog.priceReads', { price: formatMoney(price, lang) })
              : t('itemDialog.priceHint')
          }
          isRequired
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
        />
        <TextField
          id={fieldId('calories')}
          label={t('itemDialog.calories')}
          value={form.calories}
          onChange={(value) => change({ calories: value })}
          error={errorAt('calories')}
          optionalLabel={t('itemDialog.optional')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="menu-item-category" className="text-sm font-medium">
            {t('itemDialog.category')}
          </label>
          <select
            id="menu-item-category"
            value={form.categoryId}
            onChange={(event) => change({ categoryId: Number(event.target.value) })}
            className="min-h-12 rounded-xl border border-line bg-card px-4 text-base"
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {localized(c.name, c.nameAr)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="menu-item-caffeine" className="text-sm font-medium">
            {t('itemDialog.caffeine')}
          </label>
          <select
            id="menu-item-caffeine"
            value={form.caffeineLevel}
            onChange={(event) => change({ caffeineLevel: event.target.value as ItemForm['caffeineLevel'] })}
            className="min-h-12 rounded-xl border border-line bg-card px-4 text-base"
          >
            {CAFFEINE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`itemDialog.caffeineLevels.${level}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="flex min-h-12 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={form.isHighSalt}
          onChange={(event) => change({ isHighSalt: event.target.checked })}
          className="size-5 accent-primary"
        />
        <span>{t('itemDialog.highSalt')}</span>
      </label>
      <div className="flex flex-col gap-1">
        <label className="flex min-h-12 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            checked={form.isAvailable}
            onChange={(event) => change({ isAvailable: event.target.checked })}
            aria-describedby="menu-item-available-hint"
            className="size-5 accent-primary"
          />
          <span className="font-medium">{t('itemDialog.available')}</span>
        </label>
        <p id="menu-item-available-hint" className="text-sm text-muted">
          {t('itemDialog.availableHint')}
        </p>
      </div>
      {failure ? (
        <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
          {failure}
        </p>
      ) : null}
      <p role="status" className="font-medium text-success">
        {status}
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={isPending} aria-busy={isPending || undefined}>
          {isPending ? t('itemDialog.saving') : t(item ? 'itemDialog.save' : 'itemDialog.create')}
        </Button>
      </div>
    </form>
  );
}
