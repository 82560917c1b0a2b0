export { paymentKeyOf, recordTakenHere, takenHereByKey } from './at-restaurant/record-payment.service';
export type { OrderMoney } from './at-restaurant/table-money.service';
export {
  completeTableSplits,
  lockTableMoney,
  moneyOfOrders,
  openSplitCountsByTable,
  ordersPaidAtRestaurant,
  tableSplits,
} from './at-restaurant/table-money.service';
export { tablePayments } from './at-restaurant/table-payment-view';
export {
  capturedSharesOf,
  paymentsInProgress,
  previewCancelRefund,
  refundAdjustedShares,
  refundCancelledOrder,
} from './cancel-refunds.service';
export type { PaymentRow } from './payments.repository';
export type { PaymentsContext } from './payments-context';
export { createOrderAfterPayment, enqueueOrderCreation } from './pending/order-after-payment.service';
export { settledPaymentOrderIds } from './settle-payment.service';
export type { SettlementFollowUp } from './settlement-follow-up';
