import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';
import { CloseIcon } from '../../../../shared/ui/action-icons';
import { buttonClass } from '../../../../shared/ui/button';
import { LanguageToggle } from '../../../../shared/ui/language-toggle';

type NavItem = { key: 'features' | 'pricing' | 'faq' | 'about'; to: string };

/** Section links carry a hash; the landing page scrolls to it (the router does not). */
const NAV_ITEMS: readonly NavItem[] = [
  { key: 'features', to: '/#features' },
  { key: 'pricing', to: '/#pricing' },
  { key: 'faq', to: '/#faq' },
  { key: 'about', to: '/about-us' },
];

const linkClass = 'inline-flex min-h-11 items-center font-medium text-ink hover:text-primary';

export function SiteHeader() {
  const { t } = useTranslation('marketing');
  const [isMenuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  const links = (
    <>
      {NAV_ITEMS.map((item) => (
        <li key={item.key}>
          <Link to={item.to} onClick={close} className={linkClass}>
            {t(`nav.${item.key}`)}
          </Link>
        </li>
      ))}
      <li>
        <Link to="/dashboard/login" onClick={close} className={`${linkClass} text-primary`}>
          {t('nav.login')}
        </Link>
      </li>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
        <Link
          to="/"
          aria-label={t('brand.home')}
          className="flex min-h-11 items-center gap-2"
          onClick={close}
        >
          <img src="/brand/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="text-xl font-bold text-primary">{t('brand.name')}</span>
        </Link>
        <nav aria-label={t('nav.primary')} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-6">{links}</ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageToggle />
          {/* On phones the hero's button and the menu carry the call to action; the bar stays one line. */}
          <div className="hidden sm:block">
            <Link to="/#demo" onClick={close} className={buttonClass('primary')}>
              {t('nav.requestDemo')}
            </Link>
          </div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-primary-soft lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="marketing-mobile-nav"
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav
        id="marketing-mobile-nav"
        aria-label={t('nav.primary')}
        hidden={!isMenuOpen}
        className="border-t border-line px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">{links}</ul>
        <Link to="/#demo" onClick={close} className={`${buttonClass('primary', true)} mt-3`}>
          {t('nav.requestDemo')}
        </Link>
      </nav>
    </header>
  );
}

function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
