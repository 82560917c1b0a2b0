import { publicApi } from '../public-api';
import { useStore } from './index';

/** A table in session, as the cookie (shared/store/session-cookie.ts) or a QR link names it. */
export interface TableRef {
  restaurantId: number;
  tableNumber: number;
  hash: string;
}

/** The cookie's value read back: null when it is not one session-cookie.ts wrote. */
export function tableFromCookie(value: string | undefined): TableRef | null {
  const [restaurant, table, hash] = (value ?? '').split('.');
  const restaurantId = Number(restaurant);
  const tableNumber = Number(table);
  if (!hash || !Number.isSafeInteger(restaurantId) || !Number.isSafeInteger(tableNumber)) return null;
  return { restaurantId, tableNumber, hash: decodeURIComponent(hash) };
}

/**
 * Takes the table the cookie names as the session once the server still takes its hash (main.tsx, when the
 * cookie is ahead of the session: see tableCookieAhead). A refused hash (the table's QR rotated since)
 * leaves the session as it was, and the cookie is rewritten from it.
 */
export async function adoptTableCookie(value: string): Promise<void> {
  const table = tableFromCookie(value);
  if (!table) return;
  const v = await publicApi
    .validateTable(table.restaurantId, table.tableNumber, table.hash)
    .catch(() => null);
  if (!v) return;
  useStore.getState().setTableSession({
    restaurant: v.restaurant,
    tableNumber: v.table.number,
    tableHash: table.hash,
    tableCapacity: v.tableCapacity,
    hasActiveTableOrder: v.hasActiveOrder,
  });
}
