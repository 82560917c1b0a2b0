export { creditNotesOfOrders, hasInvoiceToCredit, issueCreditNoteForPayment } from './credit-notes.service';
export { applyPhase2, type InvoiceFacts, invoiceFactsOf } from './invoices.repository';
export { invoiceRiderFor, issueInvoiceForPayment } from './invoices.service';
export { reissueInvoice } from './reissue-invoice.service';
export { issueTableInvoice } from './table-invoice.service';
