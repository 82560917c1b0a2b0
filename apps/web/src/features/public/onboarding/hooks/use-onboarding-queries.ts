import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchApplication,
  fetchCategories,
  resubmitApplication,
  submitApplication,
  withdrawApplication,
} from '../api/onboarding-api';

const onboardingKeys = {
  categories: ['public', 'categories'] as const,
  application: (id: string) => ['onboarding', 'application', id] as const,
};

export function useCategories() {
  return useQuery({ queryKey: onboardingKeys.categories, queryFn: fetchCategories });
}

export function useApplication(id: string) {
  return useQuery({ queryKey: onboardingKeys.application(id), queryFn: () => fetchApplication(id) });
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}

export function useResubmitApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => resubmitApplication(id, form),
    onSuccess: (application) => queryClient.setQueryData(onboardingKeys.application(id), application),
  });
}

export function useWithdrawApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawApplication(id),
    onSuccess: (application) => queryClient.setQueryData(onboardingKeys.application(id), application),
  });
}
