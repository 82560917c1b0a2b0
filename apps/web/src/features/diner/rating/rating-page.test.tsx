import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../../shared/store';
import { ORDER_ID } from '../../../test/order-fixtures';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
const RATING_URL = `/api/public/orders/${ORDER_ID}/rating`;
const CATEGORIES = ['Food and drinks', 'Service', 'Ambience', 'Value for money', 'Payment experience'];

function withOrder() {
  const s = useStore.getState();
  s.setTableSession({ restaurant: NAJD, tableNumber: 8, tableHash: 'h8h8h8h8h8h8h8h8h8h8h8' });
  s.setPlacedOrder({
    orderId: ORDER_ID,
    orderNumber: '12',
  });
}

/** The rating route answers `answer`; every body sent to it is kept. */
function serveRating(answer: { status: number; body: unknown }) {
  const bodies: unknown[] = [];
  mockApi((url, init) => {
    if (url.pathname !== RATING_URL || init?.method !== 'POST') return undefined;
    bodies.push(JSON.parse(String(init.body)));
    return answer;
  });
  return bodies;
}

async function rate(scores: Record<string, number>) {
  for (const [category, n] of Object.entries(scores)) {
    const group = await screen.findByRole('group', { name: category });
    await userEvent.click(within(group).getByRole('radio', { name: `${n} out of 5` }));
  }
}
const ALL = Object.fromEntries(CATEGORIES.map((c, i) => [c, (i % 5) + 1]));
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

beforeEach(() => resetStore());
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('/rating', () => {
  it('without an order says what to do: browse the menu or go back to welcome', async () => {
    useStore
      .getState()
      .setTableSession({ restaurant: NAJD, tableNumber: 8, tableHash: 'h8h8h8h8h8h8h8h8h8h8h8' });
    renderApp('/rating');
    expect(await screen.findByRole('heading', { level: 1, name: 'No order to rate yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/restaurant-menu');
    expect(screen.getByRole('link', { name: 'Back to welcome' })).toHaveAttribute('href', '/welcome');
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('offers the five categories as labelled radio groups of 5 stars, operable by keyboard', async () => {
    withOrder();
    renderApp('/rating');
    for (const category of CATEGORIES) {
      const group = await screen.findByRole('group', { name: category });
      expect(within(group).getAllByRole('radio')).toHaveLength(5);
    }
    const service = screen.getByRole('group', { name: 'Service' });
    within(service).getByRole('radio', { name: '1 out of 5' }).focus();
    await userEvent.keyboard(' ');
    expect(within(service).getByRole('radio', { name: '1 out of 5' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(service).getByRole('radio', { name: '3 out of 5' })).toBeChecked();
  });

  it('a missing category shows the spec message and sends nothing', async () => {
    withOrder();
    const bodies = serveRating({ status: 201, body: {} });
    renderApp('/rating');
    const { Service: _skipped, ...four } = ALL;
    await rate(four as Record<string, number>);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide ratings for all categories');
    expect(screen.getByRole('group', { name: 'Service' })).toHaveAccessibleDescription(
      'Please provide ratings for all categories',
    );
    expect(bodies).toHaveLength(0);
  });

  it('checks the phone and the preferred contact method by field before sending', async () => {
    withOrder();
    const bodies = serveRating({ status: 201, body: {} });
    renderApp('/rating');
    await rate(ALL);
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await send();
    const phone = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(phone).toHaveAccessibleDescription(/Enter your phone number/);
    await userEvent.type(phone, '0401234567');
    await send();
    expect(phone).toHaveAccessibleDescription('Please enter a valid Saudi phone number');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'nope');
    await send();
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(bodies).toHaveLength(0);
  });

  it('sends the ratings to the order and thanks the diner', async () => {
    withOrder();
    const bodies = serveRating({ status: 201, body: { data: { rating: {} } } });
    renderApp('/rating');
    await rate(ALL);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments (optional)' }), 'Lovely');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '050 123 4567');
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await send();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your feedback!' }),
    ).toBeVisible();
    expect(bodies).toEqual([
      {
        ratings: { foodAndDrinks: 1, service: 2, ambience: 3, valueForMoney: 4, paymentExperience: 5 },
        comment: 'Lovely',
        phone: '050 123 4567',
        preferredContact: 'phone',
      },
    ]);
  });

  it("shows the server's message and keeps what was typed", async () => {
    withOrder();
    serveRating({
      status: 404,
      body: { error: { code: 'ORDER_NOT_FOUND', message: 'Order not found here' } },
    });
    renderApp('/rating');
    await rate(ALL);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments (optional)' }), 'Kept');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found here');
    expect(screen.getByRole('textbox', { name: 'Comments (optional)' })).toHaveValue('Kept');
  });

  it('an order rated before (409) gets the thank-you screen, not an error', async () => {
    withOrder();
    serveRating({ status: 409, body: { error: { code: 'CONFLICT', message: 'conflict' } } });
    renderApp('/rating');
    await rate(ALL);
    await send();
    expect(
      await screen.findByText('This order has already been rated. The restaurant has your feedback.'),
    ).toBeVisible();
  });
});
