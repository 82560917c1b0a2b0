import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';

const FEATURES = ['liveBill', 'splitHalala', 'zatca', 'arabicFirst', 'fastPhone', 'applePayMada'] as const;

const ICON_PATHS: Record<(typeof FEATURES)[number], ReactNode> = {
  liveBill: <path d="M7 3h10v18l-2.5-1.5L12 21l-2.5-1.5L7 21zM10 8h4M10 12h4" />,
  splitHalala: <path d="M12 3v18M5 8a7 7 0 0 0 0 8M19 8a7 7 0 0 1 0 8" />,
  zatca: <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />,
  arabicFirst: <path d="M4 6h16M4 12h10M4 18h16M20 12l-3-3M20 12l-3 3" />,
  fastPhone: (
    <path d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM13 7l-3 5h4l-3 5" />
  ),
  applePayMada: <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
};

export function FeaturesSection() {
  const { t } = useTranslation('marketing');
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 bg-card px-4 py-16 [contain-intrinsic-block-size:auto_108rem] [content-visibility:auto] lg:[contain-intrinsic-block-size:auto_48rem]"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="features-title" className="text-3xl font-bold text-ink">
          {t('features.title')}
        </h2>
        <p className="mt-3 text-lg text-muted">{t('features.subtitle')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature} className="rounded-2xl border border-line bg-surface p-6">
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-10 rounded-xl bg-primary-soft p-2 text-primary"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {ICON_PATHS[feature]}
              </svg>
              <h3 className="mt-4 text-xl font-bold text-ink">{t(`features.${feature}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{t(`features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
