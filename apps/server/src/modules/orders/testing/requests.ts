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

export function placeOrderRequest(app: FastifyInstance, restaurantId: number, payload: unknown, lang = 'en') {
  return app.inject({
    method: 'POST',
    url: `/api/public/restaurants/${restaurantId}/orders`,
    headers: { 'x-sufra-lang': lang },
    payload: payload as Record<string, unknown>,
  });
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
