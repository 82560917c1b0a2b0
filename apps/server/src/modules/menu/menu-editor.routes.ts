import { AppError } from '@sufra/domain';
import { api, MENU_PHOTO_MAX_BYTES } from '@sufra/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { registerMultipart, requireMultipart, uploadedBuffer } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import { exportMenuCsv, importMenuCsv } from './menu-csv.service';
import type { MenuContext } from './menu-editor.service';
import {
  createCategory,
  createItem,
  deleteCategory,
  deleteItem,
  getStaffMenu,
  reorderCategories,
  reorderItems,
  replaceOptionGroups,
  requireMenuItem,
  setItemPhoto,
  updateCategory,
  updateItem,
} from './menu-editor.service';
import { storeMenuPhoto } from './menu-photos';

/** A menu CSV of MAX_MENU_IMPORT_ROWS full lines, each with a few option lines, fits well inside this. */
const MENU_CSV_MAX_BYTES = 4 * 1024 * 1024;
/** The media types a .csv file arrives with (Windows labels it with Excel's type). */
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel'];

/**
 * The menu editor (issue 12 item 1): owners and managers, by the route table. Multipart (the photo) and
 * the text/csv parser (the import) are registered in this plugin only.
 */
export const menuAdminRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.db, events: app.events, dataDir: app.config.dataDir });
  await registerMultipart(app, { fileSize: MENU_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 });

  route(app, api.getStaffMenu, async (req) => ({ data: await getStaffMenu(app.db, staffOf(req)) }));

  route(app, api.createMenuCategory, async (req, reply) => {
    reply.code(201);
    return { data: await createCategory(ctx(), staffOf(req), req.body) };
  });
  route(app, api.updateMenuCategory, async (req) => ({
    data: await updateCategory(ctx(), staffOf(req), req.params.id, req.body),
  }));
  route(app, api.deleteMenuCategory, async (req, reply) => {
    await deleteCategory(ctx(), staffOf(req), req.params.id);
    return reply.code(204).send();
  });
  route(app, api.reorderMenuCategories, async (req) => ({
    data: await reorderCategories(ctx(), staffOf(req), req.body.ids),
  }));
  route(app, api.reorderMenuItems, async (req) => ({
    data: await reorderItems(ctx(), staffOf(req), req.params.id, req.body.ids),
  }));

  route(app, api.createMenuItem, async (req, reply) => {
    reply.code(201);
    return { data: await createItem(ctx(), staffOf(req), req.body) };
  });
  route(app, api.updateMenuItem, async (req) => ({
    data: await updateItem(ctx(), staffOf(req), req.params.id, req.body),
  }));
  route(app, api.deleteMenuItem, async (req, reply) => {
    await deleteItem(ctx(), staffOf(req), req.params.id);
    return reply.code(204).send();
  });
  route(app, api.replaceMenuOptionGroups, async (req) => ({
    data: await replaceOptionGroups(ctx(), staffOf(req), req.params.id, req.body),
  }));

  route(
    app,
    api.uploadMenuItemPhoto,
    async (req) => {
      // Judged, resized and stored first (files are not transactional); removed again on a refusal.
      const photo = await storeMenuPhoto(app.config.dataDir, uploadedBuffer(req.body.photo));
      return { data: await setItemPhoto(ctx(), staffOf(req), req.params.id, photo) };
    },
    {
      preValidation: async (req: FastifyRequest) => {
        // Another restaurant's (or a deleted) item is not found, whatever was sent.
        const { id } = req.params as { id: string };
        const itemId = Number(id);
        if (Number.isSafeInteger(itemId) && itemId > 0) await requireMenuItem(app.db, staffOf(req), itemId);
        await requireMultipart(req);
      },
    },
  );
  route(app, api.deleteMenuItemPhoto, async (req) => ({
    data: await setItemPhoto(ctx(), staffOf(req), req.params.id, null),
  }));

  route(app, api.exportMenuCsv, async (req, reply) => {
    const body = await exportMenuCsv(app.db, staffOf(req));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="sufra-menu.csv"')
      .send(body);
  });
  await app.register(menuCsvImportRoute(ctx));
};

/**
 * POST /api/staff/menu/import in a scope of its own: the CSV parser exists only here (the app takes JSON
 * elsewhere), keeps the bytes (the service refuses a file that is not UTF-8 with its line and column,
 * instead of reading U+FFFD), and anything else sent here is refused with the CSV's own message, not
 * the images' one (after the access check: strangers learn nothing).
 */
function menuCsvImportRoute(ctx: () => MenuContext): FastifyPluginAsync {
  return async (scope) => {
    scope.addContentTypeParser(
      CSV_TYPES,
      { parseAs: 'buffer', bodyLimit: MENU_CSV_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.addHook('preParsing', async (req) => {
      const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!CSV_TYPES.includes(type)) throw new AppError('MENU_IMPORT_NOT_CSV');
    });
    route(scope, api.importMenuCsv, async (req) => {
      if (!Buffer.isBuffer(req.body)) throw new AppError('MENU_IMPORT_NOT_CSV');
      return { data: await importMenuCsv(ctx(), staffOf(req), req.body) };
    });
  };
}
