import type { ZatcaOnboardBody } from '@sufra/domain/contracts';
import { type FieldError, type Resolver, useForm } from 'react-hook-form';
import { useErrorCodeText } from '../../../../shared/use-error-text';
import {
  emptyOnboardForm,
  readOnboardForm,
  ZATCA_FIELDS,
  type ZatcaField,
  type ZatcaOnboardForm,
} from '../lib/zatca-form';

const zatcaFieldId = (field: ZatcaField) => `settings-zatca-${field}`;

/**
 * The onboarding form's state in react-hook-form, checked by the form's own reader (lib/zatca-form.ts: the
 * contract's rules without zod) with the domain's error texts. Once a submit was tried, each problem goes
 * as soon as it is fixed; the first one takes the focus.
 */
export function useZatcaOnboardForm(suggestedName: string, vatNumber: string | null) {
  const codeText = useErrorCodeText();
  const resolver: Resolver<ZatcaOnboardForm, unknown, ZatcaOnboardBody> = (values) => {
    const read = readOnboardForm(values, vatNumber);
    if (read.ok) return { values: read.body, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(read.problems).map(([field, code]) => [
        field,
        { type: 'validate', message: codeText(code) },
      ]),
    );
    return { values: {}, errors };
  };
  const form = useForm<ZatcaOnboardForm, unknown, ZatcaOnboardBody>({
    defaultValues: emptyOnboardForm(suggestedName),
    resolver,
    shouldFocusError: false,
  });
  const values = form.watch();
  const errors = form.formState.errors as Partial<Record<ZatcaField, FieldError>>;

  /** A text field's id, value, typing and error. */
  const bind = (field: ZatcaField) => ({
    id: zatcaFieldId(field),
    value: values[field],
    onChange: (value: string) =>
      form.setValue(field, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    error: errors[field]?.message,
  });

  const focusFirstProblem = (problems: Partial<Record<ZatcaField, unknown>>) => {
    const first = ZATCA_FIELDS.find((field) => field in problems);
    if (first) document.getElementById(zatcaFieldId(first))?.focus();
  };

  return { form, bind, focusFirstProblem };
}
