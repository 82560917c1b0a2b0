import { randomBytes } from 'node:crypto';
import type { FastifyInstance as App } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig, usePostgres } from '../../../test/helpers';
import { buildApp } from '../../app';
import { createOrderFixture } from '../../modules/orders/testing/fixtures';
import { line, placeOrderRequest, tableOrder } from '../../modules/orders/testing/requests';
import { payBody, payRequest } from '../../modules/payments/testing/payment-fixtures';
import type { EventBus, SufraEvent } from './event-bus';
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
    it("an event sent by the caller's own statement: published() waits until this instance has heard it", async () => {
      const channel = `sufra_events_test_${randomBytes(4).toString('hex')}`;
      const a = await createTestApp();
      const bus = createPgEventBus({ connectionString: a.database.url as string, db: a.db, channel });
      try {
        await bus.ready();
        const heard: SufraEvent[] = [];
        bus.subscribe((e) => heard.push(e));
        const event: SufraEvent = {
          type: 'order.updated',
          restaurantId: 1,
          tableNumber: 3,
          orderId: 'x',
          data: { n: 1 },
        };
        const prepared = bus.prepare(event);
        let published = false;
        const waiting = prepared.published().then(() => {
          published = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(published).toBe(false); // nothing sent yet: it waits (up to a second) for the echo
        const notify = prepared.notify as { channel: string; payload: string };
        await a.db
          .transaction()
          .execute((trx) => sql`SELECT pg_notify(${notify.channel}, ${notify.payload})`.execute(trx));
        await waiting;
        expect(heard).toEqual([event]);
        // One the caller's statement did not send: dropped, nothing heard, nothing waits.
        bus.prepare({ ...event, data: { n: 2 } }).drop();
        expect(heard).toEqual([event]);
      } finally {
        await bus.close();
        await a.close();
      }
    });

    /** Two server instances on one database, each with its own bus on a channel of the test's own. */
    async function twoInstances(
      run: (i: {
        a: Awaited<ReturnType<typeof createTestApp>>;
        appA: App;
        appB: App;
        busA: EventBus;
      }) => Promise<void>,
    ) {
      // A channel of our own: parallel test files share the server and must not hear each other.
      const channel = `sufra_events_test_${randomBytes(4).toString('hex')}`;
      const a = await createTestApp();
      // The bus listens on the test's own database, where the app's NOTIFY is sent.
      const url = a.database.url as string;
      const busA = createPgEventBus({ connectionString: url, db: a.db, channel });
      const busB = createPgEventBus({ connectionString: url, db: a.db, channel });
      // The test's own database, shared by both apps; closed with the test app, not by them.
      const database = { ...a.database, close: async () => {} };
      const appA = await buildApp(testConfig(), { database, events: busA });
      const appB = await buildApp(testConfig(), { database, events: busB });
      try {
        await Promise.all([busA.ready(), busB.ready()]);
        await run({ a, appA, appB, busA });
      } finally {
        await appA.close();
        await appB.close();
        await busA.close();
        await busB.close();
        await a.close();
      }
    }

    /** A table's event stream on `app`, connected. */
    async function tableStream(app: App, f: { restaurantId: number; table: { hash: string } }) {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openEventStream(
        `${base}/api/public/restaurants/${f.restaurantId}/tables/1/events?hash=${f.table.hash}`,
      );
      await stream.waitFor((s) => s.includes(': connected'));
      return stream;
    }

    it('delivers an order placed on instance A to a table stream open on instance B', () =>
      twoInstances(async ({ a, appA, appB }) => {
        const f = await createOrderFixture(a.db, { capacity: 10 });
        const stream = await tableStream(appB, f);
        const placed = await placeOrderRequest(appA, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
        expect(placed.statusCode).toBe(201);
        await stream.waitFor((s) => s.includes('event: order.created'));
        expect(stream.events('order.created')[0]).toMatchObject({
          orderId: placed.json().data.order.id,
          tableNumber: 1,
        });
        stream.close();
      }));

    it("sends a card payment's event from the statement that settles it, once, to every instance", () =>
      twoInstances(async ({ a, appA, appB, busA }) => {
        const f = await createOrderFixture(a.db, { capacity: 10 });
        const placed = await placeOrderRequest(appA, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
        const orderId = placed.json().data.order.id as string;
        const heardOnA: SufraEvent[] = [];
        busA.subscribe((event) => heardOnA.push(event));
        const stream = await tableStream(appB, f);

        const pay = await payRequest(
          appA,
          orderId,
          payBody(f, {
            mode: 'custom',
            customAmount: '1.00',
            paymentMethod: 'card_payment',
            token: 'tok_sandbox_paid',
          }),
        );
        expect(pay.statusCode).toBe(200);
        const payment = pay.json().data.payment as { id: string; status: string };
        expect(payment.status).toBe('completed');
        const paid = { orderId, data: { paymentId: payment.id, paymentStatus: 'completed' } };
        await stream.waitFor((s) => s.includes('event: order.updated'));
        expect(stream.events('order.updated')).toMatchObject([paid]);

        // The diner's page asking again sends nothing more (the next event on the table is the next order).
        const again = await appA.inject({ method: 'GET', url: `/api/public/payments/${payment.id}/verify` });
        expect(again.json().data.payment.status).toBe('completed');
        const later = await placeOrderRequest(appA, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
        expect(later.statusCode).toBe(201);
        await stream.waitFor((s) => s.split('event: order.created').length > 1);
        expect(stream.events('order.updated')).toHaveLength(1);
        expect(heardOnA.filter((e) => e.type === 'order.updated')).toMatchObject([paid]);
        stream.close();
      }));
  });
