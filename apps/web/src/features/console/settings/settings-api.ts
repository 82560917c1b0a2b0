import type {
  RestaurantSettings,
  SettingsOperationsBody,
  SettingsProfileBody,
} from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callWithForm } from '../../../shared/api-client';
import { STAFF_QUERY_ROOT } from '../../../shared/staff/staff-session';
import { useStaffEvents } from '../../../shared/staff/use-staff-events';
import { useVisibleInterval } from '../../../shared/use-visible-interval';

/** Another manager's change reaches this screen through the stream; this slow read is the fallback. */
const REFRESH_MS = 30_000;

const settingsKey = [STAFF_QUERY_ROOT, 'settings'] as const;

/** The restaurant's settings, followed live (another manager's save, the kitchen's thresholds). */
export function useSettings() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: settingsKey });
  const interval = useVisibleInterval(REFRESH_MS, refetch);
  useStaffEvents((event) => {
    if (event.type === 'restaurant.settings_changed' || event.type === 'kitchen.settings_changed') refetch();
  }, refetch);
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => call(routes.getSettings, { signal }),
    refetchInterval: interval,
    staleTime: 0,
  });
}

/** A save: the answer is the settings as they now are, shown at once. */
function useSettingsChange<V>(change: (variables: V) => Promise<RestaurantSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}

export const useUpdateProfile = () =>
  useSettingsChange((body: SettingsProfileBody) => call(routes.updateSettingsProfile, { body }));

export const useUpdateOperations = () =>
  useSettingsChange((body: SettingsOperationsBody) => call(routes.updateSettingsOperations, { body }));

export const useUploadLogo = () =>
  useSettingsChange((file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return callWithForm(routes.uploadSettingsLogo, { form });
  });
