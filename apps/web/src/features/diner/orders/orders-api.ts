import type { OrderPhoneNumberBody, SendInvoiceEmailBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { call } from '../../../shared/api-client';
import { proofHeaders } from '../../../shared/order-proof';

/** The calls of an order's screens: a phone number for its ready message, its receipt by e-mail. */
export const ordersApi = {
  setPhoneNumber: (orderId: string, body: OrderPhoneNumberBody) =>
    call(routes.setOrderPhoneNumber, { params: { id: orderId }, body, ...proofHeaders(orderId) }),
  sendInvoiceEmail: (orderId: string, body: SendInvoiceEmailBody) =>
    call(routes.sendOrderInvoiceEmail, { params: { id: orderId }, body, ...proofHeaders(orderId) }),
};
