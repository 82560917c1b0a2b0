import type { UpdatePendingPaymentBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { call } from '../../../shared/api-client';

/** The split's own call: changing a split's configuration. */
export const splitApi = {
  /** A split's configuration; 409 SPLIT_IN_PROGRESS once an even share is paid. */
  updatePendingPayment: (restaurantId: number, pendingPaymentId: string, body: UpdatePendingPaymentBody) =>
    call(routes.updatePendingPayment, { params: { id: restaurantId, pid: pendingPaymentId }, body }).then(
      (d) => d.pendingPayment,
    ),
};
