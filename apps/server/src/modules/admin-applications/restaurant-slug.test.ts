import { describe, expect, it } from 'vitest';
import { restaurantSlug, slugBase, transliterateArabic } from './restaurant-slug';

describe('a new restaurant’s slug: its name and the application’s id', () => {
  it('uses a Latin name as written, in lower case with dashes', () => {
    expect(restaurantSlug('Najd House', 'بيت نجد', 12)).toBe('najd-house-12');
    expect(restaurantSlug('  Café  Al-Rawda & Sons!! ', null, 3)).toBe('cafe-al-rawda-sons-3');
    // The English name missing its Latin letters: the Arabic one has them.
    expect(restaurantSlug('بيت نجد', 'Najd House', 5)).toBe('najd-house-5');
  });

  it('transliterates an Arabic-only name', () => {
    expect(transliterateArabic('مطعم البيك')).toBe('mtam albik');
    expect(restaurantSlug('مطعم البيك', 'مطعم البيك', 7)).toBe('mtam-albik-7');
    expect(restaurantSlug('شاورما الشام', '', 8)).toBe('shaurma-alsham-8');
    expect(restaurantSlug('وجبة ٣٦٥', null, 9)).toBe('wjba-365-9');
    // Harakat and tatweel are dropped.
    expect(slugBase('مَطْعَـــم', null)).toBe('mtam');
  });

  it('falls back to restaurant-<id> when the names give nothing', () => {
    expect(restaurantSlug('🍕🍕', '', 10)).toBe('restaurant-10');
    expect(restaurantSlug('---', null, 11)).toBe('restaurant-11');
  });

  it('keeps the name part short, cut at a word', () => {
    const slug = slugBase('The Very Long Name Of A Family Restaurant In Riyadh Since 1990', null);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug).toBe('the-very-long-name-of-a-family');
    expect(slug.endsWith('-')).toBe(false);
  });
});
