import { api, type Health } from '@sufra/domain/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { isDatabaseUp } from '../../db/database';
import { route } from '../../platform/http/route';

/**
 * How long a database that answered counts as up without asking again. Load balancers and monitors may
 * ask many times a second; one probe per second per instance says as much. A failed probe is never
 * reused: while the database is down every request asks again (concurrent ones share one probe), so the
 * 503 comes as soon as the probe fails, and 200 again as soon as one succeeds.
 */
const HEALTH_UP_FOR_MS = 1_000;

const UP = JSON.stringify({ data: { status: 'ok', database: 'up' } });
const DOWN = JSON.stringify({ data: { status: 'degraded', database: 'down' } });

/** GET /api/health: 200 when the database answers a query, 503 when it does not (load balancers read this). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  let upAt = Number.NEGATIVE_INFINITY;
  let probe: Promise<boolean> | undefined;
  const knownUp = () => Date.now() - upAt < HEALTH_UP_FOR_MS;
  const isUp = async (): Promise<boolean> => {
    if (knownUp()) return true;
    probe ??= isDatabaseUp(app.db).then((up) => {
      probe = undefined;
      if (up) upAt = Date.now();
      return up;
    });
    return probe;
  };

  route(
    app,
    api.health,
    async (_req, reply) => {
      const up = await isUp();
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      // Two fixed bodies, serialised once: Fastify sends a string payload as it is.
      if (!up) return reply.code(503).send(DOWN as unknown as { data: Health });
      return reply.send(UP as unknown as { data: Health });
    },
    // Both bodies are ~50 bytes, far under the 1 KiB below which nothing is compressed: no hooks to say so.
    { compress: false },
  );

  // While the last probe holds, the same answer from before Fastify (fast-reads.ts); a probe is Fastify's.
  const upAnswer = {
    status: 200,
    headers: { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' },
    body: UP,
  } as const;
  app.fastReads.add((url) => (url === '/api/health' && knownUp() ? upAnswer : undefined));
};
