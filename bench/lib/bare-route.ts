// The budget of bench/http.ts: a bare Fastify route in a process of its own (not autocannon's thread), with
// nothing of Sufra loaded. `node --import tsx bench/lib/bare-route.ts` prints `listening <port>` once it answers.
import Fastify from 'fastify';

const server = Fastify();
server.get('/bare', async () => ({ data: { ok: true } }));
await server.listen({ port: 0, host: '127.0.0.1' });
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
process.stdout.write(`listening ${(server.server.address() as { port: number }).port}\n`);
