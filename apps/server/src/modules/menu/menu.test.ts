import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MenuResponseSchema } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, demoFixture, type TestApp } from '../../../test/helpers';
import { etagMatches } from '../../platform/http/etag';

describe('GET /api/public/restaurants/:id/menu', () => {
  let t: TestApp;
  let restaurantId: number;
  const menu = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/public/restaurants/${restaurantId}/menu`, headers });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ({ restaurantId } = await demoFixture(t.db));
  });
  afterAll(() => t.close());

  it('returns categories with items, option groups and options in halalas', async () => {
    const res = await menu();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const { categories } = MenuResponseSchema.parse(res.json()).data;
    expect(categories.map((c) => c.name)).toEqual(['Breakfast', 'Appetizers', 'Mains', 'Desserts', 'Drinks']);
    const items = categories.flatMap((c) => c.items);
    expect(items).toHaveLength(21);
    const kabsa = items.find((i) => i.name === 'Chicken kabsa')!;
    expect(kabsa).toMatchObject({ nameAr: 'كبسة دجاج', price: 4800, isHighSalt: true, isAvailable: true });
    expect(kabsa.photo).toBe('/media/demo/dishes/chicken-kabsa.svg');
    const rice = kabsa.optionGroups.find((g) => g.name === 'Choose rice')!;
    expect(rice).toMatchObject({ minSelections: 1, maxSelections: 1 });
    expect(rice.options.map((o) => o.price)).toEqual([0, 0, 300]);
    const extras = kabsa.optionGroups.find((g) => g.name === 'Extras')!;
    expect(extras).toMatchObject({ minSelections: 0, maxSelections: 3 });
    expect(extras.options[0]).toMatchObject({ price: 200, maxQuantity: 3 });
    expect(items.find((i) => i.name === 'Umm Ali')!.isAvailable).toBe(false);
    expect(items.find((i) => i.name === 'Karak tea')!.caffeineLevel).toBe('high');
  });

  it('sends a strong ETag with no-cache and answers 304 to If-None-Match', async () => {
    const first = await menu();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await menu({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await menu({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('sends the body compressed as the phone asks (brotli, else gzip), the same menu under one tag', async () => {
    const plain = await menu();
    const br = await menu({ 'accept-encoding': 'gzip, deflate, br' });
    const gz = await menu({ 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const res of [plain, br, gz]) {
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('a menu change by any writer, even one that announces nothing, changes the ETag and the body', async () => {
    const before = await menu();
    await t.db.updateTable('menuItems').set({ isAvailable: false }).where('name', '=', 'Hummus').execute();
    // No event: the instance sees it when it next checks the menu version (MENU_RECHECK_MS).
    const after = await vi.waitFor(
      async () => {
        const res = await menu({ 'if-none-match': String(before.headers.etag) });
        expect(res.statusCode).toBe(200);
        return res;
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const hummus = after
      .json()
      .data.categories.flatMap((c: { items: unknown[] }) => c.items)
      .find((i: { name: string }) => i.name === 'Hummus');
    expect(hummus.isAvailable).toBe(false);
    // Option edits reach it too (the trigger walks up to the restaurant).
    await t.db
      .updateTable('options')
      .set({ priceHalalas: 350 })
      .where('name', '=', 'Mandi rice with raisins')
      .execute();
    const third = await vi.waitFor(
      async () => {
        const res = await menu({ 'if-none-match': String(after.headers.etag) });
        expect(res.statusCode).toBe(200);
        return res;
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(JSON.stringify(third.json())).toContain('"price":350');
  });

  it('unknown restaurant -> 404; non-numeric -> 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/public/restaurants/777/menu' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('RESTAURANT_NOT_FOUND');
    const bad = await t.app.inject({ method: 'GET', url: '/api/public/restaurants/abc/menu' });
    expect(bad.json().error.code).toBe('INVALID_RESTAURANT_ID');
  });
});

describe('etagMatches', () => {
  it('handles lists, weak tags and *', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
