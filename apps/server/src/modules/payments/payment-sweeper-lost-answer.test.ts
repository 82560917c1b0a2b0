import { beforeEach, describe, expect, it } from 'vitest';
import * as sandboxStore from '../gateways/providers/sandbox/sandbox-store';
import { type PaymentsTestApp, progressRequest } from './testing/payment-fixtures';
import { sweeperTestBed } from './testing/sweeper-fixtures';

/**
 * Payments whose gateway answer was never saved (no gateway id): the gateway was unreachable, or it
 * charged a token while our process died. The sweeper asks the gateway by our idempotency key.
 */
describe('the payment sweeper, when the gateway answer was lost', () => {
  const bed = sweeperTestBed();
  const { sweeper, lapse, statusOf, payWithLostAnswer } = bed;
  let t: PaymentsTestApp;
  beforeEach(() => {
    t = bed.t;
  });

  it('abandons a lapsed payment that never reached the gateway', async () => {
    const s = sweeper();
    const { order, error, row } = await payWithLostAnswer({ mode: 'custom', customAmount: '20' });
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(row).toMatchObject({ gatewayPaymentId: null, status: 'pending' });
    expect((await progressRequest(t.app, order.id)).json().data.reservedAmount).toBe(2000);
    await lapse(row.publicId);
    expect(await s.runOnce()).toEqual({ abandoned: 1, settled: 0 });
    expect((await statusOf(row.publicId)).status).toBe('abandoned');
    expect((await progressRequest(t.app, order.id)).json().data.availableAmount).toBe(8600);
  });

  it('settles a token the gateway charged while the process died before saving its answer', async () => {
    const s = sweeper();
    // The gateway charges the token, then the answer is lost with the process: only the gateway knows.
    const { order, error, row } = await payWithLostAnswer(
      { mode: 'remaining', paymentMethod: 'card_payment', token: 'tok_sandbox_paid' },
      async (input) => {
        const { row: charged } = await sandboxStore.insertOrFind(t.db, {
          givenId: input.givenId,
          amountHalalas: input.amount,
          description: input.description,
          callbackUrl: input.callbackUrl,
          metadata: input.metadata,
          sourceType: input.source.type,
        });
        await sandboxStore.settle(t.db, charged.id, 'card', {
          status: 'paid',
          failureReason: null,
          message: 'APPROVED',
        });
      },
    );
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(row).toMatchObject({ gatewayPaymentId: null, status: 'pending' });
    await lapse(row.publicId);
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 1 });
    const after = await statusOf(row.publicId);
    expect(after.status).toBe('completed');
    expect(after.invoiceId).not.toBeNull();
    expect((await progressRequest(t.app, order.id)).json().data).toMatchObject({
      isFullyPaid: true,
      paidAmount: 8600,
    });
    expect(await s.runOnce()).toEqual({ abandoned: 0, settled: 0 });
  });

  it('abandons a lapsed payment whose hosted page was made but never reached the diner', async () => {
    const s = sweeper();
    // The gateway has it, 'initiated'; its page address is lost with the answer.
    const { order, error, row } = await payWithLostAnswer({ mode: 'remaining' }, (input, create) =>
      create(input),
    );
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    await lapse(row.publicId);
    expect(await s.runOnce()).toEqual({ abandoned: 1, settled: 0 });
    expect((await statusOf(row.publicId)).status).toBe('abandoned');
    expect((await progressRequest(t.app, order.id)).json().data.availableAmount).toBe(8600);
  });
});
