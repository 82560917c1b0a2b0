import type { ZatcaDocument, ZatcaReissue, ZatcaReportStatusName } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, pathOf } from '../../../shared/api-client';
import { downloadStaffFile } from '../../../shared/staff/download-file';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/**
 * Documents are reported by a background job (and retried): there is no event for it, so the open list
 * is read again this often while visible, and at once when it comes back into view.
 */
const REFRESH_MS = 30_000;

const documentsRoot = [STAFF_QUERY_ROOT, 'zatca', 'documents'] as const;

export type DocumentKind = ZatcaDocument['kind'];
export interface DocumentsFilter {
  status: ZatcaReportStatusName | 'all';
  kind: DocumentKind | 'all';
}

/** The signed documents of a filter, with the counts per status of all of them (the chips and the banner). */
export function useZatcaDocuments(filter: DocumentsFilter) {
  const queryClient = useQueryClient();
  const interval = useVisibleInterval(
    REFRESH_MS,
    () => void queryClient.invalidateQueries({ queryKey: documentsRoot }),
  );
  return useQuery({
    queryKey: [...documentsRoot, filter.status, filter.kind],
    queryFn: ({ signal }) =>
      call(routes.listZatcaDocuments, {
        query: {
          ...(filter.status === 'all' ? {} : { status: filter.status }),
          ...(filter.kind === 'all' ? {} : { kind: filter.kind }),
        },
        signal,
      }),
    // Another filter's list stays on screen (marked as updating) until the new one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: interval,
    staleTime: 0,
  });
}

/**
 * A rejected invoice's remedy (owner only): the server issues a credit note for it and a corrected invoice
 * with the same amounts, and answers their IDs. The list is read again either way: on success the
 * document now names them, and on a refusal (another owner was quicker) it shows where it stands.
 */
export function useReissueDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: ZatcaDocument): Promise<ZatcaReissue> =>
      call(routes.reissueZatcaDocument, { params: { documentId: document.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsRoot }),
  });
}

/**
 * The signed XML exactly as stored and reported, saved as a file. A plain link cannot send the staff's
 * bearer token, so it is fetched with it (downloadStaffFile). Answers the file's name.
 */
export function downloadDocumentXml(document: ZatcaDocument, language: string): Promise<string> {
  return downloadStaffFile(pathOf(routes.downloadZatcaDocumentXml.path, { documentId: document.id }), {
    accept: 'application/xml',
    language,
    fallbackName: `sufra-${document.number}.xml`,
  });
}
