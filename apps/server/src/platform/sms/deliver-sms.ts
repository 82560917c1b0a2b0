import { sql } from 'kysely';
import type { Database, LanguageColumn } from '../../db/schema';
import type { SmsProvider } from './sms-provider';

export interface SmsToDeliver {
  kind: string;
  to: string;
  body: string;
  language: LanguageColumn;
  restaurantId: number | null;
  orderId: number | null;
  /** One message per key, ever: a retried or duplicated job never texts the diner twice. */
  dedupeKey: string;
}

export type SmsOutcome = 'sent' | 'kept' | 'already-delivered';

/**
 * Records the message in sms_messages, then hands it to the provider. The row is written first, so even a
 * crash mid-send leaves a trace the owner can see; status becomes 'sent' (gateway), 'kept' (built-in
 * provider) or 'failed' with the error (and the error is rethrown so the job retries).
 */
export async function deliverSms(
  db: Database,
  provider: SmsProvider,
  sms: SmsToDeliver,
): Promise<SmsOutcome> {
  await db
    .insertInto('smsMessages')
    .values({
      kind: sms.kind,
      toPhone: sms.to,
      body: sms.body,
      language: sms.language,
      restaurantId: sms.restaurantId,
      orderId: sms.orderId,
      provider: provider.name,
      dedupeKey: sms.dedupeKey,
    })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .execute();
  const row = await db
    .selectFrom('smsMessages')
    .select(['id', 'status'])
    .where('dedupeKey', '=', sms.dedupeKey)
    .executeTakeFirstOrThrow();
  if (row.status === 'sent' || row.status === 'kept') return 'already-delivered';

  try {
    const { providerMessageId } = await provider.send({ to: sms.to, body: sms.body });
    const status = provider.keepsOnly ? 'kept' : 'sent';
    await db
      .updateTable('smsMessages')
      .set({
        status,
        providerMessageId,
        provider: provider.name,
        lastError: null,
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', row.id)
      .execute();
    return status;
  } catch (err) {
    await db
      .updateTable('smsMessages')
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
