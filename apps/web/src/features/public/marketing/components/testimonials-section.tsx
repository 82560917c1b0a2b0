import { useTranslation } from '../../../../i18n/use-translation';

const TESTIMONIALS = ['najd', 'corniche', 'qahwa'] as const;

/** Sample quotes from fictional restaurants, labelled as such on the page. */
export function TestimonialsSection() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="testimonials-title"
      className="bg-card px-4 py-16 [contain-intrinsic-block-size:auto_55rem] [content-visibility:auto] lg:[contain-intrinsic-block-size:auto_27rem]"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="testimonials-title" className="text-3xl font-bold text-ink">
          {t('testimonials.title')}
        </h2>
        <p className="mt-3 text-muted">{t('testimonials.disclaimer')}</p>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((id) => (
            <li key={id}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6">
                <blockquote className="flex-1 text-lg leading-relaxed text-ink">
                  <p>
                    {t('testimonials.openQuote')}
                    {t(`testimonials.${id}.quote`)}
                    {t('testimonials.closeQuote')}
                  </p>
                </blockquote>
                <figcaption className="mt-4 border-s-4 border-accent ps-3">
                  <span className="block font-bold text-ink">{t(`testimonials.${id}.author`)}</span>
                  <span className="block text-sm text-muted">{t(`testimonials.${id}.restaurant`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
