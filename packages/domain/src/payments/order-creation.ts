/**
 * Paying before ordering: whether a failed creation of the paid order may still be retried. The refund is
 * issued only once no retry can create the order: every attempt is used, or the refund's time has come.
 */
export function canRetryOrderCreation(c: {
  /** the pending payment's stored status: 'cancelled' once its refund was issued */
  status: string;
  creationStatus: string;
  attempts: number;
  maxAttempts: number;
  /** when the payment is refunded without an order (null: not scheduled) */
  refundDueAt: Date | null;
  now: Date;
}): boolean {
  if (c.status === 'cancelled' || c.creationStatus !== 'failed') return false;
  if (c.attempts >= c.maxAttempts) return false;
  return c.refundDueAt === null || c.now < c.refundDueAt;
}
