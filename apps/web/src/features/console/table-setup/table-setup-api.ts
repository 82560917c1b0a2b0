import type {
  CreateTableBody,
  CreateTakeawayPointBody,
  UpdateTableBody,
  UpdateTakeawayPointBody,
} from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { downloadStaffFile } from '../../../shared/staff/download-file';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/** Another manager's changes, and a table's open orders (whether it may be removed), follow within this. */
const REFRESH_MS = 30_000;

const setupKey = [STAFF_QUERY_ROOT, 'table-setup'] as const;
const sheetKey = [STAFF_QUERY_ROOT, 'table-setup', 'qr-sheet'] as const;

/**
 * The restaurant's tables (with their QR links and open orders) and takeaway points. An order event may
 * open or close a table's orders, which decides whether it may be removed: read again on each, and at
 * every (re)connection of the stream.
 */
export function useTableSetup() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: setupKey });
  useStaffEvents((event) => {
    if (event.type.startsWith('order.') || event.type.startsWith('table.')) refetch();
  }, refetch);
  const interval = useVisibleInterval(REFRESH_MS, refetch);
  return useQuery({
    queryKey: setupKey,
    queryFn: ({ signal }) => call(routes.getTableSetup, { signal }),
    refetchInterval: interval,
    staleTime: 0,
  });
}

/** The printable sheet's cards (the QR codes drawn by the server), read when the print view opens. */
export function useQrSheet() {
  return useQuery({
    queryKey: sheetKey,
    queryFn: ({ signal }) => call(routes.getQrSheet, { signal }),
    staleTime: 0,
  });
}

/** The server's A4 PDF of the same cards, saved as a file; answers the file's name. */
export const downloadQrSheetPdf = (language: string) =>
  downloadStaffFile(routes.getQrSheetPdf.path, {
    accept: 'application/pdf',
    language,
    fallbackName: 'sufra-qr-codes.pdf',
  });

/** A change: afterwards the list (and the sheet) are read again. */
function useSetupChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: setupKey, refetchType: 'active' }),
  });
}

export const useCreateTable = () =>
  useSetupChange((body: CreateTableBody) => call(routes.createSetupTable, { body }).then((d) => d.table));

export const useUpdateTable = () =>
  useSetupChange(({ id, change }: { id: number; change: UpdateTableBody }) =>
    call(routes.updateSetupTable, { params: { id }, body: change }).then((d) => d.table),
  );

export const useRemoveTable = () =>
  useSetupChange((id: number) => call(routes.removeSetupTable, { params: { id } }));

export const useCreateTakeawayPoint = () =>
  useSetupChange((body: CreateTakeawayPointBody) =>
    call(routes.createTakeawayPoint, { body }).then((d) => d.takeawayPoint),
  );

export const useUpdateTakeawayPoint = () =>
  useSetupChange(({ id, change }: { id: number; change: UpdateTakeawayPointBody }) =>
    call(routes.updateTakeawayPoint, { params: { id }, body: change }).then((d) => d.takeawayPoint),
  );

/** The owner's rotation: one table's hash, or every takeaway point's. */
export const useRotateTable = () =>
  useSetupChange((number: number) => call(routes.rotateTableHash, { params: { number } }));

export const useRotateTakeaway = () => useSetupChange(() => call(routes.rotateTakeawayHash, {}));
