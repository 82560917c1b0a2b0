import type { StaffRating, StaffRatings } from '@sufra/domain/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { NAJD, renderApp } from '../../../test/render';
import { error, type Handler, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

const at = '2026-11-20T18:30:00.000Z';
const FIVE = { foodAndDrinks: 5, service: 4, ambience: 4, valueForMoney: 3, paymentExperience: 5 };

function rating(overrides: Partial<StaffRating>): StaffRating {
  return {
    id: 1,
    orderId: '0b8f0a3e-1111-4c1e-9a55-000000000001',
    orderNumber: 51,
    tableNumber: 8,
    ratings: FIVE,
    comment: '',
    name: null,
    email: null,
    phone: null,
    preferredContact: 'none',
    createdAt: at,
    ...overrides,
  };
}

const NO_AVERAGES = {
  foodAndDrinks: null,
  service: null,
  ambience: null,
  valueForMoney: null,
  paymentExperience: null,
  overall: null,
};

function weeks(rated: Record<string, { count: number; overall: number }> = {}) {
  return Array.from({ length: 12 }, (_, i) => {
    const weekStart = new Date(Date.UTC(2026, 7, 30 + i * 7)).toISOString().slice(0, 10);
    const week = rated[weekStart];
    return week
      ? {
          weekStart,
          count: week.count,
          averages: { ...FIVE, service: 3.5, overall: week.overall },
        }
      : { weekStart, count: 0, averages: NO_AVERAGES };
  });
}

function answer(overrides: Partial<StaffRatings> = {}): StaffRatings {
  return {
    ratings: [],
    count: 0,
    averages: NO_AVERAGES,
    matching: 0,
    nextBefore: null,
    trend: { timeZone: 'Asia/Riyadh', weeks: weeks() },
    ...overrides,
  };
}

const CALL_ME = rating({
  id: 3,
  orderNumber: 52,
  tableNumber: null,
  ratings: { ...FIVE, service: 2 },
  comment: 'The tea came cold',
  name: 'Noura',
  phone: '+966501234567',
  preferredContact: 'phone',
});
const MAIL_ME = rating({
  id: 2,
  comment: 'Lovely',
  email: 'guest@example.com',
  phone: '+966551112222',
  preferredContact: 'email',
});
const QUIET = rating({ id: 1, orderNumber: null, tableNumber: null, phone: '+966500000000' });

const SOME = answer({
  ratings: [CALL_ME, MAIL_ME, QUIET],
  count: 3,
  matching: 3,
  averages: {
    foodAndDrinks: 4.67,
    service: 3.33,
    ambience: 4,
    valueForMoney: 3,
    paymentExperience: 5,
    overall: 4,
  },
  trend: {
    timeZone: 'Asia/Riyadh',
    weeks: weeks({ '2026-11-08': { count: 1, overall: 4.2 }, '2026-11-15': { count: 2, overall: 3.9 } }),
  },
});

function openRatings(ratings: (query: URLSearchParams) => StaffRatings, handle?: Handler) {
  signInAs();
  const server = staffServer({
    me: staffUser('owner'),
    handle: (request) => {
      const own = handle?.(request);
      if (own) return own;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'ticket-1', expiresAt: at } } };
      if (request.method === 'GET' && request.path === '/api/staff/ratings')
        return { status: 200, body: { data: ratings(request.query) } };
      return undefined;
    },
  });
  renderApp('/dashboard/ratings');
  return server;
}

const reads = (server: ReturnType<typeof staffServer>) =>
  server.requests.filter((r) => r.path === '/api/staff/ratings');

async function cardOf(heading: string) {
  const h = await screen.findByRole('heading', { level: 3, name: heading });
  return within(h.closest('li') as HTMLElement);
}

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

describe('the Ratings screen', () => {
  it('shows the averages in words, the weekly table, and each rating with the way back the diner chose', async () => {
    openRatings(() => SOME);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ratings' })).toBeInTheDocument();

    const averages = await screen.findByRole('region', { name: 'Averages' });
    expect(within(averages).getByText('From 3 ratings')).toBeInTheDocument();
    const term = (name: string) =>
      within(averages).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Overall')).toBe('4 out of 5');
    expect(term('Food and drinks')).toBe('4.67 out of 5');
    expect(term('Service')).toBe('3.33 out of 5');

    const trend = screen.getByRole('figure', { name: 'Averages by week, last 12 weeks' });
    const table = within(trend).getByRole('table');
    const rows = within(table).getAllByRole('row');
    // The header, then only the two weeks that had ratings.
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Week from',
      'Ratings',
      'Food and drinks',
      'Service',
      'Ambience',
      'Value for money',
      'Payment experience',
      'Overall',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '5', '3.5', '4', '3', '5', '4.2']);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('8 Nov');
    expect(within(trend).getByText('Weeks without ratings are left out of the table.')).toBeInTheDocument();

    expect(screen.getByText('3 ratings')).toBeInTheDocument();
    const call = await cardOf('Order #52 · Takeaway');
    expect(call.getByText('Low score')).toBeInTheDocument();
    expect(call.getByText('The tea came cold')).toBeInTheDocument();
    expect(call.getByText('From Noura')).toBeInTheDocument();
    expect(call.getByRole('link', { name: 'Call +966501234567' })).toHaveAttribute(
      'href',
      'tel:+966501234567',
    );
    // 21:30 in Riyadh (18:30 UTC).
    expect(call.getByText('20 Nov 2026, 21:30')).toBeInTheDocument();
    expect(call.getByText('Service', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2 out of 5');

    const mail = await cardOf('Order #51 · Table 8');
    expect(mail.getByRole('link', { name: 'E-mail guest@example.com' })).toHaveAttribute(
      'href',
      'mailto:guest@example.com',
    );
    // A phone given but not chosen is not offered.
    expect(mail.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(mail.queryByText('Low score')).not.toBeInTheDocument();

    const quiet = await cardOf('Order deleted');
    expect(quiet.queryByRole('link')).not.toBeInTheDocument();
  });

  it('invites nothing but says where ratings come from when there are none', async () => {
    openRatings(() => answer());
    expect(await screen.findByRole('heading', { level: 2, name: 'No ratings yet' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('lists only comments or low scores on request, and older ratings page by page', async () => {
    const user = userEvent.setup();
    const server = openRatings((query) => {
      if (query.get('show') === 'comments')
        return { ...SOME, ratings: [CALL_ME, MAIL_ME], matching: 2, nextBefore: null };
      if (query.get('before') === '2') return { ...SOME, ratings: [QUIET], nextBefore: null };
      return { ...SOME, ratings: [CALL_ME, MAIL_ME], nextBefore: 2 };
    });
    await cardOf('Order #51 · Table 8');
    expect(screen.queryByRole('heading', { level: 3, name: 'Order deleted' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older ratings' }));
    expect(await cardOf('Order deleted')).toBeTruthy();
    expect(reads(server).at(-1)?.query.get('before')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Show older ratings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'With a comment' }));
    expect(screen.getByRole('button', { name: 'With a comment' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('2 ratings')).toBeInTheDocument();
    expect(reads(server).at(-1)?.query.get('show')).toBe('comments');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Order deleted' })).not.toBeInTheDocument(),
    );
  });

  it('reads the list again when a rating arrives over the live stream', async () => {
    let list = [MAIL_ME];
    openRatings(() => ({ ...SOME, ratings: list, count: list.length, matching: list.length }));
    await cardOf('Order #51 · Table 8');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0] as FakeEventSource;
    act(() => stream.open());

    list = [CALL_ME, MAIL_ME];
    act(() =>
      stream.emit('rating.created', {
        type: 'rating.created',
        restaurantId: NAJD.id,
        tableNumber: null,
        data: { id: 3, orderNumber: 52 },
      }),
    );
    expect(await cardOf('Order #52 · Takeaway')).toBeTruthy();
    expect(screen.getByText('From 2 ratings')).toBeInTheDocument();
  });

  it('says why the ratings could not be read, and reads them again', async () => {
    const user = userEvent.setup();
    let fails = true;
    openRatings(
      () => SOME,
      ({ method, path }) =>
        fails && method === 'GET' && path === '/api/staff/ratings'
          ? error(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')
          : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Order #52 · Takeaway')).toBeTruthy();
  });
});
