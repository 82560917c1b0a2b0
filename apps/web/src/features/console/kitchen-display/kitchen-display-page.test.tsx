import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { error } from '../../../test/staff-test-server';
import {
  articleOf,
  chimes,
  installKitchenFakes,
  kabsa,
  laban,
  minutesAgo,
  openDisplay,
  SERVER_NOW,
  shownOrders,
  ticket,
  ticketOf,
  view,
} from './kitchen-display.test-support';

// The kitchen display (/dashboard/kitchen) against the API's shapes: tickets by age and colour on the
// server's clock, add-on rounds, bumps sent as the server expects (and undone when refused), recall, the
// all-day counts, full screen. Its live stream: kitchen-display-live.test.tsx; the roles: -roles.test.tsx.
installKitchenFakes();

describe('the kitchen display', () => {
  it('shows the open tickets oldest first, each coloured by its age on the server’s clock and the thresholds', async () => {
    openDisplay('kitchen', () =>
      view(
        [
          ticket(41, 16, { notes: 'Birthday table: bring the cake last' }),
          ticket(42, 7, { tableNumber: null, orderType: 'takeaway' }),
          ticket(43, 0),
        ],
        { thresholds: { warnMinutes: 5, lateMinutes: 15 } },
      ),
    );
    const oldest = await ticketOf(41);
    expect(shownOrders()).toEqual(['Order 41, Table 4#41', 'Order 42, Takeaway#42', 'Order 43, Table 4#43']);
    expect(oldest.getByText('16 min')).toBeInTheDocument();
    expect(oldest.getByText('Late')).toBeInTheDocument();
    expect(await articleOf(41)).toHaveAttribute('data-colour', 'late');
    expect(oldest.getByText('Order note: Birthday table: bring the cake last')).toBeInTheDocument();
    const line = oldest.getByRole('button', { pressed: false });
    expect(line).toHaveTextContent('2×Lamb kabsa');
    expect(line).toHaveTextContent('Rice: Extra rice');
    expect(line).toHaveTextContent('Note: No raisins');
    expect(oldest.getByText('0 of 1 done')).toBeInTheDocument();
    expect(oldest.getByText('Not started')).toBeInTheDocument();

    const takeaway = await ticketOf(42, 'Takeaway');
    expect(takeaway.getByText('7 min')).toBeInTheDocument();
    expect(takeaway.getByText('Waiting long')).toBeInTheDocument();
    const newest = await ticketOf(43);
    expect(newest.getByText('Just now')).toBeInTheDocument();
    expect(newest.getByText('On time')).toBeInTheDocument();
    expect(screen.getByText('3 open tickets')).toBeInTheDocument();
    // The first read is what was there already: nothing is announced as new.
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(chimes()).toBe(0);
  });

  it('marks an add-on round with the time it came', async () => {
    openDisplay('kitchen', () =>
      view([
        ticket(41, 12, {
          status: 'preparing',
          batches: [
            { batch: 0, addedAt: minutesAgo(12), items: [{ ...kabsa, bumpedAt: minutesAgo(4) }] },
            { batch: 1, addedAt: minutesAgo(3), items: [laban] },
          ],
        }),
      ]),
    );
    const card = await ticketOf(41);
    const addOn = card.getByRole('heading', { level: 3 });
    expect(addOn).toHaveTextContent('Add-on 1');
    // 15:27 UTC is 18:27 in Riyadh.
    expect(addOn).toHaveTextContent('added 18:27, 3 min ago');
    expect(addOn.closest('section')).toHaveTextContent('1×Laban');
    expect(card.getByRole('button', { name: /Lamb kabsa/ })).toHaveAttribute('aria-pressed', 'true');
    expect(card.getByText('1 of 2 done')).toBeInTheDocument();
    expect(card.getByText('Cooking')).toBeInTheDocument();
  });

  it('marks a line done and not done again, at once, with the requests the server expects', async () => {
    const user = userEvent.setup();
    let order = ticket(41, 5);
    const server = openDisplay(
      'kitchen',
      () => view([order]),
      ({ method, path, body }) => {
        if (method !== 'POST' || !path.startsWith(`/api/staff/orders/${order.id}/items/0`)) return undefined;
        const { bumped } = body as { bumped: boolean };
        const line = { ...kabsa, bumpedAt: bumped ? SERVER_NOW : null };
        order = ticket(41, 5, { batches: [{ batch: 0, addedAt: minutesAgo(5), items: [line] }] });
        return { status: 200, body: { data: { ticket: order } } };
      },
    );
    const card = await ticketOf(41);
    await user.click(card.getByRole('button', { name: /Lamb kabsa/ }));
    await waitFor(() =>
      expect(card.getByRole('button', { name: /Lamb kabsa/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(card.getByRole('button', { name: /Lamb kabsa/ }));
    await waitFor(() =>
      expect(card.getByRole('button', { name: /Lamb kabsa/ })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/api/staff/orders/${order.id}/items/0/bump`, { bumped: true }],
      ['POST', `/api/staff/orders/${order.id}/items/0/bump`, { bumped: false }],
    ]);
  });

  it('bumps a ticket off the display, then offers to recall it by name', async () => {
    const user = userEvent.setup();
    const order = ticket(41, 5);
    const other = ticket(42, 2, { tableNumber: 2 });
    let current = view([order, other]);
    const server = openDisplay(
      'kitchen',
      () => current,
      ({ method, path }) => {
        if (method === 'POST' && path === `/api/staff/orders/${order.id}/bump`) {
          current = view([other], {
            recallable: {
              id: order.id,
              orderNumber: 41,
              orderType: 'table',
              tableNumber: 4,
              readyAt: SERVER_NOW,
            },
          });
          return {
            status: 200,
            body: {
              data: {
                order: { id: order.id, status: 'ready', version: 4, readyAt: SERVER_NOW },
                changed: true,
              },
            },
          };
        }
        if (method === 'POST' && path === '/api/staff/kitchen/recall') {
          current = view([{ ...order, status: 'preparing' }, other]);
          return { status: 200, body: { data: { ticket: order } } };
        }
        return undefined;
      },
    );
    const card = await ticketOf(41);
    await user.click(card.getByRole('button', { name: 'Bump order 41' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Order 41, Table 4' })).not.toBeInTheDocument(),
    );

    await user.click(await screen.findByRole('button', { name: 'Recall #41 · Table 4' }));
    expect(await screen.findByText('Order 41 is back on the display.')).toBeInTheDocument();
    expect(await ticketOf(41)).toBeTruthy();
    expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', `/api/staff/orders/${order.id}/bump`, undefined],
      ['POST', '/api/staff/kitchen/recall', { ticketId: order.id }],
    ]);
    // A ticket that comes back is not a new order: no flash, no chime.
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(chimes()).toBe(0);
  });

  it('puts a ticket back and says why when the server refuses the bump', async () => {
    const user = userEvent.setup();
    const order = ticket(41, 5);
    openDisplay(
      'kitchen',
      () => view([order]),
      ({ method, path }) =>
        method === 'POST' && path.endsWith('/bump')
          ? error(409, 'INVALID_STATUS_TRANSITION', 'This order was cancelled.')
          : undefined,
    );
    const card = await ticketOf(41);
    await user.click(card.getByRole('button', { name: 'Bump order 41' }));
    expect(
      await screen.findByText(
        'Order 41 could not be bumped and is back on the display: This order was cancelled.',
      ),
    ).toBeInTheDocument();
    expect(await ticketOf(41)).toBeTruthy();
  });

  it('lists the all-day counts by dish and by exact options', async () => {
    const large = { optionId: 2, name: 'Large', nameAr: 'كبير', quantity: 1 };
    const cheese = { optionId: 5, name: 'Cheese', nameAr: 'جبن', quantity: 1 };
    openDisplay('kitchen', () =>
      view([ticket(41, 5)], {
        allDay: [
          {
            itemId: 1,
            name: 'Burger',
            nameAr: 'برجر',
            quantity: 5,
            variants: [
              { options: [large, cheese], quantity: 3 },
              { options: [], quantity: 2 },
            ],
            options: [
              { ...large, quantity: 3 },
              { ...cheese, quantity: 3 },
            ],
          },
          {
            itemId: 9,
            name: 'Laban',
            nameAr: 'لبن',
            quantity: 1,
            variants: [{ options: [], quantity: 1 }],
            options: [],
          },
        ],
      }),
    );
    const panel = within(await screen.findByRole('region', { name: 'All day' }));
    const burger = panel.getByText('Burger').closest('li');
    const labanRow = panel.getByText('Laban').closest('li');
    expect(burger).toHaveTextContent('5×Burger3×Large, Cheese2×as it comes');
    expect(labanRow).toHaveTextContent('1×Laban');
    expect(labanRow).not.toHaveTextContent('as it comes');
  });

  it('says why the display could not be read, and reads it again on Retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    openDisplay(
      'kitchen',
      () => view([ticket(41, 5)]),
      ({ method, path }) =>
        failing && method === 'GET' && path === '/api/staff/kitchen'
          ? error(503, 'SERVICE_UNAVAILABLE', 'The service is busy. Please try again in a moment.')
          : undefined,
    );
    expect(await screen.findByText('The service is busy. Please try again in a moment.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await ticketOf(41)).toBeTruthy();
  });

  it('goes full screen on the display alone, and Escape leaves', async () => {
    const user = userEvent.setup();
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      configurable: true,
      value: requestFullscreen,
    });
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    openDisplay('kitchen', () => view([]));
    expect(await screen.findByText('No tickets to make')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Kitchen display' }),
    );
    expect(requestFullscreen.mock.contexts[0]).not.toContainElement(screen.getByRole('navigation'));
    // The console's live indicator is outside it: the display says itself whether it is live.
    expect(
      within(requestFullscreen.mock.contexts[0] as HTMLElement).getByText('Reconnecting…'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  });
});
