import { createOrdersTestApp, type OrdersTestApp } from '../../orders/testing/test-app';

/** The whole app on an in-process bus (invoices are one of its built-in modules). */
export function createInvoicesTestApp(): Promise<OrdersTestApp> {
  return createOrdersTestApp();
}
