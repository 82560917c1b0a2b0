import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StaffMenuItem } from '@sufra/domain/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, signInTeam } from '../orders/testing/live-service';
import { createPaymentsTestApp, type PaymentsTestApp } from '../payments/testing/payment-fixtures';

/** A body as a browser's FormData sends one file part. */
function multipart(file: Buffer, field = 'photo', name = 'dish.png', type = 'image/png') {
  const boundary = '----sufra-menu-photo-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** A PNG header (signature + IHDR) declaring any size, with a few bytes of nothing after it. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    Buffer.alloc(64),
  ]);
}

/**
 * Issue 12 item 1: a dish's photo is judged by its bytes and its header's pixel size before anything
 * decodes it, then re-encoded by sharp into WebP at MENU_PHOTO_WIDTHS: only pixels survive.
 */
describe('menu photos', () => {
  let t: PaymentsTestApp;
  let tokens: Awaited<ReturnType<typeof signInTeam>>;
  let itemId: number;
  const folder = () => join(t.config.dataDir, 'uploads', 'menu');
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    tokens = await signInTeam(t);
    itemId = t.fixture.items.juice;
  });
  afterAll(() => t.close());

  const upload = async (
    file: Buffer,
    options: { lang?: string; id?: number; token?: string; type?: string } = {},
  ) => {
    const body = multipart(file, 'photo', 'dish', options.type);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/menu/items/${options.id ?? itemId}/photo`,
      headers: {
        ...body.headers,
        authorization: `Bearer ${options.token ?? tokens.owner}`,
        'x-sufra-lang': options.lang ?? 'en',
      },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json(), text: res.body };
  };
  const fileOf = (url: string) => join(folder(), url.slice('/media/uploads/menu/'.length));
  const filesOnDisk = () => (existsSync(folder()) ? readdirSync(folder()).sort() : []);
  const srcsetEntries = (srcset: string) =>
    srcset.split(', ').map((entry) => {
      const [url, width] = entry.split(' ');
      return { url: url as string, width: Number(width?.replace('w', '')) };
    });
  const itemRow = () =>
    t.db
      .selectFrom('menuItems')
      .select(['photoUrl', 'photoSrcset'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();

  it('stores a PNG as WebP at 320, 640 and 1280 px; photo is the 640 one; the diner menu gets the srcset', async () => {
    const rec = recordEvents(t);
    const res = await upload(await picture(2000, 1000).png().toBuffer());
    rec.stop();
    expect(res.status, res.text).toBe(200);
    const item = res.body.data as StaffMenuItem;
    const entries = srcsetEntries(item.photoSrcset as string);
    expect(entries.map((e) => e.width)).toEqual([320, 640, 1280]);
    for (const e of entries) expect(e.url).toMatch(/^\/media\/uploads\/menu\/[0-9a-f-]{36}-\d+\.webp$/);
    expect(item.photo).toBe(entries[1]?.url);
    for (const e of entries) {
      const meta = await sharp(fileOf(e.url)).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([e.width, e.width / 2]);
    }
    expect(await itemRow()).toEqual({ photoUrl: item.photo, photoSrcset: item.photoSrcset });
    expect(rec.seen.filter((e) => e.type === 'menu.updated')).toHaveLength(1);

    const menu = await t.app.inject({
      method: 'GET',
      url: `/api/public/restaurants/${t.fixture.restaurantId}/menu`,
    });
    const juice = menu
      .json()
      .data.categories.flatMap((c: { items: StaffMenuItem[] }) => c.items)
      .find((i: StaffMenuItem) => i.id === itemId);
    expect(juice).toMatchObject({ photo: item.photo, photoSrcset: item.photoSrcset });
    // Served with a long, immutable cache, as WebP.
    const served = await t.app.inject({ method: 'GET', url: entries[0]?.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const [audit] = await t.db
      .selectFrom('auditLog')
      .select('details')
      .where('action', '=', 'menu.item_photo_updated')
      .where('subject', '=', `menu_item:${itemId}`)
      .execute();
    expect(audit?.details).toMatchObject({ before: { photoUrl: null }, after: { photoUrl: item.photo } });
  });

  it('never enlarges a small photo; replacing a photo removes the old files', async () => {
    const old = srcsetEntries((await itemRow()).photoSrcset as string).map((e) => fileOf(e.url));
    const res = await upload(await picture(500, 300).jpeg().toBuffer(), { token: tokens.manager });
    expect(res.status, res.text).toBe(200);
    const entries = srcsetEntries(res.body.data.photoSrcset);
    expect(entries.map((e) => e.width)).toEqual([320, 500]);
    expect(res.body.data.photo).toBe(entries[1]?.url);
    expect((await sharp(fileOf(entries[1]?.url as string)).metadata()).width).toBe(500);
    for (const file of old) expect(existsSync(file)).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation and writes no metadata', async () => {
    const sideways = await picture(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'GPS secret 24.7136,46.6753' } } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const res = await upload(sideways);
    expect(res.status, res.text).toBe(200);
    const entries = srcsetEntries(res.body.data.photoSrcset);
    expect(entries.map((e) => e.width)).toEqual([200]);
    const meta = await sharp(fileOf(entries[0]?.url as string)).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses, with nothing written and no file kept: a 60000×60000 header, a side over the limit, SVG, junk, an empty file', async () => {
    const before = { row: await itemRow(), files: filesOnDisk() };
    const bomb = await upload(pngHeader(60000, 60000));
    expect(bomb.status).toBe(422);
    expect(bomb.body.error).toEqual({
      code: 'MENU_PHOTO_TOO_LARGE',
      message: 'This photo is too large. Its longest side can be at most 8000 pixels.',
      params: { max: 8000 },
    });
    const bombAr = await upload(pngHeader(60000, 60000), { lang: 'ar' });
    expect(bombAr.body.error.message).toMatch(/[\u0600-\u06FF]/);
    // The same bomb as a JPEG: its start-of-frame declares 60000×60000.
    const sof = Buffer.from([
      0xff, 0xc0, 0x00, 0x11, 0x08, 0xea, 0x60, 0xea, 0x60, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    ]);
    const jpegBomb = await upload(
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        Buffer.from('JFIF\0'),
        Buffer.alloc(9),
        sof,
        Buffer.alloc(32),
      ]),
    );
    expect(jpegBomb.body.error?.code, jpegBomb.text).toBe('MENU_PHOTO_TOO_LARGE');
    const tall = await upload(await picture(10, 8001).png().toBuffer());
    expect(tall.body.error.code).toBe('MENU_PHOTO_TOO_LARGE');

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const refusals = [
      svg,
      Buffer.concat([Buffer.from('<?xml version="1.0"?>'), svg]),
      Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'),
      // A valid PNG header and then junk instead of pixels: nothing to decode.
      pngHeader(100, 100),
      Buffer.concat([
        (await picture(50, 50).png().toBuffer()).subarray(0, 60),
        Buffer.from('junk'.repeat(50)),
      ]),
      Buffer.alloc(0),
      await picture(20, 20).gif().toBuffer(),
      await picture(20, 20).tiff().toBuffer(),
    ];
    for (const [index, file] of refusals.entries()) {
      const res = await upload(file, { type: 'image/png' });
      expect(res.status, `case ${index}: ${res.text}`).toBe(415);
      expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    // Not multipart at all.
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/staff/menu/items/${itemId}/photo`,
      headers: { authorization: `Bearer ${tokens.owner}` },
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect({ row: await itemRow(), files: filesOnDisk() }).toEqual(before);
  });

  it('neutralises a polyglot: an image with an HTML page and a ZIP appended keeps only its pixels', async () => {
    const png = await picture(400, 400).png().toBuffer();
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const zip = Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000evil.html');
    for (const file of [
      Buffer.concat([png, html, zip]),
      Buffer.concat([await picture(400, 400).jpeg().toBuffer(), zip, html]),
    ]) {
      const res = await upload(file);
      expect(res.status, res.text).toBe(200);
      for (const e of srcsetEntries(res.body.data.photoSrcset)) {
        const served = await t.app.inject({ method: 'GET', url: e.url });
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const bytes = served.rawPayload;
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.includes('<script')).toBe(false);
        expect(bytes.includes('PK\u0003\u0004')).toBe(false);
      }
    }
  });

  it('removes a photo: the item has none, its files are deleted; another restaurant’s item is not found', async () => {
    const files = srcsetEntries((await itemRow()).photoSrcset as string).map((e) => fileOf(e.url));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/menu/items/${itemId}/photo`,
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ photo: null, photoSrcset: null });
    for (const file of files) expect(existsSync(file)).toBe(false);
    const before = filesOnDisk();
    const theirs = await upload(await picture(100, 100).png().toBuffer(), { id: t.fixture.other.item });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('MENU_ITEM_NOT_FOUND');
    expect(filesOnDisk()).toEqual(before);
  });

  it('deleting an item deletes its photo files', async () => {
    const category = await t.db
      .selectFrom('menuCategories')
      .select('id')
      .where('restaurantId', '=', t.fixture.restaurantId)
      .executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('menuItems')
      .values({
        restaurantId: t.fixture.restaurantId,
        categoryId: category.id,
        name: 'Pic',
        nameAr: 'صورة',
        priceHalalas: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await upload(await picture(700, 700).webp().toBuffer(), { id });
    expect(res.status, res.text).toBe(200);
    const files = srcsetEntries(res.body.data.photoSrcset).map((e) => fileOf(e.url));
    expect(files).toHaveLength(3);
    for (const file of files) expect(existsSync(file)).toBe(true);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/menu/items/${id}`,
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(gone.statusCode).toBe(204);
    for (const file of files) expect(existsSync(file)).toBe(false);
  });
});
