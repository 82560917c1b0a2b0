import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig, usePostgres } from '../../../test/helpers';
import { buildApp } from '../../app';
import { bearer, createStaffFixture, signIn } from '../../modules/staff/testing/staff-fixture';
import { createPgEventBus } from './pg-event-bus';
import { openEventStream, staffStreamUrl } from './sse-client.test-support';

// Two server instances on one PostgreSQL database, each with its own LISTEN connection and its own open
// streams: a proof withdrawn through A ends the streams B holds on it, at once (the periodic re-check is
// ten minutes here), and not B's other streams. PostgreSQL only (*.pg.test.ts).
const SSE = { heartbeatMs: 60_000, revalidateMs: 10 * 60_000 };
const CEILING_MS = 5_000;

/** Resolves with the ms from `from` once the server ended the stream; fails ("timed out") if it stays open. */
async function endedAfter(stream: Awaited<ReturnType<typeof openEventStream>>, from: number) {
  await expect(stream.waitFor(() => false, CEILING_MS)).rejects.toThrow(/stream ended/);
  return Date.now() - from;
}

if (usePostgres)
  describe('streams end by event across instances (PostgreSQL LISTEN/NOTIFY)', () => {
    it('a rotation on A ends the table’s stream held on B, a sign-out on A the session’s stream on B', async () => {
      const channel = `sufra_events_test_${randomBytes(4).toString('hex')}`;
      const t = await createTestApp();
      // The bus listens on the test's own database, where the app's NOTIFY is sent.
      const url = t.database.url as string;
      const busA = createPgEventBus({ connectionString: url, db: t.db, channel });
      const busB = createPgEventBus({ connectionString: url, db: t.db, channel });
      // The test's own database, shared by both apps; closed with the test app, not by them.
      const database = { ...t.database, close: async () => {} };
      const appA = await buildApp(testConfig(), { database, events: busA, sse: SSE });
      const appB = await buildApp(testConfig(), { database, events: busB, sse: SSE });
      try {
        await Promise.all([busA.ready(), busB.ready()]);
        const s = await createStaffFixture(t.db);
        const baseB = await appB.listen({ port: 0, host: '127.0.0.1' });
        const tableOnB = (restaurantId: number, hash: string) =>
          openEventStream(`${baseB}/api/public/restaurants/${restaurantId}/tables/1/events?hash=${hash}`);
        const phone = await tableOnB(s.f.restaurantId, s.f.table.hash);
        const otherRestaurant = await tableOnB(s.f.other.restaurantId, s.f.other.tableHash);
        const owner = await signIn(appA, s.members.owner.email);
        const waiter = await signIn(appA, s.members.waiter.email);
        const ownerStream = await openEventStream(await staffStreamUrl(appB, baseB, owner));
        const waiterStream = await openEventStream(await staffStreamUrl(appB, baseB, waiter));
        for (const stream of [phone, otherRestaurant, ownerStream, waiterStream])
          await stream.waitFor((text) => text.includes(': connected'));

        const phoneEnds = endedAfter(phone, Date.now());
        const rotated = await appA.inject({
          method: 'POST',
          url: '/api/staff/tables/1/rotate-hash',
          headers: bearer(owner),
        });
        expect(rotated.statusCode).toBe(200);
        console.log(`rotation on A: the table's stream on B ended ${await phoneEnds} ms after the request`);
        await ownerStream.waitFor((text) => text.includes('event: table.hash_rotated'));

        const waiterEnds = endedAfter(waiterStream, Date.now());
        const out = await appA.inject({
          method: 'POST',
          url: '/api/staff/auth/logout',
          headers: bearer(waiter),
        });
        expect(out.statusCode).toBe(204);
        console.log(
          `sign-out on A: the session's stream on B ended ${await waiterEnds} ms after the request`,
        );

        // B's other streams heard both events' aftermath and are still open.
        await ownerStream.waitFor((text) => text.includes('event: staff.access_revoked'));
        await expect(ownerStream.waitFor(() => false, 200)).rejects.toThrow(/timed out/);
        await expect(otherRestaurant.waitFor(() => false, 200)).rejects.toThrow(/timed out/);
        ownerStream.close();
        otherRestaurant.close();
      } finally {
        await appA.close();
        await appB.close();
        await Promise.all([busA.close(), busB.close()]);
        await t.close();
      }
    });
  });
