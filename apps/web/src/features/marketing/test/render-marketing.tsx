import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import arMarketing from '../../../i18n/locales/ar/marketing.json';
import enMarketing from '../../../i18n/locales/en/marketing.json';

/** Renders with the real marketing texts (not keys), so tests read what a visitor reads. */
export async function renderMarketing(ui: ReactElement, lang: 'ar' | 'en' = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources: { ar: { marketing: arMarketing }, en: { marketing: enMarketing } },
    ns: ['marketing'],
    defaultNS: 'marketing',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

/** A fetch that answers once with `status` and a JSON body, recording what was sent. */
export function answerFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetchStub };
}
