import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

/** Methods a client may send; HEAD rides with GET (Fastify answers it for every GET route). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Remembers every route's path per method (a second router, fed by onRoute), so the not-found handler can
 * tell "no such path" (404) from "this path, another method" (405 with `Allow`, RFC 9110 section 15.5.6).
 * Register before any route.
 */
export function trackRouteMethods(app: FastifyInstance): (url: string) => string[] {
  const router = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!(METHODS as readonly string[]).includes(method)) continue;
      if (!router.hasRoute(method as (typeof METHODS)[number], route.url))
        router.on(method as (typeof METHODS)[number], route.url, () => undefined);
    }
  });
  return (url) => {
    const path = url.split('?')[0] ?? '/';
    return METHODS.filter((method) => router.find(method, path) !== null);
  };
}
