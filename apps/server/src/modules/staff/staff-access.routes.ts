import { api } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../platform/http/language';
import { route } from '../../platform/http/route';
import { acceptInvite, lookupInvite } from './accept-invite.service';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
import type { LoginGuard } from './staff-auth.service';

/** Reset requests per IP: a person who lost their password asks a few times, never dozens. */
const PASSWORD_RESET_REQUESTS_PER_IP = { max: 5, timeWindow: '15 minutes' };
/** Uses of a link per IP and minute, like sign-ins: each one that is good costs a scrypt hash. */
const LINK_USES_PER_MINUTE = { max: 10, timeWindow: '1 minute' };

/**
 * The public side of staff access: a forgotten password by an e-mailed single-use link, and accepting an
 * invitation. The link's token is the proof (256 random bits, only its digest stored). Shares the login's
 * guard, so password hashing stays bounded across sign-ins, resets and new accounts together.
 */
export const staffAccessRoutes: FastifyPluginAsync<{ guard: LoginGuard }> = async (app, { guard }) => {
  route(
    app,
    api.requestPasswordReset,
    async (req, reply) => {
      // Per typed address, known or not: the limit's answer reveals nothing about accounts either.
      app.abuse.take(reply, 'passwordResetsPerAddress', req.body.email);
      await requestPasswordReset(app.db, req.body.email, requestLanguage(req));
      return reply.code(202).send({ data: { accepted: true } });
    },
    { config: { rateLimit: PASSWORD_RESET_REQUESTS_PER_IP } },
  );

  route(
    app,
    api.confirmPasswordReset,
    async (req) => {
      const result = await confirmPasswordReset({ db: app.db, events: app.events }, guard.hashing, req.body);
      // The owner of the address proved it: earlier wrong guesses no longer slow their sign-in down.
      guard.throttle.succeeded(result.email);
      return { data: result };
    },
    { config: { rateLimit: LINK_USES_PER_MINUTE } },
  );

  route(
    app,
    api.lookupStaffInvite,
    async (req) => ({ data: { invite: await lookupInvite(app.db, req.query.token) } }),
    { config: { rateLimit: LINK_USES_PER_MINUTE } },
  );

  route(
    app,
    api.acceptStaffInvite,
    async (req, reply) => {
      const session = await acceptInvite(app.db, guard.hashing, req.body, req.headers['user-agent'] ?? '');
      return reply.code(201).send({ data: session });
    },
    { config: { rateLimit: LINK_USES_PER_MINUTE } },
  );
};
