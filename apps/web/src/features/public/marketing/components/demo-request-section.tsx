import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { HoneypotField, honeypotValue } from '../../../../shared/ui/honeypot-field';
import { TextField } from '../../../../shared/ui/text-field';
import {
  DEMO_FIELDS,
  DEMO_LIMITS,
  type DemoRequestErrors,
  type DemoRequestValues,
  validateDemoRequest,
} from '../lib/demo-request-validation';
import { postDemoRequest } from '../marketing-api';

const EMPTY: DemoRequestValues = { name: '', email: '', restaurantName: '', phone: '', message: '' };

export function DemoRequestSection() {
  const { t } = useTranslation('marketing');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<DemoRequestErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isSent, setSent] = useState(false);
  const successRef = useRef<HTMLHeadingElement>(null);

  const setField = (field: keyof DemoRequestValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Clear a field's error as soon as it is edited; it is checked again on submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setServerError(null);
    const trap = honeypotValue(event.currentTarget);
    const result = validateDemoRequest(values);
    setErrors(result.errors);
    if (!result.body) {
      const first = DEMO_FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(`demo-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await postDemoRequest(trap ? { ...result.body, fax: trap } : result.body);
      setSent(true);
      setValues(EMPTY);
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      setServerError(serverMessage(error, t('demo.errors.network'), t('demo.errors.unknown')));
    } finally {
      setSubmitting(false);
    }
  }

  const errorText = (field: keyof DemoRequestValues) => {
    const key = errors[field];
    return key ? t(`demo.errors.${key}`) : undefined;
  };

  return (
    <section
      id="demo"
      aria-labelledby="demo-title"
      className="scroll-mt-20 bg-primary-soft px-4 py-16 [contain-intrinsic-block-size:auto_61rem] [content-visibility:auto]"
    >
      <div className="mx-auto max-w-2xl">
        <h2 id="demo-title" className="text-3xl font-bold text-primary">
          {t('demo.title')}
        </h2>
        <p className="mt-3 text-lg text-muted">{t('demo.subtitle')}</p>
        {isSent ? (
          <div role="status" className="mt-8 rounded-2xl border border-success bg-card p-6">
            <h3 ref={successRef} tabIndex={-1} className="text-xl font-bold text-success">
              {t('demo.successTitle')}
            </h3>
            <p className="mt-2 text-ink">{t('demo.successBody')}</p>
            <button
              type="button"
              onClick={() => setSent(false)}
              className="mt-4 min-h-11 font-medium text-primary underline underline-offset-4"
            >
              {t('demo.sendAnother')}
            </button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={handleSubmit}
            className="mt-8 flex flex-col gap-5 rounded-2xl bg-card p-6 shadow-sm"
          >
            <p className="text-sm text-muted">{t('demo.requiredHint')}</p>
            <HoneypotField />
            <TextField
              id="demo-name"
              label={t('demo.name')}
              value={values.name}
              onChange={setField('name')}
              error={errorText('name')}
              isRequired
              autoComplete="name"
              maxLength={DEMO_LIMITS.name}
            />
            <TextField
              id="demo-email"
              label={t('demo.email')}
              type="email"
              dir="ltr"
              value={values.email}
              onChange={setField('email')}
              error={errorText('email')}
              isRequired
              autoComplete="email"
              maxLength={DEMO_LIMITS.email}
            />
            <TextField
              id="demo-restaurantName"
              label={t('demo.restaurantName')}
              value={values.restaurantName}
              onChange={setField('restaurantName')}
              error={errorText('restaurantName')}
              isRequired
              autoComplete="organization"
              maxLength={DEMO_LIMITS.restaurantName}
            />
            <TextField
              id="demo-phone"
              label={t('demo.phone')}
              type="tel"
              dir="ltr"
              inputMode="tel"
              value={values.phone}
              onChange={setField('phone')}
              error={errorText('phone')}
              hint={t('demo.phoneHint')}
              optionalLabel={t('demo.optional')}
              autoComplete="tel"
            />
            <TextField
              id="demo-message"
              label={t('demo.message')}
              multiline
              value={values.message}
              onChange={setField('message')}
              error={errorText('message')}
              optionalLabel={t('demo.optional')}
              maxLength={DEMO_LIMITS.message}
            />
            {serverError ? (
              <p role="alert" className="rounded-xl bg-danger/10 p-3 font-medium text-danger">
                {serverError}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={isSubmitting}
              className="min-h-12 rounded-xl bg-primary px-6 py-3 text-lg font-bold text-white hover:bg-primary-dark disabled:opacity-70"
            >
              {isSubmitting ? t('demo.submitting') : t('demo.submit')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

/** The server's own message (already in the visitor's language), or ours when no answer came back. */
function serverMessage(error: unknown, networkText: string, unknownText: string): string {
  if (!(error instanceof ApiError)) return unknownText;
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return networkText;
  return error.message || unknownText;
}
