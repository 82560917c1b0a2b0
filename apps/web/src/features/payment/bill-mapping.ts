import { halalas } from '@sufra/domain';
import type { PaymentProgress as ProgressView } from '@sufra/domain/contracts';
import type { OrderSummary } from '../../shared/api-types';
import type { PaymentProgress, PlacedOrder } from '../../shared/store/order-slice';

/** The order being paid, as the store keeps it (amounts in halalas from the server, never recomputed). */
export function billFromOrder(order: OrderSummary): PlacedOrder {
  return {
    orderId: order.id,
    orderNumber: String(order.orderNumber),
    orderItems: order.items.map((item) => ({
      itemId: item.itemId ?? 0,
      name: item.name,
      nameAr: item.nameAr,
      price: halalas(item.unitPrice),
      quantity: item.quantity,
    })),
    orderTotal: halalas(order.total),
    subtotal: halalas(order.subtotal),
    taxAmount: halalas(order.taxAmount),
    discountAmount: halalas(order.discountAmount),
    orderStatus: order.status,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    appliedCoupon: order.appliedCoupon?.code ?? null,
  };
}

export function progressFromView(view: ProgressView): PaymentProgress {
  return {
    isFullyPaid: view.isFullyPaid,
    hasPartialPayments: view.hasPartialPayments,
    paidAmount: halalas(view.paidAmount),
    remainingAmount: halalas(view.remainingAmount),
    reservedAmount: halalas(view.reservedAmount),
    availableAmount: halalas(view.availableAmount),
    progressPercentage: view.progressPercentage,
    itemPayments: view.itemPayments.map((p) => ({
      itemIndex: p.itemIndex,
      paidShares: p.paidShares,
      reservedShares: p.reservedShares,
      sharedBy: p.sharedBy,
      paidAmount: halalas(p.paidAmount),
    })),
  };
}
