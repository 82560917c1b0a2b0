import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greetingFor, riyadhHour } from './greeting';
import { restaurantIdFromSlug, slugify } from './slug';

describe('restaurantIdFromSlug', () => {
  it.each([
    ['najd-house-1', 1],
    ['al-baik-2-42', 42],
    ['12', 12],
    ['-7', 7],
  ])('%j => %d', (slug, id) => {
    expect(restaurantIdFromSlug(slug)).toBe(id);
  });

  it.each([
    'najd-house',
    'najd-house-',
    'najd-house-0',
    'najd-house-01',
    'najd-house-1a',
    '',
    'x-1.5',
    'x-99999999999999999',
  ])('rejects %j', (slug) => {
    expect(restaurantIdFromSlug(slug)).toBeNull();
  });
});

describe('slugify', () => {
  it('makes ASCII slugs ending in the id', () => {
    expect(slugify('Najd House', 1)).toBe('najd-house-1');
    expect(slugify('  Café   Layali!! ', 7)).toBe('cafe-layali-7');
    expect(slugify('بيت نجد', 3)).toBe('restaurant-3');
    expect(slugify('', 4)).toBe('restaurant-4');
    expect(slugify('Al Romansiah الرومانسية', 9)).toBe('al-romansiah-9');
  });

  it('is URL-safe and always reads back to its id (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 1e9 }), (name, id) => {
        const slug = slugify(name, id);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(restaurantIdFromSlug(slug)).toBe(id);
      }),
    );
  });
});

describe('greetingFor (Asia/Riyadh, UTC+3)', () => {
  it.each([
    ['2026-01-15T01:59:59Z', 'evening'], // 04:59 Riyadh
    ['2026-01-15T02:00:00Z', 'morning'], // 05:00
    ['2026-01-15T08:59:59Z', 'morning'], // 11:59
    ['2026-01-15T09:00:00Z', 'afternoon'], // 12:00
    ['2026-07-15T13:59:00Z', 'afternoon'], // 16:59 (no daylight saving in summer)
    ['2026-07-15T14:00:00Z', 'evening'], // 17:00
    ['2026-01-15T21:30:00Z', 'evening'], // 00:30 next day
  ])('%s => %s', (iso, greeting) => {
    expect(greetingFor(new Date(iso))).toBe(greeting);
  });

  it('agrees with the Intl time-zone database for Asia/Riyadh (property)', () => {
    const fmt = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Riyadh',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const date = new Date(ms);
        expect(riyadhHour(date)).toBe(Number(fmt.format(date)));
      }),
    );
  });
});
