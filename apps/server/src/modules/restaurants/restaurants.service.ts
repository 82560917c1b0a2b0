import { AppError } from '@sufra/domain';
import type { BusinessCategory, PublicRestaurant } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { readMaintenance } from '../settings';
import { findRestaurantById, listBusinessCategories, type RestaurantRow } from './restaurants.repository';

function toPublicRestaurant(row: RestaurantRow): PublicRestaurant {
  return {
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    slug: row.slug,
    logo: row.logoUrl,
    requirePaymentBeforeOrder: row.requirePaymentBeforeOrder,
    pricingMode: row.pricingMode,
    vatNumber: row.vatNumber,
    phone: row.phone,
    maintenance: row.maintenanceMode
      ? { message: row.maintenanceMessage, messageAr: row.maintenanceMessageAr }
      : null,
  };
}

/**
 * A restaurant diners can reach. One the platform admin suspended answers RESTAURANT_SUSPENDED (409): the
 * diner's page says it is closed to orders and payments on Sufra (its staff still sign in and read history).
 */
function openRestaurant<R extends { status: string }>(row: R | undefined): R {
  if (!row) throw new AppError('RESTAURANT_NOT_FOUND');
  if (row.status !== 'active') throw new AppError('RESTAURANT_SUSPENDED');
  return row;
}

export async function getPublicRestaurant(db: Database, id: number): Promise<PublicRestaurant> {
  return inTransaction(db, async (trx) =>
    toPublicRestaurant(openRestaurant(await findRestaurantById(trx, id))),
  );
}

/**
 * For the diner routes that reach a restaurant through an order or a payment: refused once suspended.
 * Answers what it read, its maintenance switch included, so a payment checks that without a second read.
 */
export async function assertRestaurantOpen(db: Database, id: number) {
  return openRestaurant(await readMaintenance(db, id));
}

/** The staff's own restaurant, suspended or not (its slug names its QR links). */
export async function getStaffRestaurant(db: Database, id: number): Promise<PublicRestaurant> {
  const row = await findRestaurantById(db, id);
  if (!row) throw new AppError('RESTAURANT_NOT_FOUND');
  return toPublicRestaurant(row);
}

export function getBusinessCategories(db: Database): Promise<BusinessCategory[]> {
  return inTransaction(db, (trx) => listBusinessCategories(trx));
}
