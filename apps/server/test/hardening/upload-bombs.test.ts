import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstCategoryId,
  multipart,
  REQUIRED_FIELDS,
} from '../../src/modules/onboarding/onboarding.test-helpers';
import { signInTeam } from '../../src/modules/orders/testing/live-service';
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
} from '../../src/modules/payments/testing/payment-fixtures';

/**
 * Issue 25 item 16: a decompression bomb inside the size limit (a 4096×4096 PNG of zeros: about 50 KB of
 * file, 64 MiB decoded) is refused by the pixels its header declares, before anything decodes it, by the
 * three ways an image comes in (the owner's logo, the public onboarding form, a dish's photo); and every
 * image stored is decoded and written anew, so nothing uploaded (metadata, a GPS position) is served byte
 * for byte.
 */
describe('uploaded images: a pixel cap before decoding, and every stored image re-encoded', () => {
  let t: PaymentsTestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    owner = (await signInTeam(t)).owner;
  });
  afterAll(() => t.close());

  type Channel = 'logo' | 'onboarding' | 'photo';
  /** Sends an image the way each screen does; answers the status, the error and the stored URL. */
  async function send(channel: Channel, bytes: Buffer, type: string, lang = 'en') {
    const file = { bytes, type, name: `upload.${type.slice('image/'.length)}` };
    if (channel === 'onboarding') {
      const body = await multipart(
        { ...REQUIRED_FIELDS, categoryId: String(await firstCategoryId(t)) },
        file,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/restaurants/onboarding',
        headers: { ...body.headers, 'x-sufra-lang': lang },
        payload: body.payload,
      });
      const stored = async () => {
        const id = res.json().data.application.id as string;
        const row = await t.db
          .selectFrom('onboardingApplications')
          .select('logoUrl')
          .where('publicId', '=', id)
          .executeTakeFirstOrThrow();
        return row.logoUrl as string;
      };
      return { res, url: res.statusCode === 201 ? await stored() : null };
    }
    const form = new FormData();
    form.append(channel, new Blob([new Uint8Array(bytes)], { type }), file.name);
    const response = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url:
        channel === 'logo'
          ? '/api/staff/settings/logo'
          : `/api/staff/menu/items/${t.fixture.items.juice}/photo`,
      headers: {
        'content-type': response.headers.get('content-type') ?? '',
        authorization: `Bearer ${owner}`,
        'x-sufra-lang': lang,
      },
      payload: Buffer.from(await response.arrayBuffer()),
    });
    const data = res.statusCode === 200 ? res.json().data : null;
    return { res, url: (channel === 'logo' ? data?.profile.logoUrl : data?.photo) ?? null };
  }

  const uploads = () => join(t.config.dataDir, 'uploads');
  const storedFiles = () =>
    ['logos', 'menu'].flatMap((folder) =>
      existsSync(join(uploads(), folder))
        ? readdirSync(join(uploads(), folder)).map((f) => `${folder}/${f}`)
        : [],
    );
  const CHANNELS: Channel[] = ['logo', 'onboarding', 'photo'];

  it('refuses a 4096×4096 PNG of zeros fast, by its header, in the caller’s language, for the logo, the onboarding form and a dish’s photo; nothing stored', async () => {
    const bomb = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(100_000);
    const files = storedFiles();
    const applications = (await t.db.selectFrom('onboardingApplications').select('id').execute()).length;
    for (const channel of CHANNELS) {
      const started = performance.now();
      const { res } = await send(channel, bomb, 'image/png');
      const took = performance.now() - started;
      expect(res.statusCode, `${channel}: ${res.body}`).toBe(422);
      expect(res.json().error).toEqual({
        code: 'IMAGE_TOO_MANY_PIXELS',
        message:
          'This image has too many pixels: at most 16 megapixels (for example 4000 × 3000). Please make it smaller and try again.',
        params: { max: 16 },
      });
      // Judged by its header: no decoding (which took seconds for the photo before).
      expect(took, channel).toBeLessThan(1000);
      const ar = (await send(channel, bomb, 'image/png', 'ar')).res.json().error;
      expect(ar.message).toBe(
        'عدد بكسلات هذه الصورة كبير جدًا: 16 ميغابكسل على الأكثر (مثل 4000 × 3000). يرجى تصغيرها والمحاولة مرة أخرى.',
      );
    }
    expect(storedFiles()).toEqual(files);
    expect((await t.db.selectFrom('onboardingApplications').select('id').execute()).length).toBe(
      applications,
    );
  });

  it('stores every upload re-encoded without its metadata (EXIF with a GPS position): served bytes never equal the upload', async () => {
    const exif = {
      IFD0: { Copyright: 'Najd House', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 42/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '46/1 40/1 0/1',
      },
    };
    const opaque = sharp({ create: { width: 640, height: 480, channels: 3, background: '#c84' } });
    const seeThrough = sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 20, g: 90, b: 60, alpha: 0.5 } },
    });
    const sent: [Channel, Buffer, string][] = [
      ['logo', await opaque.clone().jpeg().withExif(exif).toBuffer(), 'image/jpeg'],
      ['logo', await seeThrough.clone().webp().withExif(exif).toBuffer(), 'image/webp'],
      ['onboarding', await seeThrough.clone().png().withExif(exif).toBuffer(), 'image/png'],
      ['photo', await opaque.clone().jpeg().withExif(exif).toBuffer(), 'image/jpeg'],
    ];
    for (const [channel, bytes, type] of sent) {
      const uploaded = await sharp(bytes).metadata();
      // The upload does carry the position (the GPS IFD's pointer tag 0x8825) and the copyright.
      expect(uploaded.exif?.toString('latin1')).toContain('Najd House');
      const gpsPointer = [Buffer.from([0x25, 0x88]), Buffer.from([0x88, 0x25])]; // little- or big-endian
      expect(
        gpsPointer.some((tag) => uploaded.exif?.includes(tag)),
        `${channel} ${type}`,
      ).toBe(true);

      const { res, url } = await send(channel, bytes, type);
      expect(res.statusCode, `${channel} ${type}: ${res.body}`).toBeLessThan(300);
      expect(url).toMatch(/^\/media\/uploads\//);
      const served = await t.app.inject({ method: 'GET', url: url as string });
      expect(served.statusCode).toBe(200);
      const onDisk = readFileSync(join(uploads(), (url as string).slice('/media/uploads/'.length)));
      expect(served.rawPayload.equals(onDisk)).toBe(true);
      expect(served.rawPayload.equals(bytes), `${channel} ${type}`).toBe(false);
      const stored = await sharp(served.rawPayload).metadata();
      expect([stored.exif, stored.xmp, stored.iptc], `${channel} ${type}`).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      // The same picture: a logo keeps its format and its transparency; a photo becomes WebP.
      const format = channel === 'photo' ? 'webp' : type.slice('image/'.length);
      expect(stored.format).toBe(format);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(stored.width).toBe(uploaded.width);
      expect(stored.hasAlpha).toBe(uploaded.hasAlpha);
    }
  });
});
