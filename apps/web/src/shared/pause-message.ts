import type { Language } from '@sufra/domain';
import type { RestaurantPause } from './restaurant-pause';

/**
 * The restaurant's message in the diner's language, else in the other one, else '' (either may be empty).
 * A module of its own: only the paused screens (lazy chunks) need it, not the welcome screen that picks them.
 */
export function pauseMessage(pause: RestaurantPause, language: Language | string): string {
  return language === 'ar' ? pause.messageAr || pause.message : pause.message || pause.messageAr;
}
