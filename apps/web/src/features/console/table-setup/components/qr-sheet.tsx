import type { QrCard } from '@sufra/domain/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { QueryLadder } from '../../../../shared/staff/console-page';
import { Button } from '../../../../shared/ui/button';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { useErrorText } from '../../../../shared/use-error-text';
import { downloadQrSheetPdf, useQrSheet } from '../table-setup-api';

/**
 * A4, two columns of cards: printing shows the sheet only (everything else of the page, the console's
 * navigation included, is hidden), each card kept whole on its page. Logical sides only.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 10mm; }
  body * { visibility: hidden; }
  .qr-sheet, .qr-sheet * { visibility: visible; }
  .qr-sheet { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 100%; }
  .qr-sheet-cards { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; }
  .qr-card { break-inside: avoid; box-shadow: none; border: 1px solid #999; }
}
`;

function Card({
  card,
  logoUrl,
  restaurantName,
}: {
  card: QrCard;
  logoUrl: string | null;
  restaurantName: string;
}) {
  const { t } = useTranslation('tableSetup');
  const titleEn =
    card.kind === 'table' ? t('card.tableEn', { number: card.number }) : (card.name ?? t('card.takeawayEn'));
  const titleAr =
    card.kind === 'table'
      ? // Western digits, as every other screen and the table's own pages write its number.
        t('card.tableAr', { number: card.number })
      : (card.nameAr ?? t('card.takeawayAr'));
  return (
    <li className="qr-card flex flex-col items-center gap-2 rounded-3xl bg-card p-5 text-center shadow-sm">
      {logoUrl ? <img src={logoUrl} alt={restaurantName} className="h-14 w-auto object-contain" /> : null}
      <p lang="ar" dir="rtl" className="text-2xl font-bold">
        {titleAr}
      </p>
      <p lang="en" dir="ltr" className="text-xl font-bold">
        {titleEn}
      </p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(card.svg)}`}
        alt={t('card.qrAlt', { name: titleEn })}
        className="size-48"
      />
      <p lang="ar" dir="rtl" className="text-lg">
        {t('card.scanAr')}
      </p>
      <p lang="en" dir="ltr" className="text-lg">
        {t('card.scanEn')}
      </p>
    </li>
  );
}

type PdfDownload =
  | { state: 'idle' | 'busy' }
  | { state: 'done'; file: string }
  | { state: 'failed'; error: unknown };

/** The printable QR sheet: one card per table in service and open takeaway counter; Print opens the dialog. */
export function QrSheet({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useTranslation('tableSetup');
  const sheet = useQrSheet();
  const data = sheet.data;
  const errorText = useErrorText();
  const [pdf, setPdf] = useState<PdfDownload>({ state: 'idle' });
  const download = () => {
    setPdf({ state: 'busy' });
    downloadQrSheetPdf(i18n.language).then(
      (file) => setPdf({ state: 'done', file }),
      (error: unknown) => setPdf({ state: 'failed', error }),
    );
  };
  return (
    <section aria-labelledby="qr-sheet-title" className="flex flex-col gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="qr-sheet-title" className="text-xl font-bold">
            {t('sheet.title')}
          </h2>
          <p className="text-muted">{t('sheet.intro')}</p>
        </div>
        <Button variant="ghost" onClick={onBack}>
          {t('sheet.back')}
        </Button>
        <Button variant="secondary" onClick={download} disabled={!data?.cards.length || pdf.state === 'busy'}>
          {pdf.state === 'busy' ? t('sheet.downloading') : t('sheet.downloadPdf')}
        </Button>
        <Button onClick={() => window.print()} disabled={!data?.cards.length}>
          {t('sheet.print')}
        </Button>
      </div>
      <p role="status" className={pdf.state === 'failed' ? 'text-danger' : 'text-muted'}>
        {pdf.state === 'done'
          ? t('sheet.downloaded', { file: pdf.file })
          : pdf.state === 'failed'
            ? t('sheet.downloadFailed', { reason: errorText(pdf.error) })
            : ''}
      </p>
      <QueryLadder
        query={sheet}
        skeleton={
          <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
          </div>
        }
        isEmpty={({ cards }) => cards.length === 0}
        empty={<EmptyState title={t('sheet.empty')} />}
      >
        {({ cards, restaurant }) => (
          <div className="qr-sheet">
            <ul className="qr-sheet-cards grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {cards.map((card) => (
                <Card
                  key={card.url}
                  card={card}
                  logoUrl={restaurant.logoUrl}
                  restaurantName={i18n.language === 'ar' ? restaurant.nameAr : restaurant.name}
                />
              ))}
            </ul>
          </div>
        )}
      </QueryLadder>
    </section>
  );
}
