import type { RestaurantOperations } from '@sufra/domain/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Choice } from '../../../../shared/staff/choice';
import { TextField } from '../../../../shared/ui/text-field';
import { useErrorText } from '../../../../shared/use-error-text';
import {
  changedOperations,
  type OperationsForm as Form,
  KITCHEN_MAX,
  type OperationsProblems,
  operationsFormOf,
  operationsProblems,
  TABLE_CAPACITY,
} from '../lib/operations-form';
import { useUpdateOperations } from '../settings-api';
import { FormSection, type SaveStatus } from './form-section';
import { MaintenanceField } from './maintenance-field';
import { useSyncedForm } from './use-synced-form';

type NumberField = keyof OperationsProblems;
const isChanged = (from: Form, to: Form) => Object.keys(changedOperations(from, to)).length > 0;

/**
 * How the restaurant takes orders: paying before or after, prices with or without VAT (the owner's), a new
 * table's capacity, maintenance mode with its message, the kitchen display's thresholds. Paying and
 * pricing apply to new orders only, and the form says so.
 */
export function OperationsForm({
  operations,
  isOwner,
}: {
  operations: RestaurantOperations;
  isOwner: boolean;
}) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const original = useMemo(() => operationsFormOf(operations), [operations]);
  const [form, setForm] = useSyncedForm(original, isChanged);
  const [problems, setProblems] = useState<OperationsProblems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const update = useUpdateOperations();

  const change = (patch: Partial<Form>) => {
    setForm({ ...form, ...patch });
    setStatus('idle');
    setServerError(null);
    const settled = Object.keys(patch).filter((key) => key in problems);
    if (settled.length) setProblems(operationsProblems({ ...form, ...patch }));
  };

  const submit = () => {
    setServerError(null);
    const found = operationsProblems(form);
    setProblems(found);
    const first = (['defaultTableCapacity', 'warnMinutes', 'lateMinutes'] as const).find((f) => found[f]);
    if (first) {
      setStatus('fix');
      document.getElementById(`settings-${first}`)?.focus();
      return;
    }
    const body = changedOperations(original, form);
    if (Object.keys(body).length === 0) return setStatus('nothing');
    update.mutate(body, {
      onSuccess: (settings) => {
        setForm(operationsFormOf(settings.operations));
        setStatus('saved');
      },
      onError: (error) => {
        setServerError(errorText(error));
        setStatus('idle');
      },
    });
  };

  const problemText = (field: NumberField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem === 'capacityRange') return t('operations.capacityRange', TABLE_CAPACITY);
    if (problem === 'lateAfterWarn') return t('operations.lateAfterWarn');
    const max = field === 'warnMinutes' ? KITCHEN_MAX.warn : KITCHEN_MAX.late;
    return t('operations.minutesRange', { min: field === 'warnMinutes' ? 1 : 2, max });
  };
  const numberField = (field: NumberField, label: string, hint?: string) => (
    <TextField
      id={`settings-${field}`}
      label={label}
      value={form[field]}
      onChange={(value) => change({ [field]: value })}
      error={problemText(field)}
      hint={hint}
      inputMode="numeric"
      isRequired
      dir="ltr"
    />
  );

  return (
    <FormSection
      id="settings-operations"
      title={t('operations.title')}
      intro={t('operations.intro')}
      onSubmit={submit}
      isDirty={isChanged(original, form)}
      isPending={update.isPending}
      status={status}
      savedText={t('operations.saved')}
      error={serverError}
    >
      <p className="rounded-2xl bg-accent-soft px-4 py-3">{t('operations.newOrdersOnly')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-bold">{t('operations.payment')}</legend>
        <div className="flex flex-col gap-2 md:flex-row">
          <Choice
            name="settings-payment"
            value="after"
            checked={!form.requirePaymentBeforeOrder}
            onSelect={() => change({ requirePaymentBeforeOrder: false })}
          >
            {t('operations.payAfter')}
          </Choice>
          <Choice
            name="settings-payment"
            value="before"
            checked={form.requirePaymentBeforeOrder}
            onSelect={() => change({ requirePaymentBeforeOrder: true })}
          >
            {t('operations.payBefore')}
          </Choice>
        </div>
      </fieldset>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={isOwner ? undefined : 'settings-pricing-note'}
      >
        <legend className="mb-2 text-lg font-bold">{t('operations.pricing')}</legend>
        <div className="flex flex-col gap-2 md:flex-row">
          {(['inclusive', 'exclusive'] as const).map((mode) => (
            <Choice
              key={mode}
              name="settings-pricing"
              value={mode}
              checked={form.pricingMode === mode}
              disabled={!isOwner}
              onSelect={() => change({ pricingMode: mode })}
            >
              {t(`operations.${mode}`)}
            </Choice>
          ))}
        </div>
        {isOwner ? null : (
          <p id="settings-pricing-note" className="text-sm text-muted">
            {t('ownerOnly')}
          </p>
        )}
      </fieldset>
      <div className="max-w-md">
        {numberField(
          'defaultTableCapacity',
          t('operations.capacity'),
          t('operations.capacityHint', TABLE_CAPACITY),
        )}
      </div>
      <MaintenanceField
        isOn={form.maintenanceMode}
        isSavedOn={original.maintenanceMode}
        message={form.maintenanceMessage}
        messageAr={form.maintenanceMessageAr}
        onToggle={(on) => change({ maintenanceMode: on })}
        onMessage={(field, value) => change({ [field]: value })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-bold">{t('operations.kitchen')}</legend>
        <p className="text-muted">{t('operations.kitchenHint')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {numberField('warnMinutes', t('operations.warnMinutes'))}
          {numberField('lateMinutes', t('operations.lateMinutes'))}
        </div>
      </fieldset>
    </FormSection>
  );
}
