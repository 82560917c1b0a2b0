export { printJobHandlers } from './print-job.handler';
export {
  enqueueReceiptPrint,
  enqueueTicketPrints,
  PRINT_JOB,
  PRINT_RETRY_CAP_MS,
  printJobLane,
} from './print-jobs';
export { printerAddressPolicy } from './printer-address';
