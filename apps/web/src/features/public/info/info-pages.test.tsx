import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nCore } from '../../../i18n/i18n-core';
import arInfo from '../../../i18n/locales/ar/info.json';
import enInfo from '../../../i18n/locales/en/info.json';
import { I18nContext } from '../../../i18n/use-translation';
import AboutPage from './about-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

afterEach(cleanup);

async function renderPage(page: ReactElement, lang: 'ar' | 'en') {
  const i18n = new I18nCore();
  await i18n.init({
    lng: lang,
    resources: { ar: { info: arInfo }, en: { info: enInfo } },
    ns: ['info'],
    defaultNS: 'info',
    interpolation: { escapeValue: false },
  });
  render(
    <I18nContext value={i18n}>
      <Router hook={memoryLocation().hook}>{page}</Router>
    </I18nContext>,
  );
  return document.body.textContent ?? '';
}

describe('privacy policy', () => {
  it('states the retention and response times of the spec, in English', async () => {
    const text = await renderPage(<PrivacyPage />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(text).toContain('kept for 7 years');
    expect(text).toContain('anonymised after 2 years');
    expect(text).toContain('within 30 days');
    expect(text).toContain('within 48 hours');
    expect(text).toContain('Personal Data Protection Law (PDPL)');
    expect(text).toContain('never stores card numbers');
  });

  it('states the same numbers in Arabic', async () => {
    const text = await renderPage(<PrivacyPage />, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(text).toContain('7 سنوات');
    expect(text).toContain('بعد سنتين');
    expect(text).toContain('خلال 30 يومًا');
    expect(text).toContain('خلال 48 ساعة');
    expect(text).toContain('نظام حماية البيانات الشخصية');
    expect(text).toContain('لا تخزّن سفرة أرقام البطاقات');
  });
});

describe('terms and about', () => {
  it('lists every terms section in the table of contents, linked to its heading', async () => {
    await renderPage(<TermsPage />, 'en');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = contents.querySelectorAll('a');
    expect(links).toHaveLength(10);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.querySelector('h2')?.textContent).toBe(link.textContent);
    }
  });

  it('fills in the contact address instead of showing a placeholder', async () => {
    const text = await renderPage(<AboutPage />, 'ar');
    expect(text).not.toContain('{{');
    expect(screen.getByRole('link', { name: 'سجّل مطعمك' })).toHaveAttribute('href', '/restaurant-onboarding');
  });
});
