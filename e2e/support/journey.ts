import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type ErrorCode, errorMessage } from '../../packages/domain/src/errors';
import { formatMoney, type Halalas } from '../../packages/domain/src/money/money';
import { staffToken } from './staff-login';

export type Lang = 'ar' | 'en';
export const LANGS: Lang[] = ['ar', 'en'];

type Texts = Record<string, unknown>;
const localeDir = new URL('../../apps/web/src/i18n/locales/', import.meta.url);

/** The app's own texts (the i18n files), so each journey runs unchanged in Arabic and in English. */
export function texts(lang: Lang) {
  const cache: Record<string, Texts> = {};
  const load = (ns: string) => {
    cache[ns] ??= JSON.parse(readFileSync(new URL(`${lang}/${ns}.json`, localeDir), 'utf8')) as Texts;
    return cache[ns];
  };
  const plural = new Intl.PluralRules(lang);
  /**
   * `t('cart:placeOrder', { number: 3 })`, with i18next-style {{placeholders}}; a plural text (`key_one`,
   * `key_two`, … `key_other`) is chosen by `count` with the language's plural rules, as the app's i18n does.
   */
  const t = (key: string, params: Record<string, string | number> = {}) => {
    const [ns, path] = key.split(':') as [string, string];
    const parts = path.split('.');
    const last = parts.pop() as string;
    const parent = parts.reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], load(ns)) as
      | Texts
      | undefined;
    let value = parent?.[last];
    if (value === undefined && typeof params.count === 'number')
      value = parent?.[`${last}_${plural.select(params.count)}`] ?? parent?.[`${last}_other`];
    if (typeof value !== 'string') throw new Error(`no text ${lang}/${key}`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
  return {
    t,
    error: (code: ErrorCode, params?: Record<string, number>) => errorMessage(code, lang, params),
    money: (halalas: number) => formatMoney(halalas as Halalas, lang),
    item: (en: string, ar: string) => (lang === 'ar' ? ar : en),
  };
}

/** Regex-escaped text, so a name can be matched inside a longer accessible name. */
export const re = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The diner's language from the first paint: the app reads it from localStorage (sufra-lang). */
export async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('sufra-lang', l), lang);
}

/** Signs in as the demo owner through the staff API and returns a status changer. */
export async function staff(request: APIRequestContext) {
  const token = await staffToken(request);
  return {
    /** The SMS the restaurant sent (or kept, with the built-in provider), newest first. */
    sentSms: async () => {
      const res = await request.get('/api/staff/messages', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { data: { sms: { to: string; body: string; language: string }[] } }).data
        .sms;
    },
    setStatus: async (orderId: string, status: string) => {
      const res = await request.patch(`/api/staff/orders/${orderId}/status`, {
        data: { status },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status(), await res.text()).toBe(200);
      // The answer: the order, and for a cancel what is refunded ({ amount, shares, creditNotes }).
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    },
  };
}

/**
 * Resolves once React has taken over the page (hydrateRoot or createRoot marks #root). A screen the server drew
 * is visible before its code arrives (src/boot.ts fetches it after the first pictures): a tap on one of its
 * buttons before then does nothing, as on a phone, so a journey that taps at once waits for this first.
 */
export async function appTookOver(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

/** Opens an item's sheet from the menu, optionally picks options, and adds it to the cart. */
export async function addItem(page: Page, name: string, addLabel: string, options: string[] = []) {
  await appTookOver(page);
  await page.getByRole('button', { name, exact: true }).click();
  const sheet = page.getByRole('dialog', { name });
  for (const option of options) await sheet.getByText(option, { exact: true }).click();
  await sheet.getByRole('button', { name: re(addLabel) }).click();
  await expect(sheet).toBeHidden();
}

/** Resolves with the order the cart places (the POST's answer), to follow it through the staff API. */
export function placedOrder(page: Page) {
  return page
    .waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/public\/restaurants\/\d+\/orders$/.test(r.url()),
    )
    .then(
      async (r) => ((await r.json()) as { data: { order: { id: string; orderNumber: number } } }).data.order,
    );
}
