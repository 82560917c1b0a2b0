import { ZATCA_REPORT_STATUSES, type ZatcaDocuments } from '@sufra/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { DocumentKind, DocumentsFilter as Filter } from '../e-invoices-api';

const KINDS: DocumentKind[] = ['invoice', 'credit_note'];

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="min-h-11 rounded-full border-2 border-primary px-4 text-base font-medium text-primary hover:bg-primary-soft aria-pressed:bg-primary aria-pressed:text-white"
    >
      {children}
    </button>
  );
}

/** Which documents to show: by status, each with how many there are (all of the restaurant's), and by type. */
export function DocumentsFilter({
  counts,
  value,
  onChange,
}: {
  counts: ZatcaDocuments['counts'];
  value: Filter;
  onChange: (value: Filter) => void;
}) {
  const { t } = useTranslation('eInvoices');
  const all = ZATCA_REPORT_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('filter.statusLabel')}</legend>
        <Chip pressed={value.status === 'all'} onClick={() => onChange({ ...value, status: 'all' })}>
          {t('filter.all', { count: all })}
        </Chip>
        {ZATCA_REPORT_STATUSES.map((status) => (
          <Chip key={status} pressed={value.status === status} onClick={() => onChange({ ...value, status })}>
            {t('filter.status', { status: t(`statuses.${status}`), count: counts[status] })}
          </Chip>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('filter.kindLabel')}</legend>
        <Chip pressed={value.kind === 'all'} onClick={() => onChange({ ...value, kind: 'all' })}>
          {t('filter.allKinds')}
        </Chip>
        {KINDS.map((kind) => (
          <Chip key={kind} pressed={value.kind === kind} onClick={() => onChange({ ...value, kind })}>
            {t(`filter.kinds.${kind}`)}
          </Chip>
        ))}
      </fieldset>
    </div>
  );
}
