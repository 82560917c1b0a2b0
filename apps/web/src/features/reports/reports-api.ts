import type { ReportExport } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, AUTH_TOKEN_KEY, call, pathOf } from '../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../shared/staff/staff-session';
import { useVisibleInterval } from '../../shared/use-visible-interval';
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

function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function errorOf(response: Response): Promise<ApiError> {
  // A 401 ends the session here as everywhere (the console's guard then asks to sign in).
  if (response.status === 401) localStorage.removeItem(AUTH_TOKEN_KEY);
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    return new ApiError(response.status, body.error?.code ?? 'INTERNAL', body.error?.message ?? '');
  } catch {
    return new ApiError(response.status, 'INTERNAL', '');
  }
}

/**
 * Fetches one export with the staff's bearer token (a plain link cannot send it) and hands the browser the
 * file to save. Answers the file's name.
 */
export async function downloadCsv(kind: ReportExport, range: DayRange, language: string): Promise<string> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const headers: Record<string, string> = { Accept: 'text/csv', 'x-sufra-lang': language };
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${pathOf(EXPORT_ROUTES[kind].path, {})}?${query}`, {
      headers,
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  if (!response.ok) throw await errorOf(response);
  const filename = filenameOf(response, `sufra-${kind}-${range.from}-to-${range.to}.csv`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; revoke on the next tick.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}
