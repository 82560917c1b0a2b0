import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { error, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The takeaway queue (/dashboard/takeaway) against the API's shapes: the lanes, what a card tells the
// counter, the one move per card by role, the hand-over of an unpaid order, and the live stream.

const SERVER_NOW = '2026-11-24T18:30:00.000Z';
const minutesAgo = (m: number) => new Date(Date.parse(SERVER_NOW) - m * 60_000).toISOString();

let nextNumber = 100;
function takeaway(
  stage: 'placed' | 'preparing' | 'ready' | 'picked_up',
  overrides: Record<string, unknown> = {},
) {
  const status = { placed: 'pending', preparing: 'preparing', ready: 'ready', picked_up: 'completed' }[stage];
  nextNumber += 1;
  return {
    id: `00000000-0000-4000-8000-0000000${nextNumber}`.slice(0, 36),
    orderNumber: nextNumber,
    orderType: 'takeaway',
    tableNumber: null,
    status,
    version: 3,
    createdAt: minutesAgo(12),
    updatedAt: minutesAgo(2),
    readyAt: stage === 'ready' ? minutesAgo(4) : null,
    estimatedMinutes: 15,
    items: [
      {
        index: 0,
        itemId: 7,
        name: 'Chicken shawarma',
        nameAr: 'شاورما دجاج',
        unitPrice: 1800,
        quantity: 2,
        options: [
          {
            groupId: 1,
            optionId: 3,
            groupName: 'Extras',
            groupNameAr: 'إضافات',
            name: 'Extra garlic',
            nameAr: 'ثوم إضافي',
            price: 200,
            quantity: 1,
          },
        ],
        specialInstructions: 'No pickles',
        lineTotal: 4000,
        batch: 0,
        addedAt: minutesAgo(12),
        bumpedAt: null,
      },
    ],
    itemCount: 2,
    notes: '',
    customerPhone: '+966501234567',
    bill: { state: 'paid', total: 4600, paid: 4600, remaining: 0, refunded: 0, tipsPaid: 0 },
    creditNotes: [],
    cancelReason: null,
    moves: [],
    stage,
    pickupSms: stage === 'ready' ? 'sent' : 'not_yet',
    ...overrides,
  };
}

/** Whether the server says an SMS provider delivers (false: none configured, texts are only kept). */
let smsDelivers = true;

function queueOf(orders: ReturnType<typeof takeaway>[]) {
  const at = (stage: string) => orders.filter((o) => o.stage === stage);
  return {
    status: 200,
    body: {
      data: {
        stages: {
          placed: at('placed'),
          preparing: at('preparing'),
          ready: at('ready'),
          picked_up: at('picked_up'),
        },
        serverTime: SERVER_NOW,
        smsDelivers,
      },
    },
  };
}

function openQueue(
  role: 'owner' | 'waiter' | 'kitchen',
  orders: () => ReturnType<typeof takeaway>[],
  handle?: NonNullable<Parameters<typeof staffServer>[0]>['handle'],
) {
  signInAs();
  const server = staffServer({
    me: staffUser(role),
    handle: (request) => {
      const answer = handle?.(request);
      if (answer) return answer;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'ticket-1', expiresAt: SERVER_NOW } } };
      if (request.method === 'GET' && request.path === '/api/staff/takeaway') return queueOf(orders());
      return undefined;
    },
  });
  renderApp('/dashboard/takeaway');
  return server;
}

const lane = async (name: string) =>
  within(await screen.findByRole('region', { name: new RegExp(`^${name}`) }));
const card = (number: number) =>
  within(
    screen.getByRole('heading', { level: 3, name: `Order #${number}` }).closest('article') as HTMLElement,
  );
/** The moves sent (the stream's ticket aside). */
const moves = (server: ReturnType<typeof staffServer>) =>
  server.changes().filter((r) => r.path.startsWith('/api/staff/takeaway/'));
const queueReads = (server: ReturnType<typeof staffServer>) =>
  server.requests.filter((r) => r.method === 'GET' && r.path === '/api/staff/takeaway').length;

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
  smsDelivers = true;
});
afterEach(() => restore());

describe('the takeaway queue', () => {
  it('puts each order in its lane and tells the counter what to hand over and whether it is paid', async () => {
    const placed = takeaway('placed', {
      bill: { state: 'unpaid', total: 4600, paid: 0, remaining: 4600, refunded: 0, tipsPaid: 0 },
      notes: 'Customer waiting in the car',
    });
    const ready = takeaway('ready');
    const collected = takeaway('picked_up', { customerPhone: null });
    openQueue('owner', () => [placed, ready, collected]);

    const newLane = await lane('New');
    expect(
      newLane.getByRole('heading', { level: 3, name: `Order #${placed.orderNumber}` }),
    ).toBeInTheDocument();
    const first = card(placed.orderNumber);
    expect(first.getByText('Placed 12 min ago')).toBeInTheDocument();
    expect(first.getByText('Unpaid · SAR 46.00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '+966501234567' })).toHaveAttribute('href', 'tel:+966501234567');
    expect(first.getByRole('list', { name: 'Items' })).toHaveTextContent('2 × Chicken shawarmaExtra garlic');
    expect(first.getByText('Note: No pickles')).toBeInTheDocument();
    expect(first.getByText('Order note: Customer waiting in the car')).toBeInTheDocument();
    expect(first.getByText('An SMS goes to the customer when it is ready')).toBeInTheDocument();

    const waiting = card(ready.orderNumber);
    expect(waiting.getByText('Ready 4 min ago')).toBeInTheDocument();
    expect(waiting.getByText('Pickup SMS sent')).toBeInTheDocument();
    expect(waiting.getByText('Paid')).toBeInTheDocument();
    expect((await lane('Preparing')).getByText('Nothing is being prepared.')).toBeInTheDocument();

    // Collected orders are folded away under their count.
    expect(screen.getByText('Picked up today: 1 order')).toBeInTheDocument();
  });

  it('moves an order to the next stage with its version, and says so', async () => {
    const user = userEvent.setup();
    const order = takeaway('preparing');
    const server = openQueue(
      'waiter',
      () => [order],
      ({ method, path }) =>
        method === 'POST' && path === `/api/staff/takeaway/${order.id}/stage`
          ? { status: 200, body: { data: { order: { ...order, stage: 'ready' }, changed: true } } }
          : undefined,
    );
    await lane('Preparing');
    await user.click(
      card(order.orderNumber).getByRole('button', { name: `Ready for pickup: order #${order.orderNumber}` }),
    );
    expect(await screen.findByText(`Order #${order.orderNumber} is ready for pickup.`)).toBeInTheDocument();
    expect(moves(server).map((r) => [r.path, r.body])).toEqual([
      [`/api/staff/takeaway/${order.id}/stage`, { stage: 'ready', version: 3 }],
    ]);
  });

  it('lets the kitchen cook, not hand over', async () => {
    const preparing = takeaway('preparing');
    const ready = takeaway('ready');
    openQueue('kitchen', () => [preparing, ready]);
    await lane('Preparing');
    expect(
      card(preparing.orderNumber).getByRole('button', { name: /^Ready for pickup/ }),
    ).toBeInTheDocument();
    expect(card(ready.orderNumber).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks before handing over an order with money owed, and sends nothing until confirmed', async () => {
    const user = userEvent.setup();
    const order = takeaway('ready', {
      bill: { state: 'partially_paid', total: 4600, paid: 2000, remaining: 2600, refunded: 0, tipsPaid: 0 },
    });
    const server = openQueue(
      'owner',
      () => [order],
      ({ method, path }) =>
        method === 'POST' && path === `/api/staff/takeaway/${order.id}/stage`
          ? { status: 200, body: { data: { order: { ...order, stage: 'picked_up' }, changed: true } } }
          : undefined,
    );
    await lane('Ready for pickup');
    expect(card(order.orderNumber).getByText('Part paid · SAR 26.00 left')).toBeInTheDocument();
    await user.click(card(order.orderNumber).getByRole('button', { name: /^Picked up/ }));
    const dialog = screen.getByRole('dialog', { name: `Hand over order #${order.orderNumber}?` });
    expect(dialog).toHaveAccessibleDescription(
      'SAR 26.00 of this order is still unpaid. Take the payment at the counter before handing it over.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(moves(server)).toEqual([]);

    await user.click(card(order.orderNumber).getByRole('button', { name: /^Picked up/ }));
    await user.click(screen.getByRole('button', { name: 'Payment taken, hand it over' }));
    expect(await screen.findByText(`Order #${order.orderNumber} was picked up.`)).toBeInTheDocument();
    expect(moves(server).map((r) => r.body)).toEqual([{ stage: 'picked_up', version: 3 }]);
  });

  it('explains a move another screen made first, and reads the queue again', async () => {
    const user = userEvent.setup();
    const order = takeaway('placed');
    const server = openQueue(
      'owner',
      () => [order],
      ({ method }) =>
        method === 'POST'
          ? error(409, 'CONFLICT', 'This was changed by someone else. Please try again.')
          : undefined,
    );
    await lane('New');
    const before = queueReads(server);
    await user.click(card(order.orderNumber).getByRole('button', { name: /^Start preparing/ }));
    expect(
      await screen.findByText('This was changed by someone else. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(queueReads(server)).toBeGreaterThan(before));
  });

  it('follows the restaurant live: a new takeaway order appears once, and a reconnection catches up', async () => {
    const orders = [takeaway('placed')];
    const server = openQueue('owner', () => orders);
    await lane('New');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0] as FakeEventSource;
    act(() => stream.open());

    const arriving = takeaway('placed');
    orders.push(arriving);
    act(() =>
      stream.emit('order.created', {
        type: 'order.created',
        restaurantId: 1,
        tableNumber: null,
        orderId: arriving.id,
        data: {},
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 3, name: `Order #${arriving.orderNumber}` }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, name: `Order #${arriving.orderNumber}` })).toHaveLength(
      1,
    );

    // A table's order is not the queue's business.
    const reads = queueReads(server);
    act(() =>
      stream.emit('order.created', { type: 'order.created', restaurantId: 1, tableNumber: 4, data: {} }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queueReads(server)).toBe(reads);

    // The stream drops; an order is moved meanwhile; back on a new stream, the queue reads it all again.
    act(() => stream.drop());
    const moved = orders[0] as ReturnType<typeof takeaway>;
    orders[0] = { ...moved, stage: 'preparing', status: 'preparing' };
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    act(() => (FakeEventSource.instances[1] as FakeEventSource).open());
    await waitFor(async () =>
      expect(
        (await lane('Preparing')).getByRole('heading', { level: 3, name: `Order #${moved.orderNumber}` }),
      ).toBeInTheDocument(),
    );
  });

  it('never says "sent" for an SMS only kept: without a provider it says so and puts the call first, live', async () => {
    smsDelivers = false;
    const placed = takeaway('preparing');
    const waiting = takeaway('ready', { pickupSms: 'sending' });
    const orders = [placed, waiting];
    openQueue('owner', () => orders);
    await lane('Preparing');
    expect(
      screen.getByText(
        "Orders to collect, from the counter's QR code. No SMS provider is set up, so customers get no text: call them when their order is ready.",
      ),
    ).toBeInTheDocument();
    expect(
      card(placed.orderNumber).getByText('No SMS provider: call the customer when it is ready'),
    ).toBeInTheDocument();
    expect(
      card(placed.orderNumber).getByText('No SMS is sent (no SMS provider): call the customer'),
    ).toBeInTheDocument();
    expect(card(placed.orderNumber).queryByRole('link', { name: /^Call the customer/ })).toBeNull();
    const ready = card(waiting.orderNumber);
    expect(ready.getByText('Pickup SMS not sent: no SMS provider is set up')).toBeInTheDocument();
    expect(ready.getByRole('link', { name: 'Call the customer +966501234567' })).toHaveAttribute(
      'href',
      'tel:+966501234567',
    );

    // The job ran: the message was kept, not sent. The card follows the stream, never saying "sent".
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0] as FakeEventSource;
    act(() => stream.open());
    orders[1] = { ...waiting, pickupSms: 'kept' };
    act(() =>
      stream.emit('order.updated', {
        type: 'order.updated',
        restaurantId: 1,
        tableNumber: null,
        orderId: waiting.id,
        data: { pickupSms: 'kept' },
      }),
    );
    expect(
      await card(waiting.orderNumber).findByText('Pickup SMS not sent (no SMS provider): kept in Messages'),
    ).toBeInTheDocument();
    expect(card(waiting.orderNumber).getByRole('link', { name: /^Call the customer/ })).toBeInTheDocument();
    expect(screen.queryByText('Pickup SMS sent')).toBeNull();
  });

  it('says the same in Arabic', async () => {
    await i18n.changeLanguage('ar');
    smsDelivers = false;
    const kept = takeaway('ready', { pickupSms: 'kept' });
    openQueue('owner', () => [kept]);
    const heading = await screen.findByRole('heading', { level: 3, name: `طلب رقم ${kept.orderNumber}` });
    const ready = within(heading.closest('article') as HTMLElement);
    expect(
      ready.getByText('لم تُرسل رسالة الاستلام (لا مزوّد رسائل نصية): محفوظة في الرسائل'),
    ).toBeInTheDocument();
    expect(ready.getByRole('link', { name: 'اتصل بالعميل +966501234567' })).toHaveAttribute(
      'href',
      'tel:+966501234567',
    );
    expect(screen.queryByText('أُرسلت رسالة الاستلام')).toBeNull();
  });

  it('says "sent" only when the provider took it, and asks for a call when it failed', async () => {
    const sent = takeaway('ready', { pickupSms: 'sent' });
    const failed = takeaway('ready', { pickupSms: 'failed' });
    openQueue('owner', () => [sent, failed]);
    await lane('Ready for pickup');
    expect(card(sent.orderNumber).getByText('Pickup SMS sent')).toBeInTheDocument();
    expect(card(sent.orderNumber).queryByRole('link', { name: /^Call the customer/ })).toBeNull();
    expect(card(failed.orderNumber).getByText('The pickup SMS could not be sent')).toBeInTheDocument();
    expect(
      card(failed.orderNumber).getByRole('link', { name: 'Call the customer +966501234567' }),
    ).toHaveAttribute('href', 'tel:+966501234567');
  });
});

// Issue 29 item 1: a takeaway taken at the counter, with the phone its pickup SMS goes to.
describe('a counter order', () => {
  const tea = {
    id: 9,
    name: 'Mint tea',
    nameAr: 'شاي بالنعناع',
    description: '',
    descriptionAr: '',
    price: 700,
    photo: null,
    calories: null,
    caffeineLevel: 'none',
    isHighSalt: false,
    isAvailable: true,
    optionGroups: [],
  };
  const menuRead = {
    status: 200,
    body: { data: { categories: [{ id: 4, name: 'Drinks', nameAr: 'المشروبات', items: [tea] }] } },
  };

  it('a waiter takes it from the menu with the guest phone; a wrong number is said before anything is sent', async () => {
    const user = userEvent.setup();
    const placed = takeaway('placed');
    const server = openQueue(
      'waiter',
      () => [],
      (request) => {
        if (request.method === 'GET' && request.path === '/api/public/restaurants/1/menu') return menuRead;
        if (request.method === 'POST' && request.path === '/api/staff/takeaway/orders')
          return {
            status: 201,
            body: {
              data: {
                order: { ...placed, customerPhone: '+966501234567', placedBy: { id: 3, name: 'Sara' } },
              },
            },
          };
        return undefined;
      },
    );
    await user.click(await screen.findByRole('button', { name: 'New counter order' }));
    expect(await screen.findByRole('heading', { name: 'Takeaway at the counter' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Mint tea/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mint tea' })).getByRole('button', { name: /^Add/ }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mint tea' })).toBeNull());

    await user.type(screen.getByLabelText(/Guest's phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send to kitchen' }));
    expect(await screen.findByText('Please enter a valid Saudi phone number')).toBeInTheDocument();
    expect(server.changes().filter((r) => r.path === '/api/staff/takeaway/orders')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Guest's phone/));
    await user.type(screen.getByLabelText(/Guest's phone/), '0501234567');
    await user.click(screen.getByRole('button', { name: 'Send to kitchen' }));
    expect(
      await screen.findByText(`Takeaway order #${placed.orderNumber} is with the kitchen`),
    ).toBeInTheDocument();
    const [sent] = server.changes().filter((r) => r.path === '/api/staff/takeaway/orders');
    expect(sent?.body).toEqual({
      items: [{ itemId: 9, quantity: 1, selectedOptions: [], specialInstructions: '' }],
      notes: '',
      language: 'en',
      customerPhone: '0501234567',
    });
    expect(await screen.findByRole('heading', { name: 'Takeaway' })).toBeInTheDocument();
  });

  it('the kitchen does not take counter orders', async () => {
    openQueue('kitchen', () => []);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New counter order' })).toBeNull();
  });
});
