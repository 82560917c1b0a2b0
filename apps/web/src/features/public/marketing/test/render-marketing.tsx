import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nCore } from '../../../../i18n/i18n-core';
import arCommon from '../../../../i18n/locales/ar/common.json';
import arMarketing from '../../../../i18n/locales/ar/marketing.json';
import enCommon from '../../../../i18n/locales/en/common.json';
import enMarketing from '../../../../i18n/locales/en/marketing.json';
import { I18nContext } from '../../../../i18n/use-translation';

/** Renders with the real marketing texts (not keys), so tests read what a visitor reads. */
export async function renderMarketing(ui: ReactElement, lang: 'ar' | 'en' = 'en') {
  const i18n = new I18nCore();
  await i18n.init({
    lng: lang,
    // common is always loaded in the app (i18n.ts): shared/ui components (the honeypot) read it.
    resources: {
      ar: { common: arCommon, marketing: arMarketing },
      en: { common: enCommon, marketing: enMarketing },
    },
    ns: ['common', 'marketing'],
    defaultNS: 'marketing',
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nContext value={i18n}>
      <Router hook={memoryLocation().hook}>{ui}</Router>
    </I18nContext>,
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
