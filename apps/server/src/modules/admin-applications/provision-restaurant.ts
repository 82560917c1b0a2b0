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
} from './admin-applications.repository';
import { restaurantSlug } from './restaurant-slug';

/** Tables a new restaurant starts with (numbers 1–10; the owner adds, removes or renumbers them). */
const DEFAULT_TABLES = 10;
const TAKEAWAY_POINT = { name: 'Takeaway counter', nameAr: 'استلام الطلبات الخارجية' };

/** `<name>-<application id>`; in the rare case a restaurant made by hand holds it, `-2`, `-3`… after it. */
async function freeSlug(trx: Database, application: DecidedApplication): Promise<string> {
  const slug = restaurantSlug(application.name, application.nameAr, application.id);
  if (!(await isSlugTaken(trx, slug))) return slug;
  for (let n = 2; ; n++) if (!(await isSlugTaken(trx, `${slug}-${n}`))) return `${slug}-${n}`;
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
    slug: await freeSlug(trx, application),
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
  return { restaurant: { id: restaurant.id, slug: restaurant.slug }, ownerInvite, tables: DEFAULT_TABLES };
}
