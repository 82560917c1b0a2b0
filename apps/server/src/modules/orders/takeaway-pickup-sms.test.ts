import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TakeawayQueueResponse } from '@sufra/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers';
import { createSmsProvider } from '../../platform/sms/create-sms-provider';
import { createOrderFixture } from './testing/fixtures';
import { recordEvents, runPickupSmsJobs, signInTeam, staffCall } from './testing/live-service';
import { line, placeWithProof, proofHeader, takeawayOrder } from './testing/requests';
import { createOrdersTestApp, type OrdersTestApp } from './testing/test-app';

/**
 * Issue 25 item 2: with a real SMS provider (Taqnyat, here a local server speaking its API), the takeaway
 * queue says what the provider did with each pickup SMS: sent when it accepted it, failed when it refused
 * it, never "sent" for a message it did not take. (Without a provider: takeaway-queue.test.ts, "kept".)
 */
describe('the takeaway queue with an SMS provider', () => {
  let provider: Server;
  let refuse = false;
  let t: OrdersTestApp;
  let fixture: Awaited<ReturnType<typeof createOrderFixture>>;
  let waiter: string;
  let sms: ReturnType<typeof createSmsProvider>;

  beforeAll(async () => {
    provider = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(refuse ? 400 : 201, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            refuse
              ? { statusCode: 400, message: 'Invalid recipients' }
              : { statusCode: 201, messageId: 5452899970 },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    const base = testConfig();
    const config = {
      notify: {
        ...base.notify,
        sms: { provider: 'taqnyat' as const, apiKey: 'k', sender: 'Sufra', baseUrl },
      },
    };
    t = await createOrdersTestApp({ overrides: { config } });
    sms = createSmsProvider(config.notify.sms);
    fixture = await createOrderFixture(t.db, { capacity: 500 });
    waiter = (await signInTeam({ ...t, fixture })).waiter;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  const queue = async () => {
    const res = await staffCall(t.app, waiter, 'GET', '/takeaway');
    expect(res.status, res.text).toBe(200);
    return res.body.data as TakeawayQueueResponse['data'];
  };
  const readyOrder = async () => {
    const placed = await placeWithProof(t.app, fixture, takeawayOrder(fixture, [line(fixture.items.juice)]));
    const phone = await t.app.inject({
      method: 'PATCH',
      url: `/api/public/orders/${placed.order.id}/phone-number`,
      headers: proofHeader(placed.proof),
      payload: { phoneNumber: '0512345678', language: 'en' },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const ready = await staffCall(t.app, waiter, 'POST', `/takeaway/${placed.order.id}/stage`, {
      stage: 'ready',
    });
    expect(ready.status, ready.text).toBe(200);
    return placed.order.id;
  };
  const smsOf = async (id: string) => (await queue()).stages.ready.find((o) => o.id === id)?.pickupSms;

  it('says "sent" once the provider accepted the SMS, and tells the counter at once', async () => {
    expect((await queue()).smsDelivers).toBe(true);
    const id = await readyOrder();
    expect(await smsOf(id)).toBe('sending');
    const events = recordEvents(t);
    await runPickupSmsJobs(t.db, t.events, sms);
    events.stop();
    expect(events.seen).toEqual([
      expect.objectContaining({ orderId: id, data: expect.objectContaining({ pickupSms: 'sent' }) }),
    ]);
    expect(await smsOf(id)).toBe('sent');
  });

  it('says "failed" when the provider refused it, and tells the counter at once', async () => {
    refuse = true;
    try {
      const id = await readyOrder();
      const events = recordEvents(t);
      await runPickupSmsJobs(t.db, t.events, sms);
      events.stop();
      expect(events.seen).toEqual([
        expect.objectContaining({ orderId: id, data: expect.objectContaining({ pickupSms: 'failed' }) }),
      ]);
      expect(await smsOf(id)).toBe('failed');
    } finally {
      refuse = false;
    }
  });
});
