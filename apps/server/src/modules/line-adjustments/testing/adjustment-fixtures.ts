import type { AdjustmentResponse, StaffOrder } from '@sufra/domain/contracts';
import { staffCall } from '../../orders/testing/live-service';
import type { PaymentsTestApp } from '../../payments/testing/payment-fixtures';

/** A void or comp asked from the console: the status and the answer (or the refusal's code). */
export async function adjust(
  t: PaymentsTestApp,
  token: string,
  orderId: string,
  body: Record<string, unknown>,
) {
  const res = await staffCall(t.app, token, 'POST', `/orders/${orderId}/adjustments`, {
    reason: 'sent_back',
    ...body,
  });
  return {
    status: res.status,
    code: res.body?.error?.code as string | undefined,
    message: res.body?.error?.message as string | undefined,
    data: res.body?.data as AdjustmentResponse['data'],
  };
}

/** A manager's decision on a request: approve, decline or withdraw. */
export async function decide(t: PaymentsTestApp, token: string, id: number, decision: string) {
  const res = await staffCall(t.app, token, 'POST', `/adjustments/${id}/${decision}`);
  return {
    status: res.status,
    code: res.body?.error?.code as string | undefined,
    data: res.body?.data as AdjustmentResponse['data'],
  };
}

/** The order as staff see it. */
export async function staffOrder(t: PaymentsTestApp, token: string, id: string): Promise<StaffOrder> {
  const res = await staffCall(t.app, token, 'GET', `/orders?limit=50`);
  return (res.body.data.orders as StaffOrder[]).find((o) => o.id === id) as StaffOrder;
}

/** The id of the staff member with that e-mail. */
export async function staffIdOf(t: PaymentsTestApp, email: string): Promise<number> {
  const row = await t.db
    .selectFrom('staffUsers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
