import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { type Answer, openTableMap, panel, type Request } from './open-table-map.test-support';
import { TABLE_4 } from './test-floor';

fakeStreamsForEachTest();

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
