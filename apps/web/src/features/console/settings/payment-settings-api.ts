import type { PaymentSettings, PaymentSettingsBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';

const paymentSettingsKey = [STAFF_QUERY_ROOT, 'settings', 'payments'] as const;

/** Settings → Payments (the owner's only: a manager never asks, the server would answer 403). */
export function usePaymentSettings(enabled: boolean) {
  return useQuery({
    queryKey: paymentSettingsKey,
    queryFn: ({ signal }) => call(routes.getPaymentSettings, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** A save: the answer is the settings as they now are (secrets as "set, ends in …" only). */
export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsBody) => call(routes.updatePaymentSettings, { body }),
    onSuccess: (settings: PaymentSettings) => queryClient.setQueryData(paymentSettingsKey, settings),
  });
}
