import { useTranslation } from '../../i18n/use-translation';
import { useErrorText } from '../use-error-text';
import { Button } from './button';

/** A screen whose data could not be read: the reason in the diner's language, and a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="flex flex-col gap-3 py-6">
      <p role="alert" className="text-danger">
        {errorText(error)}
      </p>
      <Button onClick={onRetry}>{t('common:actions.retry')}</Button>
    </div>
  );
}
