// The budget of bench/http.ts: a bare Fastify route in a process of its own (not autocannon's thread), with
// nothing of Sufra loaded. `node --import tsx bench/lib/bare-route.ts` prints `listening <port>` once it answers.
// With BENCH_FLOOR_FILE (JSON: `headers` and a base64 `body`), GET /floor answers those exact bytes with those
// headers: the floor of a read whose answer is larger than the bare route's (the menu's compressed body).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const server = Fastify();
server.get('/bare', async () => ({ data: { ok: true } }));
const floorFile = process.env.BENCH_FLOOR_FILE;
if (floorFile) {
  const floor = JSON.parse(readFileSync(floorFile, 'utf8')) as {
    headers: Record<string, string>;
    body: string;
  };
  const body = Buffer.from(floor.body, 'base64');
  server.get('/floor', (_req, reply) => reply.headers(floor.headers).send(body));
}
await server.listen({ port: 0, host: '127.0.0.1' });
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.stdout.write(`listening ${(server.server.address() as { port: number }).port}\n`);
