import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../../shared/store';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

const kabsa = {
  id: 7,
  name: 'Chicken Kabsa',
  nameAr: 'كبسة دجاج',
  description: 'Spiced rice with chicken',
  descriptionAr: 'أرز متبّل مع دجاج',
  price: 4500,
  photo: '/media/demo/dishes/kabsa.svg',
  calories: 850,
  caffeineLevel: 'none',
  isHighSalt: true,
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
    {
      id: 2,
      name: 'Extras',
      nameAr: 'إضافات',
      minSelections: 0,
      maxSelections: 3,
      options: [{ id: 21, name: 'Daqoos sauce', nameAr: 'دقوس', price: 200, maxQuantity: 3 }],
    },
  ],
};
const soldOut = {
  ...kabsa,
  id: 8,
  name: 'Lamb Mandi',
  nameAr: 'مندي لحم',
  isAvailable: false,
  optionGroups: [],
};
const menu = { categories: [{ id: 3, name: 'Mains', nameAr: 'الأطباق الرئيسية', items: [kabsa, soldOut] }] };
const realFetch = globalThis.fetch;

beforeEach(() => {
  resetStore();
  useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'h' });
  mockApi((url) =>
    url.pathname === '/api/public/restaurants/1/menu' ? { status: 200, body: { data: menu } } : undefined,
  );
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function openKabsa() {
  await userEvent.click(await screen.findByRole('button', { name: 'Chicken Kabsa' }));
  // The sheet is its own chunk (preloaded 1 s after the menu shows): it may take a moment the first time.
  return screen.findByRole('dialog', { name: 'Chicken Kabsa' });
}

describe('menu item sheet', () => {
  it('shows price with VAT, calories, high salt, and a sold-out item that cannot be ordered', async () => {
    renderApp('/restaurant-menu');
    const card = await screen.findByRole('button', { name: 'Chicken Kabsa' });
    expect(card).toHaveTextContent('SAR 45.00');
    expect(card).toHaveTextContent('850 kcal');
    expect(card).toHaveTextContent('High in salt');
    expect(screen.getByRole('button', { name: 'Lamb Mandi — Sold out' })).toBeDisabled();
  });

  it('refuses to add until the minimum of a required group is met', async () => {
    renderApp('/restaurant-menu');
    const sheet = await openKabsa();
    await userEvent.click(within(sheet).getByRole('button', { name: /Add to cart/ }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Please select at least 1 option(s)');
    expect(useStore.getState().cart.items).toEqual([]);
  });

  it('adds with options, quantities and instructions; the same choices merge into one line', async () => {
    renderApp('/restaurant-menu');
    let sheet = await openKabsa();
    await userEvent.click(within(sheet).getByRole('radio', { name: /Mandi rice/ }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Daqoos sauce/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'One more Daqoos sauce' }));
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Special instructions' }), 'No onions');
    // (45.00 + 3.00 + 2 × 2.00) × 1 = 52.00
    await userEvent.click(within(sheet).getByRole('button', { name: /Add to cart · SAR 52\.00/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    sheet = await openKabsa();
    await userEvent.click(within(sheet).getByRole('radio', { name: /Mandi rice/ }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: /Daqoos sauce/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'One more Daqoos sauce' }));
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Special instructions' }), ' No onions ');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(sheet).getByRole('button', { name: /Add to cart/ }));

    const { cart } = useStore.getState();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ itemId: 7, quantity: 3, specialInstructions: 'No onions' });
    expect(cart.totalPrice).toBe(15600);
    expect(screen.getByRole('link', { name: /View cart \(3\)/ })).toHaveAttribute('href', '/cart');
  });

  it('different special instructions make a separate line', async () => {
    renderApp('/restaurant-menu');
    for (const note of ['', 'Extra spicy']) {
      const sheet = await openKabsa();
      await userEvent.click(within(sheet).getByRole('radio', { name: /White rice/ }));
      if (note)
        await userEvent.type(within(sheet).getByRole('textbox', { name: 'Special instructions' }), note);
      await userEvent.click(within(sheet).getByRole('button', { name: /Add to cart/ }));
    }
    expect(useStore.getState().cart.items).toHaveLength(2);
  });
});
