export { creditNotesOfOrders, hasInvoiceToCredit, issueCreditNoteForPayment } from './credit-notes.service';
export { issueInvoiceForPayment } from './invoices.service';
export { issueTableInvoice } from './table-invoice.service';
