import { errorMessages } from '@sufra/domain';
import type { ResourceKey } from 'i18next';

export function errorTexts(language: string): ResourceKey {
  return language === 'en' ? errorMessages.en : errorMessages.ar;
}
