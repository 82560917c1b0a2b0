import type { ZatcaOnboardBody, ZatcaRenewBody, ZatcaSettings } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';

const zatcaSettingsKey = [STAFF_QUERY_ROOT, 'settings', 'zatca'] as const;

/**
 * Onboarding and renewal make several calls to ZATCA (a compliance CSID, three compliance checks, the
 * production CSID: about 10 s, more on a slow day); the usual 15 s would give up on a request that then
 * succeeds, and a second try would need a new OTP.
 */
const ZATCA_TIMEOUT_MS = 90_000;

/** Settings → E-invoicing (the owner's only: a manager never asks, the server would answer 403). */
export function useZatcaSettings(enabled: boolean) {
  return useQuery({
    queryKey: zatcaSettingsKey,
    queryFn: ({ signal }) => call(routes.getZatcaSettings, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Reads the settings again (the profile's VAT number, which onboarding needs, was just saved). */
export function useRefreshZatcaSettings() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: zatcaSettingsKey });
}

function useZatcaChange<B>(send: (body: B) => Promise<ZatcaSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings: ZatcaSettings) => queryClient.setQueryData(zatcaSettingsKey, settings),
  });
}

/** Onboards the restaurant's EGS unit: the answer is the settings with the unit. */
export const useOnboardZatca = () =>
  useZatcaChange((body: ZatcaOnboardBody) =>
    call(routes.onboardZatca, { body, timeoutMs: ZATCA_TIMEOUT_MS }),
  );

/** Renews the unit's certificate with a new OTP (the same unit, serial and invoice chain). */
export const useRenewZatca = () =>
  useZatcaChange((body: ZatcaRenewBody) => call(routes.renewZatca, { body, timeoutMs: ZATCA_TIMEOUT_MS }));
