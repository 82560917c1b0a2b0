import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { signInAs, staffServer, staffUser } from '../../../test/staff-test-server';
import { FLOOR, SERVER_TIME, TABLE_4 } from './test-floor';

// Issue 25 item 10: a diner's own words (a call's reason, an item's instructions) are quoted the way the
// screen's language quotes: «…» in Arabic, “…” in English (it was English curly quotes in both).
const detail = {
  ...TABLE_4,
  orders: TABLE_4.orders.map((order, o) => ({
    ...order,
    items: order.items.map((item, i) =>
      o === 0 && i === 0 ? { ...item, specialInstructions: 'No onions' } : item,
    ),
  })),
};

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

function openTable4() {
  signInAs();
  staffServer({
    me: staffUser('waiter'),
    handle: (request) => {
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'tk', expiresAt: SERVER_TIME } } };
      if (request.path === '/api/staff/tables')
        return { status: 200, body: { data: { tables: FLOOR, serverTime: SERVER_TIME } } };
      if (request.path === '/api/staff/tables/4') return { status: 200, body: { data: { table: detail } } };
      return undefined;
    },
  });
  renderApp('/dashboard/tables?table=4');
}

describe("the table map quotes a diner's words in the screen's language", () => {
  it('in Arabic with «»', async () => {
    await changeLanguage('ar');
    openTable4();
    expect(await screen.findByText('«More water please»')).toBeInTheDocument();
    expect(await screen.findByText('«No onions»')).toBeInTheDocument();
    expect(screen.queryByText(/[“”]/)).toBeNull();
  });

  it('in English with “”', async () => {
    openTable4();
    expect(await screen.findByText('“More water please”')).toBeInTheDocument();
    expect(await screen.findByText('“No onions”')).toBeInTheDocument();
    expect(screen.queryByText(/[«»]/)).toBeNull();
  });
});
