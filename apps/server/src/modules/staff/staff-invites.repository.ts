import type { Language } from '@sufra/domain';
import type { RestaurantRole } from '@sufra/domain/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A restaurant's invitation, or a platform admin's (no restaurant: the table's check, migration 0028). */
type NewInvite = {
  email: string;
  name: string;
  language: Language;
  invitedByStaffId: number;
  expiresAt: Date;
} & ({ restaurantId: number; role: RestaurantRole } | { restaurantId: null; role: 'admin' });

export async function insertInvite(trx: Database, row: NewInvite): Promise<number> {
  const { id } = await trx.insertInto('staffInvites').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Withdraws the address's open invitations at this restaurant (a new one replaces them); answers their ids. */
export async function revokeOpenInvitesFor(trx: Database, restaurantId: number, email: string) {
  const rows = await trx
    .updateTable('staffInvites')
    .set({ revokedAt: sql<Date>`now()` })
    .where('restaurantId', '=', restaurantId)
    .where('email', '=', email)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

function invitesWithInviter(db: Database) {
  return db
    .selectFrom('staffInvites as i')
    .leftJoin('staffUsers as by', 'by.id', 'i.invitedByStaffId')
    .select([
      'i.id',
      'i.email',
      'i.name',
      'i.role',
      'i.language',
      'i.expiresAt',
      'i.createdAt',
      'by.id as inviterId',
      'by.name as inviterName',
    ]);
}

/** Invitations neither accepted, withdrawn nor expired, newest first. */
export function listOpenInvites(db: Database, restaurantId: number) {
  return invitesWithInviter(db)
    .where('i.restaurantId', '=', restaurantId)
    .where('i.acceptedAt', 'is', null)
    .where('i.revokedAt', 'is', null)
    .where('i.expiresAt', '>', sql<Date>`now()`)
    .orderBy('i.id', 'desc')
    .execute();
}

export function findInviteView(db: Database, restaurantId: number, id: number) {
  return invitesWithInviter(db)
    .where('i.restaurantId', '=', restaurantId)
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/** An open invitation of the restaurant, locked for its withdrawal. */
export function lockOpenInvite(trx: Database, restaurantId: number, id: number) {
  return trx
    .selectFrom('staffInvites')
    .select(['id', 'email', 'role'])
    .where('restaurantId', '=', restaurantId)
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function revokeInvite(trx: Database, id: number): Promise<void> {
  await trx.updateTable('staffInvites').set({ revokedAt: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** A platform admin's invitation has no restaurant: it names the platform instead. */
const PLATFORM_NAME = { en: 'Sufra', ar: 'سفرة' } as const;

const inviteWithRestaurant = (db: Database) =>
  db
    .selectFrom('staffInvites as i')
    .leftJoin('restaurants as r', 'r.id', 'i.restaurantId')
    .leftJoin('staffUsers as by', 'by.id', 'i.invitedByStaffId')
    .select([
      'i.id',
      'i.restaurantId',
      'i.email',
      'i.name',
      'i.role',
      'i.language',
      'i.expiresAt',
      'i.acceptedAt',
      'i.revokedAt',
      sql<string>`coalesce(r.name, ${PLATFORM_NAME.en})`.as('restaurantName'),
      sql<string>`coalesce(r.name_ar, ${PLATFORM_NAME.ar})`.as('restaurantNameAr'),
      'by.name as inviterName',
    ]);

/** What the invitation mail shows. */
export function findInviteForMail(db: Database, id: number) {
  return inviteWithRestaurant(db).where('i.id', '=', id).executeTakeFirst();
}

export function findInviteByTokenHash(db: Database, tokenHash: string) {
  return inviteWithRestaurant(db).where('i.tokenHash', '=', tokenHash).executeTakeFirst();
}

/** Sets the digest of the link being mailed, while the invitation is still open; false if it is not. */
export async function setInviteToken(db: Database, id: number, tokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable('staffInvites')
    .set({ tokenHash })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Uses the invitation up, once: of two accepts at the same moment exactly one gets the row. */
export async function claimInvite(trx: Database, id: number): Promise<boolean> {
  const result = await trx
    .updateTable('staffInvites')
    .set({ acceptedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setInviteAccount(trx: Database, id: number, staffUserId: number): Promise<void> {
  await trx
    .updateTable('staffInvites')
    .set({ acceptedStaffUserId: staffUserId })
    .where('id', '=', id)
    .execute();
}

/** An open (neither accepted, withdrawn nor expired) invitation of the address, anywhere on the platform. */
export async function hasOpenInviteFor(db: Database, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('staffInvites')
    .select('id')
    .where('email', '=', email)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The platform admins' invitations (never withdrawn ones), newest first. */
export function listAdminInvites(db: Database, limit: number) {
  return db
    .selectFrom('staffInvites')
    .select(['id', 'email', 'name', 'expiresAt', 'acceptedAt'])
    .where('role', '=', 'admin')
    .where('revokedAt', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findAdminInvite(db: Database, id: number) {
  return db
    .selectFrom('staffInvites')
    .select(['id', 'email', 'name', 'expiresAt', 'acceptedAt'])
    .where('role', '=', 'admin')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * Where a restaurant's owner invitation goes again (issue 13): the restaurant (undefined: unknown), its last
 * owner invitation's address, name and language, or else its application's contact, and its table count
 * (the welcome mail says it).
 */
export async function findOwnerInviteTarget(db: Database, restaurantId: number) {
  const restaurant = await db
    .selectFrom('restaurants as r')
    .select((eb) => [
      'r.id',
      eb
        .selectFrom('tables as t')
        .select((t) => t.fn.countAll<number>().as('n'))
        .whereRef('t.restaurantId', '=', 'r.id')
        .as('tables'),
    ])
    .where('r.id', '=', restaurantId)
    .executeTakeFirst();
  if (!restaurant) return undefined;
  const invite = await db
    .selectFrom('staffInvites')
    .select(['email', 'name', 'language'])
    .where('restaurantId', '=', restaurantId)
    .where('role', '=', 'owner')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const application = invite
    ? undefined
    : await db
        .selectFrom('onboardingApplications')
        .select(['contactPersonEmail as email', 'contactPersonName as name', 'language'])
        .where('restaurantId', '=', restaurantId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
  const to = invite ?? application;
  return {
    tables: Number(restaurant.tables ?? 0),
    email: to?.email ?? null,
    name: to?.name ?? '',
    language: (to?.language ?? 'ar') as Language,
  };
}

/** Withdraws the restaurant's open owner invitations (a fresh one replaces them); answers their ids. */
export async function revokeOpenOwnerInvites(trx: Database, restaurantId: number): Promise<number[]> {
  const rows = await trx
    .updateTable('staffInvites')
    .set({ revokedAt: sql<Date>`now()` })
    .where('restaurantId', '=', restaurantId)
    .where('role', '=', 'owner')
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
