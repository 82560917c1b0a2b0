import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** apps/server/demo-assets: the demo restaurant's logo and dish illustrations (SVG, made locally). */
export const DEMO_ASSETS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../demo-assets');
export const DEMO_MEDIA_PREFIX = '/media/demo/';

/**
 * Demo images are not content-hashed, so they get a long but not immutable cache: a redrawn dish shows up
 * within a week without breaking offline use.
 */
export async function registerDemoAssets(app: FastifyInstance, dir = DEMO_ASSETS_DIR): Promise<void> {
  if (!existsSync(dir)) {
    app.log.warn({ dir }, 'demo assets folder missing');
    return;
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: DEMO_MEDIA_PREFIX,
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=604800, stale-while-revalidate=2592000');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
