import type { SendInvoiceEmailBody } from '@sufra/domain/contracts';
import * as routes from '@sufra/domain/routes';
import { call } from '../../../shared/api-client';
import { proofHeaders } from '../../../shared/order-proof';

/** The invoice calls of the diner app, each a route of the contract's table. */
export const invoiceApi = {
  invoice: (id: string) => call(routes.getInvoice, { params: { id } }).then((d) => d.invoice),
  creditNote: (id: string) => call(routes.getCreditNote, { params: { id } }).then((d) => d.creditNote),
  orderInvoices: (orderId: string) =>
    call(routes.listOrderInvoices, { params: { id: orderId }, ...proofHeaders(orderId) }).then(
      (d) => d.invoices,
    ),
  email: (id: string, body: SendInvoiceEmailBody) => call(routes.emailInvoice, { params: { id }, body }),
};

/** How often a page asks again for a document being signed for ZATCA (signed within a second or two). */
export const SIGNING_RECHECK_MS = 1000;
