import type { ReportExport } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, pathOf } from '../../../shared/api-client';
import { downloadStaffFile } from '../../../shared/staff/download-file';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useVisibleInterval } from '../../../shared/use-visible-interval';
import type { DayRange } from './lib/presets';

/** Today's figures grow while the service runs: the open report is read again this often while visible. */
const REFRESH_MS = 60_000;

export function useReportSummary(range: DayRange | null) {
  const queryClient = useQueryClient();
  const key = [STAFF_QUERY_ROOT, 'reports', range?.from, range?.to] as const;
  const interval = useVisibleInterval(
    REFRESH_MS,
    () => void queryClient.invalidateQueries({ queryKey: key }),
  );
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(routes.getReportSummary, { query: range as DayRange, signal }),
    enabled: range !== null,
    // Another period's figures stay on screen (marked as updating) until the new ones arrive.
    placeholderData: keepPreviousData,
    refetchInterval: interval,
  });
}

const EXPORT_ROUTES = {
  payments: routes.exportPaymentsCsv,
  invoices: routes.exportInvoicesCsv,
  'credit-notes': routes.exportCreditNotesCsv,
} as const satisfies Record<ReportExport, { path: string }>;

/** One export of the period, saved as a file (see downloadStaffFile). Answers the file's name. */
export function downloadCsv(kind: ReportExport, range: DayRange, language: string): Promise<string> {
  return downloadStaffFile(pathOf(EXPORT_ROUTES[kind].path, {}), {
    accept: 'text/csv',
    language,
    query: new URLSearchParams({ from: range.from, to: range.to }),
    fallbackName: `sufra-${kind}-${range.from}-to-${range.to}.csv`,
  });
}
