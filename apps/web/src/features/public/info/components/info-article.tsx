import type { ReactNode } from 'react';
import type { KeyOf } from '../../../../i18n/keys';
import type infoTexts from '../../../../i18n/locales/en/info.json';
import { useTranslation } from '../../../../i18n/use-translation';

/** Where privacy and other requests go; one constant so operators change it in one place. */
const CONTACT_EMAIL = 'privacy@sufra.sa';

type Page = 'about' | 'terms' | 'privacy';

/** Each page lists only sections its texts have (checked against the locale file). */
type InfoArticleProps = {
  [P in Page]: { page: P; sections: readonly (keyof (typeof infoTexts)[P]['sections'] & string)[] };
}[Page] & {
  /** Legal pages show their date and a table of contents; the about page does not need them. */
  isLegal?: boolean;
  children?: ReactNode;
};

/** A long-form page: title, intro and sections whose paragraphs are separated by blank lines. */
export function InfoArticle({ page, sections, isLegal = false, children }: InfoArticleProps) {
  const { t } = useTranslation('info');
  const title = t(`${page}.title`);
  // The props tie each section to its page; the template below cannot see that pairing.
  const sectionText = (section: string, part: 'heading' | 'body') =>
    `${page}.sections.${section}.${part}` as KeyOf<'info'>;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 text-start">
      <title>{`${title} — ${t('brandName')}`}</title>
      <h1 className="text-4xl font-bold text-primary">{title}</h1>
      {isLegal ? (
        <p className="mt-2 text-sm text-muted">{t('lastUpdated', { date: t('updatedOn') })}</p>
      ) : null}
      <p className="mt-6 text-lg leading-relaxed text-ink">{t(`${page}.intro`)}</p>
      {isLegal ? (
        <nav aria-labelledby="info-contents" className="mt-8 rounded-2xl border border-line bg-card p-5">
          <h2 id="info-contents" className="font-bold text-ink">
            {t('contents')}
          </h2>
          <ol className="mt-3 flex flex-col gap-1">
            {sections.map((section) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  className="inline-flex min-h-9 items-center text-primary hover:underline"
                >
                  {t(sectionText(section, 'heading'))}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section
          key={section}
          id={section}
          aria-labelledby={`${section}-heading`}
          className="mt-10 scroll-mt-20"
        >
          <h2 id={`${section}-heading`} className="text-2xl font-bold text-ink">
            {t(sectionText(section, 'heading'))}
          </h2>
          {t(sectionText(section, 'body'), { email: CONTACT_EMAIL })
            .split('\n\n')
            .map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-ink/90">
                {paragraph}
              </p>
            ))}
        </section>
      ))}
      {children}
    </article>
  );
}
