import { randomUUID } from 'node:crypto';
import type { StaffTable } from '@sufra/domain/contracts';
import type { SufraEvent } from '@sufra/domain/events';
import { STAFF_PASSWORD } from '../../orders/testing/fixtures';
import { loginAs } from '../../orders/testing/requests';
import { createPaymentsTestApp } from '../testing/payment-fixtures';

/**
 * The whole app on the sandbox gateway, signed in as the fixture's owner, hearing every event: the staff's
 * table map, recording money taken at the restaurant, closing a table.
 */
export async function createTableServiceApp() {
  const t = await createPaymentsTestApp();
  const published: SufraEvent[] = [];
  t.events.subscribe((e) => void published.push(e));
  const token = await loginAs(t.app, t.fixture.owner, STAFF_PASSWORD);
  const auth = { authorization: `Bearer ${token}`, 'x-sufra-lang': 'en' };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  return {
    ...t,
    published,
    auth,
    /** GET /api/staff/tables: the tiles */
    tiles: async () => {
      const res = await get('/api/staff/tables');
      if (res.statusCode !== 200) throw new Error(`tables: ${res.statusCode} ${res.body}`);
      return res.json().data.tables as StaffTable[];
    },
    detail: (n = 1) => get(`/api/staff/tables/${n}`),
    /** POST …/payments with a fresh key unless one is given; cash unless said otherwise. */
    record: (body: Record<string, unknown>, options: { n?: number; headers?: Record<string, string> } = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/tables/${options.n ?? 1}/payments`,
        headers: { ...auth, ...options.headers },
        payload: { method: 'cash', idempotencyKey: randomUUID(), ...body },
      }),
    closeTable: (n = 1) =>
      t.app.inject({ method: 'POST', url: `/api/staff/tables/${n}/close`, headers: auth }),
    /** Cancels every open order straight in the database, so a test starts with an empty table. */
    clearTable: () =>
      t.db
        .updateTable('orders')
        .set({ status: 'cancelled' })
        .where('status', 'in', ['pending', 'confirmed', 'preparing', 'ready'])
        .execute(),
  };
}

export type TableServiceApp = Awaited<ReturnType<typeof createTableServiceApp>>;
