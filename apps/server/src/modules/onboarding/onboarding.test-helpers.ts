import { crc32 } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/helpers';

/** A 1×1 PNG: the smallest real image, so the magic-byte check sees a genuine file. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The 1×1 test PNG with its IHDR declaring another size (CRC fixed, so it is a well-formed header). */
export function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_BYTES);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The app (onboarding is one of its built-in modules). */
export function startOnboardingApp(): Promise<TestApp> {
  return createTestApp();
}

/** Serialises a FormData exactly as a browser would send it (boundary included). */
export async function multipart(
  fields: Record<string, string>,
  logo?: { bytes: Buffer; type: string; name?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (logo)
    form.append('logo', new Blob([new Uint8Array(logo.bytes)], { type: logo.type }), logo.name ?? 'logo.png');
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export const REQUIRED_FIELDS = {
  name: 'Najd House',
  description: 'Najdi home cooking',
  address: 'Al Olaya, King Fahd Road',
  phone: '050 123 4567',
};

export async function firstCategoryId(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('businessCategories')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
