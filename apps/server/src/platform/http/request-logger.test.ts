import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './request-logger';

/** A Fastify app logging into `lines` at `level`, with the app's request logger. */
function appLogging(level: string, lines: Record<string, unknown>[]) {
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/quiet', async (req) => {
    req.log.info('an info line');
    return { ok: true };
  });
  app.get('/warns', async (req) => {
    req.log.warn({ code: 'BUSY' }, 'a warning');
    req.log.child({ step: 'two' }).error('an error from a child');
    return { ok: true };
  });
  return app;
}

describe('lazyRequestLogger', () => {
  it('writes the lines a request logs at an enabled level, bound to its request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging('warn', lines);
    const res = await app.inject({ url: '/warns' });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: expect.any(String), code: 'BUSY', msg: 'a warning' }),
      expect.objectContaining({ level: 50, step: 'two', msg: 'an error from a child' }),
    ]);
    expect(lines[1]?.reqId).toBe(lines[0]?.reqId);
    await app.close();
  });

  it('writes nothing for lines under the level, and Fastify’s request lines when info is on', async () => {
    const quiet: Record<string, unknown>[] = [];
    const warnApp = appLogging('warn', quiet);
    await warnApp.inject({ url: '/quiet' });
    expect(quiet).toEqual([]);
    await warnApp.close();

    const all: Record<string, unknown>[] = [];
    const infoApp = appLogging('info', all);
    await infoApp.inject({ url: '/quiet' });
    expect(all.map((l) => l.msg)).toEqual(['incoming request', 'an info line', 'request completed']);
    expect(new Set(all.map((l) => l.reqId)).size).toBe(1);
    await infoApp.close();
  });
});
