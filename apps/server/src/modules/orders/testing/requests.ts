import type { FastifyInstance } from 'fastify';
import type { OrderFixture } from './fixtures';

export type OptionPick = number | [optionId: number, quantity: number];

/** A cart line as the web app sends it. */
export function line(itemId: number, options: OptionPick[] = [], quantity = 1, specialInstructions = '') {
  return {
    itemId,
    quantity,
    specialInstructions,
    selectedOptions: options.map((o) =>
      Array.isArray(o) ? { optionId: o[0], quantity: o[1] } : { optionId: o, quantity: 1 },
    ),
  };
}

export function tableOrder(f: OrderFixture, items: unknown[], extra: Record<string, unknown> = {}) {
  return {
    orderType: 'table',
    tableNumber: f.table.number,
    tableHash: f.table.hash,
    items,
    language: 'en',
    ...extra,
  };
}

export function takeawayOrder(f: OrderFixture, items: unknown[], extra: Record<string, unknown> = {}) {
  return { orderType: 'takeaway', takeawayHash: f.takeawayHash, items, language: 'en', ...extra };
}

/** Takeaway secrets the tests' orders were answered, as the phone that placed them keeps them. */
const orderKeys = new Map<string, string>();
export function rememberOrderKey(id: string, key: string | undefined) {
  if (key) orderKeys.set(id, key);
}

/** Places an order; a takeaway order's secret is kept for proofFor, as the diner's phone keeps it. */
export async function placeOrderRequest(
  app: FastifyInstance,
  restaurantId: number,
  payload: unknown,
  lang = 'en',
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/restaurants/${restaurantId}/orders`,
    headers: { 'x-sufra-lang': lang },
    payload: payload as Record<string, unknown>,
  });
  if (res.statusCode === 201) {
    const data = res.json().data as { order: { id: string }; orderKey?: string };
    rememberOrderKey(data.order.id, data.orderKey);
  }
  return res;
}

/**
 * The proof a diner's phone holds for a test's order: the takeaway secret it was answered, else its
 * table's current hash (read from the database: a test may have rotated it). Unknown: a well-formed
 * proof that opens nothing.
 */
export async function proofFor(app: FastifyInstance, orderId: string): Promise<string> {
  const key = orderKeys.get(orderId);
  if (key) return key;
  // Tests also try malformed ids on purpose: those never reach the database.
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return 'no-proof-known-for-it-0';
  const row = await app.db
    .selectFrom('orders as o')
    .innerJoin('tables as t', 't.id', 'o.tableId')
    .select('t.hash')
    .where('o.publicId', '=', orderId)
    .executeTakeFirst();
  return row?.hash ?? 'no-proof-known-for-it-0';
}

/** The proof header for a test's order (see proofFor). */
export async function proofHeaderFor(app: FastifyInstance, orderId: string) {
  return { 'x-sufra-order-key': await proofFor(app, orderId) };
}

export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/auth/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** The header a diner's phone sends an order's proof in (the table's hash, or a takeaway order's secret). */
export const proofHeader = (proof: string) => ({ 'x-sufra-order-key': proof });

/**
 * Places an order and returns it with its proof as the phone keeps it: the takeaway order's secret from
 * the answer, else the table's hash.
 */
export async function placeWithProof(
  app: FastifyInstance,
  f: OrderFixture,
  payload: { orderType?: unknown; tableHash?: unknown } & Record<string, unknown>,
) {
  const res = await placeOrderRequest(app, f.restaurantId, payload);
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  const { order, orderKey } = res.json().data as {
    order: { id: string; orderNumber: number; total: number };
    orderKey?: string;
  };
  const proof = payload.orderType === 'takeaway' ? orderKey : (payload.tableHash as string | undefined);
  if (!proof) throw new Error('no proof for the order');
  return { order, proof };
}
