import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, demoFixture, type TestApp } from '../../../test/helpers';
import type { Database } from '../../db/schema';
import { startOutboxWorker } from '../../platform/jobs/worker';
import { createMailer } from '../../platform/mail/mailer';
import { createOutboxSmsProvider } from '../../platform/sms/sms-provider';
import { proofHeaderFor } from '../orders/testing/requests';
import { notificationJobHandlers } from './notification-jobs';
import { insertOrder, ownerToken } from './notifications.fixtures';

describe('diner phone number, receipt e-mail and the pickup SMS', { timeout: 90_000 }, () => {
  // Boot (and migrate) the database template once, outside any single test's time budget.
  beforeAll(async () => {
    await (await createTestDatabase()).close();
  });

  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Receipts are for money received: staff closed the order after it was paid at the counter. */
  const paidAtCounter = (db: Database, orderId: number) =>
    db.updateTable('orders').set({ status: 'completed' }).where('id', '=', orderId).execute();

  async function setup() {
    t = await createTestApp({ seed: true });
    const demo = await demoFixture(t.db);
    const order = await insertOrder(t.db, {
      restaurantId: demo.restaurantId,
      orderNumber: 7,
      takeawayPointId: demo.takeaway.id,
      status: 'preparing',
    });
    const worker = startOutboxWorker({
      db: t.db,
      pollMs: 60_000,
      handlers: notificationJobHandlers({
        db: t.db,
        sms: createOutboxSmsProvider(),
        mailer: createMailer({ smtpUrl: undefined, from: 'Sufra <no-reply@sufra.test>' }),
      }),
    });
    const close = t.close;
    t.close = async () => {
      await worker.stop();
      await close();
    };
    return { app: t.app, db: t.db, demo, order, worker };
  }

  it('stores a Saudi number as E.164 with its language, in every accepted spelling', async () => {
    const { app, db, order } = await setup();
    for (const [input, expected] of [
      ['0501234567', '+966501234567'],
      ['+966 55 123 4567', '+966551234567'],
      ['00966-50-000-0000', '+966500000000'],
    ]) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/public/orders/${order.publicId}/phone-number`,
        headers: await proofHeaderFor(app, order.publicId),
        payload: { phoneNumber: input, language: 'en' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { phoneNumber: expected, language: 'en' } });
      const row = await db
        .selectFrom('orders')
        .select(['customerPhone', 'customerLanguage'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ customerPhone: expected, customerLanguage: 'en' });
    }
  });

  it('rejects numbers outside the Saudi mobile rule with PHONE_INVALID', async () => {
    const { app, db, order } = await setup();
    for (const bad of ['0401234567', '050123456', '+971501234567', 'phone', '', '0'.repeat(60)]) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/public/orders/${order.publicId}/phone-number`,
        headers: { ...(await proofHeaderFor(app, order.publicId)), 'accept-language': 'en' },
        payload: { phoneNumber: bad, language: 'ar' },
      });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'PHONE_INVALID',
        message: 'Please enter a valid Saudi phone number',
      });
    }
    const row = await db
      .selectFrom('orders')
      .select('customerPhone')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.customerPhone).toBeNull();
  });

  it('answers ORDER_NOT_FOUND for an unknown or malformed order id', async () => {
    const { app } = await setup();
    for (const id of ['6f1c1c1e-0000-4000-8000-000000000000', '42']) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/public/orders/${id}/phone-number`,
        payload: { phoneNumber: '0501234567', language: 'ar' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    }
  });

  it('order ready -> sms.order_ready job -> the built-in provider records the Arabic text once', async () => {
    const { app, db, order, worker } = await setup();
    await app.inject({
      method: 'PATCH',
      url: `/api/public/orders/${order.publicId}/phone-number`,
      headers: await proofHeaderFor(app, order.publicId),
      payload: { phoneNumber: '0551234567', language: 'ar' },
    });
    // What the orders module does when staff mark the order ready (same transaction as the status change).
    const { enqueueJob } = await import('../../platform/jobs/outbox');
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ status: 'ready' }).where('id', '=', order.id).execute();
      await enqueueJob(trx, { type: 'sms.order_ready', payload: { orderId: order.id } });
      await enqueueJob(trx, { type: 'sms.order_ready', payload: { orderId: order.id } });
    });
    expect(await worker.drain()).toBe(2);
    const sms = await db.selectFrom('smsMessages').selectAll().execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({
      toPhone: '+966551234567',
      body: 'بيت نجد: طلبك رقم 7 جاهز للاستلام.',
      language: 'ar',
      provider: 'outbox',
      status: 'kept',
      orderId: order.id,
    });
    const jobs = await db.selectFrom('outboxJobs').select('status').execute();
    expect(jobs.every((j) => j.status === 'done')).toBe(true);
  });

  it('shows the owner the pickup SMS that was sent, and nobody without a staff session', async () => {
    const { app, db, demo, order, worker } = await setup();
    await db.updateTable('orders').set({ status: 'ready' }).where('id', '=', order.id).execute();
    await app.inject({
      method: 'PATCH',
      url: `/api/public/orders/${order.publicId}/phone-number`,
      headers: await proofHeaderFor(app, order.publicId),
      payload: { phoneNumber: '0551234567', language: 'en' },
    });
    await worker.drain();
    const anonymous = await app.inject({ method: 'GET', url: '/api/staff/messages' });
    expect(anonymous.statusCode).toBe(401);
    const token = await ownerToken(db, demo.restaurantId);
    const res = await app.inject({
      method: 'GET',
      url: '/api/staff/messages',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sms).toEqual([
      expect.objectContaining({
        to: '+966551234567',
        body: 'Najd House: your order #7 is ready for pickup.',
        kind: 'sms.order_ready',
        status: 'kept',
      }),
    ]);
  });

  it('sends the pickup SMS in English when the diner chose English', async () => {
    const { app, db, order, worker } = await setup();
    await db.updateTable('orders').set({ status: 'ready' }).where('id', '=', order.id).execute();
    // The number arrives after the order is ready: the SMS is still sent.
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/public/orders/${order.publicId}/phone-number`,
      headers: await proofHeaderFor(app, order.publicId),
      payload: { phoneNumber: '0551234567', language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    await worker.drain();
    const sms = await db.selectFrom('smsMessages').select(['body', 'language']).execute();
    expect(sms).toEqual([{ body: 'Najd House: your order #7 is ready for pickup.', language: 'en' }]);
  });

  it('queues the receipt (202) and keeps it without SMTP; rejects a bad address with EMAIL_INVALID', async () => {
    const { app, db, order, worker } = await setup();
    await paidAtCounter(db, order.id);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/public/orders/${order.publicId}/send-invoice-email`,
      headers: { ...(await proofHeaderFor(app, order.publicId)), 'x-sufra-lang': 'en' },
      payload: { email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({
      code: 'EMAIL_INVALID',
      message: 'Please enter a valid email address',
    });

    const res = await app.inject({
      method: 'POST',
      url: `/api/public/orders/${order.publicId}/send-invoice-email`,
      headers: { ...(await proofHeaderFor(app, order.publicId)), 'x-sufra-lang': 'en' },
      payload: { email: ' Diner@Example.com ' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { queued: true } });
    await worker.drain();
    const mail = await db.selectFrom('mailMessages').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      toEmail: 'diner@example.com',
      status: 'kept',
      language: 'en',
      orderId: order.id,
    });
    expect(mail.subject).toBe('Your receipt from Najd House – order #7');
    expect(mail.text).toContain('Total: SAR 114.40');
  });

  it('caps receipts per order', async () => {
    const { app, db, order } = await setup();
    await paidAtCounter(db, order.id);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/public/orders/${order.publicId}/send-invoice-email`,
        headers: await proofHeaderFor(app, order.publicId),
        payload: { email: `diner${i}@example.com` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429, 429]);
  });
});
