import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import {
  firstCategoryId,
  multipart,
  PNG_BYTES,
  REQUIRED_FIELDS,
  startOnboardingApp,
} from './onboarding.test-helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /api/public/restaurants/onboarding', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const submit = async (
    app: TestApp,
    fields: Record<string, string>,
    logo?: Parameters<typeof multipart>[1],
  ) =>
    app.app.inject({
      method: 'POST',
      url: '/api/public/restaurants/onboarding',
      ...(await multipart(fields, logo)),
    });

  it('stores the application under a random UUID, with its logo on disk and a history entry', async () => {
    t = await startOnboardingApp();
    const categoryId = String(await firstCategoryId(t));
    const res = await submit(
      t,
      { ...REQUIRED_FIELDS, categoryId, city: 'Riyadh', website: 'najd.sa' },
      {
        bytes: PNG_BYTES,
        type: 'image/png',
      },
    );

    expect(res.statusCode).toBe(201);
    const { id, status } = res.json().data.application;
    expect(id).toMatch(UUID);
    expect(status).toBe('submitted');
    const row = await t.db.selectFrom('onboardingApplications').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Najd House',
      phone: '+966501234567',
      city: 'Riyadh',
      website: 'https://najd.sa',
    });
    expect(row.logoUrl).toMatch(/^\/media\/uploads\/logos\/[0-9a-f-]{36}\.png$/);
    const file = join(t.config.dataDir, 'uploads', (row.logoUrl as string).slice('/media/uploads/'.length));
    // Stored re-encoded (issue 25 item 16): the same picture, not the uploaded bytes.
    expect(readFileSync(file).equals(PNG_BYTES)).toBe(false);
    expect(await sharp(readFileSync(file)).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const history = await t.db.selectFrom('onboardingStatusHistory').selectAll().execute();
    expect(history).toMatchObject([{ applicationId: row.id, fromStatus: null, toStatus: 'submitted' }]);
  });

  it('requires name, description, address, phone and category', async () => {
    t = await startOnboardingApp();
    const res = await submit(t, { city: 'Riyadh' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.description',
        'body.address',
        'body.phone',
        'body.categoryId',
      ]),
    );
  });

  it('refuses a non-Saudi phone and an unknown category', async () => {
    t = await startOnboardingApp();
    const phone = await submit(t, {
      ...REQUIRED_FIELDS,
      phone: '0112345678',
      categoryId: String(await firstCategoryId(t)),
    });
    expect(phone.statusCode).toBe(422);
    expect(phone.json().error.code).toBe('PHONE_INVALID');
    const category = await submit(t, { ...REQUIRED_FIELDS, categoryId: '999999' });
    expect(category.statusCode).toBe(400);
    expect(await t.db.selectFrom('onboardingApplications').select('id').execute()).toHaveLength(0);
  });

  it('judges the logo by its bytes: a GIF named .png is refused, and nothing is kept', async () => {
    t = await startOnboardingApp();
    const categoryId = String(await firstCategoryId(t));
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    // The data folder is shared by the tests of this file, so compare the stored logos before and after.
    const logosDir = join(t.config.dataDir, 'uploads', 'logos');
    const storedLogos = () => (existsSync(logosDir) ? readdirSync(logosDir).length : 0);
    const before = storedLogos();
    const res = await submit(t, { ...REQUIRED_FIELDS, categoryId }, { bytes: gif, type: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await t.db.selectFrom('onboardingApplications').select('id').execute()).toHaveLength(0);
    expect(storedLogos()).toBe(before);
  });

  it('refuses a logo over 2 MB with 413', async () => {
    t = await startOnboardingApp();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await submit(
      t,
      { ...REQUIRED_FIELDS, categoryId: String(await firstCategoryId(t)) },
      { bytes: big, type: 'image/png' },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts multipart only', async () => {
    t = await startOnboardingApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/restaurants/onboarding',
      payload: { ...REQUIRED_FIELDS, categoryId: await firstCategoryId(t) },
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers 429 RATE_LIMITED after 10 applications from one address in an hour', async () => {
    t = await startOnboardingApp();
    const fields = { ...REQUIRED_FIELDS, categoryId: String(await firstCategoryId(t)) };
    for (let i = 0; i < 10; i++) expect((await submit(t, fields)).statusCode).toBe(201);
    const limited = await submit(t, fields);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});
