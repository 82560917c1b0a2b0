import { api, LOGO_MAX_BYTES } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../platform/http/language';
import { registerMultipart, requireMultipart } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import {
  getApplication,
  resubmitApplication,
  submitApplication,
  withdrawApplication,
} from './onboarding.service';

/** Per client IP. Writes are rare for a real applicant; the status read is generous but not a free scan. */
const ONBOARDING_RATE_LIMITS = {
  write: { max: 10, timeWindow: '1 hour' },
  read: { max: 60, timeWindow: '1 minute' },
} as const;

/**
 * The restaurant application (spec sections 3, 5, 7). Multipart is registered here only, so no other
 * route accepts it. Fields and the logo land in `req.body` (as strings and a Buffer) before validation.
 */
export const onboardingRoutes: FastifyPluginAsync = async (app) => {
  await registerMultipart(app, {
    fileSize: LOGO_MAX_BYTES,
    files: 1,
    fields: 20,
    fieldSize: 4096,
    parts: 21,
  });

  route(
    app,
    api.submitApplication,
    async (req, reply) => {
      app.abuse.take(reply, 'onboardingWritesGlobal', 'all');
      // The form sends the page's language (x-sufra-lang): the applicant's e-mails are written in it.
      const application = await submitApplication(app.db, app.config.dataDir, req.body, requestLanguage(req));
      reply.code(201);
      return { data: { application } };
    },
    { config: { rateLimit: ONBOARDING_RATE_LIMITS.write }, preValidation: requireMultipart },
  );

  route(
    app,
    api.getApplication,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { application: await getApplication(app.db, req.params.id) } };
    },
    { config: { rateLimit: ONBOARDING_RATE_LIMITS.read } },
  );

  route(
    app,
    api.resubmitApplication,
    async (req, reply) => {
      app.abuse.take(reply, 'onboardingWritesGlobal', 'all');
      return {
        data: {
          application: await resubmitApplication(
            app.db,
            app.config.dataDir,
            req.params.id,
            req.body,
            requestLanguage(req),
          ),
        },
      };
    },
    { config: { rateLimit: ONBOARDING_RATE_LIMITS.write }, preValidation: requireMultipart },
  );

  // The status page's "withdraw": no body (nothing to upload), so no multipart here.
  route(
    app,
    api.withdrawApplication,
    async (req, reply) => {
      app.abuse.take(reply, 'onboardingWritesGlobal', 'all');
      return { data: { application: await withdrawApplication(app.db, req.params.id) } };
    },
    { config: { rateLimit: ONBOARDING_RATE_LIMITS.write } },
  );
};
