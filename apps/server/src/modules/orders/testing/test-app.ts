import { createTestApp, type TestApp, type TestAppOverrides } from '../../../../test/helpers';
import { createInProcessEventBus, type EventBus } from '../../../platform/realtime/event-bus';
import type { SseOptions } from '../../../platform/realtime/sse';

export interface OrdersTestApp extends TestApp {
  events: EventBus;
}

/** The app on a given in-process bus (tests publish and subscribe on it directly). */
export async function createOrdersTestApp(
  options: { events?: EventBus; sse?: SseOptions; overrides?: TestAppOverrides } = {},
): Promise<OrdersTestApp> {
  const events = options.events ?? createInProcessEventBus();
  const deps = { ...options.overrides?.deps, events, ...(options.sse ? { sse: options.sse } : {}) };
  const t = await createTestApp({ ...options.overrides, deps });
  return {
    ...t,
    events,
    close: async () => {
      await t.close();
      await events.close();
    },
  };
}
