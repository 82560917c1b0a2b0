import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18nCore } from './i18n-core';
import arMenu from './locales/ar/menu.json';
import enMenu from './locales/en/menu.json';

const texts: Record<string, Record<string, ResourceKey>> = {
  en: {
    common: { appName: 'Sufra', actions: { retry: 'Try again' }, hello: 'Hello {{name}}, {{ name }}!' },
    menu: {
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      minutes: '{{count}} min',
      nested: { deep: { text: 'Deep {{value}}' } },
      object: { a: 'A' },
    },
  },
  ar: {
    common: { appName: 'سفرة', actions: { retry: 'حاول مرة أخرى' }, hello: 'أهلا {{name}}' },
    menu: {
      items_zero: 'لا أصناف',
      items_one: 'صنف واحد',
      items_two: 'صنفان',
      items_few: '{{count}} أصناف',
      items_many: '{{count}} صنفا',
      items_other: '{{count}} صنف',
      minutes: '{{count}} دقيقة',
      nested: { deep: { text: 'عميق {{value}}' } },
      object: { a: 'أ' },
    },
  },
};

/** The same lazy loading for both: common bundled, menu from a "backend" that answers later. */
function backend(reads: string[]): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      reads.push(`${language}/${namespace}`);
      const data = texts[language]?.[namespace];
      setTimeout(() => (data ? callback(null, data) : callback(new Error('no file'), false)), 1);
    },
  };
}

const options = (lng: string) => ({
  lng,
  resources: { ar: { common: texts.ar!.common! }, en: { common: texts.en!.common! } },
  partialBundledLanguages: true,
  fallbackLng: false as const,
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false as const },
});

async function both(lng: string) {
  const reference = i18next.createInstance();
  const referenceReads: string[] = [];
  await reference.use(backend(referenceReads)).init({ ...options(lng), supportedLngs: ['ar', 'en'] });
  const ours = new I18nCore();
  const ourReads: string[] = [];
  await ours.use(backend(ourReads)).init(options(lng));
  return { reference, ours, referenceReads, ourReads };
}

type Call = [string | string[], (Record<string, unknown> | string)?];
const calls: Call[] = [
  ['appName'],
  ['actions.retry'],
  ['common:actions.retry'],
  ['hello', { name: 'Sara' }],
  ['hello'],
  ['hello', { other: 1 }],
  ['hello', { name: null }],
  ['hello', 'a default'],
  ['menu:items', { count: 0 }],
  ['menu:items', { count: 1 }],
  ['menu:items', { count: 2 }],
  ['menu:items', { count: 5 }],
  ['menu:items', { count: 11 }],
  ['menu:items', { count: 100 }],
  // Every Arabic plural category and its edges: few 3–10, many 11–99 (mod 100), other 100–102.
  ...[3, 10, 99, 101, 102, 103, 111, 850, 1000, 1.5].map((count): Call => ['menu:items', { count }]),
  ['menu:minutes', { count: 3 }],
  ['menu:nested.deep.text', { value: 7 }],
  ['missing.key'],
  ['menu:missing'],
  ['errors:NOT_LOADED'],
  ['errors:NOT_LOADED', { defaultValue: 'Fallback {{code}}', code: 'X' }],
  [['menu:missing', 'menu:minutes'], { count: 1 }],
  ['Total: 5'],
];

describe('i18n core', () => {
  it.each(['en', 'ar'])('translates like i18next in %s', async (lng) => {
    const { reference, ours } = await both(lng);
    await Promise.all([reference.loadNamespaces('menu'), ours.loadNamespaces('menu')]);
    for (const [key, values] of calls) {
      // biome-ignore lint/suspicious/noExplicitAny: the reference's overloaded t() types
      expect(ours.t(key, values), JSON.stringify([key, values])).toBe((reference.t as any)(key, values));
    }
  });

  it.each([
    [
      'ar',
      arMenu,
      [0, 1, 2, 5, 11, 100, 850],
      [
        '0 سعرة حرارية',
        'سعرة حرارية واحدة',
        'سعرتان حراريتان',
        '5 سعرات حرارية',
        '11 سعرة حرارية',
        '100 سعرة حرارية',
        '850 سعرة حرارية',
      ],
    ],
    ['en', enMenu, [1, 5], ['1 kcal', '5 kcal']],
  ] as const)(
    "gives the menu's calories the %s plural form i18next gives them",
    async (lng, menu, counts, texts) => {
      const reference = i18next.createInstance();
      await reference.init({ ...options(lng), resources: { [lng]: { menu } } });
      const ours = new I18nCore();
      await ours.init({ ...options(lng), resources: { [lng]: { menu } } });
      const ourTexts = counts.map((count) => ours.t('menu:facts.calories', { count }));
      expect(ourTexts).toEqual(texts);
      expect(ourTexts).toEqual(counts.map((count) => reference.t('menu:facts.calories', { count })));
    },
  );

  it('getFixedT uses its namespace and key prefix, and names of other namespaces still win', async () => {
    const { reference, ours } = await both('en');
    await Promise.all([reference.loadNamespaces('menu'), ours.loadNamespaces('menu')]);
    for (const [ns, prefix, key] of [
      ['menu', undefined, 'minutes'],
      ['menu', 'nested.deep', 'text'],
      ['menu', undefined, 'common:appName'],
    ] as const) {
      expect(ours.getFixedT(null, ns, prefix)(key, { count: 2, value: 'v' })).toBe(
        reference.getFixedT(null, ns, prefix)(key, { count: 2, value: 'v' }),
      );
    }
  });

  it('loads a namespace once, reports it loaded, and a file that fails counts as loaded (keys show)', async () => {
    const { ours, ourReads } = await both('en');
    expect(ours.hasLoadedNamespace('menu')).toBe(false);
    await Promise.all([ours.loadNamespaces('menu'), ours.loadNamespaces(['menu'])]);
    expect(ourReads).toEqual(['en/menu']);
    expect(ours.hasLoadedNamespace('menu')).toBe(true);
    await ours.loadNamespaces('nothing');
    expect(ours.hasLoadedNamespace('nothing')).toBe(true);
    expect(ours.t('nothing:title')).toBe('title');
    let called = false;
    await ours.loadNamespaces('menu', () => {
      called = true;
    });
    expect(called).toBe(true);
  });

  it('switches language only once every namespace in use is loaded in the new one, then tells listeners', async () => {
    const { ours, ourReads } = await both('en');
    await ours.loadNamespaces('menu');
    const seen: string[] = [];
    ours.on('languageChanged', (lng) => seen.push(`${lng}:${ours.t('menu:minutes', { count: 2 })}`));
    await ours.changeLanguage('ar');
    expect(ourReads).toEqual(['en/menu', 'ar/menu']);
    expect(seen).toEqual(['ar:2 دقيقة']);
    expect(ours.language).toBe('ar');
    expect(ours.languages).toEqual(['ar']);
    expect(ours.t('appName')).toBe('سفرة');
  });

  it('emits initialized and languageChanged; once and off detach', async () => {
    const ours = new I18nCore();
    const events: string[] = [];
    ours.once('initialized', () => events.push('initialized'));
    const listener = () => events.push('changed');
    ours.on('languageChanged', listener);
    await ours.init(options('en'));
    ours.off('languageChanged', listener);
    await ours.changeLanguage('ar');
    expect(events).toEqual(['initialized', 'changed']);
    expect(ours.isInitialized).toBe(true);
  });
});
