import type { AddOrderItemsBody, PlaceOrderBody, ValidateCouponBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { call } from '../../../shared/api-client';
import { proofHeaders } from '../../../shared/order-proof';

/** The cart's calls: an order placed, items added to one, a coupon checked before either. */
export const cartApi = {
  /** A takeaway order comes with its secret (`orderKey`), answered this once. */
  placeOrder: (restaurantId: number, body: PlaceOrderBody) =>
    call(routes.placeOrder, { params: { id: restaurantId }, body }),
  addOrderItems: (orderId: string, body: AddOrderItemsBody) =>
    call(routes.addOrderItems, { params: { id: orderId }, body, ...proofHeaders(orderId) }).then(
      (d) => d.order,
    ),
  validateCoupon: (restaurantId: number, body: ValidateCouponBody) =>
    call(routes.validateCoupon, { params: { id: restaurantId }, body }),
};
