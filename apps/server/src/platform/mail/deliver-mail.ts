import { sql } from 'kysely';
import type { Database, LanguageColumn } from '../../db/schema';
import type { Mailer, MailToSend } from './mailer';

export interface MailToDeliver extends MailToSend {
  kind: string;
  language: LanguageColumn;
  restaurantId: number | null;
  orderId: number | null;
  /** One mail per key: a retried job never sends the same receipt twice. */
  dedupeKey: string;
  /**
   * What mail_messages keeps instead of `html`/`text` when the mail carries a secret (a password-reset or
   * invitation link): the database keeps only the link's digest, never the link.
   */
  recorded?: { html: string; text: string };
}

export type MailOutcome = 'sent' | 'kept' | 'already-delivered';

/** Whether the mail with this key was already sent (or kept): a retried job must not make a new one. */
export async function isMailDelivered(db: Database, dedupeKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('mailMessages')
    .select('status')
    .where('dedupeKey', '=', dedupeKey)
    .executeTakeFirst();
  return row?.status === 'sent' || row?.status === 'kept';
}

/**
 * Records the mail in mail_messages (so the owner can read it, SMTP or not), then sends it. On an SMTP
 * error the row says 'failed' with the reason and the error is rethrown, so the job retries with backoff.
 */
export async function deliverMail(db: Database, mailer: Mailer, mail: MailToDeliver): Promise<MailOutcome> {
  await db
    .insertInto('mailMessages')
    .values({
      kind: mail.kind,
      toEmail: mail.to,
      subject: mail.subject,
      html: mail.recorded?.html ?? mail.html,
      text: mail.recorded?.text ?? mail.text,
      language: mail.language,
      restaurantId: mail.restaurantId,
      orderId: mail.orderId,
      dedupeKey: mail.dedupeKey,
    })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .execute();
  const row = await db
    .selectFrom('mailMessages')
    .select(['id', 'status'])
    .where('dedupeKey', '=', mail.dedupeKey)
    .executeTakeFirstOrThrow();
  if (row.status === 'sent' || row.status === 'kept') return 'already-delivered';

  try {
    const { messageId } = await mailer.send(mail);
    const status = mailer.keepsOnly ? 'kept' : 'sent';
    await db
      .updateTable('mailMessages')
      .set({ status, providerMessageId: messageId, lastError: null, updatedAt: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
    return status;
  } catch (err) {
    await db
      .updateTable('mailMessages')
      .set({
        status: 'failed',
        lastError: (err instanceof Error ? err.message : String(err)).slice(0, 2000),
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', row.id)
      .execute();
    throw err;
  }
}
