import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';
import { FlowAnimation } from './flow-animation';

export function HeroSection() {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden px-4 pt-10 pb-16 lg:pt-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div className="text-start">
          <p className="font-medium text-primary">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="mt-3 text-4xl leading-tight font-bold text-ink sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Link
              to="/#demo"
              className="inline-flex min-h-12 items-center justify-center rounded-xl bg-primary px-7 py-3 text-lg font-bold text-white shadow-sm hover:bg-primary-dark"
            >
              {t('hero.cta')}
            </Link>
            <Link
              to="/restaurant-onboarding"
              className="inline-flex min-h-12 items-center justify-center px-3 font-medium text-primary underline underline-offset-4"
            >
              {t('hero.secondaryCta')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted">{t('hero.trial')}</p>
        </div>
        <FlowAnimation />
      </div>
    </section>
  );
}
