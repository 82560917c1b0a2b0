import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

/**
 * The security headers every answer carries (platform/http/security.ts: helmet's, computed once), pinned
 * here so that loosening one is a change this test names, never a side effect of an upgrade or a refactor.
 */
const CSP: Record<string, string> = {
  'default-src': "'self'",
  // No inline script and no eval anywhere: an injected <script> or on* attribute does not run.
  'script-src': "'self'",
  'script-src-attr': "'none'",
  // UI libraries inject <style> at runtime; a style cannot run code.
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'media-src': "'self' blob:",
  'worker-src': "'self' blob:",
  'manifest-src': "'self'",
  'frame-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  // Nobody frames our pages (clickjacking).
  'frame-ancestors': "'none'",
};

const HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  // The browsers' old XSS auditor is off (it could be abused to leak data); the CSP does that job.
  'x-xss-protection': '0',
};

function directives(csp: unknown): Record<string, string> {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...sources] = d.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

/** A stand-in for `apps/web/dist`: the page the diner's, staff's and admin's screens start from. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sufra-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><body></body></html>');
  return dir;
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { webDistDir: fakeDist() } });
  });
  afterAll(() => t.close());

  const html = { accept: 'text/html,application/xhtml+xml' };
  it.each([
    ['an API answer', '/api/health', {}, 200, 'application/json'],
    ['an API refusal', '/api/staff/kitchen', {}, 401, 'application/json'],
    ['the web page', '/', html, 200, 'text/html'],
    ['a deep link to the web page', '/table/1', html, 200, 'text/html'],
  ] as const)('%s carries the pinned CSP and headers', async (_name, url, headers, status, type) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain(type);
    expect(directives(res.headers['content-security-policy'])).toEqual(CSP);
    for (const [name, value] of Object.entries(HEADERS)) expect(res.headers[name], name).toBe(value);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
