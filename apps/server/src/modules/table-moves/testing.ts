import { randomUUID } from 'node:crypto';
import { newQrHash } from '../../platform/crypto/qr-hash';
import type { OrderFixture } from '../orders/testing/fixtures';
import { line } from '../orders/testing/requests';
import type { TableServiceApp } from '../payments/at-restaurant/testing';
import { payTableBillRequest, placeTestOrder } from '../payments/testing/payment-fixtures';

/** Tables 5, 7 and 9 (active, 4 seats) of the fixture's restaurant, with their QR hashes. */
export async function addTables(t: TableServiceApp, numbers = [5, 7, 9]) {
  const hashes = new Map<number, string>();
  for (const number of numbers) {
    const hash = newQrHash();
    await t.db
      .insertInto('tables')
      .values({ restaurantId: t.fixture.restaurantId, number, hash, capacity: 500 })
      .onConflict((oc) => oc.columns(['restaurantId', 'number']).doUpdateSet({ hash }))
      .execute();
    hashes.set(number, hash);
  }
  return hashes;
}

/** The fixture as seen from another of its tables (its QR link). */
function atTable(f: OrderFixture, number: number, hash: string): OrderFixture {
  return { ...f, table: { number, hash, capacity: 500 } };
}

/** A juice (12.00 SAR) ordered at the table, or the 86.00 test order. */
export function orderAt(t: TableServiceApp, number: number, hash: string, small = false) {
  const f = atTable(t.fixture, number, hash);
  return placeTestOrder(t.app, f, small ? [line(f.items.juice)] : undefined);
}

export function staffPost(t: TableServiceApp, url: string, payload: Record<string, unknown>, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}`, 'x-sufra-lang': 'en' } : t.auth;
  return t.app.inject({ method: 'POST', url: `/api/staff${url}`, headers, payload });
}

export const moveReq = (t: TableServiceApp, from: number, to: number, token?: string) =>
  staffPost(t, `/tables/${from}/move`, { toTable: to }, token);
export const mergeReq = (t: TableServiceApp, host: number, merged: number, token?: string) =>
  staffPost(t, `/tables/${host}/merge`, { table: merged }, token);
export const splitBackReq = (t: TableServiceApp, host: number, merged: number, token?: string) =>
  staffPost(t, `/tables/${host}/split-back`, { table: merged }, token);

/** The table's bill as its phones read it (GET …/tables/:table/bill?hash). */
export async function publicBill(t: TableServiceApp, number: number, hash: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/restaurants/${t.fixture.restaurantId}/tables/${number}/bill?hash=${encodeURIComponent(hash)}`,
  });
  return res;
}

/** A phone seated at `since` asks where its party is now (how long it has sat, as a phone says it). */
export function followReq(t: TableServiceApp, number: number, hash: string, since: Date) {
  const seatedForMs = Math.max(0, Date.now() - since.getTime());
  return t.app.inject({
    method: 'GET',
    url: `/api/public/restaurants/${t.fixture.restaurantId}/tables/${number}/follow?hash=${encodeURIComponent(hash)}&seatedForMs=${seatedForMs}`,
  });
}

/** A share of the table's bill paid at once by card (sandbox), as a phone at the table pays it. */
export function payTableShare(
  t: TableServiceApp,
  number: number,
  hash: string,
  amount: string,
  pending = false,
) {
  return payTableBillRequest(t.app, atTable(t.fixture, number, hash), {
    hash,
    idempotencyKey: randomUUID(),
    mode: 'custom',
    customAmount: amount,
    ...(pending
      ? { paymentMethod: 'hosted_page' }
      : { paymentMethod: 'card_payment', token: 'tok_sandbox_paid' }),
  });
}
