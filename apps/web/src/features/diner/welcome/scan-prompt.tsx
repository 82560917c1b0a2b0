import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button';
import { QrIcon } from '../../../shared/ui/icons';
import { LanguageToggle } from '../../../shared/ui/language-toggle';

/** Bare /welcome without a session: no dead end, tell the diner where the QR code is. */
export function ScanPrompt() {
  const { t } = useTranslation('welcome');
  return (
    <div className="flex flex-1 flex-col gap-6 py-4">
      <div className="flex items-center justify-between">
        <img
          src="/brand/logo.svg"
          alt={t('common:appName')}
          width={112}
          height={40}
          className="h-10 w-auto"
        />
        <LanguageToggle />
      </div>
      <section className="flex flex-col items-center gap-4 rounded-3xl bg-card px-6 py-10 text-center shadow-sm">
        <div className="flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
          <QrIcon width={40} height={40} />
        </div>
        <h1 className="text-2xl font-bold">{t('scan.title')}</h1>
        <p className="text-muted">{t('scan.description')}</p>
        <ButtonLink to="/qr-code" block>
          {t('actions.scanQr')}
        </ButtonLink>
      </section>
    </div>
  );
}
