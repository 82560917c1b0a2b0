import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/error-body';
import { requestLanguage } from '../http/language';
import { loadFirstScreens } from './first-screens';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Not hashed (index.html, sw.js, manifest): the browser must revalidate every time. */
const REVALIDATE = 'no-cache';

/** Paths that never fall back to index.html: a missing file there is a real 404. */
function isReservedPath(url: string): boolean {
  return /^\/(api|assets|media)(\/|$)/.test(url);
}

function acceptsHtml(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
}

function sendNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send('Sufra web app not built; run npm run build\nتطبيق الويب غير مبني بعد؛ شغّل npm run build\n');
}

/**
 * Serves the built SPA from `distDir` (Vite output: hashed files under /assets, index.html at the root),
 * preferring the .br/.gz files the build wrote next to each asset. Client routes get index.html from the
 * not-found handler, which keeps @fastify/static's default wildcard (files added after start-up still serve).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  allowedMethods: (url: string) => string[] = () => [],
): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      cacheControl: false,
      // `/` is a first screen the server renders (first-screens.ts): through the not-found handler below.
      index: false,
      setHeaders: (reply, filePath) => {
        const path = filePath.replace(/\.(br|gz)$/, '');
        const isAsset = path.startsWith(join(distDir, 'assets'));
        reply.header('cache-control', isAsset ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built; serving the API only');
    app.get('/', (_req, reply) => sendNotBuilt(reply));
  }

  const firstScreens = built ? await loadFirstScreens(app, distDir) : null;
  if (built)
    // The landing page, a first screen the server may render: @fastify/static would answer `/` itself (its
    // directory, with no index: 403).
    app.get('/', async (req, reply) => {
      if (firstScreens && acceptsHtml(req) && (await firstScreens.send(req, reply))) return reply;
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    });
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      // The path exists with other methods: 405 naming them, not a misleading 404.
      const allow = allowedMethods(url);
      if (allow.length > 0)
        return reply
          .code(405)
          .header('allow', allow.join(', '))
          .send(errorBody('METHOD_NOT_ALLOWED', requestLanguage(req)));
      return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', requestLanguage(req)));
    }
    const isClientRoute =
      (req.method === 'GET' || req.method === 'HEAD') && !isReservedPath(url) && acceptsHtml(req);
    if (!isClientRoute) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) return sendNotBuilt(reply);
    if (req.method === 'GET' && firstScreens && (await firstScreens.send(req, reply))) return reply;
    reply.header('cache-control', REVALIDATE);
    return reply.sendFile('index.html');
  });
}
