import type { Menu, MenuItem } from '@sufra/domain/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStore } from '../../../shared/store';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { mockApi, NAJD, renderApp, resetStore } from '../../../test/render';

const realFetch = globalThis.fetch;
let uninstall: () => void;

function dish(id: number, overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    name: `Dish ${id}`,
    nameAr: `طبق ${id}`,
    description: '',
    descriptionAr: '',
    price: 2500,
    photo: `/media/uploads/menu/${id}-640.webp`,
    photoSrcset: `/media/uploads/menu/${id}-320.webp 320w, /media/uploads/menu/${id}-640.webp 640w`,
    calories: null,
    caffeineLevel: 'none',
    isHighSalt: false,
    isAvailable: true,
    optionGroups: [],
    ...overrides,
  };
}

function serve(menu: () => Menu) {
  const menuReads: string[] = [];
  mockApi((url) => {
    if (
      url.pathname === `/api/public/restaurants/${NAJD.id}/menu` ||
      url.pathname === '/api/public/restaurants/9/menu'
    ) {
      menuReads.push(url.pathname);
      return { status: 200, body: { data: menu() } };
    }
    if (url.pathname.endsWith('/orders')) return { status: 200, body: { data: { orders: [] } } };
    return undefined;
  });
  return menuReads;
}

const tableStream = () => FakeEventSource.instances.find((s) => s.url.includes('/tables/4/events'));

beforeEach(() => {
  resetStore();
  uninstall = installFakeEventSource();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  uninstall();
});

describe('the diner menu follows the owner’s changes', () => {
  it('shows a dish the owner adds while the menu is open, when the table stream says the menu changed', async () => {
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'hash-4' });
    let menu: Menu = { categories: [{ id: 1, name: 'Mains', nameAr: 'الأطباق', items: [dish(1)] }] };
    const reads = serve(() => menu);
    renderApp('/restaurant-menu');
    expect(await screen.findByRole('button', { name: 'Dish 1' })).toBeInTheDocument();
    const img = screen.getByRole('button', { name: 'Dish 1' }).querySelector('img');
    expect(img?.getAttribute('srcset')).toContain('640w');
    expect(img?.getAttribute('sizes')).toBe('96px');
    await act(async () => tableStream()?.open());
    const before = reads.length;

    menu = { categories: [{ id: 1, name: 'Mains', nameAr: 'الأطباق', items: [dish(1), dish(2)] }] };
    await act(async () =>
      tableStream()?.emit('menu.updated', {
        type: 'menu.updated',
        restaurantId: 1,
        tableNumber: null,
        data: { menuVersion: 7 },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Dish 2' })).toBeInTheDocument();
    expect(reads.length).toBeGreaterThan(before);
  });

  it('turns an open dish to sold out when the owner marks it, so it cannot be added', async () => {
    const user = userEvent.setup();
    useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: 'hash-4' });
    let menu: Menu = { categories: [{ id: 1, name: 'Mains', nameAr: 'الأطباق', items: [dish(1)] }] };
    serve(() => menu);
    renderApp('/restaurant-menu');
    await user.click(await screen.findByRole('button', { name: 'Dish 1' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Dish 1' }));
    expect(await sheet.findByRole('button', { name: /Add to cart/ })).toBeEnabled();
    await act(async () => tableStream()?.open());

    menu = {
      categories: [{ id: 1, name: 'Mains', nameAr: 'الأطباق', items: [dish(1, { isAvailable: false })] }],
    };
    await act(async () =>
      tableStream()?.emit('menu.updated', {
        type: 'menu.updated',
        restaurantId: 1,
        tableNumber: null,
        data: { menuVersion: 8 },
      }),
    );
    expect(await sheet.findByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(sheet.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it("opens read only as the owner's preview: a note, no cart, and the dish says where diners add it", async () => {
    const user = userEvent.setup();
    serve(() => ({ categories: [{ id: 1, name: 'Mains', nameAr: 'الأطباق', items: [dish(1)] }] }));
    renderApp('/restaurant-menu?preview=9');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Preview: this is how diners see your menu. Ordering is off here.',
    );
    await user.click(await screen.findByRole('button', { name: 'Dish 1' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Dish 1' }));
    expect(await sheet.findByText('Preview only: diners add this dish here.')).toBeInTheDocument();
    expect(sheet.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /View cart/ })).toBeNull();
  });
});
