import { useTranslation } from '../../../../i18n/use-translation';

const QUESTIONS = ['noApp', 'payments', 'split', 'zatca', 'hardware', 'trial', 'start'] as const;

export function FaqSection() {
  const { t } = useTranslation('marketing');
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="scroll-mt-20 px-4 py-16 [contain-intrinsic-block-size:auto_51rem] [content-visibility:auto]"
    >
      <div className="mx-auto max-w-3xl">
        <h2 id="faq-title" className="text-3xl font-bold text-ink">
          {t('faq.title')}
        </h2>
        <div className="mt-8 flex flex-col gap-3">
          {QUESTIONS.map((id) => (
            <details key={id} className="group rounded-2xl border border-line bg-card">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 p-5 font-bold text-ink [&::-webkit-details-marker]:hidden">
                {t(`faq.${id}.question`)}
                <span
                  aria-hidden="true"
                  className="text-2xl text-primary transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-muted">{t(`faq.${id}.answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
