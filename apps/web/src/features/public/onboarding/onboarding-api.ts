import type { ApplicationDetails, BusinessCategory } from '@sufra/domain/contracts';
import type * as contract from '@sufra/domain/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callWithForm } from '../../../shared/api-client';
import type { ApplicationStatus } from './lib/application-fields';

export type { ApplicationDetails };
export type StatusHistoryEntry = ApplicationDetails['history'][number];

/*
 * The onboarding's routes (contracts/routes.ts, each held to its entry by the type): named here rather than
 * imported, as the route table's module is bundled once with every statement any chunk takes from it, in
 * the diners' first-screen chunk (the /welcome budget), and only this page calls them.
 */
const route = {
  listCategories: { method: 'GET', path: '/public/categories', access: 'public' },
  submitApplication: { method: 'POST', path: '/public/restaurants/onboarding', access: 'public' },
  getApplication: { method: 'GET', path: '/public/restaurants/application-status/:id', access: 'public' },
  resubmitApplication: { method: 'PUT', path: '/public/restaurants/resubmit/:id', access: 'public' },
  withdrawApplication: { method: 'POST', path: '/public/restaurants/withdraw/:id', access: 'public' },
} as const satisfies Pick<
  typeof contract,
  'listCategories' | 'submitApplication' | 'getApplication' | 'resubmitApplication' | 'withdrawApplication'
>;

/** A 2 MB logo on restaurant Wi-Fi can take longer than the default 15 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

async function fetchCategories(): Promise<BusinessCategory[]> {
  return (await call(route.listCategories, {})).categories;
}

async function submitApplication(form: FormData): Promise<{ id: string; status: ApplicationStatus }> {
  const data = await callWithForm(route.submitApplication, { form, timeoutMs: UPLOAD_TIMEOUT_MS });
  return data.application;
}

/** GET application-status/{id}: the application as submitted, its status and the review trail. */
async function fetchApplication(id: string): Promise<ApplicationDetails> {
  return (await call(route.getApplication, { params: { id } })).application;
}

async function resubmitApplication(id: string, form: FormData): Promise<ApplicationDetails> {
  const data = await callWithForm(route.resubmitApplication, {
    params: { id },
    form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return data.application;
}

/** POST withdraw/{id}: the applicant takes the application back (final). */
async function withdrawApplication(id: string): Promise<ApplicationDetails> {
  return (await call(route.withdrawApplication, { params: { id } })).application;
}

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
