import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema';
import { newQrHash } from '../../platform/crypto/qr-hash';
import { inviteFirstOwner } from '../staff';
import {
  type DecidedApplication,
  insertRestaurant,
  insertTables,
  insertTakeawayPoint,
  isSlugTaken,
  setApplicationRestaurant,
  setRestaurantSlug,
} from './admin-applications.repository';
import { restaurantSlug } from './restaurant-slug';

/** Tables a new restaurant starts with (numbers 1–10; the owner adds, removes or renumbers them). */
const DEFAULT_TABLES = 10;
const TAKEAWAY_POINT = { name: 'Takeaway counter', nameAr: 'استلام الطلبات الخارجية' };

/**
 * `<name>-<restaurant id>`: every reader of a slug (the QR link's welcome page, the first screen the server
 * draws, the scanner) takes the restaurant's id from its tail, so the tail is the restaurant's id and
 * nothing else (it was the application's id, which sent a new restaurant's diners to another restaurant).
 * In the rare case a restaurant made by hand holds it, `<name>-2-<id>`, `<name>-3-<id>`…
 */
async function freeSlug(
  trx: Database,
  application: DecidedApplication,
  restaurantId: number,
): Promise<string> {
  const slug = restaurantSlug(application.name, application.nameAr, restaurantId);
  if (!(await isSlugTaken(trx, slug))) return slug;
  const base = slug.slice(0, slug.lastIndexOf('-'));
  for (let n = 2; ; n++) {
    const numbered = `${base}-${n}-${restaurantId}`;
    if (!(await isSlugTaken(trx, numbered))) return numbered;
  }
}

/**
 * The approved application's restaurant, in the approval's transaction: its fields from the application,
 * settings at their defaults (the columns'), DEFAULT_TABLES tables and one takeaway point each with a fresh
 * 128-bit hash, an empty menu (no categories), and the owner's invitation to the contact address.
 */
export async function provisionRestaurant(
  trx: Database,
  application: DecidedApplication,
  input: { adminId: number; ownerEmail: string },
) {
  const restaurant = await insertRestaurant(trx, {
    name: application.name,
    nameAr: application.nameAr || application.name,
    // Named once its id is known (below); unique meanwhile, inside this transaction.
    slug: `provisioning-${randomUUID()}`,
    description: application.description,
    descriptionAr: application.descriptionAr,
    address: application.address,
    addressAr: application.addressAr,
    city: application.city,
    phone: application.phone,
    email: input.ownerEmail,
    logoUrl: application.logoUrl,
    businessCategoryId: application.categoryId,
    commercialRegistration: application.businessRegistration,
  });
  const slug = await freeSlug(trx, application, restaurant.id);
  await setRestaurantSlug(trx, restaurant.id, slug);
  await insertTables(
    trx,
    Array.from({ length: DEFAULT_TABLES }, (_, i) => ({
      restaurantId: restaurant.id,
      number: i + 1,
      hash: newQrHash(),
      capacity: restaurant.defaultTableCapacity,
    })),
  );
  await insertTakeawayPoint(trx, { restaurantId: restaurant.id, ...TAKEAWAY_POINT, hash: newQrHash() });
  await setApplicationRestaurant(trx, application.id, restaurant.id);
  const ownerInvite = await inviteFirstOwner(trx, {
    restaurantId: restaurant.id,
    email: input.ownerEmail,
    name: application.contactPersonName ?? '',
    language: application.language,
    invitedBy: input.adminId,
    tables: DEFAULT_TABLES,
  });
  return { restaurant: { id: restaurant.id, slug }, ownerInvite, tables: DEFAULT_TABLES };
}
