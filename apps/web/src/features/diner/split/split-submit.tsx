import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { useErrorText } from '../../../shared/use-error-text';
import type { useChooseSplit } from './use-choose-split';

/**
 * The split screens' "Continue": busy while the shared split is settled with the server, its refusal
 * in words, and, when the held split can no longer change (a share is paid), a way to start a new one.
 */
export function SplitSubmit({
  chooser,
  onContinue,
  onStartNew,
  type = 'button',
}: {
  chooser: ReturnType<typeof useChooseSplit>;
  onContinue?: () => void;
  onStartNew: () => void;
  type?: 'button' | 'submit';
}) {
  const { t } = useTranslation('split');
  const errorText = useErrorText();
  return (
    <div className="flex flex-col gap-3">
      {chooser.error ? (
        <p role="alert" className="font-medium text-danger" data-testid="split-error">
          {errorText(chooser.error)}
        </p>
      ) : null}
      <Button type={type} block disabled={chooser.isPending} onClick={onContinue}>
        {chooser.isPending ? t('saving') : t('continue')}
      </Button>
      {chooser.isRefused ? (
        <Button variant="secondary" block disabled={chooser.isPending} onClick={onStartNew}>
          {t('startNew')}
        </Button>
      ) : null}
    </div>
  );
}
