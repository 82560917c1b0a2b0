import { adjustedOrderTotals, halalas, type OrderTotals } from '@sufra/domain';
import type { Database } from '../../db/schema';
import { reapplyOrderCoupon } from '../coupons';
import { getPublicRestaurant } from '../restaurants';
import { lineTotalNow } from './order-view';
import { listOrderItems, type OrderRow, updateOrder } from './orders.repository';

/**
 * Computes the locked order's totals again over its lines as they stand now, after a void or comp (issue 29
 * item 5): each line less its approved voided and comped units, the coupon evaluated again over them (as a
 * new round does), the discount never more than what is left, VAT by the restaurant's pricing mode,
 * rounded once. Writes them (version up once) and returns them; the caller holds the order's row lock.
 */
export async function repriceLockedOrder(trx: Database, row: OrderRow): Promise<OrderTotals> {
  const restaurant = await getPublicRestaurant(trx, row.restaurantId);
  const items = await listOrderItems(trx, [row.id]);
  const lines = items.map((i) => ({
    quantity: i.quantity,
    lineTotal: halalas(i.lineTotalHalalas),
    adjusted: Number(i.voided) + Number(i.comped),
  }));
  const discount =
    row.couponId === null
      ? halalas(row.discountHalalas)
      : await reapplyOrderCoupon(trx, {
          couponId: row.couponId,
          orderId: row.id,
          lines: items.map((i) => ({
            itemId: i.menuItemId ?? -1,
            lineTotal: lineTotalNow(i),
            quantity: i.quantity - Number(i.voided) - Number(i.comped),
          })),
          placedAt: row.createdAt,
          previous: halalas(row.discountHalalas),
        });
  const totals = adjustedOrderTotals(lines, discount, restaurant.pricingMode);
  await updateOrder(trx, row.id, {
    subtotalHalalas: totals.subtotal,
    taxHalalas: totals.tax,
    discountHalalas: totals.discount,
    totalHalalas: totals.total,
  });
  return totals;
}
