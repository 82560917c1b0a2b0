import multipart from '@fastify/multipart';
import { AppError } from '@sufra/domain';
import {
  ApplicationParamsSchema,
  ApplicationResponseSchema,
  LOGO_MAX_BYTES,
  ResubmitBodySchema,
  SubmitBodySchema,
  SubmitResponseSchema,
} from '@sufra/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getApplication, resubmitApplication, submitApplication } from './onboarding.service';

/** Per client IP. Writes are rare for a real applicant; the status read is generous but not a free scan. */
export const ONBOARDING_RATE_LIMITS = {
  write: { max: 10, timeWindow: '1 hour' },
  read: { max: 60, timeWindow: '1 minute' },
} as const;

/**
 * The restaurant application (spec sections 3, 5, 7). Multipart is registered here only, so no other
 * route accepts it. Fields and the logo land in `req.body` (as strings and a Buffer) before validation.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // A file part is always kept as bytes (never decoded as text), whatever type the client claims.
    onFile: async (part) => {
      (part as unknown as { value: Buffer }).value = await part.toBuffer();
    },
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
  });

  // The spec says multipart; JSON here would skip the upload path entirely.
  const requireMultipart = async (req: { isMultipart: () => boolean }) => {
    if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  };

  app.post(
    '/public/restaurants/onboarding',
    {
      config: { rateLimit: ONBOARDING_RATE_LIMITS.write },
      preValidation: requireMultipart,
      schema: { body: SubmitBodySchema, response: { 201: SubmitResponseSchema } },
    },
    async (req, reply) => {
      app.abuse.take(reply, 'onboardingWritesGlobal', 'all');
      const application = await submitApplication(app.db, app.config.dataDir, req.body);
      return reply.code(201).send({ data: { application } });
    },
  );

  app.get(
    '/public/restaurants/application-status/:id',
    {
      config: { rateLimit: ONBOARDING_RATE_LIMITS.read },
      schema: { params: ApplicationParamsSchema, response: { 200: ApplicationResponseSchema } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { application: await getApplication(app.db, req.params.id) } };
    },
  );

  app.put(
    '/public/restaurants/resubmit/:id',
    {
      config: { rateLimit: ONBOARDING_RATE_LIMITS.write },
      preValidation: requireMultipart,
      schema: {
        params: ApplicationParamsSchema,
        body: ResubmitBodySchema,
        response: { 200: ApplicationResponseSchema },
      },
    },
    async (req, reply) => {
      app.abuse.take(reply, 'onboardingWritesGlobal', 'all');
      return {
        data: { application: await resubmitApplication(app.db, app.config.dataDir, req.params.id, req.body) },
      };
    },
  );
};
