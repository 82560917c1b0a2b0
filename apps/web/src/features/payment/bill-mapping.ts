import { halalas } from '@sufra/domain';
import type { PaymentProgress as ProgressView } from '@sufra/domain/contracts';
import type { PaymentProgress } from '../../shared/store/order-slice';

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
