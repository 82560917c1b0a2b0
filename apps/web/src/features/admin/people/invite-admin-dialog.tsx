import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { InviteFields, useInviteForm } from '../../../shared/ui/invite-fields';
import { useErrorText } from '../../../shared/use-error-text';
import { useInviteAdmin } from './admin-people-api';

/** The codes that are about the e-mail address: shown at its field. */
const EMAIL_CODES = new Set(['ADMIN_INVITE_EXISTS', 'EMAIL_INVALID']);

/** Inviting another admin: name, e-mail and the e-mail's language; refusals at their field. */
export function InviteAdminDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (email: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const invite = useInviteAdmin();
  const form = useInviteForm('admin-invite', i18n.language);
  const emailProblem =
    invite.error instanceof ApiError && EMAIL_CODES.has(invite.error.code)
      ? errorText(invite.error)
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details = form.read();
    if (!details) return;
    invite.mutate(details, {
      onSuccess: (sent) => onDone(sent.email),
      onError: (error) => {
        if (error instanceof ApiError && EMAIL_CODES.has(error.code))
          document.getElementById('admin-invite-email')?.focus();
      },
    });
  };
  return (
    <Dialog open onClose={onClose} title={t('admins.inviteDialog.title')} describedBy="admin-invite-body">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p id="admin-invite-body">{t('admins.inviteDialog.body')}</p>
        {invite.isError && !emailProblem ? (
          <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
            {errorText(invite.error)}
          </p>
        ) : null}
        <InviteFields
          {...form.fields}
          texts={{
            name: t('admins.inviteDialog.name'),
            nameRequired: t('admins.inviteDialog.nameRequired'),
            email: t('admins.inviteDialog.email'),
            emailRequired: t('admins.inviteDialog.emailRequired'),
            language: t('admins.inviteDialog.language'),
            languages: { ar: t('languages.ar'), en: t('languages.en') },
          }}
          addressError={emailProblem}
          selectClassName="min-h-11 self-start rounded-xl border border-line bg-card px-3"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending || undefined}>
            {t('admins.inviteDialog.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
