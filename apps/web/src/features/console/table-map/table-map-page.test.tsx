import type { StaffRole, StaffTable, StaffTableDetail } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { signInAs, staffServer, staffUser } from '../../../test/staff-test-server';
import { CARD_SHARE, cashPayment, FLOOR, floorTable, SERVER_TIME, TABLE_4, waiterCall } from './test-floor';

type Answer = { status: number; body: unknown };
type Request = { method: string; path: string; body: unknown };

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

/**
 * The staff API of a service in progress: `floor` and `detail` are what the reads answer now (a test
 * changes them to play what happened meanwhile), `handle` answers the changes.
 */
function openTableMap(
  path: string,
  options: { role?: StaffRole; handle?: (request: Request) => Answer | undefined } = {},
) {
  const state: { floor: StaffTable[]; detail: StaffTableDetail } = { floor: FLOOR, detail: TABLE_4 };
  signInAs();
  const server = staffServer({
    me: staffUser(options.role ?? 'waiter'),
    handle: (request) => {
      const own = options.handle?.(request);
      if (own) return own;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'tk', expiresAt: SERVER_TIME } } };
      if (request.method !== 'GET') return undefined;
      if (request.path === '/api/staff/tables')
        return { status: 200, body: { data: { tables: state.floor, serverTime: SERVER_TIME } } };
      if (request.path === `/api/staff/tables/${state.detail.number}`)
        return { status: 200, body: { data: { table: state.detail } } };
      return undefined;
    },
  });
  renderApp(path);
  const reads = (p: string) => server.requests.filter((r) => r.method === 'GET' && r.path === p).length;
  return { state, server, reads };
}

const tileOf = async (number: number) =>
  within((await screen.findByRole('button', { name: `Open table ${number}` })).closest('li') as HTMLElement);
const panel = async () => within(await screen.findByRole('region', { name: /^Table \d+$/ }));
/** The element whose whole text is `text` (a sentence built of words and amounts). */
const sentence = (text: string) => (_: string, el: Element | null) =>
  el?.textContent?.replace(/\s+/g, ' ').trim() === text &&
  ![...(el?.children ?? [])].some((c) => c.textContent?.replace(/\s+/g, ' ').trim() === text);
const stream = async () => {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  return FakeEventSource.instances[0] as FakeEventSource;
};

describe('the table map', () => {
  it('shows each table with its state in words, what it owes, and how long it has been seated', async () => {
    openTableMap('/dashboard/tables');
    const four = await tileOf(4);
    expect(four.getByText('Partially paid')).toBeInTheDocument();
    expect(four.getByText('SAR 80.00')).toBeInTheDocument();
    expect(four.getByText(sentence('Paid SAR 40.00 of SAR 120.00'))).toBeInTheDocument();
    expect(four.getByText('2 orders · seated 50 min')).toBeInTheDocument();
    expect(four.getByText('1 split in progress')).toBeInTheDocument();

    const two = await tileOf(2);
    expect(two.getByText('Eating')).toBeInTheDocument();
    expect(two.getByText('SAR 90.00')).toBeInTheDocument();
    expect((await tileOf(3)).getByText('Paid')).toBeInTheDocument();
    expect((await tileOf(1)).getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 call waiting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 bills to settle' })).toBeInTheDocument();
  });

  it("puts a calling table first with how long it has waited by the server's clock", async () => {
    openTableMap('/dashboard/tables');
    const seven = await tileOf(7);
    expect(seven.getByText('Waiting for a waiter for 4 min')).toBeInTheDocument();
    expect(seven.getByText('“More water please”')).toBeInTheDocument();
    const tiles = within(screen.getByRole('list', { name: 'Tables of the restaurant' }))
      .getAllByRole('button', { name: /^Open table/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(tiles).toEqual(['Open table 7', 'Open table 1', 'Open table 2', 'Open table 3', 'Open table 4']);
  });

  it('acknowledges a call: the request is sent and the call leaves the tile', async () => {
    const user = userEvent.setup();
    const { state, server } = openTableMap('/dashboard/tables', {
      handle: ({ method, path }) => {
        if (method !== 'PATCH' || path !== '/api/staff/waiter-calls/31/acknowledge') return undefined;
        state.floor = FLOOR.map((t) => (t.number === 7 ? { ...t, waiterCalls: [] } : t));
        return {
          status: 200,
          body: { data: { waiterCall: { ...waiterCall(31, 7, 4), status: 'acknowledged' } } },
        };
      },
    });
    await user.click((await tileOf(7)).getByRole('button', { name: 'Acknowledge the call from table 7' }));
    expect(await screen.findByText('Table 7 knows a waiter is on the way')).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for a waiter/)).not.toBeInTheDocument();
    expect(server.changes().map((r) => [r.method, r.path])).toEqual([
      ['POST', '/api/staff/events/ticket'],
      ['PATCH', '/api/staff/waiter-calls/31/acknowledge'],
    ]);
  });

  it('brings the call back with the reason when the server refuses the acknowledgement', async () => {
    const user = userEvent.setup();
    openTableMap('/dashboard/tables', {
      handle: ({ method }) =>
        method === 'PATCH'
          ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'This call no longer exists.' } } }
          : undefined,
    });
    await user.click((await tileOf(7)).getByRole('button', { name: 'Acknowledge the call from table 7' }));
    expect(await screen.findByText('This call no longer exists.')).toBeInTheDocument();
    expect((await tileOf(7)).getByText('Waiting for a waiter for 4 min')).toBeInTheDocument();
  });

  it('reads the map again when a waiter is called, and on every reconnection', async () => {
    const { state, reads } = openTableMap('/dashboard/tables');
    const source = await stream();
    source.open();
    await tileOf(2);
    expect(
      screen.queryByRole('button', { name: 'Acknowledge the call from table 2' }),
    ).not.toBeInTheDocument();

    state.floor = FLOOR.map((t) =>
      t.number === 2 ? { ...t, waiterCalls: [waiterCall(32, 2, 0, 'The bill')] } : t,
    );
    source.emit('waiter.called', { type: 'waiter.called', restaurantId: 1, tableNumber: 2, data: {} });
    const two = await tileOf(2);
    expect(await two.findByText('Called a waiter just now')).toBeInTheDocument();
    expect(two.getByRole('button', { name: 'Acknowledge the call from table 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 calls waiting' })).toBeInTheDocument();

    const before = reads('/api/staff/tables');
    source.drop();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    (FakeEventSource.instances[1] as FakeEventSource).open();
    await waitFor(() => expect(reads('/api/staff/tables')).toBeGreaterThan(before));
  });

  it('narrows the floor to the tables calling', async () => {
    const user = userEvent.setup();
    openTableMap('/dashboard/tables');
    await user.click(await screen.findByRole('button', { name: '1 call waiting' }));
    expect(screen.getByRole('button', { name: '1 call waiting' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: /^Open table/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Open table 7' })).toBeInTheDocument();
  });
});

describe("a table's panel", () => {
  it('opens at ?table=N with its orders, bill and who paid what with the invoice numbers; Back closes it', async () => {
    const user = userEvent.setup();
    openTableMap('/dashboard/tables');
    await user.click(await screen.findByRole('button', { name: 'Open table 4' }));
    expect(window.location.search).toBe('?table=4');
    const table = await panel();
    expect(await table.findByText('Order #41')).toBeInTheDocument();
    expect(table.getByText('Lamb kabsa')).toBeInTheDocument();
    expect(table.getByText('Served')).toBeInTheDocument();
    expect(table.getByText('Preparing')).toBeInTheDocument();
    const bill = within(table.getByRole('region', { name: 'The bill' }));
    expect(bill.getByText('Remaining').nextElementSibling).toHaveTextContent('SAR 80.00');
    expect(bill.getByText('Tips').nextElementSibling).toHaveTextContent('SAR 5.00');
    const payments = within(table.getByRole('region', { name: 'Payments' }));
    expect(payments.getByText('Apple Pay')).toBeInTheDocument();
    expect(payments.getByText("A diner's share of a split (order #41)")).toBeInTheDocument();
    expect(payments.getByRole('link', { name: 'Invoice #1187' })).toHaveAttribute(
      'href',
      `/show-invoice?id=${CARD_SHARE.invoice?.id}`,
    );

    history.back();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Table 4' })).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
  });

  it('follows live events about its table', async () => {
    const { state } = openTableMap('/dashboard/tables?table=4');
    const source = await stream();
    source.open();
    expect(await (await panel()).findByText('Order #41')).toBeInTheDocument();
    state.detail = { ...TABLE_4, payments: [cashPayment(2000, 1190), CARD_SHARE] };
    source.emit('order.updated', { type: 'order.updated', restaurantId: 1, tableNumber: 4, data: {} });
    expect(await (await panel()).findByRole('link', { name: 'Invoice #1190' })).toBeInTheDocument();
    expect((await panel()).getByText('Taken at the restaurant by Sara Al-Otaibi')).toBeInTheDocument();
  });

  it('records cash typed in SAR exactly in halalas, after saying what it records, and shows the invoice', async () => {
    const user = userEvent.setup();
    const { server } = openTableMap('/dashboard/tables?table=4', {
      handle: ({ method, path, body }) =>
        method === 'POST' && path === '/api/staff/tables/4/payments'
          ? {
              status: 201,
              body: {
                data: {
                  payment: cashPayment((body as { amount: number }).amount, 1191),
                  table: floorTable(4, { state: 'partially_paid' }),
                },
              },
            }
          : undefined,
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Record payment' }));
    const form = within(screen.getByRole('dialog', { name: 'Record a payment for table 4' }));
    const amount = form.getByLabelText('Amount (SAR)');
    expect(amount).toHaveValue('80.00');
    await user.clear(amount);
    await user.type(amount, '45.5');
    await user.click(form.getByRole('button', { name: 'Continue' }));

    const confirm = screen.getByRole('dialog', { name: 'Record this payment?' });
    expect(confirm).toHaveTextContent('Record 45.50 SAR cash for table 4');
    expect(confirm).toHaveTextContent('Still owed after it: SAR 34.50');
    expect(server.changes().filter((r) => r.path.endsWith('/payments'))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Record 45.50 SAR' }));

    const done = await screen.findByRole('dialog', { name: 'Payment recorded' });
    expect(done).toHaveTextContent('45.50 SAR cash recorded for table 4.');
    expect(done).toHaveTextContent('Invoice #1191 issued');
    const sent = server.changes().filter((r) => r.path === '/api/staff/tables/4/payments');
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      method: 'cash',
      amount: 4550,
      tip: 0,
      expectedRemaining: 8000,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('refuses an amount that is not one or is more than the table owes, before asking anything', async () => {
    const user = userEvent.setup();
    openTableMap('/dashboard/tables?table=4');
    await user.click(await (await panel()).findByRole('button', { name: 'Record payment' }));
    const amount = screen.getByLabelText('Amount (SAR)');
    await user.clear(amount);
    await user.type(amount, '80.01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(/That is more than the table owes \(80.00 SAR\)/);
    await user.clear(amount);
    await user.type(amount, '4,555');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(/Type an amount like 45.50/);
  });

  it('when a diner paid meanwhile (BILL_CHANGED), shows the new remaining and sends it the next time with the same key', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { state, server } = openTableMap('/dashboard/tables?table=4', {
      handle: ({ method, path, body }) => {
        if (method !== 'POST' || path !== '/api/staff/tables/4/payments') return undefined;
        attempts += 1;
        if (attempts === 1) {
          state.detail = { ...TABLE_4, bill: { ...TABLE_4.bill, paid: 6000, remaining: 6000 } };
          return {
            status: 409,
            body: {
              error: {
                code: 'BILL_CHANGED',
                message:
                  'The bill changed meanwhile: 60.00 SAR remains now. Check the amount and record it again.',
                params: { remaining: '60.00', remainingHalalas: 6000 },
              },
            },
          };
        }
        const amount = (body as { amount: number }).amount;
        return { status: 201, body: { data: { payment: cashPayment(amount, 1192), table: floorTable(4) } } };
      },
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Record payment' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Record 80.00 SAR' }));

    const form = await screen.findByRole('dialog', { name: 'Record a payment for table 4' });
    expect(within(form).getByRole('alert')).toHaveTextContent('60.00 SAR remains now');
    expect(form).toHaveTextContent('Remaining: SAR 60.00');
    expect(within(form).getByLabelText('Amount (SAR)')).toHaveValue('60.00');
    const table = await panel();
    await waitFor(() =>
      expect(
        within(table.getByRole('region', { name: 'The bill' })).getByText('Remaining').nextElementSibling,
      ).toHaveTextContent('SAR 60.00'),
    );

    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Record this payment?' })).toHaveTextContent(
      'Record 60.00 SAR cash for table 4',
    );
    await user.click(screen.getByRole('button', { name: 'Record 60.00 SAR' }));
    expect(await screen.findByText('Invoice #1192 issued')).toBeInTheDocument();

    const [first, second] = server
      .changes()
      .filter((r) => r.path === '/api/staff/tables/4/payments')
      .map((r) => r.body as { expectedRemaining: number; amount: number; idempotencyKey: string });
    expect([first?.expectedRemaining, first?.amount]).toEqual([8000, 8000]);
    expect([second?.expectedRemaining, second?.amount]).toEqual([6000, 6000]);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('records by card terminal when chosen', async () => {
    const user = userEvent.setup();
    const { server } = openTableMap('/dashboard/tables?table=4', {
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/tables/4/payments'
          ? {
              status: 201,
              body: {
                data: {
                  payment: { ...cashPayment(8000, 1193), method: 'card_terminal' },
                  table: floorTable(4),
                },
              },
            }
          : undefined,
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Record payment' }));
    await user.click(screen.getByRole('radio', { name: 'Card terminal' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Record this payment?' })).toHaveTextContent(
      'Record 80.00 SAR by card terminal for table 4',
    );
    expect(screen.getByRole('dialog', { name: 'Record this payment?' })).toHaveTextContent(
      'This settles the whole bill.',
    );
    await user.click(screen.getByRole('button', { name: 'Record 80.00 SAR' }));
    expect(await screen.findByText('Invoice #1193 issued')).toBeInTheDocument();
    expect(server.changes().at(-1)?.body).toMatchObject({ method: 'card_terminal', amount: 8000 });
  });

  it('closes a table only once confirmed, and explains the refusal when money is owed after all', async () => {
    const user = userEvent.setup();
    const paid = {
      ...TABLE_4,
      state: 'paid' as const,
      bill: { total: 12000, paid: 12000, remaining: 0, inProgress: 0 },
    };
    const { state, server } = openTableMap('/dashboard/tables?table=4', {
      handle: ({ method, path }) => {
        if (method !== 'POST' || path !== '/api/staff/tables/4/close') return undefined;
        state.detail = { ...TABLE_4, bill: { ...TABLE_4.bill, remaining: 2500, paid: 9500 } };
        return {
          status: 409,
          body: {
            error: {
              code: 'TABLE_BILL_UNPAID',
              message: 'This table still owes 25.00 SAR. Record the payment before closing the table.',
              params: { remaining: '25.00' },
            },
          },
        };
      },
    });
    state.detail = paid;
    await user.click(await (await panel()).findByRole('button', { name: 'Close table' }));
    const dialog = screen.getByRole('dialog', { name: 'Close table 4?' });
    expect(dialog).toHaveTextContent('Its 2 open orders are closed and its waiter calls cleared.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.changes().filter((r) => r.path.endsWith('/close'))).toHaveLength(0);

    await user.click((await panel()).getByRole('button', { name: 'Close table' }));
    await user.click(screen.getByRole('button', { name: 'Close table 4' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Close table 4?' })).findByRole('alert'),
    ).toHaveTextContent('This table still owes 25.00 SAR. Record the payment before closing the table.');
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Close table 4?' })).toHaveTextContent(
        'This table still owes SAR 25.00. Record the payment before closing it.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Close table 4' })).toBeDisabled();
  });

  it('says so when the table in the link does not exist', async () => {
    openTableMap('/dashboard/tables?table=99', {
      handle: ({ path }) =>
        path === '/api/staff/tables/99'
          ? { status: 404, body: { error: { code: 'TABLE_NOT_FOUND', message: 'Table not found' } } }
          : undefined,
    });
    expect(await screen.findByText('There is no table 99 in this restaurant.')).toBeInTheDocument();
  });
});

// Issue 29 item 1: a waiter takes an order for a table from the menu the diners see.
const KABSA = {
  id: 7,
  name: 'Chicken Kabsa',
  nameAr: 'كبسة دجاج',
  description: '',
  descriptionAr: '',
  price: 4500,
  photo: null,
  calories: null,
  caffeineLevel: 'none',
  isHighSalt: false,
  isAvailable: true,
  optionGroups: [
    {
      id: 1,
      name: 'Choose rice',
      nameAr: 'اختر الأرز',
      minSelections: 1,
      maxSelections: 1,
      options: [
        { id: 11, name: 'White rice', nameAr: 'أرز أبيض', price: 0, maxQuantity: 1 },
        { id: 12, name: 'Mandi rice', nameAr: 'أرز مندي', price: 300, maxQuantity: 1 },
      ],
    },
  ],
};
const MANDI = {
  ...KABSA,
  id: 8,
  name: 'Lamb Mandi',
  nameAr: 'مندي لحم',
  isAvailable: false,
  optionGroups: [],
};
const TEA = { ...KABSA, id: 9, name: 'Mint tea', nameAr: 'شاي بالنعناع', price: 700, optionGroups: [] };
const WAITER_MENU = {
  categories: [
    { id: 3, name: 'Mains', nameAr: 'الأطباق الرئيسية', items: [KABSA, MANDI] },
    { id: 4, name: 'Drinks', nameAr: 'المشروبات', items: [TEA] },
  ],
};
const menuRead = ({ method, path }: Request): Answer | undefined =>
  method === 'GET' && path === '/api/public/restaurants/1/menu'
    ? { status: 200, body: { data: WAITER_MENU } }
    : undefined;
const sentOrder = (orderNumber: number) => ({
  ...TABLE_4.orders[1],
  orderNumber,
  customerPhone: null,
  placedBy: { id: 3, name: 'Sara Al-Otaibi' },
});

describe('waiter ordering', () => {
  it('a waiter takes a new order for the table: the same option rules as the diner, sold out not tappable, ids and quantities sent, never a price', async () => {
    const user = userEvent.setup();
    const { server } = openTableMap('/dashboard/tables?table=4', {
      handle: (request) =>
        menuRead(request) ??
        (request.method === 'POST' && request.path === '/api/staff/tables/4/orders'
          ? { status: 201, body: { data: { order: sentOrder(43) } } }
          : undefined),
    });
    await user.click(await (await panel()).findByRole('button', { name: 'New order' }));
    expect(await screen.findByRole('heading', { name: 'New order · Table 4' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Lamb Mandi/ })).toBeDisabled();

    // The rice is required: the sheet says so and adds nothing until one is chosen.
    await user.click(screen.getByRole('button', { name: /^Chicken Kabsa/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Chicken Kabsa' });
    await user.click(within(sheet).getByRole('button', { name: /^Add/ }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Please select at least 1 option(s)');
    expect(screen.getByText('Tap a dish to add it to the order.')).toBeInTheDocument();
    await user.click(within(sheet).getByText('Mandi rice'));
    await user.click(within(sheet).getByRole('button', { name: /^Add/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chicken Kabsa' })).toBeNull());

    // Two teas: the drinks chip, the tea twice (the lines merge as in the diner's cart).
    await user.click(screen.getByRole('button', { name: 'Drinks' }));
    for (const _ of [1, 2]) {
      await user.click(screen.getByRole('button', { name: /^Mint tea/ }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Mint tea' })).getByRole('button', { name: /^Add/ }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mint tea' })).toBeNull());
    }
    const cart = within(screen.getByRole('region', { name: 'The order · 3 items' }));
    expect(cart.getAllByTestId('waiter-cart-line')).toHaveLength(2);
    expect(cart.getByText('Mandi rice')).toBeInTheDocument();
    // 45.00 + 3.00 rice, and 2 × 7.00.
    expect(cart.getByText('SAR 62.00')).toBeInTheDocument();
    await user.type(cart.getByLabelText('Note for the kitchen'), 'No onions on the kabsa');
    await user.click(cart.getByRole('button', { name: 'Send to kitchen' }));

    expect(await screen.findByText('Order #43 is with the kitchen')).toBeInTheDocument();
    const [posted] = server.changes().filter((r) => r.path === '/api/staff/tables/4/orders');
    expect(posted?.body).toEqual({
      items: [
        { itemId: 7, quantity: 1, selectedOptions: [{ optionId: 12, quantity: 1 }], specialInstructions: '' },
        { itemId: 9, quantity: 2, selectedOptions: [], specialInstructions: '' },
      ],
      notes: 'No onions on the kabsa',
      language: 'en',
    });
    // Back on the table's panel.
    expect(await screen.findByRole('region', { name: 'Table 4' })).toBeInTheDocument();
  });

  it('adds a round to an order the kitchen still takes one for, asks before leaving with unsent items, and shows who took an order', async () => {
    const user = userEvent.setup();
    const { server } = openTableMap('/dashboard/tables?table=4', {
      handle: (request) =>
        menuRead(request) ??
        (request.method === 'PUT' && request.path === `/api/staff/orders/${TABLE_4.orders[1]?.id}/items`
          ? { status: 200, body: { data: { order: sentOrder(42) } } }
          : undefined),
    });
    const table = await panel();
    expect(await table.findByText('Taken by Sara')).toBeInTheDocument();
    // #41 is served: a new order, not a round; #42 is being prepared.
    expect(table.queryByRole('button', { name: 'Add items to order #41' })).toBeNull();
    await user.click(table.getByRole('button', { name: 'Add items to order #42' }));
    expect(await screen.findByRole('heading', { name: 'Add to order #42 · Table 4' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /^Mint tea/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mint tea' })).getByRole('button', { name: /^Add/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Back to table 4' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without sending?' });
    expect(leave).toHaveTextContent(
      'The 1 item you added has not been sent to the kitchen and will be lost.',
    );
    await user.click(within(leave).getByRole('button', { name: 'Keep taking the order' }));

    await user.click(screen.getByRole('button', { name: 'Add to order #42' }));
    expect(await screen.findByText('The round is added to order #42')).toBeInTheDocument();
    const [put] = server.changes().filter((r) => r.method === 'PUT');
    // The order's note was not touched: a round sends none (it would replace the kitchen's).
    expect(put?.body).toEqual({
      items: [{ itemId: 9, quantity: 1, selectedOptions: [], specialInstructions: '' }],
    });
  });

  it('a refused order says why and keeps its lines', async () => {
    const user = userEvent.setup();
    openTableMap('/dashboard/tables?table=4&order=new', {
      handle: (request) =>
        menuRead(request) ??
        (request.method === 'POST' && request.path === '/api/staff/tables/4/orders'
          ? {
              status: 409,
              body: {
                error: {
                  code: 'ITEM_SOLD_OUT',
                  message: 'This item is sold out. Please choose another item.',
                },
              },
            }
          : undefined),
    });
    await user.click(await screen.findByRole('button', { name: /^Mint tea/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mint tea' })).getByRole('button', { name: /^Add/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Send to kitchen' }));
    expect(await screen.findByText('This item is sold out. Please choose another item.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New order · Table 4' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('waiter-cart-line')).toHaveLength(1));
  });
});
