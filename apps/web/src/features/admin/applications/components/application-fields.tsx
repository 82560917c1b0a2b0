import type { AdminApplication } from '@sufra/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';

type Row = [label: string, value: ReactNode];

/** Every field of the application, in three groups, with its logo; an empty field says so. */
export function ApplicationFields({ application: a, name }: { application: AdminApplication; name: string }) {
  const { t, i18n } = useTranslation('admin');
  const ltr = (value: string | null) =>
    value ? (
      <bdi key="ltr" dir="ltr">
        {value}
      </bdi>
    ) : null;
  const website = a.website ? (
    <a
      href={a.website}
      target="_blank"
      rel="noreferrer noopener"
      className="text-primary underline"
      dir="ltr"
    >
      {a.website}
    </a>
  ) : null;
  const restaurant: Row[] = [
    [
      t('fields.name'),
      <bdi key="en" lang="en">
        {a.name}
      </bdi>,
    ],
    [
      t('fields.nameAr'),
      a.nameAr ? (
        <bdi key="ar" lang="ar">
          {a.nameAr}
        </bdi>
      ) : null,
    ],
    [t('fields.category'), i18n.language === 'ar' ? a.categoryNameAr : a.categoryName],
    [t('fields.city'), a.city],
    [t('fields.description'), a.description],
    [t('fields.descriptionAr'), a.descriptionAr],
    [t('fields.address'), a.address],
    [t('fields.addressAr'), a.addressAr],
  ];
  const contact: Row[] = [
    [t('fields.contactPersonName'), a.contactPersonName],
    [t('fields.contactPersonEmail'), ltr(a.contactPersonEmail)],
    [t('fields.phone'), ltr(a.phone)],
    [t('fields.language'), t(`languages.${a.language}`)],
    [t('fields.createdAt'), formatRiyadhDate(a.createdAt, i18n.language)],
    [t('fields.updatedAt'), formatRiyadhDate(a.updatedAt, i18n.language)],
  ];
  const business: Row[] = [
    [t('fields.businessRegistration'), ltr(a.businessRegistration)],
    [t('fields.website'), website],
    [t('fields.socialMedia'), a.socialMedia],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title={t('application.restaurantSection')} className="lg:row-span-2">
        {a.logoUrl ? (
          <img
            src={a.logoUrl}
            alt={t('applications.logoOf', { name })}
            className="max-h-40 w-auto max-w-full self-start rounded-2xl border border-line object-contain"
          />
        ) : (
          <p className="text-muted">{t('application.noLogo')}</p>
        )}
        <Rows rows={restaurant} />
      </Section>
      <Section title={t('application.contactSection')}>
        <Rows rows={contact} />
      </Section>
      <Section title={t('application.businessSection')}>
        <Rows rows={business} />
      </Section>
    </div>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={`flex flex-col gap-3 rounded-3xl bg-card p-5 shadow-sm ${className ?? ''}`}>
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="flex flex-col gap-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="whitespace-pre-line break-words">
            {value === null || value === '' ? <span className="text-muted">{t('common.empty')}</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
