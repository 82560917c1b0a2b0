import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../../i18n/use-translation';
import { LanguageToggle } from '../../../../shared/ui/language-toggle';

/** The sign-in pages' page: Sufra for restaurants, the language, and one card with the page's form. */
export function AuthFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-ink">
      <header className="flex items-center gap-3 px-4 py-3">
        <Link to="/" className="flex min-h-11 items-center gap-2">
          <img src="/brand/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="text-lg font-bold text-primary">{t('brand.console')}</span>
        </Link>
        <LanguageToggle className="ms-auto" />
      </header>
      <main className="flex flex-1 flex-col items-center px-4 pt-4 pb-10 sm:pt-12">
        <div className="w-full max-w-md rounded-3xl bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold">{title}</h1>
          {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
          <div className="mt-6 flex flex-col gap-5">{children}</div>
        </div>
      </main>
    </div>
  );
}

/** A failure the whole form shares (wrong password, an unusable link), announced at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-2xl bg-danger/10 px-4 py-3 font-medium text-danger">
      {children}
    </p>
  );
}
