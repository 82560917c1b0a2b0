import type { Database } from '../../../db/schema';
import { startOutboxWorker } from '../../../platform/jobs/worker';
import { createMailer } from '../../../platform/mail/mailer';
import { staffJobHandlers } from '../staff-mail';

/** Runs the staff module's queued mail jobs once, through nodemailer to `smtpUrl`. */
export async function deliverStaffMail(db: Database, smtpUrl: string): Promise<number> {
  const mailer = createMailer({ smtpUrl, from: 'Sufra <staff@sufra.test>' });
  const worker = startOutboxWorker({
    db,
    pollMs: 60_000,
    handlers: staffJobHandlers({
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
