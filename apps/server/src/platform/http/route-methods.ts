import type { FastifyInstance, FastifySchema } from 'fastify';
import FindMyWay from 'find-my-way';

/** Methods a client may send; HEAD rides with GET (Fastify answers it for every GET route). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** One route the app serves: what the fuzz suite and the authorization tests walk. */
export interface RouteEntry {
  method: Method;
  url: string;
  schema: FastifySchema | undefined;
}

export interface RouteTable {
  /** Methods the path answers (empty: no such path). */
  allowedMethods: (url: string) => string[];
  routes: readonly RouteEntry[];
}

/**
 * Remembers every route's path per method (a second router, fed by onRoute), so the not-found handler can
 * tell "no such path" (404) from "this path, another method" (405 with `Allow`, RFC 9110 section 15.5.6).
 * Register before any route.
 */
export function trackRouteMethods(app: FastifyInstance): RouteTable {
  const router = FindMyWay({ ignoreTrailingSlash: false });
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!(METHODS as readonly string[]).includes(method)) continue;
      const m = method as Method;
      if (router.hasRoute(m, route.url)) continue;
      // Only the API's own routes answer for an /api path: the web app's catch-all (@fastify/static's
      // `GET /*`) matches every path, so with it an unknown API path was a 405 allowing GET.
      router.on(m, route.url, () => undefined, {
        api: route.url === '/api' || route.url.startsWith('/api/'),
      });
      routes.push({ method: m, url: route.url, schema: route.schema });
    }
  });
  return {
    routes,
    allowedMethods: (url) => {
      const path = url.split('?')[0] ?? '/';
      return METHODS.filter(
        (method) => (router.find(method, path)?.store as { api?: boolean } | undefined)?.api,
      );
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route served, with its schema (route-methods.ts). */
    routeTable: RouteTable;
  }
}
