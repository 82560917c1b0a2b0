import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig, usePostgres } from '../../../test/helpers';
import { buildApp } from '../../app';
import { createOrderFixture } from '../../modules/orders/testing/fixtures';
import { line, placeOrderRequest, tableOrder } from '../../modules/orders/testing/requests';
import type { SufraEvent } from './event-bus';
import { createPgEventBus, encodeEvent, MAX_NOTIFY_BYTES } from './pg-event-bus';
import { openEventStream } from './sse-client.test-support';

describe('encodeEvent', () => {
  const event: SufraEvent = {
    type: 'order.updated',
    restaurantId: 1,
    tableNumber: 3,
    orderId: 'x',
    data: { status: 'ready' },
  };

  it('sends small events whole', () => {
    expect(JSON.parse(encodeEvent(event))).toEqual(event);
  });

  it('drops the data of an event too large for NOTIFY, keeping what identifies it', () => {
    const big = { ...event, data: { note: 'ن'.repeat(MAX_NOTIFY_BYTES) } };
    const wire = encodeEvent(big);
    expect(Buffer.byteLength(wire)).toBeLessThan(8000);
    expect(JSON.parse(wire)).toEqual({ ...event, data: null, truncated: true });
  });
});

// LISTEN/NOTIFY needs a PostgreSQL server: this part runs in the PostgreSQL test pass
// (SUFRA_TEST_DB=postgres DATABASE_URL=...), where it is the point of the test.
// LISTEN/NOTIFY fans events out between server processes; the embedded database serves one process only,
// so this suite exists only in the PostgreSQL run (`SUFRA_TEST_DB=postgres`).
if (usePostgres)
  describe('PostgreSQL LISTEN/NOTIFY across two server instances', () => {
    it('delivers an order placed on instance A to a table stream open on instance B', async () => {
      // A channel of our own: parallel test files share the server and must not hear each other.
      const channel = `sufra_events_test_${randomBytes(4).toString('hex')}`;
      const a = await createTestApp();
      // The bus listens on the test's own database, where the app's NOTIFY is sent.
      const url = a.database.url as string;
      const busA = createPgEventBus({ connectionString: url, db: a.db, channel });
      const busB = createPgEventBus({ connectionString: url, db: a.db, channel });
      const appA = await buildApp(testConfig(), {
        database: { db: a.db, kind: 'postgres', close: async () => {} },
        events: busA,
      });
      const appB = await buildApp(testConfig(), {
        database: { db: a.db, kind: 'postgres', close: async () => {} },
        events: busB,
      });
      try {
        await Promise.all([busA.ready(), busB.ready()]);
        const f = await createOrderFixture(a.db, { capacity: 10 });
        const baseB = await appB.listen({ port: 0, host: '127.0.0.1' });
        const stream = await openEventStream(
          `${baseB}/api/public/restaurants/${f.restaurantId}/tables/1/events?hash=${f.table.hash}`,
        );
        await stream.waitFor((s) => s.includes(': connected'));

        const placed = await placeOrderRequest(appA, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
        expect(placed.statusCode).toBe(201);
        await stream.waitFor((s) => s.includes('event: order.created'));
        expect(stream.events('order.created')[0]).toMatchObject({
          orderId: placed.json().data.order.id,
          tableNumber: 1,
        });
        stream.close();
      } finally {
        await appA.close();
        await appB.close();
        await busA.close();
        await busB.close();
        await a.close();
      }
    });
  });
