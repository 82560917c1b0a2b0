import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, testConfig, usePostgres } from '../../../test/helpers';
import { buildApp } from '../../app';
import { createOrderFixture } from '../../modules/orders/testing/fixtures';
import { line, placeOrderRequest, tableOrder } from '../../modules/orders/testing/requests';
import { createPgEventBus } from '../realtime/pg-event-bus';

// Two server instances on one PostgreSQL database, each with its own menu and table-poll caches and its own
// LISTEN connection. The caches never expire by time here (10 minutes), so a change seen on B after a
// write on A was carried by the bus. PostgreSQL only (*.pg.test.ts): the embedded database serves one process.
if (usePostgres)
  describe('hot reads cached on two instances (PostgreSQL LISTEN/NOTIFY)', () => {
    it('a write on A drops the menu and the table poll cached on B; a suspension too', async () => {
      const channel = `sufra_events_test_${randomBytes(4).toString('hex')}`;
      const t = await createTestApp();
      // The bus listens on the test's own database, where the app's NOTIFY is sent.
      const url = t.database.url as string;
      const busA = createPgEventBus({ connectionString: url, db: t.db, channel });
      const busB = createPgEventBus({ connectionString: url, db: t.db, channel });
      const hotReads = { menuMaxAgeMs: 10 * 60_000, tableOrdersMaxAgeMs: 10 * 60_000 };
      // The test's own database, shared by both apps; closed with the test app, not by them.
      const database = { ...t.database, close: async () => {} };
      const appA = await buildApp(testConfig(), { database, events: busA, hotReads });
      const appB = await buildApp(testConfig(), { database, events: busB, hotReads });
      try {
        await Promise.all([busA.ready(), busB.ready()]);
        const f = await createOrderFixture(t.db, { capacity: 10 });
        const menuUrl = `/api/public/restaurants/${f.restaurantId}/menu`;
        const pollUrl = `/api/public/restaurants/${f.restaurantId}/tables/1/orders?hash=${f.table.hash}`;
        const menuOnB = await appB.inject({ url: menuUrl });
        const pollOnB = await appB.inject({ url: pollUrl });
        expect(pollOnB.json().data.orders).toEqual([]);

        // An order placed through A: B's cached poll shows it once B hears order.created.
        const placed = await placeOrderRequest(appA, f.restaurantId, tableOrder(f, [line(f.items.juice)]));
        expect(placed.statusCode).toBe(201);
        await vi.waitFor(async () => {
          const res = await appB.inject({ url: pollUrl });
          expect(res.json().data.orders.map((o: { id: string }) => o.id)).toEqual([
            placed.json().data.order.id,
          ]);
        });

        // The menu changed and A announced it: A's own next read already has it (publish waits for its
        // own listeners), B's once B hears it.
        await t.db
          .updateTable('menuItems')
          .set({ priceHalalas: 2222 })
          .where('id', '=', f.items.juice)
          .execute();
        await appA.inject({ url: menuUrl });
        await busA.publish({
          type: 'menu.updated',
          restaurantId: f.restaurantId,
          tableNumber: null,
          data: {},
        });
        expect((await appA.inject({ url: menuUrl })).body).toContain('"price":2222');
        await vi.waitFor(async () => {
          const res = await appB.inject({
            url: menuUrl,
            headers: { 'if-none-match': String(menuOnB.headers.etag) },
          });
          expect(res.statusCode).toBe(200);
          expect(res.body).toContain('"price":2222');
        });

        // Suspended on A: B stops serving the menu and the poll.
        await t.db
          .updateTable('restaurants')
          .set({ status: 'suspended' })
          .where('id', '=', f.restaurantId)
          .execute();
        await busA.publish({
          type: 'restaurant.status_changed',
          restaurantId: f.restaurantId,
          tableNumber: null,
          data: { status: 'suspended' },
        });
        await vi.waitFor(async () => {
          for (const res of [await appB.inject({ url: menuUrl }), await appB.inject({ url: pollUrl })])
            expect(res.json().error?.code).toBe('RESTAURANT_SUSPENDED');
        });
      } finally {
        await appA.close();
        await appB.close();
        await busA.close();
        await busB.close();
        await t.close();
      }
    });
  });
