import { AppError } from '@sufra/domain';
import type { BusinessCategory, PublicRestaurant } from '@sufra/domain/contracts';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../platform/db/transaction';
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
  };
}

/** A restaurant diners can reach; a suspended one looks exactly like a missing one. */
export async function getPublicRestaurant(db: Database, id: number): Promise<PublicRestaurant> {
  return inTransaction(db, async (trx) => {
    const row = await findRestaurantById(trx, id);
    if (row?.status !== 'active') throw new AppError('RESTAURANT_NOT_FOUND');
    return toPublicRestaurant(row);
  });
}

export function getBusinessCategories(db: Database): Promise<BusinessCategory[]> {
  return inTransaction(db, (trx) => listBusinessCategories(trx));
}
