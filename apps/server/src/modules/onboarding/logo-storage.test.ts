import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerUploads, removeLogo, saveLogo } from './logo-storage';
import { PNG_BYTES } from './onboarding.test-helpers';

describe('logo storage', () => {
  it('serves a logo saved after start-up under /media/uploads, as an immutable image', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sufra-uploads-'));
    const app = Fastify();
    await registerUploads(app, dataDir);
    await app.ready();
    try {
      const url = await saveLogo(dataDir, PNG_BYTES);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Re-encoded (issue 25 item 16): the same 1×1 picture, never the uploaded bytes.
      expect(res.rawPayload.equals(PNG_BYTES)).toBe(false);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
      // No directory listing: the random names are the only way in.
      expect(
        (await app.inject({ method: 'GET', url: '/media/uploads/logos/' })).statusCode,
      ).toBeGreaterThanOrEqual(403);
    } finally {
      await app.close();
    }
  });

  it('removes only files it named itself', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sufra-uploads-'));
    const url = await saveLogo(dataDir, PNG_BYTES);
    const file = join(dataDir, 'uploads', url.slice('/media/uploads/'.length));
    await removeLogo(dataDir, '/media/uploads/logos/../../secret.png');
    expect(existsSync(file)).toBe(true);
    await removeLogo(dataDir, url);
    expect(existsSync(file)).toBe(false);
  });
});
