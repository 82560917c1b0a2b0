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

/**
 * An API answer is never a page (JSON, a stream, a download): nothing loads from it or frames it, and the
 * page-only headers are left off (OWASP REST Security Cheat Sheet; platform/http/security.ts, apiHeaders).
 */
const API_CSP: Record<string, string> = { 'default-src': "'none'", 'frame-ancestors': "'none'" };
const API_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};
const PAGE_ONLY = Object.keys(HEADERS).filter((name) => !(name in API_HEADERS));

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
    ['an API answer', '/api/health', 200],
    ['an API refusal', '/api/staff/kitchen', 401],
    ['an unknown API path', '/api/nothing/here', 404],
    ['an API path asked with a method it does not answer', '/api/staff/auth/login', 405],
  ] as const)('%s carries the pinned API headers and none of a page', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(directives(res.headers['content-security-policy'])).toEqual(API_CSP);
    for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers[name], name).toBe(value);
    for (const name of PAGE_ONLY) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
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
