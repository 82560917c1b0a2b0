import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../shared/api-client';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/text-field';
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
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'ar' | 'en'>(i18n.language === 'en' ? 'en' : 'ar');
  const [missing, setMissing] = useState<{ name?: boolean; email?: boolean }>({});
  const emailProblem =
    invite.error instanceof ApiError && EMAIL_CODES.has(invite.error.code)
      ? errorText(invite.error)
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: name.trim() === '', email: email.trim() === '' };
    setMissing(found);
    if (found.name || found.email) {
      document.getElementById(found.name ? 'admin-invite-name' : 'admin-invite-email')?.focus();
      return;
    }
    invite.mutate(
      { name: name.trim(), email: email.trim(), language },
      {
        onSuccess: (sent) => onDone(sent.email),
        onError: (error) => {
          if (error instanceof ApiError && EMAIL_CODES.has(error.code))
            document.getElementById('admin-invite-email')?.focus();
        },
      },
    );
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
        <TextField
          id="admin-invite-name"
          autoComplete="off"
          maxLength={100}
          label={t('admins.inviteDialog.name')}
          value={name}
          onChange={setName}
          error={missing.name ? t('admins.inviteDialog.nameRequired') : undefined}
          isRequired
        />
        <TextField
          id="admin-invite-email"
          type="email"
          inputMode="email"
          autoComplete="off"
          dir="ltr"
          maxLength={254}
          label={t('admins.inviteDialog.email')}
          value={email}
          onChange={setEmail}
          error={missing.email ? t('admins.inviteDialog.emailRequired') : emailProblem}
          isRequired
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="admin-invite-language" className="text-sm font-medium">
            {t('admins.inviteDialog.language')}
          </label>
          <select
            id="admin-invite-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'ar')}
            className="min-h-11 self-start rounded-xl border border-line bg-card px-3"
          >
            <option value="ar">{t('languages.ar')}</option>
            <option value="en">{t('languages.en')}</option>
          </select>
        </div>
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
