import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const INDEX = '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('sufra '.repeat(200))});`;

/** A tiny stand-in for `apps/web/dist`: index + one hashed asset, each with .br and .gz next to it. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sufra-dist-'));
  mkdirSync(join(dir, 'assets'));
  const write = (name: string, content: string) => {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  };
  write('index.html', INDEX);
  write('assets/index-Ab12Cd34.js', APP_JS);
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Sufra"}');
  return dir;
}

describe('serving the built web app', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    t = await createTestApp({ config: { webDistDir: fakeDist() } });
  });
  afterAll(() => t.close());

  it('serves index.html at / with no-cache and a strict CSP', async () => {
    const res = await get('/', html);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: blob:");
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toBe(APP_JS);
  });

  it('sends the precompressed brotli file when accepted (gzip otherwise)', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers a client route with index.html (no-cache)', async () => {
    for (const url of ['/welcome/najd-house-1?table=1&hash=abc', '/restaurant-menu', '/about-us/']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('a missing asset is a real 404, never index.html', async () => {
    const res = await get('/assets/missing-123.js', html);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
    expect((await get('/media/nothing.png', html)).statusCode).toBe(404);
  });

  it('an unknown API path is a 404 for every method, though the web app answers any GET', async () => {
    for (const method of ['GET', 'HEAD', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope/nothing', headers: html });
      expect(res.statusCode, method).toBe(404);
      if (method !== 'HEAD') expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
    }
    // A path of the API asked with another method still says which it answers.
    const login = await t.app.inject({ method: 'GET', url: '/api/staff/auth/login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
  });

  it('a non-HTML request for an unknown path is a 404', async () => {
    const res = await get('/some/file.json', { accept: 'application/json' });
    expect(res.statusCode).toBe(404);
  });

  it('other root files revalidate (no-cache)', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API JSON when it is large enough', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/categories',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(
      JSON.parse(brotliDecompressSync(res.rawPayload).toString()).data.categories.length,
    ).toBeGreaterThan(5);
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says how to build it (503) while the API keeps working', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(503);
    expect(root.body).toContain('web app not built; run npm run build');
    const client = await t.app.inject({ method: 'GET', url: '/welcome', headers: { accept: 'text/html' } });
    expect(client.statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('demo illustrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sufra-demo-assets-'));
    mkdirSync(join(dir, 'dishes'));
    writeFileSync(join(dir, 'dishes', 'kunafa.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ deps: { demoAssetsDir: dir } });
  });
  afterAll(() => t.close());

  it('serves /media/demo/* as SVG with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/demo/dishes/kunafa.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect((await t.app.inject({ method: 'GET', url: '/media/demo/dishes/none.svg' })).statusCode).toBe(404);
  });
});
