import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installKitchenFakes,
  openDisplay,
  SERVER_NOW,
  ticket,
  ticketOf,
  view,
} from './kitchen-display.test-support';

// The kitchen display by role: a waiter looks without bumping or recalling; a manager sets the colour
// timings.
installKitchenFakes();

describe('the kitchen display, by role', () => {
  it('lets a waiter look, without bumping or recalling', async () => {
    openDisplay('waiter', () =>
      view([ticket(41, 5)], {
        recallable: {
          id: ticket(40, 9).id,
          orderNumber: 40,
          orderType: 'table',
          tableNumber: 1,
          readyAt: SERVER_NOW,
        },
      }),
    );
    const card = await ticketOf(41);
    expect(card.getByText('Lamb kabsa')).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Recall/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Timings' })).not.toBeInTheDocument();
  });

  it('lets a manager change the colour timings, late only after warn', async () => {
    const user = userEvent.setup();
    let thresholds = { warnMinutes: 10, lateMinutes: 20 };
    const server = openDisplay(
      'manager',
      () => view([ticket(41, 12)], { thresholds }),
      ({ method, path, body }) => {
        if (method !== 'PATCH' || path !== '/api/staff/kitchen/settings') return undefined;
        thresholds = body as typeof thresholds;
        return { status: 200, body: { data: { thresholds } } };
      },
    );
    expect((await ticketOf(41)).getByText('Waiting long')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Timings' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ticket colour timings' }));
    await user.clear(dialog.getByLabelText(/Amber after/));
    await user.type(dialog.getByLabelText(/Amber after/), '15');
    await user.clear(dialog.getByLabelText(/Red after/));
    await user.type(dialog.getByLabelText(/Red after/), '12');
    await user.click(dialog.getByRole('button', { name: 'Save timings' }));
    expect(dialog.getByLabelText(/Red after/)).toHaveAccessibleDescription(
      'The ticket is late. Red must come after amber: enter more minutes than for amber.',
    );
    expect(server.changes()).toHaveLength(0);

    await user.clear(dialog.getByLabelText(/Red after/));
    await user.type(dialog.getByLabelText(/Red after/), '25');
    await user.click(dialog.getByRole('button', { name: 'Save timings' }));
    expect(await screen.findByText('Timings saved: every kitchen screen uses them now.')).toBeInTheDocument();
    expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/api/staff/kitchen/settings', { warnMinutes: 15, lateMinutes: 25 }],
    ]);
    expect((await ticketOf(41)).getByText('On time')).toBeInTheDocument();
  });
});
