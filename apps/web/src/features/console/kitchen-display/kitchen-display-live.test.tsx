import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import {
  articleOf,
  chimes,
  FakeAudioContext,
  installKitchenFakes,
  laban,
  openDisplay,
  stream,
  ticket,
  ticketOf,
  view,
} from './kitchen-display.test-support';

// The kitchen display's live stream: a new ticket flashed and chimed once, the catch-up after a drop, an
// add-on round on a ticket already shown, and sound where the browser holds it back.
installKitchenFakes();

describe('the kitchen display, live', () => {
  it('flashes and chimes for a ticket the stream announces, that ticket only', async () => {
    const old = ticket(41, 5);
    const arriving = ticket(42, 0, { createdAt: '2026-11-24T15:31:00.000Z', tableNumber: 7 });
    let current = view([old]);
    const server = openDisplay('kitchen', () => current);
    await ticketOf(41);
    const source = await stream();
    act(() => source.open());
    await waitFor(() => expect(server.reads()).toBeGreaterThanOrEqual(2));

    current = view([old, arriving], { serverTime: '2026-11-24T15:31:05.000Z' });
    act(() => source.emit('order.created', { type: 'order.created', restaurantId: 1, tableNumber: 7 }));
    const card = await ticketOf(42, 'Table 7');
    // The mark comes a render after the ticket (use-arrivals.ts): waited for, as a cook's eye would.
    expect(await card.findByText('New')).toBeInTheDocument();
    expect(await articleOf(42, 'Table 7')).toHaveAttribute('data-new', 'true');
    expect((await ticketOf(41)).queryByText('New')).not.toBeInTheDocument();
    expect(chimes()).toBe(1);
  });

  it('catches up after a drop: a ticket placed meanwhile appears once, flashed; the rest are not', async () => {
    const old = ticket(41, 5);
    const seenLive = ticket(42, 1, { createdAt: '2026-11-24T15:31:00.000Z', tableNumber: 2 });
    const whileDown = ticket(43, 0, { createdAt: '2026-11-24T15:33:00.000Z', tableNumber: 3 });
    let current = view([old]);
    const server = openDisplay('kitchen', () => current);
    await ticketOf(41);
    const source = await stream();
    act(() => source.open());
    current = view([old, seenLive], { serverTime: '2026-11-24T15:31:30.000Z' });
    act(() => source.emit('order.created', { type: 'order.created', restaurantId: 1, tableNumber: 2 }));
    await ticketOf(42, 'Table 2');
    expect(chimes()).toBe(1);

    act(() => source.drop());
    current = view([old, seenLive, whileDown], { serverTime: '2026-11-24T15:34:00.000Z' });
    const readsBefore = server.reads();
    await waitFor(() => expect(FakeEventSource.instances.length).toBe(2));
    act(() => (FakeEventSource.instances.at(-1) as FakeEventSource).open());
    const caughtUp = await ticketOf(43, 'Table 3');
    expect(server.reads()).toBe(readsBefore + 1);
    expect(await caughtUp.findByText('New')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByText('New')).toHaveLength(2); // 42 keeps its mark a while; 41 never had one
    expect(chimes()).toBe(2);
  });

  it('chimes and marks an add-on round that comes on a ticket already shown', async () => {
    const placed = ticket(41, 5);
    let current = view([placed]);
    openDisplay('kitchen', () => current);
    await ticketOf(41);
    const source = await stream();
    act(() => source.open());
    current = view(
      [
        {
          ...placed,
          batches: [...placed.batches, { batch: 1, addedAt: '2026-11-24T15:31:00.000Z', items: [laban] }],
        },
      ],
      { serverTime: '2026-11-24T15:31:05.000Z' },
    );
    act(() => source.emit('order.updated', { type: 'order.updated', restaurantId: 1, tableNumber: 4 }));
    const addOn = await (await ticketOf(41)).findByRole('heading', { level: 3 });
    expect(addOn).toHaveTextContent('Add-on 1');
    await waitFor(() => expect(addOn).toHaveTextContent('New'));
    expect(await articleOf(41)).not.toHaveAttribute('data-new');
    expect(chimes()).toBe(1);
  });

  it('asks for a tap where the browser holds sound back, and remembers sound off on this device', async () => {
    const user = userEvent.setup();
    FakeAudioContext.startsAs = 'suspended';
    openDisplay('kitchen', () => view([ticket(41, 5)]));
    await user.click(await screen.findByRole('button', { name: 'Tap to enable sound' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).not.toBeInTheDocument(),
    );
    const toggle = screen.getByRole('button', { name: 'Sound' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('sufra.kitchen.sound')).toBe('off');
  });
});
