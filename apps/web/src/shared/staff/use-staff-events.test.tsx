import type { SufraEvent } from '@sufra/domain/events';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../test/fake-event-source';
import { mockApi } from '../../test/render';
import { AUTH_TOKEN_KEY } from '../api-client';
import { useStaffEvents } from './use-staff-events';

// The staff stream is opened with a one-use ticket: every (re)connection must ask for a fresh one, or the
// browser's own reconnection would repeat a spent ticket and the screen would stay offline for good.

let tickets = 0;
let ticketRequests = 0;
let refuseTickets: number | null = null;

function Screen({ events, opens }: { events: SufraEvent[]; opens: { count: number } }) {
  const isConnected = useStaffEvents(
    (event) => events.push(event),
    () => {
      opens.count += 1;
    },
  );
  return <p>{isConnected ? 'live' : 'offline'}</p>;
}

const newest = () => FakeEventSource.instances.at(-1) as FakeEventSource;

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
  tickets = 0;
  ticketRequests = 0;
  refuseTickets = null;
  localStorage.setItem(AUTH_TOKEN_KEY, 'staff-token');
  mockApi((url, init) => {
    if (init?.method === 'POST' && url.pathname === '/api/staff/events/ticket') {
      ticketRequests += 1;
      if (refuseTickets !== null)
        return { status: refuseTickets, body: { error: { code: 'X', message: 'refused' } } };
      tickets += 1;
      return { status: 200, body: { data: { ticket: `t${tickets}`, expiresAt: '2026-11-24T10:00:00Z' } } };
    }
    return undefined;
  });
});
afterEach(() => {
  vi.useRealTimers();
  restore();
});

describe('the staff stream', () => {
  it('opens with a ticket, passes every event on and says when it is live', async () => {
    const events: SufraEvent[] = [];
    const opens = { count: 0 };
    const view = render(<Screen events={events} opens={opens} />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(newest().url).toBe('/api/staff/events?ticket=t1');
    expect(view.getByText('offline')).toBeInTheDocument();

    act(() => newest().open());
    expect(view.getByText('live')).toBeInTheDocument();
    expect(opens.count).toBe(1);
    act(() => newest().emit('order.created', { type: 'order.created', restaurantId: 1, tableNumber: 4 }));
    act(() => newest().emit('kitchen.item_bumped', { type: 'kitchen.item_bumped', restaurantId: 1 }));
    expect(events.map((e) => e.type)).toEqual(['order.created', 'kitchen.item_bumped']);
  });

  it('after a drop, reconnects with a fresh ticket and catches up once it is open again', async () => {
    const opens = { count: 0 };
    const view = render(<Screen events={[]} opens={opens} />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => newest().open());
    const first = newest();

    act(() => first.drop());
    expect(view.getByText('offline')).toBeInTheDocument();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(newest().url).toBe('/api/staff/events?ticket=t2');
    act(() => newest().open());
    expect(view.getByText('live')).toBeInTheDocument();
    expect(opens.count).toBe(2);
  });

  it('comes back at once when the browser is online again', async () => {
    render(<Screen events={[]} opens={{ count: 0 }} />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    vi.useFakeTimers();
    act(() => newest().drop());
    // The retry is scheduled; the network returning does not wait for it.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('one stream for the page however many screens listen, closed when the last leaves', async () => {
    const a = render(<Screen events={[]} opens={{ count: 0 }} />);
    const b = render(<Screen events={[]} opens={{ count: 0 }} />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(tickets).toBe(1);
    const source = newest();
    a.unmount();
    expect(source.readyState).not.toBe(FakeEventSource.CLOSED);
    b.unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('retries a ticket refused for another reason (a server restarting)', async () => {
    refuseTickets = 503;
    render(<Screen events={[]} opens={{ count: 0 }} />);
    await waitFor(() => expect(ticketRequests).toBe(1));
    refuseTickets = null;
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(ticketRequests).toBe(2);
  });

  it('stops trying when the session has ended (the ticket is refused with 401)', async () => {
    refuseTickets = 401;
    render(<Screen events={[]} opens={{ count: 0 }} />);
    // Long past the first retry (0.5 s) a network failure would get.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(ticketRequests).toBe(1);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
