import { api, LOGO_MAX_BYTES } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { staffOf } from '../../platform/auth/require-staff';
import { registerMultipart, requireMultipart, uploadedBuffer } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import { removeLogo, saveLogo } from '../onboarding';
import { getSettings, setLogo, updateOperations, updateProfile } from './settings.service';

/**
 * The back office's Settings (issue 12 item 4): owners and managers, by the route table; the owner's own
 * fields are the service's check. Multipart is registered in this plugin only (the logo upload), like
 * the onboarding application's: the file part is kept as bytes and checked by its magic bytes.
 */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.db, events: app.events });
  await registerMultipart(app, { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 });

  route(app, api.getSettings, async (req) => ({ data: await getSettings(app.db, staffOf(req)) }));
  route(app, api.updateSettingsProfile, async (req) => ({
    data: await updateProfile(ctx(), staffOf(req), req.body),
  }));
  route(app, api.updateSettingsOperations, async (req) => ({
    data: await updateOperations(ctx(), staffOf(req), req.body),
  }));
  route(
    app,
    api.uploadSettingsLogo,
    async (req) => {
      // Saved first (a file is not transactional), removed again if the restaurant was not pointed at it.
      const url = await saveLogo(app.config.dataDir, uploadedBuffer(req.body.logo));
      try {
        // The logo it replaces stays on disk: the restaurant's application may still show it.
        return { data: await setLogo(ctx(), staffOf(req), url) };
      } catch (err) {
        await removeLogo(app.config.dataDir, url);
        throw err;
      }
    },
    { preValidation: requireMultipart },
  );
};
