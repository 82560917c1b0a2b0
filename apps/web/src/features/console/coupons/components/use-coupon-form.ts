import type { CreateCouponBody, StaffCoupon } from '@sufra/domain/contracts';
import { useState } from 'react';
import { type FieldError, type Resolver, useForm } from 'react-hook-form';
import {
  type CouponForm,
  emptyCouponForm,
  type FormField,
  type FormProblem,
  formOf,
  readCouponForm,
} from '../lib/coupon-form';
import { useProblemText } from './use-problem-text';

/** Which form fields a change of one input may settle (a change of kind re-reads the value and its cap). */
const SETTLES: Partial<Record<keyof CouponForm, FormField[]>> = {
  kind: ['value', 'maxDiscount'],
  startsAt: ['startsAt', 'endsAt'],
  scope: ['targets'],
  itemIds: ['targets'],
  categoryIds: ['targets'],
};

/** The server's refusal after a save: at its field when it is about one, else for the whole form. */
export type ServerRefusal = { field: FormField | null; text: string };

/**
 * The coupon editor's state in react-hook-form. The checks are the form's own reader (lib/coupon-form.ts:
 * text in, the server's terms out, the domain's rules between fields), not a zod schema: the fields are
 * typed text, and the browser never loads zod. `targets` is a problem of three inputs (scope and the two
 * lists), so errors are keyed by FormField rather than by input.
 */
export function useCouponForm(coupon: StaffCoupon | undefined) {
  const problemText = useProblemText();
  const [original] = useState(() => (coupon ? formOf(coupon) : emptyCouponForm()));
  const used = coupon?.usage.uses ?? 0;
  const resolver: Resolver<CouponForm, unknown, CreateCouponBody> = (values) => {
    const read = readCouponForm(values, used);
    if (read.ok) return { values: read.terms, errors: {} };
    const errors = Object.fromEntries(
      (Object.entries(read.problems) as [FormField, FormProblem][]).map(([field, problem]) => [
        field,
        { type: 'validate', message: problemText(problem) },
      ]),
    );
    return { values: {}, errors };
  };
  const form = useForm<CouponForm, unknown, CreateCouponBody>({
    defaultValues: original,
    resolver,
    // change() re-checks the whole form instead: fixing one field can settle another (the end after a
    // new start), and the count of problems must follow.
    reValidateMode: 'onSubmit',
    // Focus goes by FIELD_IDS order, which includes the targets' fieldset (not an input of its own).
    shouldFocusError: false,
  });
  const [serverRefusal, setServerRefusal] = useState<ServerRefusal | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const { isSubmitted } = form.formState;

  const change = (patch: Partial<CouponForm>) => {
    for (const [key, value] of Object.entries(patch) as [keyof CouponForm, never][])
      form.setValue(key, value, { shouldDirty: true });
    setUnchanged(false);
    // Once a save was tried, problems follow the typing: each disappears as soon as it is fixed.
    if (isSubmitted) void form.trigger();
    const settled = (Object.keys(patch) as (keyof CouponForm)[]).flatMap(
      (key) => SETTLES[key] ?? [key as FormField],
    );
    if (serverRefusal?.field && settled.includes(serverRefusal.field)) setServerRefusal(null);
  };

  const errors = form.formState.errors as Partial<Record<FormField, FieldError>>;
  /** The text under a field: the form's own problem first, else the server's refusal about it. */
  const errorOf = (field: FormField) =>
    errors[field]?.message ?? (serverRefusal?.field === field ? serverRefusal.text : undefined);

  return {
    form,
    original,
    used,
    values: form.watch(),
    change,
    errorOf,
    problemCount: Object.keys(errors).length,
    serverRefusal,
    setServerRefusal,
    unchanged,
    setUnchanged,
  };
}
