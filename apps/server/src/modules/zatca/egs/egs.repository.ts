import { sql } from 'kysely';
import type { Database, ZatcaSellerColumn } from '../../../db/schema';

/** The owner's view of the EGS (never the sealed key or secret). */
export function findEgsUnit(db: Database, restaurantId: number) {
  return db
    .selectFrom('zatcaEgsUnits')
    .select([
      'id',
      'serial',
      'environment',
      'seller',
      'certificateExpiresAt',
      'onboardedAt',
      'renewedAt',
      'lastIcv',
    ])
    .where('restaurantId', '=', restaurantId)
    .executeTakeFirst();
}

/** What renewing and reporting need: the certificate and the sealed secret. */
export function findEgsCredentials(db: Database, restaurantId: number) {
  return db
    .selectFrom('zatcaEgsUnits')
    .select(['id', 'environment', 'certificate', 'secretEncrypted', 'seller', 'serial'])
    .where('restaurantId', '=', restaurantId)
    .executeTakeFirst();
}

/**
 * The chain's head, locked until the caller commits: the restaurant's signers queue here one by one, so
 * ICVs are gapless and every PIH is the previous document's hash (a rolled-back signing moves nothing).
 */
export function lockEgsHead(trx: Database, restaurantId: number) {
  return trx
    .selectFrom('zatcaEgsUnits')
    .select(['id', 'seller', 'privateKeyEncrypted', 'certificate', 'lastIcv', 'lastPih', 'onboardedAt'])
    .where('restaurantId', '=', restaurantId)
    .forUpdate()
    .executeTakeFirst();
}

export async function moveEgsHead(trx: Database, egsId: number, icv: number, pih: string): Promise<void> {
  await trx
    .updateTable('zatcaEgsUnits')
    .set({ lastIcv: icv, lastPih: pih, updatedAt: sql<Date>`now()` })
    .where('id', '=', egsId)
    .execute();
}

export interface NewEgsUnit {
  restaurantId: number;
  serial: string;
  environment: 'sandbox' | 'simulation' | 'production';
  seller: ZatcaSellerColumn;
  privateKeyEncrypted: string;
  certificate: string;
  secretEncrypted: string;
  certificateExpiresAt: Date;
  firstPih: string;
}

/** Onboarded: the unit and its production CSID in one row (ON CONFLICT: a second owner's tab lost the race). */
export async function insertEgsUnit(trx: Database, unit: NewEgsUnit): Promise<boolean> {
  const row = await trx
    .insertInto('zatcaEgsUnits')
    .values({
      restaurantId: unit.restaurantId,
      serial: unit.serial,
      environment: unit.environment,
      seller: JSON.stringify(unit.seller),
      privateKeyEncrypted: unit.privateKeyEncrypted,
      certificate: unit.certificate,
      secretEncrypted: unit.secretEncrypted,
      certificateExpiresAt: unit.certificateExpiresAt,
      lastPih: unit.firstPih,
    })
    .onConflict((oc) => oc.column('restaurantId').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Renewed: a new key and CSID for the same unit; the chain goes on where it was. */
export async function replaceEgsCsid(
  trx: Database,
  restaurantId: number,
  csid: { privateKeyEncrypted: string; certificate: string; secretEncrypted: string; expiresAt: Date },
): Promise<void> {
  await trx
    .updateTable('zatcaEgsUnits')
    .set({
      privateKeyEncrypted: csid.privateKeyEncrypted,
      certificate: csid.certificate,
      secretEncrypted: csid.secretEncrypted,
      certificateExpiresAt: csid.expiresAt,
      renewedAt: sql<Date>`now()`,
      // The new certificate gets its own reminder, 30 days before its own expiry (alerts/).
      renewalRemindedAt: null,
      updatedAt: sql<Date>`now()`,
    })
    .where('restaurantId', '=', restaurantId)
    .execute();
}
