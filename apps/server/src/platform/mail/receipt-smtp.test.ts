import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, demoFixture } from '../../../test/helpers';
import type { DatabaseHandle } from '../../db/database';
import { seedDemoIfEmpty } from '../../db/seed-demo';
import { notificationJobHandlers } from '../../modules/notifications/notification-jobs';
import { insertOrder } from '../../modules/notifications/notifications.fixtures';
import { enqueueJob } from '../jobs/outbox';
import { startOutboxWorker } from '../jobs/worker';
import { createOutboxSmsProvider } from '../sms/sms-provider';
import { createMailer } from './mailer';
import { readMessage } from './mime-reader';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('receipt e-mail over real SMTP', { timeout: 90_000 }, () => {
  // Boot (and migrate) the database template once, outside any single test's time budget.
  beforeAll(async () => {
    await (await createTestDatabase()).close();
  });

  let smtp: SMTPServer;
  let port: number;
  const inbox: Received[] = [];
  let refuse = false;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (refuse) return callback(new Error('Mailbox unavailable'));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  afterEach(async () => {
    inbox.length = 0;
    refuse = false;
    await handle?.close();
    handle = undefined;
  });

  async function setup(language: 'ar' | 'en') {
    handle = await createTestDatabase();
    const db = handle.db;
    await seedDemoIfEmpty(db);
    const demo = await demoFixture(db);
    const table = demo.tables[2];
    if (!table) throw new Error('demo table missing');
    const order = await insertOrder(db, {
      restaurantId: demo.restaurantId,
      orderNumber: 12,
      tableId: table.id,
    });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Sufra <receipts@sufra.test>' });
    const worker = startOutboxWorker({
      db,
      pollMs: 60_000,
      handlers: notificationJobHandlers({ db, sms: createOutboxSmsProvider(), mailer }),
    });
    await enqueueJob(db, {
      type: 'mail.receipt',
      payload: { orderId: order.id, email: 'diner@example.com', language },
    });
    return { db, worker, mailer, tableNumber: table.number };
  }

  it('delivers the Arabic receipt: RTL HTML with every amount, and a text part', async () => {
    const { db, worker, mailer, tableNumber } = await setup('ar');
    await worker.drain();
    await worker.stop();
    mailer.close();
    expect(inbox).toHaveLength(1);
    const mail = inbox[0] as Received;
    expect(mail.from).toBe('receipts@sufra.test');
    expect(mail.to).toEqual(['diner@example.com']);
    const msg = readMessage(mail.raw);
    expect(msg.headers.get('subject')).toBe('إيصالك من بيت نجد – الطلب رقم 12');
    expect(msg.headers.get('to')).toBe('diner@example.com');
    const html = msg.parts.find((p) => p.contentType.startsWith('text/html'))?.body ?? '';
    const text = msg.parts.find((p) => p.contentType.startsWith('text/plain'))?.body ?? '';
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="ar"');
    for (const s of ['بيت نجد', '310123456700003', '#12', 'كبسة دجاج', '+ هيل إضافي', 'قهوة سعودية']) {
      expect(html).toContain(s);
    }
    for (const amount of ['114.00 ر.س', '96.00 ر.س', '13.57 ر.س', '10.40 ر.س', '114.40 ر.س']) {
      expect(html).toContain(amount);
      expect(text).toContain(amount);
    }
    expect(html).toContain('ضريبة القيمة المضافة 15%');
    expect(html).toContain(`الطاولة ${tableNumber}`);
    // The diner's note is escaped, never markup.
    expect(html).toContain('No onions &lt;please&gt;');
    expect(html).not.toContain('<please>');
    expect(text).toContain('الإجمالي: 114.40 ر.س');
    const row = await db
      .selectFrom('mailMessages')
      .select(['status', 'providerMessageId'])
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.providerMessageId).toBe(msg.headers.get('message-id'));
  });

  it('delivers the English receipt left-to-right with a Riyadh date', async () => {
    const { db, worker, mailer } = await setup('en');
    await db
      .updateTable('orders')
      .set({ createdAt: new Date('2026-03-01T21:30:00Z') })
      .execute();
    await worker.drain();
    await worker.stop();
    mailer.close();
    const msg = readMessage((inbox[0] as Received).raw);
    expect(msg.headers.get('subject')).toBe('Your receipt from Najd House – order #12');
    const html = msg.parts.find((p) => p.contentType.startsWith('text/html'))?.body ?? '';
    expect(html).toContain('dir="ltr"');
    for (const s of [
      'Chicken Kabsa',
      'Saudi Coffee',
      'SAR 114.00',
      '-SAR 10.00',
      'SAR 13.57',
      'SAR 114.40',
      'VAT 15% (included)',
    ]) {
      expect(html).toContain(s);
    }
    // 21:30 UTC is 00:30 the next day in Riyadh (UTC+3).
    expect(html).toContain('2 Mar 2026, 00:30');
  });

  it('retries when the SMTP server refuses, and records the failure', async () => {
    const { db, worker, mailer } = await setup('en');
    refuse = true;
    await worker.drain();
    await worker.stop();
    mailer.close();
    expect(inbox).toHaveLength(0);
    const job = await db
      .selectFrom('outboxJobs')
      .select(['status', 'attempts', 'lastError'])
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.lastError).toContain('Mailbox unavailable');
    const row = await db.selectFrom('mailMessages').select('status').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });
});
