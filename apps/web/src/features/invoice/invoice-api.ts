import type { CreditNote, Invoice, InvoiceSummary } from '@sufra/domain/contracts';
import { apiClient } from '../../shared/api-client';
import { proofHeaders } from '../../shared/order-proof';

/** The invoice calls of the diner app (paths relative to /api). */
export const invoiceApi = {
  invoice: (id: string) =>
    apiClient.get<{ invoice: Invoice }>(`/public/invoices/${encodeURIComponent(id)}`).then((d) => d.invoice),
  creditNote: (id: string) =>
    apiClient
      .get<{ creditNote: CreditNote }>(`/public/credit-notes/${encodeURIComponent(id)}`)
      .then((d) => d.creditNote),
  orderInvoices: (orderId: string) =>
    apiClient
      .get<{ invoices: InvoiceSummary[] }>(
        `/public/orders/${encodeURIComponent(orderId)}/invoices`,
        proofHeaders(orderId),
      )
      .then((d) => d.invoices),
  email: (id: string, body: { email: string; language: 'ar' | 'en' }) =>
    apiClient.post<{ queued: true }>(`/public/invoices/${encodeURIComponent(id)}/email`, body),
};
