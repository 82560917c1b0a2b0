import type { PushMessage } from '@sufra/domain/push';

// The service worker imports this file too: no DOM, no React.

/** The look of a message: one per order status (spec section 4 "Foreground push"), money, staff. */
export type PushLook =
  | 'preparing'
  | 'ready'
  | 'completed'
  | 'cancelled'
  | 'payment'
  | 'newOrder'
  | 'waiterCall';

export function pushLook(message: Pick<PushMessage, 'type' | 'status'>): PushLook {
  switch (message.type) {
    case 'payment_received':
    case 'staff_payment_received':
      return 'payment';
    case 'staff_new_order':
      return 'newOrder';
    case 'staff_waiter_call':
      return 'waiterCall';
    default:
      return message.status ?? 'preparing';
  }
}

/** The system notification's icon (apps/web/public/push/, drawn in the look's colour). */
export function pushIcon(message: Pick<PushMessage, 'type' | 'status'>): string {
  return `/push/${pushLook(message)}.png`;
}
