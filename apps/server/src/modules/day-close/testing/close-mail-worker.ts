import type { Database } from '../../../db/schema';
import { startOutboxWorker } from '../../../platform/jobs/worker';
import { createMailer } from '../../../platform/mail/mailer';
import { dayCloseJobHandlers } from '../close-mail';

/** Runs the close's queued mail jobs once, through nodemailer to `smtpUrl`. */
export async function deliverCloseMail(db: Database, smtpUrl: string): Promise<number> {
  const mailer = createMailer({ smtpUrl, from: 'Sufra <close@sufra.test>' });
  const worker = startOutboxWorker({
    db,
    pollMs: 60_000,
    handlers: dayCloseJobHandlers({ db, config: { smtpUrl, mailFrom: '' }, mailer }),
  });
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
    mailer.close();
  }
}
