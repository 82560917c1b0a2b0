import type { RestaurantRole } from '@sufra/domain/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../../db/schema';
import { startOutboxWorker } from '../../../platform/jobs/worker';
import type { EventBus, SufraEvent } from '../../../platform/realtime/event-bus';
import { createOutboxSmsProvider, type SmsProvider } from '../../../platform/sms/sms-provider';
import { orderReadySmsHandler } from '../../notifications/order-ready-sms';
import type { PaymentsTestApp } from '../../payments/testing/payment-fixtures';
import { STAFF_PASSWORD } from './fixtures';
import { loginAs } from './requests';

/** The payments test app's restaurant with one person of each role, signed in (issue 11's live service). */
export async function signInTeam(t: Pick<PaymentsTestApp, 'app' | 'db' | 'fixture'>) {
  const { passwordHash } = await t.db
    .selectFrom('staffUsers')
    .select('passwordHash')
    .where('email', '=', t.fixture.owner)
    .executeTakeFirstOrThrow();
  const emails: Record<RestaurantRole, string> = {
    owner: t.fixture.owner,
    manager: `manager-${t.fixture.restaurantId}@test.sa`,
    waiter: `waiter-${t.fixture.restaurantId}@test.sa`,
    kitchen: `kitchen-${t.fixture.restaurantId}@test.sa`,
  };
  for (const role of ['manager', 'waiter', 'kitchen'] as const)
    await t.db
      .insertInto('staffUsers')
      .values({ restaurantId: t.fixture.restaurantId, email: emails[role], name: role, passwordHash, role })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  const tokens = {} as Record<RestaurantRole, string>;
  for (const role of ['owner', 'manager', 'waiter', 'kitchen'] as const)
    tokens[role] = await loginAs(t.app, emails[role], STAFF_PASSWORD);
  return tokens;
}

/** A staff request; answers the status and the parsed body. */
export async function staffCall(
  app: FastifyInstance,
  token: string,
  method: InjectOptions['method'],
  url: string,
  payload?: Record<string, unknown>,
) {
  const res = await app.inject({
    method,
    url: `/api/staff${url}`,
    headers: { authorization: `Bearer ${token}`, 'x-sufra-lang': 'en' },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

/** Every event the bus carries from now on (stop() ends the listening). */
export function recordEvents(t: { events: { subscribe(fn: (e: SufraEvent) => void): () => void } }) {
  const seen: SufraEvent[] = [];
  const stop = t.events.subscribe((e) => seen.push(e));
  return { seen, stop };
}

/**
 * Runs the due pickup SMS jobs with the built-in provider (it keeps the message in sms_messages), or with
 * the given one.
 */
export async function runPickupSmsJobs(db: Database, events?: EventBus, sms?: SmsProvider) {
  const worker = startOutboxWorker({
    db,
    handlers: {
      'sms.order_ready': orderReadySmsHandler({
        db,
        sms: sms ?? createOutboxSmsProvider(),
        ...(events ? { events } : {}),
      }),
    },
    pollMs: 60_000,
  });
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
}

/** The order's status history, oldest first. */
export async function historyOf(db: Database, publicId: string) {
  const rows = await db
    .selectFrom('orderStatusHistory as h')
    .innerJoin('orders as o', 'o.id', 'h.orderId')
    .select(['h.fromStatus', 'h.toStatus'])
    .where('o.publicId', '=', publicId)
    .orderBy('h.id')
    .execute();
  return rows.map((r) => `${r.fromStatus ?? '∅'}→${r.toStatus}`);
}
