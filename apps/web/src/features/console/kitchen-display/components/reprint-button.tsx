import type { KitchenTicket } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/use-translation';
import { call } from '../../../../shared/api-client';
import { useErrorText } from '../../../../shared/use-error-text';

/**
 * "Reprint" on a ticket (issue 29 item 3): the whole ticket again on every printer that prints it, marked as
 * a reprint on the paper. Shown by the ticket card only where the restaurant has printers and the person may
 * reprint; what happened is said under the button (the app's toasts are hidden when the display is full
 * screen).
 */
export function ReprintButton({ ticket }: { ticket: KitchenTicket }) {
  const { t } = useTranslation('printers');
  const errorText = useErrorText();
  const reprint = useMutation({
    mutationFn: () => call(routes.reprintTicket, { params: { id: ticket.id }, body: {} }),
  });
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={() => reprint.mutate()}
        disabled={reprint.isPending}
        aria-label={t('reprint.label', { number: ticket.orderNumber })}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-2xl border-2 border-line bg-card px-4 text-lg font-bold hover:bg-surface disabled:opacity-60"
      >
        {t('reprint.button')}
      </button>
      {reprint.isSuccess ? (
        <p role="status" className="text-base font-medium">
          {t('reprint.done', { number: ticket.orderNumber })}
        </p>
      ) : null}
      {reprint.isError ? (
        <p role="alert" className="text-base font-bold text-danger">
          {errorText(reprint.error)}
        </p>
      ) : null}
    </div>
  );
}
