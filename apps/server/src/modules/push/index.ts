export {
  orderPaymentListened,
  paymentHasListeners,
  queueNewOrderPush,
  queueOrderStatusPush,
  queuePaymentPush,
  queueWaiterCallPush,
} from './push-events.service';
