import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * An EGS row as onboarding stores it, without real keys: the alerts and the counts read only its
 * restaurant and its certificate's expiry (the chain's own tests sign for real, zatca-chain.test.ts).
 */
export async function insertTestEgs(db: Database, restaurantId: number, certificateExpiresAt: Date) {
  const row = await db
    .insertInto('zatcaEgsUnits')
    .values({
      restaurantId,
      serial: `1-Sufra|2-1.0|3-${randomUUID()}`,
      environment: 'simulation',
      seller: JSON.stringify({
        organisationName: 'بيت نجد',
        branchName: 'الرئيسي',
        vatNumber: '310122393500003',
        crNumber: '1010010000',
        industry: 'Restaurants',
        address: {
          street: 'العليا',
          buildingNumber: '3242',
          district: 'العليا',
          city: 'الرياض',
          postalCode: '12345',
        },
      }),
      privateKeyEncrypted: 'sealed',
      certificate: 'certificate',
      secretEncrypted: 'sealed',
      certificateExpiresAt,
      lastPih: 'pih',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An invoice and its Phase 2 document issued `issuedAt` (both the row's created_at and the source's time),
 * standing as `status`; a verdict (`reported*`, `rejected`) is dated `reportedAt`, by default now.
 */
export async function insertTestDocument(
  db: Database,
  egs: { restaurantId: number; egsId: number },
  issuedAt: Date,
  status: 'waiting' | 'reported' | 'rejected' = 'waiting',
  reportedAt?: Date,
) {
  const last = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('invoiceNumber').as('n'))
    .where('restaurantId', '=', egs.restaurantId)
    .executeTakeFirst();
  const invoiceNumber = Number(last?.n ?? 0) + 1;
  const invoice = await db
    .insertInto('invoices')
    .values({
      restaurantId: egs.restaurantId,
      invoiceNumber,
      sellerName: 'Najd House',
      subtotalHalalas: 1000,
      vatHalalas: 150,
      totalHalalas: 1150,
      zatcaQr: 'qr',
      issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = `INV-${invoiceNumber}`;
  const doc = await db
    .insertInto('zatcaDocuments')
    .values({
      restaurantId: egs.restaurantId,
      egsId: egs.egsId,
      kind: 'invoice',
      invoiceId: invoice.id,
      uuid: randomUUID(),
      source: JSON.stringify({
        number,
        issuedAt: issuedAt.toISOString(),
        paymentMeans: 'card',
        lines: [{ name: 'Kabsa', quantity: 1, gross: 1150 }],
        paid: 1150,
      }),
      reportStatus: status,
      reportedAt: status === 'waiting' ? null : (reportedAt ?? sql<Date>`now()`),
      createdAt: issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: doc.id, number };
}
