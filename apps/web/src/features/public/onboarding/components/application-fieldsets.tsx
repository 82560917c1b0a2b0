import type { InputHTMLAttributes } from 'react';
import type { KeyOf } from '../../../../i18n/keys';
import type onboardingTexts from '../../../../i18n/locales/en/onboarding.json';
import { useTranslation } from '../../../../i18n/use-translation';
import { TextField } from '../../../../shared/ui/text-field';
import { type ApplicationField, type ApplicationValues, FIELD_LIMITS } from '../lib/application-fields';
import type { ApplicationErrors } from '../lib/validate-application';
import { CategorySelect } from './category-select';

type FieldConfig = {
  field: ApplicationField;
  hasHint?: boolean;
  multiline?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'dir'>;

/** Grouped as an applicant thinks of them; Arabic fields are typed right-to-left whatever the page language. */
const SECTIONS: ReadonlyArray<{
  key: keyof typeof onboardingTexts.sections;
  fields: readonly FieldConfig[];
}> = [
  {
    key: 'restaurant',
    fields: [
      { field: 'name', dir: 'auto', autoComplete: 'organization' },
      { field: 'nameAr', dir: 'rtl' },
      { field: 'categoryId' },
      { field: 'description', dir: 'auto', multiline: true, hasHint: true },
      { field: 'descriptionAr', dir: 'rtl', multiline: true },
    ],
  },
  {
    key: 'location',
    fields: [
      { field: 'address', dir: 'auto', hasHint: true, autoComplete: 'street-address' },
      { field: 'addressAr', dir: 'rtl' },
      { field: 'city', dir: 'auto', autoComplete: 'address-level2' },
      { field: 'phone', type: 'tel', inputMode: 'tel', dir: 'ltr', hasHint: true, autoComplete: 'tel' },
    ],
  },
  {
    key: 'contact',
    fields: [
      { field: 'contactPersonName', dir: 'auto', autoComplete: 'name' },
      { field: 'contactPersonEmail', type: 'email', dir: 'ltr', autoComplete: 'email' },
    ],
  },
  {
    key: 'business',
    fields: [
      { field: 'businessRegistration', inputMode: 'numeric', dir: 'ltr', hasHint: true },
      { field: 'website', type: 'url', inputMode: 'url', dir: 'ltr', hasHint: true, autoComplete: 'url' },
      { field: 'socialMedia', dir: 'ltr', hasHint: true },
    ],
  },
];

type ApplicationFieldsetsProps = {
  values: ApplicationValues;
  errors: ApplicationErrors;
  requiredFields: ReadonlySet<ApplicationField>;
  onFieldChange: (field: ApplicationField, value: string) => void;
  idPrefix: string;
};

export function ApplicationFieldsets({
  values,
  errors,
  requiredFields,
  onFieldChange,
  idPrefix,
}: ApplicationFieldsetsProps) {
  const { t } = useTranslation('onboarding');
  const errorText = (field: ApplicationField) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);
  return SECTIONS.map((section) => (
    <fieldset key={section.key} className="flex flex-col gap-5 rounded-2xl border border-line bg-card p-5">
      <legend className="px-2 text-lg font-bold text-primary">{t(`sections.${section.key}`)}</legend>
      {section.fields.map(({ field, hasHint, multiline, ...inputProps }) =>
        field === 'categoryId' ? (
          <CategorySelect
            key={field}
            id={`${idPrefix}-${field}`}
            value={values.categoryId}
            onChange={(value) => onFieldChange('categoryId', value)}
            error={errorText('categoryId')}
            isRequired={requiredFields.has('categoryId')}
          />
        ) : (
          <TextField
            key={field}
            id={`${idPrefix}-${field}`}
            label={t(`fields.${field}`)}
            value={values[field]}
            onChange={(value) => onFieldChange(field, value)}
            error={errorText(field)}
            // Only the fields marked hasHint have a hint text (the type cannot tell which).
            hint={hasHint ? t(`fields.${field}Hint` as KeyOf<'onboarding'>) : undefined}
            isRequired={requiredFields.has(field)}
            optionalLabel={t('fields.optional')}
            multiline={multiline ?? false}
            maxLength={FIELD_LIMITS[field]}
            {...inputProps}
          />
        ),
      )}
    </fieldset>
  ));
}
