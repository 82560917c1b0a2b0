import type { ErrorCode, ErrorParams } from '@sufra/domain/error-codes';
import { errorKey } from '../i18n/keys';
import { useTranslation } from '../i18n/use-translation';
import { ApiError } from './api-client';

/**
 * Turns any failure into a sentence for the diner. The server already answers in the diner's language
 * (x-sufra-lang); only failures that never reached it (network, timeout) use the client's own texts.
 * The `errors` namespace (the domain catalogue) fills in when a body carried no message; it is not
 * imported here so the catalogue stays off the welcome page's critical path.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof ApiError) {
      if (error.code === 'NETWORK') return t('problem.network');
      if (error.code === 'TIMEOUT') return t('problem.timeout');
      if (error.message) return error.message;
      return t(errorKey(error.code), { defaultValue: t('problem.unexpected') });
    }
    return t('problem.unexpected');
  };
}

/**
 * A catalogue text for a code the screen found itself (a form's own check, before any request).
 * It declares the `errors` namespace, so the component waits for the catalogue instead of printing
 * the bare key: `t('errors:PHONE_INVALID')` from a component that had not loaded `errors` put
 * "PHONE_INVALID" on screen (issue 8, item 7).
 */
export function useErrorCodeText(): (code: ErrorCode, params?: ErrorParams) => string {
  const { t } = useTranslation(['errors', 'common']);
  return (code, params) => t(code, { ...params, defaultValue: t('common:problem.unexpected') });
}
