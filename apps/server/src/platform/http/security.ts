import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Extra CSP sources other modules need (e.g. a payment gateway's form target). */
export interface CspAdditions {
  connectSrc?: string[];
  formAction?: string[];
  frameSrc?: string[];
  imgSrc?: string[];
}

/**
 * Strict CSP: scripts only from our origin (no inline scripts, no eval). Styles allow 'unsafe-inline'
 * because UI libraries (toasts) inject <style> at runtime; that cannot run code.
 */
function cspDirectives(add: CspAdditions = {}): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(add.imgSrc ?? [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(add.connectSrc ?? [])],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    frameSrc: ["'self'", ...(add.frameSrc ?? [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...(add.formAction ?? [])],
    frameAncestors: ["'none'"],
    // Off: the default server runs on plain http on a LAN address; upgrading would break it.
    upgradeInsecureRequests: null,
  };
}

/**
 * Helmet's headers, computed once. They depend on nothing in the request (no nonces, no per-route options),
 * and @fastify/helmet rebuilt the whole helmet middleware, CSP parsing included, on every request: about
 * 6% of a cached read's CPU (bench/http.ts, --cpu-prof).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What an answer under /api/ carries instead of a page's headers. It is JSON, an event stream or a
 * download, never a page of ours: nothing may load from it, run in it or frame it (`default-src 'none'`,
 * stricter than any page's CSP), and it is only read by our own origin. The page-only headers (the page's
 * sources, Cross-Origin-Opener-Policy, Origin-Agent-Cluster, DNS prefetch, IE's download options, Flash's
 * cross-domain policies, the XSS auditor's switch) say nothing for it: OWASP's REST Security Cheat Sheet,
 * "Security headers". Half the bytes: the hot reads spend a tenth of their CPU on headers.
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  const hsts = page['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** The headers of our pages and of our API's answers, computed once (they depend on nothing in a request). */
export interface SecurityHeaders {
  page: Readonly<Record<string, string>>;
  api: Readonly<Record<string, string>>;
}

export function securityHeaders(csp: CspAdditions = {}): SecurityHeaders {
  const page = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(csp) },
    // The QR scanner needs the camera; everything else we never use is denied by the browser defaults.
    crossOriginEmbedderPolicy: false,
  });
  return { page, api: apiHeaders(page) };
}

/**
 * `rateLimitStore`: where route limits count hits; without it, in this process's memory (one instance,
 * PGlite). With PostgreSQL the app passes a store over the database, so all instances share one budget.
 */
export async function registerSecurity(
  app: FastifyInstance,
  headers: SecurityHeaders,
  rateLimitStore?: FastifyRateLimitStoreCtor,
): Promise<void> {
  const { page, api } = headers;
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? api : page);
    done();
  });
  // Registered once with global limits off; routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, { global: false, ...(rateLimitStore ? { store: rateLimitStore } : {}) });
  // Static files arrive precompressed; this covers API JSON. Brotli at quality 4: close to gzip -9 in
  // size at a fraction of the CPU of the default quality 11. Routes streaming SSE set `compress: false`.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
