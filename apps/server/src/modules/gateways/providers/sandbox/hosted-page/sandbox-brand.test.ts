import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { halalas } from '@sufra/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../../../../../test/helpers';
import { type AppDeps, buildApp } from '../../../../../app';
import type { DatabaseHandle } from '../../../../../db/database';
import { createSandboxGateway, type SandboxGateway } from '../sandbox-gateway';

/**
 * Issue 8, item 11: the card page's logo was an empty ring and its text a system font. It draws Sufra's
 * mark (the web app's brand asset) and uses IBM Plex Sans Arabic from the web app's own built files.
 */
const FONT = 'ibm-plex-sans-arabic-arabic-400-normal';
const BRAND_SVG = new URL('../../../../../../../web/public/brand/logo-white.svg', import.meta.url);

/** A built web app as Vite leaves it: a stylesheet with the fontsource rules and the hashed font file. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sufra-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const woff2 = createRequire(import.meta.url).resolve(
    `@fontsource/ibm-plex-sans-arabic/files/${FONT}.woff2`,
  );
  copyFileSync(woff2, join(dist, 'assets', `${FONT}-Ab12Cd34.woff2`));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sufra</title>');
  writeFileSync(
    join(dist, 'assets', 'index-Zz99.css'),
    `@font-face{font-family:IBM Plex Sans Arabic;font-style:normal;font-display:swap;font-weight:400;src:url(/assets/${FONT}-Ab12Cd34.woff2)format("woff2")}@font-face{font-family:Other;src:url(https://fonts.example/x.woff2)}body{margin:0}`,
  );
  return dist;
}

describe('sandbox card page: Sufra brand', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let gateway: SandboxGateway;

  beforeAll(async () => {
    database = await createTestDatabase();
    gateway = createSandboxGateway({ db: database.db });
    app = await buildApp(testConfig({ webDistDir: fakeWebBuild() }), {
      database,
      paymentGateway: gateway,
    } as AppDeps);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const pageOf = async (lang: 'ar' | 'en') => {
    const { id } = await gateway.createPayment({
      amount: halalas(2_600),
      currency: 'SAR',
      givenId: randomUUID(),
      description: 'Najd House',
      callbackUrl: '/payment-callback',
      metadata: {},
      source: { type: 'hosted_page' },
    });
    return app.inject({ method: 'GET', url: `/sandbox/pay/${id}?lang=${lang}` });
  };

  it("draws the mark of the web app's brand asset in both languages, not an empty ring", async () => {
    const brand = readFileSync(BRAND_SVG, 'utf8');
    // The mark is the brand asset's circles and plate (its wordmark paths follow them).
    const mark = [...brand.matchAll(/<circle [^>]*\/>|<path d="M25[^>]*\/>/g)].map((m) => m[0]);
    expect(mark).toHaveLength(5);
    for (const lang of ['ar', 'en'] as const) {
      const res = await pageOf(lang);
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<header class="bar">\s*<svg class="logo"[^>]*aria-hidden="true"/);
      for (const shape of mark) expect(res.body).toContain(shape);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it("uses IBM Plex Sans Arabic from the app's own files, allowed by the CSP", async () => {
    const css = await app.inject({ method: 'GET', url: '/sandbox/assets/pay.css' });
    expect(css.body).toContain(`src:url(/assets/${FONT}-Ab12Cd34.woff2)format("woff2")`);
    expect(css.body).toMatch(/font-family:\s*"IBM Plex Sans Arabic"/);
    expect(css.body).not.toContain('fonts.example'); // only the app's own font rules are taken
    const font = await app.inject({ method: 'GET', url: `/assets/${FONT}-Ab12Cd34.woff2` });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toContain('font/woff2');
    const page = await pageOf('ar');
    expect(page.headers['content-security-policy']).toMatch(/font-src 'self'/);
  });
});
