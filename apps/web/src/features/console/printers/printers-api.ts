import type { PrinterBodyInput } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { PRINTERS_KEY } from '../../../shared/staff/use-printers';

/** The kitchen's stations, for "Prints for" (GET /api/staff/kitchen/stations). */
export function useStations() {
  return useQuery({
    queryKey: [STAFF_QUERY_ROOT, 'printers', 'stations'],
    queryFn: ({ signal }) => call(routes.getStationRouting, { signal }).then((d) => d.stations),
  });
}

/** A change to the printers: they are read again afterwards, whatever the answer. */
function usePrinterChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRINTERS_KEY }),
  });
}

export const useCreatePrinter = () =>
  usePrinterChange((body: PrinterBodyInput) => call(routes.createPrinter, { body }).then((d) => d.printer));

export const useUpdatePrinter = () =>
  usePrinterChange(({ id, body }: { id: number; body: PrinterBodyInput }) =>
    call(routes.updatePrinter, { params: { id }, body }).then((d) => d.printer),
  );

export const useDeletePrinter = () =>
  usePrinterChange((id: number) => call(routes.deletePrinter, { params: { id } }));

export const usePrintTest = () =>
  usePrinterChange((id: number) => call(routes.printTestPage, { params: { id } }).then((d) => d.job));
