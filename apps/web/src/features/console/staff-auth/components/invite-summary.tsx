import type { StaffRole } from '@sufra/domain/contracts';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';

/** What the invitation offers, as the invitee checks it before choosing a password. */
export function InviteSummary({
  restaurant,
  role,
  email,
  expiresAt,
}: {
  restaurant: string;
  role: StaffRole;
  email: string;
  expiresAt: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const rows = [
    [t('invite.restaurant'), restaurant],
    [t('invite.role'), t(`roles.${role}`)],
    [t('invite.email'), email],
    [t('invite.validUntil'), formatRiyadhDate(expiresAt, i18n.language)],
  ] as const;
  return (
    <section aria-labelledby="invite-details" className="rounded-2xl bg-primary-soft px-4 py-3">
      <h2 id="invite-details" className="sr-only">
        {t('invite.details')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd
              className="min-w-0 break-words font-medium"
              dir={label === t('invite.email') ? 'ltr' : undefined}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
