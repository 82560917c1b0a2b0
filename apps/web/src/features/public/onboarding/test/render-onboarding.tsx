import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nCore } from '../../../../i18n/i18n-core';
import arCommon from '../../../../i18n/locales/ar/common.json';
import arOnboarding from '../../../../i18n/locales/ar/onboarding.json';
import enCommon from '../../../../i18n/locales/en/common.json';
import enOnboarding from '../../../../i18n/locales/en/onboarding.json';
import { I18nContext } from '../../../../i18n/use-translation';

/** Renders at `url` with the real onboarding texts and a fresh query cache (no retries). */
export async function renderOnboarding(
  ui: ReactElement,
  url = '/restaurant-onboarding',
  lang: 'ar' | 'en' = 'en',
) {
  const i18n = new I18nCore();
  await i18n.init({
    lng: lang,
    // common is always loaded in the app (i18n.ts): shared/ui components (the honeypot) read it.
    resources: {
      ar: { common: arCommon, onboarding: arOnboarding },
      en: { common: enCommon, onboarding: enOnboarding },
    },
    ns: ['common', 'onboarding'],
    defaultNS: 'onboarding',
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nContext value={i18n}>
      <QueryClientProvider client={queryClient}>
        <Router hook={memoryLocation({ path: url }).hook}>
          <Route path="/restaurant-onboarding">{ui}</Route>
        </Router>
      </QueryClientProvider>
    </I18nContext>,
  );
}

type Handler = (
  method: string,
  url: string,
  body: BodyInit | null | undefined,
) => { status: number; body: unknown };

/** A stand-in for the server: routes each request to `handler` and records it. */
export function fakeServer(handler: Handler) {
  const requests: { method: string; url: string; body: BodyInit | null | undefined }[] = [];
  const fetchStub = async (input: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    requests.push({ method, url, body: init?.body });
    const answer = handler(method, url, init?.body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { requests, fetchStub };
}

export const CATEGORIES = {
  status: 200,
  body: {
    data: {
      categories: [
        { id: 1, name: 'Café', nameAr: 'مقهى' },
        { id: 2, name: 'Grill', nameAr: 'مشويات' },
      ],
    },
  },
};
