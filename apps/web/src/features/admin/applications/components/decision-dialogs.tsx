import type { AdminApplication } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { useErrorText } from '../../../../shared/use-error-text';
import { useApprove, useReject, useRequestChanges } from '../admin-applications-api';

export type Decision = 'approve' | 'changes' | 'reject';

/** The answers that mean the application is not the one shown any more: reload it and say so. */
function isStale(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'APPLICATION_CHANGED' || error.code === 'APPLICATION_NOT_REVIEWABLE')
  );
}

interface DialogProps {
  application: AdminApplication;
  name: string;
  onClose: () => void;
  /** Decided: the words to show on the page. */
  onDone: (message: string, restaurant?: { id: number; slug: string }) => void;
  /** Someone else decided (or the applicant changed it) meanwhile: the page reloads it and says so. */
  onStale: (error: unknown) => void;
}

/** Approving, said in what it makes: the restaurant, its tables and takeaway point, the owner's invite. */
export function ApproveDialog({ application, name, onClose, onDone, onStale }: DialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const approve = useApprove(application.id);
  const email = application.contactPersonEmail;
  const language = t(`languages.${application.language}`);
  const confirm = () =>
    approve.mutate(application.version, {
      onSuccess: (result) =>
        onDone(
          t('application.approveDialog.done', { name, email: result.ownerInvite.email }),
          result.restaurant,
        ),
      onError: (error) => {
        if (isStale(error)) onStale(error);
      },
    });
  return (
    <ConfirmDialog
      open
      title={t('application.approveDialog.title', { name })}
      confirmLabel={t('application.approveDialog.confirm')}
      cancelLabel={t('common.cancel')}
      isPending={approve.isPending}
      isConfirmable={email !== null && email !== ''}
      error={approve.isError && !isStale(approve.error) ? errorText(approve.error) : null}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {email ? (
        <>
          <p>{t('application.approveDialog.intro')}</p>
          <ul className="list-disc ps-6">
            <li>{t('application.approveDialog.restaurant', { name })}</li>
            <li>{t('application.approveDialog.invite', { email: `\u2068${email}\u2069` })}</li>
            <li>{t('application.approveDialog.email', { language })}</li>
          </ul>
        </>
      ) : (
        <p className="font-medium text-danger">{t('application.approveDialog.noEmail')}</p>
      )}
    </ConfirmDialog>
  );
}

/** Asking for changes or rejecting: a message for the applicant is required, e-mailed in their language. */
export function MessageDialog({
  kind,
  application,
  name,
  onClose,
  onDone,
  onStale,
}: DialogProps & { kind: 'changes' | 'reject' }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const requestChanges = useRequestChanges(application.id);
  const reject = useReject(application.id);
  const mutation = kind === 'changes' ? requestChanges : reject;
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const words = kind === 'changes' ? 'changesDialog' : 'rejectDialog';
  const language = t(`languages.${application.language}`);
  const fieldId = `decision-${kind}-message`;
  const serverMissing =
    mutation.error instanceof ApiError && mutation.error.code === 'REVIEW_MESSAGE_REQUIRED';
  const options = {
    onSuccess: () => onDone(t(`application.${words}.done`)),
    onError: (error: unknown) => {
      if (isStale(error)) onStale(error);
      else document.getElementById(fieldId)?.focus();
    },
  };
  const confirm = () => {
    const value = text.trim();
    if (!value) {
      setMissing(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setMissing(false);
    if (kind === 'changes') requestChanges.mutate({ version: application.version, message: value }, options);
    else reject.mutate({ version: application.version, reason: value }, options);
  };
  const fieldError = missing || serverMissing ? t(`application.${words}.required`) : undefined;
  return (
    <ConfirmDialog
      open
      title={t(`application.${words}.title`, { name })}
      confirmLabel={t(`application.${words}.confirm`)}
      cancelLabel={t('common.cancel')}
      tone={kind === 'reject' ? 'danger' : 'primary'}
      isPending={mutation.isPending}
      error={
        mutation.isError && !serverMissing && !isStale(mutation.error) ? errorText(mutation.error) : null
      }
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t(`application.${words}.body`, { language })}</p>
      <TextField
        id={fieldId}
        multiline
        maxLength={2000}
        label={t(
          kind === 'changes' ? 'application.changesDialog.message' : 'application.rejectDialog.reason',
        )}
        value={text}
        onChange={setText}
        error={fieldError}
        isRequired
      />
    </ConfirmDialog>
  );
}
