import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/schema';
import type { SandboxGateway } from '../../gateways/providers/sandbox/sandbox-gateway';
import type { OrderFixture } from '../../orders/testing/fixtures';
import { gatewayIdOf, VISA_OK, verifyRequest } from '../testing/payment-fixtures';

const EN = { 'x-sufra-lang': 'en' };

/** Requests of the pending-payments API, as the web app sends them. */
export const pendingApi = (app: FastifyInstance) => ({
  create: (restaurantId: number, payload: unknown, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${restaurantId}/pending-payments`,
      headers: { 'x-sufra-lang': lang },
      payload: payload as Record<string, unknown>,
    }),
  get: (restaurantId: number, id: string, hash: string) =>
    app.inject({
      method: 'GET',
      url: `/api/public/restaurants/${restaurantId}/pending-payments/${id}?hash=${hash}`,
      headers: EN,
    }),
  patch: (restaurantId: number, id: string, payload: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `/api/public/restaurants/${restaurantId}/pending-payments/${id}`,
      headers: EN,
      payload: payload as Record<string, unknown>,
    }),
  pay: (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/public/pending-payments/${id}/payment`, headers: EN, payload }),
  retry: (id: string, hash: string) =>
    app.inject({
      method: 'POST',
      url: `/api/public/pending-payments/${id}/retry-order`,
      headers: EN,
      payload: { hash },
    }),
  table: (restaurantId: number, table: number, hash: string) =>
    app.inject({
      method: 'GET',
      url: `/api/public/restaurants/${restaurantId}/tables/${table}/pending-payments?hash=${hash}`,
    }),
});

export const shareBody = (f: OrderFixture, extra: Record<string, unknown>) => ({
  hash: f.table.hash,
  paymentMethod: 'hosted_page',
  idempotencyKey: randomUUID(),
  ...extra,
});

/** Pays a started payment on the sandbox's card page with a test card, then verifies it like the callback. */
export async function completeOnSandbox(
  app: FastifyInstance,
  db: Database,
  gateway: SandboxGateway,
  paymentId: string,
  card: { brand: 'visa'; digits: string } = VISA_OK,
) {
  await gateway.submitCard(await gatewayIdOf(db, paymentId), card);
  return (await verifyRequest(app, paymentId)).json().data.payment;
}

/** How many pending payments the database holds (a refused request must leave it unchanged). */
export async function countPendingPayments(db: Database): Promise<number> {
  const row = await db
    .selectFrom('pendingPayments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
