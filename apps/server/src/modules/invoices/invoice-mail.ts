import { isLanguage, type Language } from '@sufra/domain';
import { INVOICE_MAIL_JOB } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import type { JobHandler, JobHandlers } from '../../platform/jobs/worker';
import { deliverMail, type MailToDeliver } from '../../platform/mail/deliver-mail';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import type { NotifyConfig } from '../../platform/notify-config';
import { isAwaitingSignature } from '../zatca';
import { invoiceSubject, QR_CID, renderInvoiceHtml, renderInvoiceText } from './invoice-mail-template';
import { findInvoicePublicId, findInvoiceView } from './invoice-reads.repository';
import { qrPng, toInvoice } from './invoice-view';

async function loadInvoice(db: Database, invoiceId: number) {
  const found = await findInvoicePublicId(db, invoiceId);
  const row = found ? await findInvoiceView(db, found.publicId) : undefined;
  return row ? { row, invoice: await toInvoice(row) } : null;
}

declare module '../../platform/jobs/job-registry' {
  interface JobPayloads {
    [INVOICE_MAIL_JOB]: { invoiceId: number; email: string; language: Language };
  }
}

/** Job `mail.invoice` { invoiceId, email, language }: the HTML invoice with its QR as an inline PNG. */
function invoiceMailHandler(deps: { db: Database; mailer: Mailer }): JobHandler<typeof INVOICE_MAIL_JOB> {
  return async (job) => {
    const { invoiceId, email, language } = job.payload;
    if (typeof invoiceId !== 'number' || typeof email !== 'string')
      throw Object.assign(new Error('mail.invoice: bad payload'), { retryable: false });
    const lang: Language = typeof language === 'string' && isLanguage(language) ? language : 'ar';
    // A Phase 2 restaurant's receipt carries the signed QR: a second or so after the payment, its
    // document is signed (flows/sign-documents.flow.ts); until then the mail waits its turn (retried).
    if (await isAwaitingSignature(deps.db, 'invoice', invoiceId))
      throw Object.assign(new Error('mail.invoice: the invoice is being signed for ZATCA'), {
        retryAfterMs: 2000,
      });
    const found = await loadInvoice(deps.db, invoiceId);
    if (!found) return;
    const { row, invoice } = found;
    const mail: MailToDeliver = {
      kind: INVOICE_MAIL_JOB,
      to: email,
      subject: invoiceSubject(invoice, lang),
      html: renderInvoiceHtml(invoice, lang),
      text: renderInvoiceText(invoice, lang),
      language: lang,
      restaurantId: row.restaurantId,
      orderId: row.orderId,
      // One mail per job: a retry after a crash mid-send does not mail twice.
      dedupeKey: `${INVOICE_MAIL_JOB}:job:${job.id}`,
      attachments: [
        {
          filename: `invoice-${invoice.number}-qr.png`,
          content: await qrPng(invoice.qr),
          contentType: 'image/png',
          cid: QR_CID,
        },
      ],
    };
    await deliverMail(deps.db, deps.mailer, mail);
  };
}

/** This module's outbox handlers, for startNotificationWorker({ handlers }). */
export function invoiceJobHandlers(deps: {
  db: Database;
  config: Pick<NotifyConfig, 'smtpUrl' | 'mailFrom'>;
  mailer?: Mailer;
}): JobHandlers {
  const mailer = deps.mailer ?? createMailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom });
  return { [INVOICE_MAIL_JOB]: invoiceMailHandler({ db: deps.db, mailer }) };
}
