import { halalas } from '@sufra/domain';
import type { ZatcaDocument, ZatcaReissue } from '@sufra/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatRiyadhDate } from '../../../../shared/riyadh-date';
import { Money } from '../../../../shared/ui/money';
import { DownloadXml } from './download-xml';
import { ReissueAction } from './reissue-action';
import { isOverdue, StatusBadge } from './status-badge';

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-0.5 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

const Code = ({ children }: { children: ReactNode }) => (
  <bdi dir="ltr" className="font-mono text-sm break-all">
    {children}
  </bdi>
);

/** ZATCA's messages as it answered them: the rule's code, then its words. */
function Messages({ term, messages }: { term: string; messages: ZatcaDocument['warnings'] }) {
  if (messages.length === 0) return null;
  return (
    <Fact term={term} wide>
      <ul className="flex flex-col gap-1">
        {messages.map((message, i) => (
          // ZATCA may repeat a code for two places of the document: the position keeps each one.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is ZATCA's answer as stored, never reordered
          <li key={i}>
            <Code>{message.code}</Code> <span className="font-normal">{message.message}</span>
          </li>
        ))}
      </ul>
    </Fact>
  );
}

/**
 * One document: its type and number as stated to ZATCA (INV-…, CN-…), total, issue time, standing with ZATCA
 * and counter (ICV); its details open below: the UUID and hash, ZATCA's warnings and errors, the reporting
 * attempts, a rejected invoice's remedy (reissue-action), the signed XML. A document is signed seconds after
 * its payment: until then it has no ICV, hash or XML.
 */
export function DocumentRow({
  document,
  onReissued,
}: {
  document: ZatcaDocument;
  onReissued: (reissue: ZatcaReissue) => void;
}) {
  const { t, i18n } = useTranslation('eInvoices');
  const date = (iso: string) => formatRiyadhDate(iso, i18n.language);
  const name = t('row.title', { kind: t(`kinds.${document.kind}`), number: document.number });
  const overdue = isOverdue(document);
  return (
    <li
      className={`flex flex-col gap-3 rounded-3xl bg-card p-4 shadow-sm md:p-5 ${
        overdue ? 'border-s-4 border-danger' : ''
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold">{name}</h3>
        <StatusBadge document={document} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
        <Fact term={t('row.total')}>
          <Money amount={halalas(document.totalHalalas)} />
        </Fact>
        <Fact term={t('row.issuedAt')}>
          <time dateTime={document.issuedAt}>{date(document.issuedAt)}</time>
        </Fact>
        <Fact term={t('row.icv')}>
          {document.icv === null ? t('row.notSigned') : <span className="tabular-nums">{document.icv}</span>}
        </Fact>
      </dl>
      <details className="group rounded-2xl bg-surface px-4 py-2">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">
          {t('details.show')}
        </summary>
        <div className="flex flex-col gap-4 pb-3 pt-2">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Fact term={t('details.uuid')} wide>
              <Code>{document.uuid}</Code>
            </Fact>
            {document.invoiceHash ? (
              <Fact term={t('details.hash')} wide>
                <Code>{document.invoiceHash}</Code>
              </Fact>
            ) : null}
            <Fact term={t('details.vat')}>
              <Money amount={halalas(document.vatHalalas)} />
            </Fact>
            {document.reportedAt ? (
              <Fact term={t('details.reportedAt')}>
                <time dateTime={document.reportedAt}>{date(document.reportedAt)}</time>
              </Fact>
            ) : null}
            <Fact term={t('details.attempts')}>
              <span className="tabular-nums">{document.attempts}</span>
            </Fact>
            {document.lastError ? (
              <Fact term={t('details.lastError')} wide>
                <bdi>{document.lastError}</bdi>
              </Fact>
            ) : null}
            <Messages term={t('details.errors')} messages={document.errors} />
            <Messages term={t('details.warnings')} messages={document.warnings} />
          </dl>
          <ReissueAction document={document} name={name} onReissued={onReissued} />
          {document.invoiceHash ? <DownloadXml document={document} name={name} /> : null}
        </div>
      </details>
    </li>
  );
}
