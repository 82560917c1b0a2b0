import { describe, expect, it } from 'vitest';
import { canRetryOrderCreation } from './order-creation';

const now = new Date('2026-11-24T12:00:00Z');
const failed = {
  status: 'completed',
  creationStatus: 'failed',
  attempts: 1,
  maxAttempts: 5,
  refundDueAt: new Date('2026-11-24T12:10:00Z'),
  now,
};

describe('canRetryOrderCreation', () => {
  it('a failed creation is retryable while attempts are left and the refund is not due', () => {
    expect(canRetryOrderCreation(failed)).toBe(true);
    expect(canRetryOrderCreation({ ...failed, attempts: 4 })).toBe(true);
    expect(canRetryOrderCreation({ ...failed, refundDueAt: null })).toBe(true);
  });

  it('not once every attempt is used, the refund is due or issued, or nothing failed', () => {
    expect(canRetryOrderCreation({ ...failed, attempts: 5 })).toBe(false);
    expect(canRetryOrderCreation({ ...failed, refundDueAt: now })).toBe(false);
    expect(canRetryOrderCreation({ ...failed, status: 'cancelled' })).toBe(false);
    expect(canRetryOrderCreation({ ...failed, creationStatus: 'created' })).toBe(false);
    expect(canRetryOrderCreation({ ...failed, creationStatus: 'waiting' })).toBe(false);
  });
});
