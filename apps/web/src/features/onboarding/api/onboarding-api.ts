import type { ApplicationDetails, BusinessCategory } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { call, callWithForm } from '../../../shared/api-client';
import type { ApplicationStatus } from '../lib/application-fields';

export type { ApplicationDetails, BusinessCategory };
export type StatusHistoryEntry = ApplicationDetails['history'][number];

/** A 2 MB logo on restaurant Wi-Fi can take longer than the default 15 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

export async function fetchCategories(): Promise<BusinessCategory[]> {
  return (await call(routes.listCategories, {})).categories;
}

export async function submitApplication(form: FormData): Promise<{ id: string; status: ApplicationStatus }> {
  const data = await callWithForm(routes.submitApplication, { form, timeoutMs: UPLOAD_TIMEOUT_MS });
  return data.application;
}

/** GET application-status/{id}: the application as submitted, its status and the review trail. */
export async function fetchApplication(id: string): Promise<ApplicationDetails> {
  return (await call(routes.getApplication, { params: { id } })).application;
}

export async function resubmitApplication(id: string, form: FormData): Promise<ApplicationDetails> {
  const data = await callWithForm(routes.resubmitApplication, {
    params: { id },
    form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return data.application;
}

/** POST withdraw/{id}: the applicant takes the application back (final). */
export async function withdrawApplication(id: string): Promise<ApplicationDetails> {
  return (await call(routes.withdrawApplication, { params: { id } })).application;
}
