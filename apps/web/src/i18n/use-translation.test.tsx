import { act, render, screen } from '@testing-library/react';
import type { BackendModule } from 'i18next';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nCore } from './i18n-core';
import { I18nContext, useTranslation } from './use-translation';

const texts: Record<string, Record<string, Record<string, string>>> = {
  en: { common: { appName: 'Sufra' }, menu: { title: 'Menu', items_one: '{{count}} item' } },
  ar: { common: { appName: 'سفرة' }, menu: { title: 'القائمة', items_one: 'صنف واحد' } },
};

/** A backend whose files arrive when the test says so. */
function heldBackend() {
  const waiting: (() => void)[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      waiting.push(() => callback(null, texts[language]?.[namespace] ?? {}));
    },
  };
  const release = () =>
    act(() => {
      for (const send of waiting.splice(0)) send();
    });
  return { backend, release };
}

function Menu() {
  // This test's texts are its own, not the app's locale files, so its keys are not the typed ones.
  const t = useTranslation(['menu', 'common']).t as (key: string, values?: { count: number }) => string;
  return <p>{`${t('title')} · ${t('items', { count: 1 })} · ${t('common:appName')}`}</p>;
}

async function renderMenu() {
  const { backend, release } = heldBackend();
  const i18n = new I18nCore().use(backend);
  await i18n.init({
    lng: 'en',
    resources: { en: { common: texts.en!.common! } },
    ns: ['common'],
    defaultNS: 'common',
  });
  render(
    <I18nContext value={i18n}>
      <Suspense fallback={<p>Loading</p>}>
        <Menu />
      </Suspense>
    </I18nContext>,
  );
  return { i18n, release };
}

describe('useTranslation', () => {
  it('suspends until every namespace is loaded, so no key shows', async () => {
    const { release } = await renderMenu();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText(/title/)).toBeNull();
    await release();
    expect(await screen.findByText('Menu · 1 item · Sufra')).toBeInTheDocument();
  });

  it('renders again in the language switched to', async () => {
    const { i18n, release } = await renderMenu();
    await release();
    await screen.findByText('Menu · 1 item · Sufra');
    const switching = i18n.changeLanguage('ar');
    await release();
    await act(() => switching);
    expect(await screen.findByText('القائمة · صنف واحد · سفرة')).toBeInTheDocument();
  });
});
