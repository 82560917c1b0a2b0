import type { Language } from '@sufra/domain';
import type { RestaurantRole } from '@sufra/domain/roles';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { useSignedInStaff } from '../../../../shared/staff/signed-in-staff';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { TextField } from '../../../../shared/ui/text-field';
import { toast } from '../../../../shared/ui/toaster';
import { useErrorText } from '../../../../shared/use-error-text';
import { rolesGivenBy } from '../lib/may-manage';
import { useCreateInvite } from '../staff-admin-api';
import { RoleChoice } from './role-choice';

/** Answers about the address itself: shown on the e-mail field, back on the first step. */
const ADDRESS_CODES = new Set(['EMAIL_INVALID', 'STAFF_EMAIL_TAKEN']);

/**
 * Invite someone by e-mail with a role: the details, then a confirmation of who joins as what and how
 * the single-use, 48-hour link works. Nothing is sent before the confirmation.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(['staff', 'dashboard']);
  const errorText = useErrorText();
  const actor = useSignedInStaff();
  const roles = rolesGivenBy(actor);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<RestaurantRole>(
    roles.includes('waiter') ? 'waiter' : (roles[0] ?? 'waiter'),
  );
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'ar');
  const [step, setStep] = useState<'details' | 'confirm'>('details');
  const [missing, setMissing] = useState<{ name?: boolean; email?: boolean }>({});
  const create = useCreateInvite();
  const summaryId = useId();
  const addressError =
    create.error instanceof ApiError && ADDRESS_CODES.has(create.error.code)
      ? errorText(create.error)
      : undefined;

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = { name: name.trim() === '', email: email.trim() === '' };
    setMissing(found);
    if (found.name || found.email) {
      document.getElementById(found.name ? 'invite-name' : 'invite-email')?.focus();
      return;
    }
    create.reset();
    setStep('confirm');
  };
  const send = () =>
    create.mutate(
      { name: name.trim(), email: email.trim(), role, language },
      {
        onSuccess: (invite) => {
          toast.success(t('invite.sent', { email: invite.email }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && ADDRESS_CODES.has(error.code)) setStep('details');
        },
      },
    );
  const roleName = t(`dashboard:roles.${role}`);

  return (
    <Dialog
      open
      onClose={onClose}
      title={step === 'details' ? t('invite.title') : t('invite.confirmTitle')}
      describedBy={step === 'confirm' ? summaryId : undefined}
    >
      {step === 'details' ? (
        <form noValidate onSubmit={next} className="flex flex-col gap-4">
          <TextField
            id="invite-name"
            autoComplete="off"
            maxLength={100}
            label={t('invite.name')}
            value={name}
            onChange={setName}
            error={missing.name ? t('invite.nameRequired') : undefined}
            isRequired
          />
          <TextField
            id="invite-email"
            type="email"
            autoComplete="off"
            inputMode="email"
            dir="ltr"
            maxLength={254}
            label={t('invite.email')}
            value={email}
            onChange={setEmail}
            error={missing.email ? t('invite.emailRequired') : addressError}
            isRequired
          />
          <RoleChoice legend={t('invite.role')} roles={roles} value={role} onChange={setRole} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="invite-language" className="text-sm font-medium">
              {t('invite.language')}
            </label>
            <select
              id="invite-language"
              value={language}
              onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'ar')}
              className="min-h-12 rounded-xl border border-line bg-card px-4 text-base"
            >
              <option value="ar">{t('invite.languages.ar')}</option>
              <option value="en">{t('invite.languages.en')}</option>
            </select>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('invite.next')}</Button>
          </div>
        </form>
      ) : (
        <>
          <div id={summaryId} className="flex flex-col gap-2 text-lg">
            <p>{t('invite.confirmBody', { name: name.trim(), email: email.trim(), role: roleName })}</p>
            <p className="text-muted">{t('invite.confirmLink')}</p>
          </div>
          {create.isError && !addressError ? (
            <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
              {errorText(create.error)}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setStep('details')}>
              {t('invite.back')}
            </Button>
            <Button onClick={send} disabled={create.isPending} aria-busy={create.isPending || undefined}>
              {t('invite.confirm')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
