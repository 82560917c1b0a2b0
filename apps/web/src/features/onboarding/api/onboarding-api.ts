import { apiClient } from '../../../shared/api-client';
import type { ApplicationField, ApplicationStatus } from '../lib/application-fields';

export interface BusinessCategory {
  id: number;
  name: string;
  nameAr: string;
}

export interface StatusHistoryEntry {
  id: number;
  status: ApplicationStatus;
  note: string | null;
  createdAt: string;
}

/** GET application-status/{id}: the application as submitted, its status and the review trail. */
export type ApplicationDetails = {
  id: string;
  status: ApplicationStatus;
  reviewerNote: string | null;
  logoUrl: string | null;
  createdAt: string;
  updatedAt: string;
  history: StatusHistoryEntry[];
} & Record<Exclude<ApplicationField, 'categoryId'>, string | null> & { categoryId: number | null };

/** A 2 MB logo on restaurant Wi-Fi can take longer than the default 15 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

export async function fetchCategories(): Promise<BusinessCategory[]> {
  const data = await apiClient.get<{ categories: BusinessCategory[] }>('/public/categories');
  return data.categories;
}

export async function submitApplication(form: FormData): Promise<{ id: string; status: ApplicationStatus }> {
  const data = await apiClient.post<{ application: { id: string; status: ApplicationStatus } }>(
    '/public/restaurants/onboarding',
    form,
    { timeoutMs: UPLOAD_TIMEOUT_MS },
  );
  return data.application;
}

export async function fetchApplication(id: string): Promise<ApplicationDetails> {
  const data = await apiClient.get<{ application: ApplicationDetails }>(
    `/public/restaurants/application-status/${encodeURIComponent(id)}`,
  );
  return data.application;
}

export async function resubmitApplication(id: string, form: FormData): Promise<ApplicationDetails> {
  const data = await apiClient.put<{ application: ApplicationDetails }>(
    `/public/restaurants/resubmit/${encodeURIComponent(id)}`,
    form,
    { timeoutMs: UPLOAD_TIMEOUT_MS },
  );
  return data.application;
}
