import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/schema';
import { isSandboxGateway } from '../../gateways/create-gateway';
import type { GatewayPayment } from '../../gateways/gateway';
import type { SandboxGateway } from '../../gateways/providers/sandbox/sandbox-gateway';
import { createOrderFixture, type OrderFixture } from '../../orders/testing/fixtures';
import { line, placeOrderRequest, proofHeaderFor, tableOrder } from '../../orders/testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from '../../orders/testing/test-app';

export interface PaymentsTestApp extends OrdersTestApp {
  gateway: SandboxGateway;
  fixture: OrderFixture;
  /** createPayment calls per givenId, and the gateway ids they returned (double-charge detector). */
  gatewayCalls: Map<string, Set<string>>;
}

/** The whole app on the sandbox gateway, counting every createPayment call. */
export async function createPaymentsTestApp(): Promise<PaymentsTestApp> {
  const t = await createOrdersTestApp();
  const gateway = t.app.paymentGateway;
  if (!isSandboxGateway(gateway)) throw new Error('tests expect the sandbox gateway');
  const gatewayCalls = new Map<string, Set<string>>();
  const create = gateway.createPayment.bind(gateway);
  gateway.createPayment = async (input) => {
    const p = await create(input);
    gatewayCalls.set(input.givenId, (gatewayCalls.get(input.givenId) ?? new Set()).add(p.id));
    return p;
  };
  const fixture = await createOrderFixture(t.db, { capacity: 500 });
  return { ...t, gateway, fixture, gatewayCalls };
}

/**
 * A VAT-inclusive table order of 3 lines: burger large + 2 cheese (25 + 5 + 6 = 36.00), juice ×2 (24.00),
 * burger regular + sauce (26.00): total 86.00 SAR = 8600 halalas.
 */
export async function placeTestOrder(app: FastifyInstance, f: OrderFixture, lines?: unknown[]) {
  const { burger, juice } = f.items;
  const { large, regular, cheese, sauce } = f.options;
  const items = lines ?? [
    line(burger, [large, [cheese, 2]]),
    line(juice, [], 2),
    line(burger, [regular, sauce]),
  ];
  const res = await placeOrderRequest(app, f.restaurantId, tableOrder(f, items));
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return res.json().data.order as { id: string; total: number; orderNumber: number };
}

export function payRequest(app: FastifyInstance, orderId: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/public/orders/${orderId}/payment`, payload: body });
}

/** POST the table's bill payment of the fixture's table (every unpaid order of it, one charge). */
export function payTableBillRequest(app: FastifyInstance, f: OrderFixture, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/public/restaurants/${f.restaurantId}/tables/${f.table.number}/bill/payment`,
    payload: body,
  });
}

export function payBody(f: OrderFixture, extra: Record<string, unknown>) {
  return { hash: f.table.hash, paymentMethod: 'hosted_page', idempotencyKey: randomUUID(), ...extra };
}

export const verifyRequest = (app: FastifyInstance, paymentId: string) =>
  app.inject({ method: 'GET', url: `/api/public/payments/${paymentId}/verify` });

export const progressRequest = async (app: FastifyInstance, orderId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/public/${orderId}/payment-progress`,
    headers: await proofHeaderFor(app, orderId),
  });

export function webhookRequest(
  app: FastifyInstance,
  gateway: SandboxGateway,
  payment: GatewayPayment,
  body?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json' },
    payload: body ?? gateway.webhookBody(payment),
  });
}

/** The gateway id our row recorded for a public payment id. */
export async function gatewayIdOf(db: Database, publicId: string): Promise<string> {
  const row = await db
    .selectFrom('payments')
    .select('gatewayPaymentId')
    .where('publicId', '=', publicId)
    .executeTakeFirstOrThrow();
  if (!row.gatewayPaymentId) throw new Error('payment has no gateway id');
  return row.gatewayPaymentId;
}

/** Rows a payment request writes: a rejected one must leave them unchanged. */
export async function paymentWrites(db: Database) {
  const n = async (table: 'payments' | 'paymentItemAllocations' | 'sandboxPayments' | 'invoices') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    payments: await n('payments'),
    allocations: await n('paymentItemAllocations'),
    gateway: await n('sandboxPayments'),
    invoices: await n('invoices'),
  };
}

export const VISA_OK = { brand: 'visa', digits: '4111111111111111' } as const;
export const VISA_DECLINED = { brand: 'visa', digits: '4000000000000002' } as const;

/** The diner lingered on the card page: the payment's reservation lapsed a second ago. */
export const lapseReservation = (db: Database, publicId: string) =>
  db
    .updateTable('payments')
    .set({ reservedUntil: new Date(Date.now() - 1000) })
    .where('publicId', '=', publicId)
    .execute();
