import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useErrorText } from '../../../shared/use-error-text';
import { useResendOwnerInvite } from './admin-restaurants-api';

/**
 * Sending a restaurant's owner a new invitation (their link expired or was lost), confirmed first: the
 * earlier link stops working, the new one goes to the last invited address in the application's language.
 * An owner who joined meanwhile: the server's OWNER_ALREADY_ACTIVE is said here.
 */
export function ResendInviteDialog({
  restaurantId,
  name,
  onClose,
  onDone,
}: {
  restaurantId: number;
  name: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const resend = useResendOwnerInvite();
  return (
    <ConfirmDialog
      open
      title={t('restaurants.resendDialog.title', { name })}
      confirmLabel={t('restaurants.resendDialog.confirm')}
      cancelLabel={t('common.cancel')}
      tone="primary"
      isPending={resend.isPending}
      error={resend.isError ? errorText(resend.error) : null}
      onConfirm={() =>
        resend.mutate(restaurantId, {
          onSuccess: (invite) => onDone(t('restaurants.resendDialog.done', { email: invite.email })),
        })
      }
      onCancel={onClose}
    >
      <p>{t('restaurants.resendDialog.body')}</p>
    </ConfirmDialog>
  );
}
