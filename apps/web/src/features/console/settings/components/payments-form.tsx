import type { PaymentSettings } from '@sufra/domain/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { Choice } from '../../../../shared/staff/choice';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { Icon } from '../../../../shared/ui/icons';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorCodeText, useErrorText } from '../../../../shared/use-error-text';
import {
  confirmationsFor,
  type PaymentsForm as Form,
  formMode,
  isPaymentsChanged,
  type PaymentsField,
  type PaymentsProblems,
  paymentsBody,
  paymentsFormOf,
  paymentsProblems,
  serverProblemField,
} from '../lib/payments-form';
import { useUpdatePaymentSettings } from '../payment-settings-api';
import { FormSection, type SaveStatus } from './form-section';
import { useSyncedForm } from './use-synced-form';

const FIELDS: PaymentsField[] = ['publishableKey', 'secretKey', 'webhookSecret'];
const changed = (from: Form, to: Form) =>
  from.provider !== to.provider ||
  from.publishableKey !== to.publishableKey ||
  to.secretKey !== '' ||
  to.webhookSecret !== '';

/**
 * Settings → Payments (the owner's): the sandbox or Moyasar with the restaurant's own keys. Secrets are
 * password fields that start empty and say "set · ends in 1234": a secret is replaced only when typed
 * (the server never sends one back). Changing the gateway, or saving live keys, is confirmed first.
 */
export function PaymentsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const codeText = useErrorCodeText();
  const original = useMemo(() => paymentsFormOf(settings), [settings]);
  const [form, setForm] = useSyncedForm(original, changed);
  const [problems, setProblems] = useState<PaymentsProblems>({});
  const [serverField, setServerField] = useState<{ field: PaymentsField; text: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [asking, setAsking] = useState<{ switching: boolean; goingLive: boolean } | null>(null);
  const update = useUpdatePaymentSettings();
  const mode = formMode(form);

  const change = (patch: Partial<Form>) => {
    const next = { ...form, ...patch };
    setForm(next);
    setStatus('idle');
    setServerError(null);
    setServerField(null);
    if (Object.keys(problems).length > 0) setProblems(paymentsProblems(next, settings));
  };

  const save = () => {
    update.mutate(paymentsBody(form), {
      onSuccess: (saved) => {
        setForm(paymentsFormOf(saved));
        setStatus('saved');
      },
      onError: (error) => {
        setStatus('idle');
        const field = error instanceof ApiError ? serverProblemField(error.code, error.params) : null;
        if (field) {
          setServerField({ field, text: errorText(error) });
          document.getElementById(`settings-payments-${field}`)?.focus();
        } else setServerError(errorText(error));
      },
    });
  };

  const submit = () => {
    setServerError(null);
    setServerField(null);
    const found = paymentsProblems(form, settings);
    setProblems(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      setStatus('fix');
      document.getElementById(`settings-payments-${first}`)?.focus();
      return;
    }
    if (!isPaymentsChanged(settings, form)) return setStatus('nothing');
    const confirm = confirmationsFor(settings, form);
    if (confirm.switching || confirm.goingLive) return setAsking(confirm);
    save();
  };

  const fieldError = (field: PaymentsField) => {
    if (serverField?.field === field) return serverField.text;
    const problem = problems[field];
    return problem ? codeText(problem) : undefined;
  };
  const storedHint = (field: 'secretKey' | 'webhookSecret') => {
    const secret = settings[field];
    const state = secret.set ? t('payments.setEndsIn', { last4: secret.last4 ?? '' }) : t('payments.notSet');
    return `${state} ${t(`payments.${field}Hint`)}`;
  };
  const copy = () =>
    navigator.clipboard
      .writeText(settings.webhookUrl)
      .then(() => toast.success(t('payments.copied')))
      .catch(() => toast.error(t('payments.copyFailed')));

  return (
    <FormSection
      id="settings-payments"
      title={t('payments.title')}
      intro={t('payments.intro')}
      onSubmit={submit}
      isDirty={isPaymentsChanged(settings, form)}
      isPending={update.isPending}
      status={status}
      savedText={t('payments.saved')}
      error={serverError}
    >
      <p
        data-mode={mode}
        className={`self-start rounded-full px-4 py-1.5 font-medium ${
          mode === 'live' ? 'bg-danger text-white' : 'bg-accent-soft text-ink'
        }`}
      >
        {mode === 'live' ? t('payments.modeLive') : t('payments.modeTest')}
      </p>
      {settings.source === 'platform' ? <p className="text-muted">{t('payments.platformDefault')}</p> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-bold">{t('payments.provider')}</legend>
        <div className="flex flex-col gap-2 md:flex-row">
          {(['sandbox', 'moyasar'] as const).map((provider) => (
            <Choice
              key={provider}
              name="settings-payments-provider"
              value={provider}
              checked={form.provider === provider}
              onSelect={() => change({ provider })}
            >
              <span className="block">{t(`payments.${provider}`)}</span>
              <span className="block text-sm font-normal text-muted">{t(`payments.${provider}Hint`)}</span>
            </Choice>
          ))}
        </div>
      </fieldset>
      {form.provider === 'moyasar' ? (
        <div className="flex flex-col gap-4">
          <TextField
            id="settings-payments-publishableKey"
            label={t('payments.publishableKey')}
            value={form.publishableKey}
            onChange={(value) => change({ publishableKey: value })}
            error={fieldError('publishableKey')}
            hint={t('payments.publishableKeyHint')}
            autoComplete="off"
            isRequired
            dir="ltr"
          />
          <TextField
            id="settings-payments-secretKey"
            type="password"
            label={t('payments.secretKey')}
            value={form.secretKey}
            onChange={(value) => change({ secretKey: value })}
            error={fieldError('secretKey')}
            hint={storedHint('secretKey')}
            autoComplete="new-password"
            isRequired={!settings.secretKey.set}
            dir="ltr"
          />
          <TextField
            id="settings-payments-webhookSecret"
            type="password"
            label={t('payments.webhookSecret')}
            value={form.webhookSecret}
            onChange={(value) => change({ webhookSecret: value })}
            error={fieldError('webhookSecret')}
            hint={storedHint('webhookSecret')}
            autoComplete="new-password"
            isRequired={!settings.webhookSecret.set}
            dir="ltr"
          />
          <div className="flex flex-col gap-1.5">
            <span id="settings-payments-webhookUrl-label" className="text-sm font-medium text-ink">
              {t('payments.webhookUrl')}
            </span>
            <div className="flex min-w-0 items-center gap-2">
              <output
                aria-labelledby="settings-payments-webhookUrl-label"
                aria-describedby="settings-payments-webhookUrl-hint"
                dir="ltr"
                className="block min-w-0 flex-1 rounded-xl border border-dashed border-line px-4 py-3 font-mono text-sm break-all"
              >
                {settings.webhookUrl}
              </output>
              <button
                type="button"
                onClick={copy}
                aria-label={t('payments.copy')}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary hover:bg-primary-soft"
              >
                <Icon width="22" height="22">
                  <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
                </Icon>
              </button>
            </div>
            <p id="settings-payments-webhookUrl-hint" className="text-sm text-muted">
              {t('payments.webhookUrlHint')}
            </p>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.goingLive ? t('payments.confirmLiveTitle') : t('payments.confirmSwitchTitle')}
        confirmLabel={t('payments.confirm')}
        cancelLabel={t('payments.cancel')}
        tone={asking?.goingLive ? 'danger' : 'primary'}
        onConfirm={() => {
          setAsking(null);
          save();
        }}
        onCancel={() => setAsking(null)}
      >
        {asking?.goingLive ? <p>{t('payments.confirmLiveBody')}</p> : null}
        {asking?.switching ? (
          <p>{t('payments.confirmSwitchBody', { provider: t(`payments.${form.provider}`) })}</p>
        ) : null}
      </ConfirmDialog>
    </FormSection>
  );
}
