import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStreamsForEachTest } from '../../../test/fake-event-source';
import {
  boardOrder,
  cancellationPreview,
  cancelledWith,
  cardOf,
  openBoard,
  stream,
} from './orders-board.test-support';

// Cancelling from the orders board: exactly what goes back is shown first, a reason is required, the figure
// and the version shown are what is sent, and a changed refund is shown and asked again.

fakeStreamsForEachTest();

/** A 145.00 order being prepared, `paid` of it paid in one share: cancelling it refunds that share. */
function partlyPaid(paid: number, version: number) {
  const order = boardOrder('preparing', {
    moves: ['ready', 'cancelled'],
    version,
    bill: { state: 'partially_paid', total: 14500, paid, remaining: 14500 - paid, refunded: 0, tipsPaid: 0 },
  });
  return { order, refund: { amount: paid, shares: 1, creditNotes: 1 } };
}

describe('cancelling an order from the board', () => {
  it('cancels only after showing exactly what goes back, with the reason, that figure and the version', async () => {
    const user = userEvent.setup();
    const { order, refund } = partlyPaid(7250, 4);
    const server = openBoard(
      'owner',
      () => [order],
      ({ method, path }) => {
        if (method === 'GET' && path === `/api/staff/orders/${order.id}/cancellation`)
          return cancellationPreview(order, refund, 1);
        if (method === 'POST' && path === `/api/staff/orders/${order.id}/cancel`)
          return cancelledWith(refund);
        return undefined;
      },
    );
    await user.click(
      (await cardOf(order.orderNumber)).getByRole('button', { name: `Cancel order ${order.orderNumber}` }),
    );
    const dialog = within(screen.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` }));
    expect(await dialog.findByText('SAR 72.50')).toBeInTheDocument();
    expect(dialog.getByText('1 paid share goes back to where it was paid.')).toBeInTheDocument();
    expect(dialog.getByText('1 credit note is issued for the invoice.')).toBeInTheDocument();
    expect(dialog.getByText(/A diner is paying by card right now/)).toBeInTheDocument();

    // The reason is required: nothing is sent without one.
    await user.click(dialog.getByRole('button', { name: 'Cancel and refund SAR 72.50' }));
    expect(dialog.getByLabelText(/Reason for cancelling/)).toHaveAccessibleDescription(
      /Write why the order is cancelled/,
    );
    expect(server.changes()).toHaveLength(0);

    await user.type(dialog.getByLabelText(/Reason for cancelling/), 'The diner left');
    await user.click(dialog.getByRole('button', { name: 'Cancel and refund SAR 72.50' }));
    expect(
      await screen.findByText(`Order ${order.orderNumber} cancelled: SAR 72.50 goes back to the diners`),
    ).toBeInTheDocument();
    expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        `/api/staff/orders/${order.id}/cancel`,
        { reason: 'The diner left', expectedRefund: 7250, version: 4 },
      ],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the cancel button usable while an event reads the preview again', async () => {
    // On a busy floor an event arrives every few seconds; the button went grey for each re-read and a tap
    // at that moment did nothing (an end-to-end journey lost its click this way).
    const user = userEvent.setup();
    const { order, refund } = partlyPaid(1000, 3);
    const preview = cancellationPreview(order, refund);
    let previewReads = 0;
    let answerHeldRead: (answer: typeof preview) => void = () => undefined;
    const server = openBoard(
      'manager',
      () => [order],
      ({ method, path }) => {
        if (method === 'GET' && path.endsWith('/cancellation')) {
          previewReads += 1;
          if (previewReads === 1) return preview;
          return new Promise((resolve) => {
            answerHeldRead = resolve;
          });
        }
        if (method === 'POST' && path.endsWith('/cancel')) return cancelledWith(refund);
        return undefined;
      },
    );
    const source = await stream();
    await user.click(
      (await cardOf(order.orderNumber)).getByRole('button', { name: `Cancel order ${order.orderNumber}` }),
    );
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByText('SAR 10.00')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Reason for cancelling/), 'The guest left');

    act(() => source.emit('order.updated', { type: 'order.updated', restaurantId: 1, tableNumber: 4 }));
    await waitFor(() => expect(previewReads).toBe(2));
    const confirm = dialog.getByRole('button', { name: 'Cancel and refund SAR 10.00' });
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(server.changes().map((r) => r.body)).toEqual([
        { reason: 'The guest left', expectedRefund: 1000, version: 3 },
      ]),
    );
    act(() => answerHeldRead(preview));
  });

  it('says when nothing was paid, and when the refund changed shows the new figure and sends only that', async () => {
    const user = userEvent.setup();
    const order = boardOrder('pending', { moves: ['confirmed', 'cancelled'], version: 2 });
    let cancels = 0;
    const server = openBoard(
      'manager',
      () => [order],
      ({ method, path }) => {
        if (method === 'GET' && path.endsWith('/cancellation'))
          return cancellationPreview(order, { amount: 0, shares: 0, creditNotes: 0 });
        if (method === 'POST' && path.endsWith('/cancel')) {
          cancels += 1;
          if (cancels === 1)
            return {
              status: 409,
              body: {
                error: {
                  code: 'REFUND_CHANGED',
                  message: 'The refund changed in the meantime.',
                  params: { amount: '50.00', amountHalalas: 5000, shares: 1, creditNotes: 1, byHand: 0 },
                },
              },
            };
          return cancelledWith({ amount: 5000, shares: 1, creditNotes: 1 });
        }
        return undefined;
      },
    );
    await user.click(
      (await cardOf(order.orderNumber)).getByRole('button', { name: `Cancel order ${order.orderNumber}` }),
    );
    const dialog = within(screen.getByRole('dialog'));
    expect(
      await dialog.findByText('Nothing was paid for this order, so nothing is refunded.'),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Reason for cancelling/), 'Duplicate order');
    await user.click(dialog.getByRole('button', { name: 'Cancel the order' }));

    expect(await dialog.findByText('SAR 50.00')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(/The refund changed while this was open/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel and refund SAR 50.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.changes().map((r) => r.body)).toEqual([
      { reason: 'Duplicate order', expectedRefund: 0, version: 2 },
      { reason: 'Duplicate order', expectedRefund: 5000, version: 2 },
    ]);
  });
});
