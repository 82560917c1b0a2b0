import type { Language } from '@sufra/domain';
import type { DemoRequestBody } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { insertDemoRequest } from './demo-requests.repository';

/** Records a demo request; `language` is the visitor's, so the sales team replies in it. */
export function createDemoRequest(
  db: Database,
  body: DemoRequestBody,
  language: Language,
): Promise<{ id: number }> {
  return inTransaction(db, (trx) =>
    insertDemoRequest(trx, {
      name: body.name,
      email: body.email,
      restaurantName: body.restaurantName,
      phone: body.phone ?? null,
      message: body.message ?? '',
      language,
    }),
  );
}
