import type { RestaurantRole } from '@sufra/domain/roles';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ApiError } from '../../../../shared/api-client';
import { useSignedInStaff } from '../../../../shared/staff/signed-in-staff';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { InviteFields, useInviteForm } from '../../../../shared/ui/invite-fields';
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
  const form = useInviteForm('invite', i18n.language);
  const [role, setRole] = useState<RestaurantRole>(
    roles.includes('waiter') ? 'waiter' : (roles[0] ?? 'waiter'),
  );
  const [step, setStep] = useState<'details' | 'confirm'>('details');
  const create = useCreateInvite();
  const summaryId = useId();
  const addressError =
    create.error instanceof ApiError && ADDRESS_CODES.has(create.error.code)
      ? errorText(create.error)
      : undefined;

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!form.read()) return;
    create.reset();
    setStep('confirm');
  };
  const send = () =>
    create.mutate(
      { ...form.details, role },
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
          <InviteFields
            {...form.fields}
            texts={{
              name: t('invite.name'),
              nameRequired: t('invite.nameRequired'),
              email: t('invite.email'),
              emailRequired: t('invite.emailRequired'),
              language: t('invite.language'),
              languages: { ar: t('invite.languages.ar'), en: t('invite.languages.en') },
            }}
            addressError={addressError}
          >
            <RoleChoice legend={t('invite.role')} roles={roles} value={role} onChange={setRole} />
          </InviteFields>
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
            <p>
              {t('invite.confirmBody', {
                name: form.details.name,
                email: form.details.email,
                role: roleName,
              })}
            </p>
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
