import type { StaffCoupon } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { Choice } from '../../../../shared/staff/choice';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { useCreateCoupon, useUpdateCoupon } from '../coupons-admin-api';
import { changedTerms, type FormField, typedCode } from '../lib/coupon-form';
import { TargetPicker } from './target-picker';
import { useCouponForm } from './use-coupon-form';

/** The server's refusals that are about one field: shown there, like the form's own problems. */
const SERVER_FIELD: Partial<Record<string, FormField>> = {
  COUPON_CODE_TAKEN: 'code',
  COUPON_PERCENT_RANGE: 'value',
  COUPON_FIXED_RANGE: 'value',
  COUPON_CAP_PERCENT_ONLY: 'maxDiscount',
  COUPON_ENDS_BEFORE_START: 'endsAt',
  COUPON_MAX_USES_BELOW_USED: 'maxUses',
  COUPON_TARGET_UNKNOWN: 'targets',
};

/** In the order of the form: the first field with a problem takes the focus. */
const FIELD_IDS: Record<FormField, string> = {
  code: 'coupon-code',
  value: 'coupon-value',
  maxDiscount: 'coupon-max-discount',
  minOrder: 'coupon-min-order',
  startsAt: 'coupon-starts-at',
  endsAt: 'coupon-ends-at',
  maxUses: 'coupon-max-uses',
  perCustomerLimit: 'coupon-per-customer',
  targets: 'coupon-targets',
};

/** Typed as written: codes, amounts and counts are Latin, left to right, and never the browser's guesses. */
const typedText = { autoComplete: 'off', dir: 'ltr' } as const;

const focusField = (field: FormField) => document.getElementById(FIELD_IDS[field])?.focus();

/**
 * Create a coupon, or edit one (`coupon`): every rule the checkout knows. The form checks the domain's
 * rules as the server will and shows each problem at its field; what the server still refuses is shown
 * there too. An edit sends only what changed; one of a coupon already used says it applies from now on.
 */
export function CouponDialog({ coupon, onClose }: { coupon?: StaffCoupon; onClose: () => void }) {
  const { t } = useTranslation('coupons');
  const errorText = useErrorText();
  const {
    form: { handleSubmit, getValues },
    original,
    used,
    values: form,
    change,
    errorOf,
    problemCount,
    serverRefusal: serverError,
    setServerRefusal,
    unchanged,
    setUnchanged,
  } = useCouponForm(coupon);
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const isPending = create.isPending || update.isPending;
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    change({ [key]: value } as Partial<typeof form>);

  const fail = (error: unknown) => {
    const field = error instanceof ApiError ? (SERVER_FIELD[error.code] ?? null) : null;
    setServerRefusal({ field, text: errorText(error) });
    if (field) focusField(field);
  };

  const save = handleSubmit(
    (terms) => {
      if (!coupon) {
        create.mutate(terms, {
          onSuccess: (saved) => {
            toast.success(t('form.created', { code: saved.code }));
            onClose();
          },
          onError: fail,
        });
        return;
      }
      const change = changedTerms(original, getValues(), terms);
      if (Object.keys(change).length === 0) {
        setUnchanged(true);
        return;
      }
      update.mutate(
        { id: coupon.id, change },
        {
          onSuccess: (saved) => {
            toast.success(t('form.saved', { code: saved.code }));
            onClose();
          },
          onError: fail,
        },
      );
    },
    (problems) => {
      const first = (Object.keys(FIELD_IDS) as FormField[]).find((field) => field in problems);
      if (first) focusField(first);
    },
  );

  /** A text field's id, value, typing and error (the code is upper-cased as typed). */
  const bind = (field: Exclude<FormField, 'targets'>) => ({
    id: FIELD_IDS[field],
    value: form[field],
    onChange: (value: string) => set(field, field === 'code' ? typedCode(value) : value),
    error: errorOf(field),
  });
  const targetsError = errorOf('targets');
  const isPercent = form.kind === 'percent';

  return (
    <Dialog
      open
      onClose={onClose}
      title={coupon ? t('form.editTitle', { code: coupon.code }) : t('form.createTitle')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          setServerRefusal(null);
          void save(event);
        }}
        className="flex flex-col gap-5"
      >
        {coupon && used > 0 ? (
          <p className="rounded-2xl bg-accent-soft px-4 py-3">
            {t('form.usedNote', { code: coupon.code, count: used })}
          </p>
        ) : null}
        <TextField
          {...bind('code')}
          label={t('form.code')}
          hint={t('form.codeHint')}
          {...typedText}
          maxLength={40}
          isRequired
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('form.kind')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {(['percent', 'fixed'] as const).map((kind) => (
              <Choice
                key={kind}
                name="coupon-kind"
                value={kind}
                checked={form.kind === kind}
                onSelect={() => set('kind', kind)}
              >
                {t(`form.kinds.${kind}`)}
              </Choice>
            ))}
          </div>
        </fieldset>
        <TextField
          {...bind('value')}
          label={isPercent ? t('form.percentValue') : t('form.fixedValue')}
          hint={isPercent ? t('form.percentHint') : t('form.fixedHint')}
          inputMode="decimal"
          {...typedText}
          maxLength={16}
          isRequired
        />
        {isPercent ? (
          <TextField
            {...bind('maxDiscount')}
            label={t('form.maxDiscount')}
            hint={t('form.maxDiscountHint')}
            optionalLabel={t('form.optional')}
            inputMode="decimal"
            {...typedText}
            maxLength={16}
          />
        ) : null}
        <TextField
          {...bind('minOrder')}
          label={t('form.minOrder')}
          hint={t('form.minOrderHint')}
          optionalLabel={t('form.optional')}
          inputMode="decimal"
          {...typedText}
          maxLength={16}
        />
        <fieldset className="flex flex-col gap-3" aria-describedby="coupon-dates-hint">
          <legend className="mb-1 text-base font-bold">{t('form.dates')}</legend>
          <p id="coupon-dates-hint" className="text-sm text-muted">
            {t('form.datesHint')}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              {...bind('startsAt')}
              type="datetime-local"
              label={t('form.startsAt')}
              optionalLabel={t('form.optional')}
            />
            <TextField
              {...bind('endsAt')}
              type="datetime-local"
              label={t('form.endsAt')}
              optionalLabel={t('form.optional')}
            />
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-base font-bold">{t('form.limits')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              {...bind('maxUses')}
              label={t('form.maxUses')}
              hint={t('form.maxUsesHint')}
              optionalLabel={t('form.optional')}
              inputMode="numeric"
              {...typedText}
              maxLength={9}
            />
            <TextField
              {...bind('perCustomerLimit')}
              label={t('form.perCustomerLimit')}
              hint={t('form.perCustomerHint')}
              optionalLabel={t('form.optional')}
              inputMode="numeric"
              {...typedText}
              maxLength={9}
            />
          </div>
        </fieldset>
        <fieldset
          id={FIELD_IDS.targets}
          tabIndex={-1}
          className="flex flex-col gap-3"
          aria-describedby={targetsError ? 'coupon-targets-error' : undefined}
          aria-invalid={targetsError ? true : undefined}
        >
          <legend className="mb-1 text-base font-bold">{t('form.appliesTo')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {(['all', 'chosen'] as const).map((scope) => (
              <Choice
                key={scope}
                name="coupon-scope"
                value={scope}
                checked={form.scope === scope}
                onSelect={() => set('scope', scope)}
              >
                {t(`form.scopes.${scope}`)}
              </Choice>
            ))}
          </div>
          {targetsError ? (
            <p id="coupon-targets-error" className="text-sm font-medium text-danger">
              {targetsError}
            </p>
          ) : null}
          {form.scope === 'chosen' ? (
            <>
              <p className="text-sm text-muted">{t('form.scopeChosenHint')}</p>
              <TargetPicker
                value={{ itemIds: form.itemIds, categoryIds: form.categoryIds }}
                onChange={change}
              />
            </>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label className="flex min-h-12 items-center gap-3 font-medium">
            <input
              type="checkbox"
              checked={form.isActive}
              onChange={(event) => set('isActive', event.target.checked)}
              aria-describedby="coupon-active-hint"
              className="size-5 shrink-0 accent-primary"
            />
            {t('form.active')}
          </label>
          <p id="coupon-active-hint" className="text-sm text-muted">
            {t('form.activeHint')}
          </p>
        </div>
        {problemCount > 0 ? (
          <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
            {t('form.fixProblems', { count: problemCount })}
          </p>
        ) : serverError && !serverError.field ? (
          <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
            {serverError.text}
          </p>
        ) : unchanged ? (
          <p role="status" className="rounded-2xl bg-line px-4 py-3">
            {t('form.nothingChanged')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={isPending} aria-busy={isPending || undefined}>
            {coupon ? t('form.save') : t('form.createSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
