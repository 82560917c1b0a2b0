import { isErrorCode } from '@sufra/domain/error-codes';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { CartError } from './order-request';

/**
 * One clear text per cart error (spec section 8), from the shared `errors` catalogue with the server's
 * parameters ({current}/{total} for a full table). Anything the server did not name is "failed to place".
 */
export function useCartErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof CartError) return t(`errors:${error.code}`);
    if (error instanceof ApiError) {
      if (error.code === 'NETWORK') return t('problem.network');
      if (error.code === 'TIMEOUT') return t('problem.timeout');
      if (error.status < 500 && isErrorCode(error.code))
        return t(`errors:${error.code}`, { ...error.params, defaultValue: error.message });
    }
    return t('errors:ORDER_FAILED');
  };
}
