import { AppError } from '@sufra/domain';
import type { ApiRoute, StaffRole } from '@sufra/domain/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { requireStaff } from '../auth/require-staff';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The check behind every route whose access is 'order' (the order's proof, see docs/security.md),
     * decorated by the app from the orders module, so the platform never imports a module.
     */
    orderProof: preHandlerHookHandler;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** The request as the route's schemas validated (and coerced) it. */
type RouteRequest<R extends ApiRoute> = FastifyRequest<{
  Params: Out<R['params']>;
  Querystring: Out<R['query']>;
  Body: Out<R['body']>;
}>;

/** What a handler returns: a body one of the route's statuses answers (the status set with `reply.code`). */
type Answer<R extends ApiRoute> = { [S in keyof R['response']]: In<R['response'][S]> }[keyof R['response']];

export type RouteHandler<R extends ApiRoute> = (
  req: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<Answer<R> | FastifyReply>;

export interface RouteExtras {
  /** Per-route settings of plugins (`rateLimit`). */
  config?: FastifyContextConfig & { rateLimit?: { max: number; timeWindow: string } };
  preValidation?: preValidationHookHandler;
  /** Runs after the access check and validation. */
  preHandler?: preHandlerHookHandler;
  /**
   * Replaces the bearer-token check of a staff route: it must set `req.staff` (the event stream's
   * one-use ticket). The route's roles are still checked after it.
   */
  authenticate?: onRequestHookHandler;
  /** false for streams: a compressed event stream would be buffered. */
  compress?: false;
}

function requireRole(roles: readonly StaffRole[]): onRequestHookHandler {
  return async function requireRoleHandler(req: FastifyRequest) {
    if (!req.staff) throw new AppError('UNAUTHORIZED');
    if (!roles.includes(req.staff.role)) throw new AppError('FORBIDDEN');
  };
}

/**
 * Registers one route of the contract's table (`@sufra/domain/contracts` `api`) with its schemas and its
 * access check: nothing for 'public', the order's proof for 'order' (before the handler, after
 * validation), and for staff roles the session (before validation: strangers learn nothing about the
 * API) then the role. This is the only way routes are registered, so the table is the whole API.
 */
export function route<R extends ApiRoute>(
  app: FastifyInstance,
  contract: R,
  handler: RouteHandler<R>,
  extras: RouteExtras = {},
): void {
  const schema: FastifySchema = { response: contract.response };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  const { access } = contract;
  const onRequest: onRequestHookHandler[] = [];
  const preHandler: preHandlerHookHandler[] = [];
  if (access === 'order') preHandler.push(app.orderProof);
  else if (access !== 'public') {
    if (extras.authenticate) onRequest.push(extras.authenticate, requireRole(access));
    else onRequest.push(requireStaff(access));
  }
  if (extras.preHandler) preHandler.push(extras.preHandler);
  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    ...(onRequest.length ? { onRequest } : {}),
    ...(preHandler.length ? { preHandler } : {}),
    ...(extras.preValidation ? { preValidation: extras.preValidation } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.compress === false ? { compress: false } : {}),
    // A GET has no body to decompress (Fastify never parses one): no request-decoding hook on reads.
    ...(contract.method === 'GET' ? { decompress: false } : {}),
    handler: handler as unknown as RouteHandlerMethod,
  });
}
