export type { ReceiptDocument } from '@sufra/domain/contracts';
export { enqueueReceiptPrint, enqueueTicketPrints } from './print-jobs';
