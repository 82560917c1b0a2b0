import { api, type MenuResponse } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { preferredCoding } from '../../platform/http/content-coding';
import { etagMatches } from '../../platform/http/etag';
import { CachedJsonAnswers } from '../../platform/http/fast-reads';
import { route } from '../../platform/http/route';
import type { VersionedMenu } from './menu.service';
import { createMenuReader } from './menu-cache';
import { menuAdminRoutes } from './menu-editor.routes';

/** The menu's URL as the app asks for it (the id in its canonical form, no query); any other goes to Fastify. */
const MENU = /^\/api\/public\/restaurants\/([1-9]\d{0,9})\/menu$/;

export const menuRoutes: FastifyPluginAsync<{ maxAgeMs?: number | undefined }> = async (app, options) => {
  const menus = createMenuReader(app.db, app.events, options.maxAgeMs);
  app.addHook('onClose', async () => menus.close());

  route(
    app,
    api.getMenu,
    async (req, reply) => {
      const menu = await menus.read(req.params.id);
      // no-cache: the browser may keep the menu but must revalidate; a 304 costs one small round trip.
      // One tag for every coding of the body: a browser revalidates with the coding it always asks for.
      reply.header('etag', menu.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (etagMatches(req.headers['if-none-match'], menu.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      // Serialised, checked against MenuResponseSchema and compressed once per menu version, not per
      // request: Fastify sends a string or Buffer payload as it is, so the typed send() is told what it holds.
      const coding = preferredCoding(req.headers['accept-encoding']);
      if (!coding) return reply.send(menu.body as unknown as MenuResponse);
      return reply.header('content-encoding', coding).send(menu[coding] as unknown as MenuResponse);
    },
    // The body is already compressed (above); @fastify/compress would only look at it again.
    { compress: false },
  );

  // The same answer from memory before Fastify (fast-reads.ts), for a menu this instance holds.
  const answers = new CachedJsonAnswers<VersionedMenu>({
    headers: (menu) => ({ etag: menu.etag, 'cache-control': 'no-cache', vary: 'accept-encoding' }),
    encode: (menu, req) => {
      const coding = preferredCoding(req.headers['accept-encoding']);
      return { coding, payload: coding ? menu[coding] : menu.body };
    },
  });
  app.fastReads.add((url, req) => {
    const m = MENU.exec(url);
    const menu = m ? menus.peek(Number(m[1])) : undefined;
    return menu && answers.answer(menu, req);
  });

  // The back office's editor (its own plugin: multipart and the CSV parser stay inside it).
  await app.register(menuAdminRoutes);
};
