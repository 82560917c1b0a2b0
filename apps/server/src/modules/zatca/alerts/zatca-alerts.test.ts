import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helpers';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { startOutboxWorker } from '../../../platform/jobs/worker';
import { createMailer } from '../../../platform/mail/mailer';
import { createOrderFixture, type OrderFixture } from '../../orders/testing/fixtures';
import { startSmtpInbox } from '../../staff/testing/smtp-inbox';
import { replaceEgsCsid } from '../egs/egs.repository';
import { insertTestDocument, insertTestEgs } from './alert-documents.test-support';
import { ZATCA_ALERT_MAIL_JOB } from './zatca-alert-jobs';
import { zatcaAlertJobHandlers } from './zatca-alert-mail';
import { sweepZatcaAlerts } from './zatca-alerts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR);

/** Issue 27: the owner is mailed what needs them in e-invoicing, each thing once. */
describe('ZATCA alerts by e-mail', { timeout: 120_000 }, () => {
  let handle: DatabaseHandle;
  let db: Database;
  let f: OrderFixture;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
  /** Restaurant A (owner in Arabic, the default) and B (owner invited in English). */
  let a: { restaurantId: number; egsId: number; owner: string };
  let b: { restaurantId: number; egsId: number; owner: string };

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    smtp = await startSmtpInbox();
    f = await createOrderFixture(db);
    const far = new Date(Date.now() + 365 * DAY);
    a = { restaurantId: f.restaurantId, egsId: await insertTestEgs(db, f.restaurantId, far), owner: f.owner };
    b = {
      restaurantId: f.other.restaurantId,
      egsId: await insertTestEgs(db, f.other.restaurantId, far),
      owner: f.other.owner,
    };
    const ownerB = await db
      .selectFrom('staffUsers')
      .select('id')
      .where('email', '=', b.owner)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staffInvites')
      .values({
        restaurantId: b.restaurantId,
        email: b.owner,
        role: 'owner',
        language: 'en',
        expiresAt: new Date(),
        acceptedAt: new Date(),
        acceptedStaffUserId: ownerB.id,
      })
      .execute();
  });
  afterAll(async () => {
    await smtp.close();
    await handle.close();
  });
  afterEach(async () => {
    smtp.inbox.length = 0;
    // Each test starts with nothing to alert: what earlier tests left counts as reported and reminded.
    await db.updateTable('zatcaDocuments').set({ reportStatus: 'reported' }).execute();
    await db
      .updateTable('zatcaEgsUnits')
      .set({ certificateExpiresAt: new Date(Date.now() + 365 * DAY), renewalRemindedAt: null })
      .execute();
  });

  /** Runs the queued alert mails through nodemailer to the local SMTP server, as the worker does. */
  async function deliver(smtpUrl = smtp.url): Promise<number> {
    const mailer = createMailer({ smtpUrl, from: 'Sufra <alerts@sufra.test>' });
    const worker = startOutboxWorker({
      db,
      pollMs: 60_000,
      handlers: zatcaAlertJobHandlers({
        db,
        config: { smtpUrl, mailFrom: '' },
        publicUrl: 'http://sufra.test',
        mailer,
      }),
    });
    try {
      return await worker.drain();
    } finally {
      await worker.stop();
      mailer.close();
    }
  }
  const sweep = (now = new Date()) => sweepZatcaAlerts({ db, now: () => now });

  it('mails a document still waiting 20 hours after issue once, not one of 19 hours; in the owner’s language', async () => {
    const now = new Date();
    const oldest = await insertTestDocument(db, a, hoursAgo(now, 23));
    await insertTestDocument(db, a, hoursAgo(now, 20.05));
    const young = await insertTestDocument(db, a, hoursAgo(now, 19));
    await insertTestDocument(db, a, hoursAgo(now, 30), 'reported');
    const english = await insertTestDocument(db, b, hoursAgo(now, 21));

    expect(await sweep(now)).toEqual({ mails: 2, skipped: 0 });
    expect(await deliver()).toBe(2);
    const ar = smtp.inbox.find((m) => m.to.includes(a.owner));
    expect(ar?.subject).toBe('Test House: فواتير إلكترونية لم تُبلَّغ بها الهيئة بعد');
    expect(ar?.html).toContain('dir="rtl"');
    expect(ar?.text).toContain(`بانتظار الإبلاغ: 2. أقدمها: ${oldest.number}`);
    expect(ar?.text).toContain('http://sufra.test/dashboard/e-invoices');
    const en = smtp.inbox.find((m) => m.to.includes(b.owner));
    expect(en?.subject).toBe('Other House: e-invoices not yet reported to ZATCA');
    expect(en?.html).toContain('dir="ltr"');
    expect(en?.text).toContain(`Waiting: 1. The oldest: ${english.number}, issued `);
    expect(en?.text).toContain('within 24 hours of issue');
    expect(en?.text).toContain('Open the e-invoices: http://sufra.test/dashboard/e-invoices');

    // The next sweep has nothing new to say.
    smtp.inbox.length = 0;
    expect(await sweep(now)).toEqual({ mails: 0, skipped: 0 });
    expect(await deliver()).toBe(0);
    expect(smtp.inbox).toHaveLength(0);

    // An hour and a half later the 19-hour one is overdue in its turn: a mail about it alone.
    expect(await sweep(new Date(now.getTime() + 1.5 * HOUR))).toEqual({ mails: 1, skipped: 0 });
    await deliver();
    expect(smtp.inbox.map((m) => m.to)).toEqual([[a.owner]]);
    expect(smtp.inbox[0]?.text).toContain(`بانتظار الإبلاغ: 1. أقدمها: ${young.number}`);
  });

  it('mails a rejection once; a document mailed about while waiting is mailed about again when rejected', async () => {
    const now = new Date();
    const rejected = await insertTestDocument(db, b, hoursAgo(now, 2), 'rejected', hoursAgo(now, 1));
    const waiting = await insertTestDocument(db, b, hoursAgo(now, 21));
    expect(await sweep(now)).toEqual({ mails: 2, skipped: 0 });
    await deliver();
    expect(smtp.inbox.map((m) => m.subject).sort()).toEqual([
      'Other House: ZATCA rejected e-invoices',
      'Other House: e-invoices not yet reported to ZATCA',
    ]);
    const mail = smtp.inbox.find((m) => m.subject.includes('rejected'));
    expect(mail?.text).toContain(`Rejected: 1 (${rejected.number}).`);
    expect(mail?.text).toContain('issue a credit note for it and a corrected invoice');

    smtp.inbox.length = 0;
    expect(await sweep(now)).toEqual({ mails: 0, skipped: 0 });

    // ZATCA's verdict on the overdue one comes later: a rejection is news, mailed once more.
    await db
      .updateTable('zatcaDocuments')
      .set({ reportStatus: 'rejected', reportedAt: sql<Date>`now()` })
      .where('id', '=', waiting.id)
      .execute();
    expect(await sweep(now)).toEqual({ mails: 1, skipped: 0 });
    await deliver();
    expect(smtp.inbox.map((m) => m.text.match(/Rejected: .*/)?.[0])).toEqual([
      `Rejected: 1 (${waiting.number}).`,
    ]);
    expect(await sweep(now)).toEqual({ mails: 0, skipped: 0 });
  });

  it('reminds of the certificate once, 30 days ahead; a renewed one only near its new expiry', async () => {
    const now = new Date();
    // Restaurant B's certificate is out of the way of the year this test looks over.
    await db
      .updateTable('zatcaEgsUnits')
      .set({ certificateExpiresAt: new Date(now.getTime() + 730 * DAY) })
      .where('id', '=', b.egsId)
      .execute();
    await db
      .updateTable('zatcaEgsUnits')
      .set({ certificateExpiresAt: new Date(now.getTime() + 31 * DAY) })
      .where('id', '=', a.egsId)
      .execute();
    expect(await sweep(now)).toEqual({ mails: 0, skipped: 0 });

    // Two days later it expires in 29.
    const later = new Date(now.getTime() + 2 * DAY);
    expect(await sweep(later)).toEqual({ mails: 1, skipped: 0 });
    await deliver();
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0]?.subject).toMatch(/^Test House: جدّد شهادة الهيئة قبل /);
    expect(smtp.inbox[0]?.text).toContain('برمز OTP جديد');
    expect(smtp.inbox[0]?.text).toContain('http://sufra.test/dashboard/settings');
    expect(await sweep(later)).toEqual({ mails: 0, skipped: 0 });

    // Renewed with a new OTP: a year more, and no reminder until 30 days before that.
    const renewedUntil = new Date(now.getTime() + 365 * DAY);
    await db.transaction().execute((trx) =>
      replaceEgsCsid(trx, a.restaurantId, {
        privateKeyEncrypted: 'sealed-2',
        certificate: 'certificate-2',
        secretEncrypted: 'sealed-2',
        expiresAt: renewedUntil,
      }),
    );
    smtp.inbox.length = 0;
    expect(await sweep(later)).toEqual({ mails: 0, skipped: 0 });
    expect(await sweep(new Date(renewedUntil.getTime() - 31 * DAY))).toEqual({ mails: 0, skipped: 0 });
    expect(await sweep(new Date(renewedUntil.getTime() - 29 * DAY))).toEqual({ mails: 1, skipped: 0 });
    await deliver();
    expect(smtp.inbox).toHaveLength(1);
  });

  it('says in English when the certificate has already expired', async () => {
    const expired = new Date(Date.now() - DAY);
    await db
      .updateTable('zatcaEgsUnits')
      .set({ certificateExpiresAt: expired })
      .where('id', '=', b.egsId)
      .execute();
    expect(await sweep()).toEqual({ mails: 1, skipped: 0 });
    await deliver();
    expect(smtp.inbox[0]?.subject).toBe('Other House: your ZATCA certificate has expired');
    expect(smtp.inbox[0]?.text).toContain('Renew it with a new OTP');
    expect(smtp.inbox[0]?.text).toContain('in Settings → E-invoicing');
  });

  it('a restaurant without an active owner is skipped and keeps its alert for when it has one', async () => {
    const now = new Date();
    await insertTestDocument(db, a, hoursAgo(now, 22));
    await db.updateTable('staffUsers').set({ isActive: false }).where('email', '=', a.owner).execute();
    expect(await sweep(now)).toEqual({ mails: 0, skipped: 1 });
    expect(await deliver()).toBe(0);
    await db.updateTable('staffUsers').set({ isActive: true }).where('email', '=', a.owner).execute();
    expect(await sweep(now)).toEqual({ mails: 1, skipped: 0 });
    await deliver();
    expect(smtp.inbox.map((m) => m.to)).toEqual([[a.owner]]);
  });

  it('a mail the SMTP server could not take is retried by the outbox, and sent once', async () => {
    const now = new Date();
    await insertTestDocument(db, b, hoursAgo(now, 22));
    expect(await sweep(now)).toEqual({ mails: 1, skipped: 0 });
    // Nothing listens on port 9: the send fails and the job waits for its next try.
    expect(await deliver('smtp://127.0.0.1:9')).toBe(1);
    const job = await db
      .selectFrom('outboxJobs')
      .select(['id', 'status', 'attempts'])
      .where('type', '=', ZATCA_ALERT_MAIL_JOB)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    await db.updateTable('outboxJobs').set({ runAt: new Date() }).where('id', '=', job.id).execute();
    expect(await deliver()).toBe(1);
    expect(smtp.inbox.map((m) => m.to)).toEqual([[b.owner]]);
    const kept = await db
      .selectFrom('mailMessages')
      .select('status')
      .where('kind', '=', ZATCA_ALERT_MAIL_JOB)
      .where('dedupeKey', '=', `${ZATCA_ALERT_MAIL_JOB}:job:${job.id}`)
      .execute();
    expect(kept).toEqual([{ status: 'sent' }]);
    expect(await sweep(now)).toEqual({ mails: 0, skipped: 0 });
  });
});
