import type { PushedOrderStatus } from '@sufra/domain/push';

/** Outbox job of this module: one push message to one subscription (push-send.ts). */
export const PUSH_SEND_JOB = 'push.send';

/**
 * What happened, as the facts the message is written from in the subscription's language when it is
 * sent (the language may change before then; the facts are the moment's, like the SMS's order number).
 */
export type PushEvent =
  | {
      type: 'order_status_update';
      orderPublicId: string;
      orderNumber: number;
      orderType: 'table' | 'takeaway';
      status: PushedOrderStatus;
      restaurantName: string;
      restaurantNameAr: string;
    }
  | {
      type: 'payment_received';
      paymentPublicId: string;
      orderPublicId: string;
      orderNumber: number;
      orderType: 'table' | 'takeaway';
      amountHalalas: number;
      restaurantName: string;
      restaurantNameAr: string;
    }
  | {
      type: 'staff_new_order';
      orderPublicId: string;
      orderNumber: number;
      tableNumber: number | null;
      totalHalalas: number;
    }
  | { type: 'staff_waiter_call'; callId: number; tableNumber: number; note: string | null }
  | {
      type: 'staff_payment_received';
      paymentPublicId: string;
      amountHalalas: number;
      tableNumber: number | null;
      orderNumbers: number[];
    };

declare module '../../platform/jobs/job-registry' {
  interface JobPayloads {
    /** `at`: when the event happened (ISO); a message older than its TTL is not sent any more. */
    [PUSH_SEND_JOB]: { subscriptionId: number; event: PushEvent; at: string };
  }
}
