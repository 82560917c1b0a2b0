import { type ErrorCode, type ErrorParams, fillMessage } from './error-codes';
import { errorMessagesAr } from './errors-ar';
import { errorMessagesEn } from './errors-en';

/** Messages use i18next placeholders ('{{current}}'), so the web app can use them unchanged. */
export const errorMessages: { ar: Record<ErrorCode, string>; en: Record<ErrorCode, string> } = {
  ar: errorMessagesAr,
  en: errorMessagesEn,
};

/**
 * The message in a language, with `{{name}}` placeholders filled; unknown placeholders stay as written.
 */
export function errorMessage(code: ErrorCode, lang: 'ar' | 'en', params?: ErrorParams): string {
  return fillMessage(errorMessages[lang][code], errorParamsIn(lang, params));
}

/**
 * The params for a language. A text the restaurant wrote in both languages travels as `name` (English) and
 * `nameAr` (Arabic): in Arabic, `name` is `nameAr` (e.g. RESTAURANT_MAINTENANCE's own message), so both the
 * server's message and a screen filling the catalogue's `{{name}}` from the answer's params read Arabic.
 */
export function errorParamsIn(lang: 'ar' | 'en', params: ErrorParams | undefined): ErrorParams | undefined {
  if (!params || lang !== 'ar') return params;
  const filled: ErrorParams = { ...params };
  for (const key of Object.keys(params)) {
    const arabic = params[`${key}Ar`];
    if (arabic !== undefined) filled[key] = arabic;
  }
  return filled;
}
