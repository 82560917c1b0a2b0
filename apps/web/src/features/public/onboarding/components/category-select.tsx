import { useTranslation } from '../../../../i18n/use-translation';
import { useCategories } from '../onboarding-api';

type CategorySelectProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  isRequired: boolean;
};

/** The restaurant type, from GET /api/public/categories, named in the visitor's language. */
export function CategorySelect({ id, value, onChange, error, isRequired }: CategorySelectProps) {
  const { t, i18n } = useTranslation('onboarding');
  const categories = useCategories();
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [categories.isError ? statusId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('fields.categoryId')}
        {isRequired ? (
          <span aria-hidden="true" className="text-danger">
            {' *'}
          </span>
        ) : (
          <span className="text-muted"> ({t('fields.optional')})</span>
        )}
      </label>
      <select
        id={id}
        name="categoryId"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy || undefined}
        aria-busy={categories.isPending || undefined}
        className={`block min-h-12 w-full rounded-xl border bg-card px-4 py-3 text-base text-ink ${
          error ? 'border-danger' : 'border-line'
        }`}
      >
        <option value="">
          {categories.isPending ? t('fields.categoriesLoading') : t('fields.categoryPlaceholder')}
        </option>
        {categories.data?.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {i18n.language === 'ar' ? category.nameAr : category.name}
          </option>
        ))}
      </select>
      {categories.isError ? (
        <p id={statusId} className="flex flex-wrap items-center gap-2 text-sm text-danger">
          {t('fields.categoriesFailed')}
          <button
            type="button"
            onClick={() => void categories.refetch()}
            className="min-h-11 font-medium text-primary underline underline-offset-4"
          >
            {t('fields.retry')}
          </button>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
