import { type ErrorCode, type ErrorParams, fillMessage } from './error-codes';
import { errorMessagesAr } from './errors-ar';
import { errorMessagesEn } from './errors-en';

/** Messages use i18next placeholders ('{{current}}'), so the web app can use them unchanged. */
export const errorMessages: { ar: Record<ErrorCode, string>; en: Record<ErrorCode, string> } = {
  ar: errorMessagesAr,
  en: errorMessagesEn,
};

/** The message in a language, with `{{name}}` placeholders filled; unknown placeholders stay as written. */
export function errorMessage(code: ErrorCode, lang: 'ar' | 'en', params?: ErrorParams): string {
  return fillMessage(errorMessages[lang][code], params);
}
