import { HONEYPOT_FIELD } from '@sufra/domain';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The sign-up forms' honeypot (packages/domain honeypot.ts): an input nobody sees, reads or tabs to
 * (`inert`, `aria-hidden`, moved out of the layout), so only a script filling every input fills it, and
 * the server then refuses the request. Uncontrolled: read it with `honeypotValue(form)` on submit.
 */
export function HoneypotField() {
  const { t } = useTranslation('common');
  return (
    <div
      aria-hidden="true"
      inert
      className="pointer-events-none absolute -start-[10000px] size-px overflow-hidden"
    >
      <label>
        {t('honeypot.label')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What a script typed into the honeypot ('' from a person). */
export function honeypotValue(form: HTMLFormElement): string {
  const input = form.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : '';
}
