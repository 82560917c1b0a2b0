import { HONEYPOT_FIELD } from '@sufra/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { buttonClass } from '../../../../shared/ui/button';
import { HoneypotField, honeypotValue } from '../../../../shared/ui/honeypot-field';
import {
  APPLICATION_FIELDS,
  type ApplicationField,
  type ApplicationValues,
  EMPTY_APPLICATION,
  REQUIRED_ON_SUBMIT,
} from '../lib/application-fields';
import {
  type ApplicationErrors,
  type ApplicationMode,
  type LogoErrorKey,
  toFormData,
  validateApplication,
} from '../lib/validate-application';
import { ApplicationFieldsets } from './application-fieldsets';
import { LogoField } from './logo-field';

type ApplicationFormProps = {
  mode: ApplicationMode;
  initialValues?: ApplicationValues;
  currentLogoUrl?: string | null;
  onSubmit: (form: FormData) => Promise<unknown>;
  submitLabel: string;
  submittingLabel: string;
  intro?: ReactNode;
};

const NO_REQUIRED: ReadonlySet<ApplicationField> = new Set();

/** The onboarding form, for the first submit (five required fields) and for resubmit (none). */
export function ApplicationForm(props: ApplicationFormProps) {
  const { mode, initialValues, currentLogoUrl, onSubmit, submitLabel, submittingLabel, intro } = props;
  const { t } = useTranslation('onboarding');
  const idPrefix = `onboarding-${mode}`;
  const [values, setValues] = useState<ApplicationValues>(initialValues ?? EMPTY_APPLICATION);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<LogoErrorKey | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const onFieldChange = (field: ApplicationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const trap = honeypotValue(event.currentTarget);
    const result = validateApplication(values, mode);
    setErrors(result.errors);
    if (!result.fields || logoError) {
      setFormError(t('errors.summary'));
      const first = APPLICATION_FIELDS.find((field) => result.errors[field]);
      document.getElementById(first ? `${idPrefix}-${first}` : `${idPrefix}-logo`)?.focus();
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const form = toFormData(result.fields, logo);
      if (trap) form.append(HONEYPOT_FIELD, trap);
      await onSubmit(form);
    } catch (error) {
      setFormError(messageOf(error, t('errors.network'), t('errors.unknown')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
      {intro}
      <HoneypotField />
      <ApplicationFieldsets
        values={values}
        errors={errors}
        requiredFields={mode === 'submit' ? REQUIRED_ON_SUBMIT : NO_REQUIRED}
        onFieldChange={onFieldChange}
        idPrefix={idPrefix}
      />
      <div className="rounded-2xl border border-line bg-card p-5">
        <LogoField
          id={`${idPrefix}-logo`}
          file={logo}
          currentLogoUrl={currentLogoUrl}
          error={logoError ? t(`errors.${logoError}`) : undefined}
          onChange={(file, error) => {
            // An invalid file stays selected (so it can be removed) but blocks the submit.
            setLogo(file);
            setLogoError(error);
          }}
        />
      </div>
      {formError ? (
        <p role="alert" className="rounded-xl bg-danger/10 p-3 font-medium text-danger">
          {formError}
        </p>
      ) : null}
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', true)}>
        {isSubmitting ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}

/** The server's message is already in the visitor's language; ours covers "no answer at all". */
export function messageOf(error: unknown, networkText: string, unknownText: string): string {
  if (!(error instanceof ApiError)) return unknownText;
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return networkText;
  return error.message || unknownText;
}
