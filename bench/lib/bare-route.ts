// The budget of bench/http.ts: a bare Fastify route in a process of its own (not autocannon's thread), with
// nothing of Sufra loaded. `node --import tsx bench/lib/bare-route.ts` prints `listening <port>` once it answers.
// With BENCH_FLOOR_FILE (JSON: a list of answers, each a `status`, `headers` and a base64 `body`), GET /floor/<i>
// answers the i-th one's exact status, headers and bytes: the floor of a read of Sufra's, its same answer sent
// with no work at all (the menu's compressed body, the security headers every API answer carries).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const server = Fastify();
server.get('/bare', async () => ({ data: { ok: true } }));
const floorFile = process.env.BENCH_FLOOR_FILE;
if (floorFile) {
  const answers = JSON.parse(readFileSync(floorFile, 'utf8')) as {
    status: number;
    headers: Record<string, string>;
    body: string;
  }[];
  for (const [i, answer] of answers.entries()) {
    const body = Buffer.from(answer.body, 'base64');
    server.get(`/floor/${i}`, (_req, reply) =>
      reply
        .code(answer.status)
        .headers(answer.headers)
        .send(answer.status === 304 ? undefined : body),
    );
  }
}
await server.listen({ port: 0, host: '127.0.0.1' });
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.stdout.write(`listening ${(server.server.address() as { port: number }).port}\n`);
