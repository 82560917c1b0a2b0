import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';

const FOOTER_LINKS = [
  { key: 'about', to: '/about-us' },
  { key: 'terms', to: '/terms-of-service' },
  { key: 'privacy', to: '/privacy-policy' },
  { key: 'onboarding', to: '/restaurant-onboarding' },
] as const;

/** Below the first screen on every marketing page: drawn as it comes near (landing-page.tsx says why). */
export function SiteFooter() {
  const { t } = useTranslation('marketing');
  return (
    <footer className="border-t border-line bg-primary-dark px-4 py-10 text-white [contain-intrinsic-block-size:auto_27rem] [content-visibility:auto] lg:[contain-intrinsic-block-size:auto_14rem]">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="flex items-center gap-2 text-xl font-bold">
            <img
              src="/brand/logo.svg"
              alt=""
              width={32}
              height={32}
              className="size-8 rounded-lg bg-white p-0.5"
            />
            {t('brand.name')}
          </p>
          <p className="mt-2 max-w-xs text-white/80">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-white/90 hover:text-white hover:underline"
                >
                  {t(`footer.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-8 max-w-6xl text-sm text-white/70">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
