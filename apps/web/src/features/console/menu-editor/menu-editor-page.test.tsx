import type { StaffMenu, StaffMenuCategory, StaffMenuItem } from '@sufra/domain/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { NAJD, renderApp } from '../../../test/render';
import { error, type Handler, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

const at = '2026-11-20T18:30:00.000Z';

function item(
  id: number,
  name: string,
  nameAr: string,
  overrides: Partial<StaffMenuItem> = {},
): StaffMenuItem {
  return {
    id,
    categoryId: 3,
    name,
    nameAr,
    description: '',
    descriptionAr: '',
    price: 1900,
    photo: null,
    photoSrcset: null,
    calories: null,
    caffeineLevel: 'none',
    isHighSalt: false,
    isAvailable: true,
    optionGroups: [],
    ...overrides,
  };
}

const APPETIZERS: StaffMenuCategory = {
  id: 3,
  name: 'Appetizers',
  nameAr: 'المقبلات',
  isActive: true,
  items: [
    item(31, 'Hummus', 'حمص', {
      photo: '/media/menu/31-640.webp',
      photoSrcset: '/media/menu/31-320.webp 320w, /media/menu/31-640.webp 640w',
    }),
    item(32, 'Fattoush', 'فتوش', { price: 2250 }),
  ],
};
const DRINKS: StaffMenuCategory = {
  id: 5,
  name: 'Drinks',
  nameAr: 'المشروبات',
  isActive: false,
  items: [item(51, 'Mint tea', 'شاي بالنعناع', { categoryId: 5, isAvailable: false })],
};
const menuOf = (categories: StaffMenuCategory[]): StaffMenu => ({
  restaurantId: NAJD.id,
  menuVersion: 7,
  categories,
});

function openEditor(menu: StaffMenu | (() => StaffMenu), handle?: Handler) {
  signInAs();
  const server = staffServer({
    me: staffUser('owner'),
    handle: (request) => {
      const answer = handle?.(request);
      if (answer) return answer;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'ticket-1', expiresAt: at } } };
      if (request.method === 'GET' && request.path === '/api/staff/menu')
        return { status: 200, body: { data: typeof menu === 'function' ? menu() : menu } };
      return undefined;
    },
  });
  renderApp('/dashboard/menu');
  return server;
}

/** The changes sent (the stream's ticket aside). */
const changes = (server: ReturnType<typeof staffServer>) =>
  server.changes().filter((r) => r.path !== '/api/staff/events/ticket');

/** A category's section, found by its heading. */
async function section(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return within(heading.closest('li') as HTMLElement);
}

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(async () => {
  restore();
  await changeLanguage('en');
});

describe('the menu editor', () => {
  it('shows categories in order with their dishes, photos, prices in SAR, and hidden or sold out in words', async () => {
    openEditor(menuOf([APPETIZERS, DRINKS]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    await section('Appetizers');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Appetizers',
      'Drinks',
    ]);
    const appetizers = await section('Appetizers');
    expect(appetizers.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Hummus',
      'Fattoush',
    ]);
    expect(appetizers.getByText('SAR 22.50')).toBeInTheDocument();
    const photo = appetizers
      .getByRole('heading', { level: 3, name: 'Hummus' })
      .closest('li')
      ?.querySelector('img');
    expect(photo).toHaveAttribute('srcset', '/media/menu/31-320.webp 320w, /media/menu/31-640.webp 640w');
    expect(photo).toHaveAttribute('loading', 'lazy');
    const drinks = await section('Drinks');
    expect(drinks.getByText(/Hidden from diners/)).toBeInTheDocument();
    expect(drinks.getByRole('switch', { name: 'Sold out: Mint tea' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('link', { name: /Preview as a diner/ })).toHaveAttribute(
      'href',
      `/restaurant-menu?preview=${NAJD.id}`,
    );
    expect(screen.getByRole('link', { name: /Preview as a diner/ })).toHaveAttribute('target', '_blank');
  });

  it('invites an empty menu to add its first category, and creates it with both names', async () => {
    const user = userEvent.setup();
    let menu = menuOf([]);
    const created: StaffMenuCategory = {
      id: 8,
      name: 'Grills',
      nameAr: 'المشويات',
      isActive: true,
      items: [],
    };
    const server = openEditor(
      () => menu,
      ({ method, path }) => {
        if (method !== 'POST' || path !== '/api/staff/menu/categories') return undefined;
        menu = menuOf([created]);
        return { status: 201, body: { data: created } };
      },
    );
    expect(await screen.findByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Add a category' });
    await user.click(start);
    const dialog = within(screen.getByRole('dialog', { name: 'New category' }));
    await user.click(dialog.getByRole('button', { name: 'Add category' }));
    expect(dialog.getByLabelText(/^Name in Arabic/)).toHaveAccessibleDescription('Type a name.');
    expect(changes(server)).toEqual([]);
    await user.type(dialog.getByLabelText(/^Name in Arabic/), 'المشويات');
    await user.type(dialog.getByLabelText(/^Name in English/), 'Grills');
    await user.click(dialog.getByRole('button', { name: 'Add category' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Grills' })).toBeInTheDocument();
    expect(changes(server).map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/staff/menu/categories', { nameAr: 'المشويات', name: 'Grills' }],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the price as it is typed (12.345 and a negative refused), and sends it as typed', async () => {
    const user = userEvent.setup();
    let menu = menuOf([APPETIZERS]);
    const server = openEditor(
      () => menu,
      ({ method, path }) => {
        if (method !== 'POST' || path !== '/api/staff/menu/items') return undefined;
        const kebab = item(40, 'Kebab', 'كباب', { price: 3450, calories: 450 });
        menu = menuOf([{ ...APPETIZERS, items: [...APPETIZERS.items, kebab] }]);
        return { status: 201, body: { data: kebab } };
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Add a dish to Appetizers' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New dish in Appetizers' }));
    const price = dialog.getByLabelText(/^Price \(SAR\)/);
    await user.type(price, '12.345');
    expect(price).toHaveAccessibleDescription(/Type a price in riyals with at most two decimals/);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.clear(price);
    await user.type(price, '-5');
    expect(price).toHaveAccessibleDescription(/at most two decimals/);
    await user.clear(price);
    await user.type(price, '34.5');
    expect(price).toHaveAccessibleDescription('Diners see SAR 34.50');

    await user.type(dialog.getByLabelText(/^Name in Arabic/), 'كباب');
    await user.type(dialog.getByLabelText(/^Name in English/), 'Kebab');
    await user.type(dialog.getByLabelText(/^Calories/), '450');
    await user.click(dialog.getByRole('button', { name: 'Add dish' }));
    await screen.findByRole('dialog', { name: 'Edit Kebab' });
    expect(changes(server).map((r) => r.body)).toEqual([
      {
        categoryId: 3,
        nameAr: 'كباب',
        name: 'Kebab',
        descriptionAr: '',
        description: '',
        price: '34.5',
        calories: 450,
        caffeineLevel: 'none',
        isHighSalt: false,
        isAvailable: true,
      },
    ]);
  });

  it("shows the server's MENU_PRICE_INVALID at the price field", async () => {
    const user = userEvent.setup();
    openEditor(menuOf([APPETIZERS]), ({ method, path }) =>
      method === 'PATCH' && path === '/api/staff/menu/items/32'
        ? error(
            422,
            'MENU_PRICE_INVALID',
            'Type a price in riyals with at most two decimals, for example 12.50.',
          )
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Fattoush' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Fattoush' }));
    const price = dialog.getByLabelText(/^Price \(SAR\)/);
    expect(price).toHaveValue('22.50');
    await user.clear(price);
    await user.type(price, '9999999');
    expect(price).toHaveAccessibleDescription(/at most two decimals/);
    await user.clear(price);
    await user.type(price, '25');
    await user.click(dialog.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(
        /Type a price in riyals with at most two decimals, for example 12\.50\.$/,
      ),
    );
    expect(price).toHaveFocus();
  });

  it('says an option range the server refuses at its group, and explains required in words', async () => {
    const user = userEvent.setup();
    const server = openEditor(menuOf([APPETIZERS]), ({ method, path }) =>
      method === 'PUT' && path === '/api/staff/menu/items/31/option-groups'
        ? {
            status: 422,
            body: {
              error: {
                code: 'MENU_OPTION_RANGE',
                message: '“Size”: the minimum choices cannot be more than the maximum.',
                params: { group: 'Size', groupAr: 'الحجم' },
              },
            },
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Hummus' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Hummus' }));
    await user.click(dialog.getByRole('button', { name: 'Add an option group' }));
    const group = within(dialog.getByRole('group', { name: 'Option group 1' }));
    await user.type(group.getByLabelText(/^Group name in Arabic/), 'الحجم');
    await user.type(group.getByLabelText(/^Group name in English/), 'Size');
    await user.clear(group.getByLabelText('Fewest choices'));
    await user.type(group.getByLabelText('Fewest choices'), '1');
    expect(group.getByText('Required: diners must choose at least 1 and at most 1.')).toBeInTheDocument();
    const option = within(group.getByRole('group', { name: 'Option 1' }));
    await user.type(option.getByLabelText(/^Name in Arabic/), 'كبير');
    await user.type(option.getByLabelText(/^Name in English/), 'Large');
    await user.clear(option.getByLabelText(/^Extra price/));
    await user.type(option.getByLabelText(/^Extra price/), '1.255');
    expect(option.getByLabelText(/^Extra price/)).toHaveAccessibleDescription(/at most two decimals/);
    await user.clear(option.getByLabelText(/^Extra price/));
    await user.type(option.getByLabelText(/^Extra price/), '3');

    // Two choices at most of one option: refused here, at the group, before anything is sent.
    await user.clear(group.getByLabelText('Most choices'));
    await user.type(group.getByLabelText('Most choices'), '2');
    expect(group.getByRole('alert')).toHaveTextContent(/cannot be more than the available options \(1\)/);
    await user.clear(group.getByLabelText('Most choices'));
    await user.type(group.getByLabelText('Most choices'), '1');
    await user.click(dialog.getByRole('button', { name: 'Save options' }));

    await waitFor(() =>
      expect(group.getByRole('alert')).toHaveTextContent(
        '“Size”: the minimum choices cannot be more than the maximum.',
      ),
    );
    expect(changes(server).map((r) => r.body)).toEqual([
      {
        optionGroups: [
          {
            nameAr: 'الحجم',
            name: 'Size',
            minSelections: 1,
            maxSelections: 1,
            options: [{ nameAr: 'كبير', name: 'Large', price: '3', maxQuantity: 1, isAvailable: true }],
          },
        ],
      },
    ]);
  });

  it('marks a dish sold out with one tap on its row, at once, and announces it', async () => {
    const user = userEvent.setup();
    const soldOut = item(32, 'Fattoush', 'فتوش', { price: 2250, isAvailable: false });
    let menu = menuOf([APPETIZERS]);
    const server = openEditor(
      () => menu,
      ({ method, path }) => {
        if (method !== 'PATCH' || path !== '/api/staff/menu/items/32') return undefined;
        menu = menuOf([{ ...APPETIZERS, items: [APPETIZERS.items[0] as StaffMenuItem, soldOut] }]);
        return { status: 200, body: { data: soldOut } };
      },
    );
    const toggle = await screen.findByRole('switch', { name: 'Sold out: Fattoush' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(
      await screen.findByText('Fattoush is sold out: diners cannot order it', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    expect(changes(server).map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/api/staff/menu/items/32', { isAvailable: false }],
    ]);
  });

  it('reorders by keyboard: Move down sends the whole new order and says where it went', async () => {
    const user = userEvent.setup();
    const swapped = { ...APPETIZERS, items: [APPETIZERS.items[1], APPETIZERS.items[0]] as StaffMenuItem[] };
    let menu = menuOf([APPETIZERS, DRINKS]);
    const server = openEditor(
      () => menu,
      ({ method, path }) => {
        if (method === 'PUT' && path === '/api/staff/menu/categories/3/item-order') {
          menu = menuOf([swapped, DRINKS]);
          return { status: 200, body: { data: swapped } };
        }
        if (method === 'PUT' && path === '/api/staff/menu/categories/order') {
          menu = menuOf([DRINKS, swapped]);
          return { status: 200, body: { data: menu } };
        }
        return undefined;
      },
    );
    const down = await screen.findByRole('button', { name: 'Move Hummus down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Hummus is now at position 2 of 2.')).toBeInTheDocument();
    expect(down).toHaveFocus();
    const appetizers = await section('Appetizers');
    await waitFor(() =>
      expect(appetizers.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Fattoush',
        'Hummus',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Move Drinks up' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Drinks',
        'Appetizers',
      ]),
    );
    expect(changes(server).map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/api/staff/menu/categories/3/item-order', { ids: [32, 31] }],
      ['PUT', '/api/staff/menu/categories/order', { ids: [5, 3] }],
    ]);
  });

  it("reorders with dnd-kit's keyboard sensor on a drag handle", async () => {
    const server = openEditor(menuOf([APPETIZERS, DRINKS]), ({ method, path }) =>
      method === 'PUT' && path === '/api/staff/menu/categories/order'
        ? { status: 200, body: { data: menuOf([DRINKS, APPETIZERS]) } }
        : undefined,
    );
    const handle = await screen.findByRole('button', { name: 'Drag to reorder Appetizers' });
    // jsdom lays nothing out: give each category a place so the sensor can find the next one.
    const [first, second] = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.closest('li') as HTMLElement);
    const box = (top: number) => ({
      top,
      bottom: top + 100,
      left: 0,
      right: 300,
      width: 300,
      height: 100,
      x: 0,
      y: top,
      toJSON: () => ({}),
    });
    if (first && second) {
      first.getBoundingClientRect = () => box(0) as DOMRect;
      second.getBoundingClientRect = () => box(120) as DOMRect;
    }
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(changes(server).map((r) => [r.method, r.path, r.body])).toEqual([
        ['PUT', '/api/staff/menu/categories/order', { ids: [5, 3] }],
      ]),
    );
  });

  it('says a photo the server refuses in words, and sends the photo as multipart', async () => {
    const user = userEvent.setup({ applyAccept: false });
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
    const server = openEditor(menuOf([APPETIZERS]), ({ method, path }) =>
      method === 'POST' && path === '/api/staff/menu/items/32/photo'
        ? error(415, 'UNSUPPORTED_MEDIA_TYPE', 'This file is not a PNG, JPEG or WebP image.')
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Fattoush' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Fattoush' }));
    const input = dialog.getByLabelText('Choose a photo');
    await user.upload(input, new File(['<svg/>'], 'dish.svg', { type: 'image/svg+xml' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG or WebP picture.');
    expect(changes(server)).toEqual([]);
    await user.upload(input, new File(['<svg/>'], 'dish.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG or WebP image.'),
    );
    const sent = changes(server);
    expect(sent.map((r) => [r.method, r.path])).toEqual([['POST', '/api/staff/menu/items/32/photo']]);
  });

  it('imports a CSV after its confirmation, and says the row and column it could not read', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent: { type: string | null; body: unknown }[] = [];
    openEditor(menuOf([APPETIZERS]), ({ method, path }) => {
      if (method !== 'POST' || path !== '/api/staff/menu/import') return undefined;
      return error(422, 'MENU_IMPORT_INVALID', 'Row 3, column “price” cannot be read. Nothing was imported.');
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (String(input).endsWith('/api/staff/menu/import'))
        sent.push({ type: new Headers(init?.headers).get('content-type'), body: init?.body });
      return realFetch(input, init);
    };
    try {
      const file = new File(['category,category_ar\n'], 'menu.csv', { type: 'text/csv' });
      await user.upload(await screen.findByLabelText('Import CSV'), file);
      const dialog = within(screen.getByRole('dialog', { name: 'Import menu.csv?' }));
      expect(
        dialog.getByText(/Nothing is deleted, except the options a dish in the file no longer lists\./),
      ).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Import' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent(
        'Row 3, column “price” cannot be read. Nothing was imported.',
      );
      expect(sent).toEqual([{ type: 'text/csv', body: file }]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('explains the file: one line per dish, its options on the lines below it, saved as CSV UTF-8 (en and ar)', async () => {
    const user = userEvent.setup();
    openEditor(menuOf([APPETIZERS]));
    await user.click(await screen.findByText('How the file is laid out'));
    expect(
      screen.getByText(/^A dish's options go on the lines below it: the same category and dish names/),
    ).toBeVisible();
    expect(
      screen.getByText(/group_min and group_max say how many a guest must and may choose/),
    ).toBeVisible();
    expect(screen.getByText(/save with Save As › “CSV UTF-8”/)).toBeVisible();
    await act(() => changeLanguage('ar'));
    // Still open: the same help, now in Arabic.
    expect(await screen.findByText('كيف يُرتَّب الملف')).toBeVisible();
    expect(screen.getByText(/^خيارات الطبق في الأسطر التي تليه: القسم واسما الطبق أنفسهم/)).toBeVisible();
    expect(screen.getByText(/«حفظ باسم» ثم «CSV UTF-8»/)).toBeVisible();
  });

  it('reads the menu again when it changes elsewhere (menu.updated)', async () => {
    let menu = menuOf([APPETIZERS]);
    openEditor(() => menu);
    await screen.findByRole('heading', { level: 2, name: 'Appetizers' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0] as FakeEventSource;
    act(() => stream.open());
    menu = menuOf([APPETIZERS, DRINKS]);
    act(() =>
      stream.emit('menu.updated', {
        type: 'menu.updated',
        restaurantId: NAJD.id,
        tableNumber: null,
        data: { menuVersion: 8 },
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Drinks' })).toBeInTheDocument();
  });

  it('retries a menu that could not be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    openEditor(menuOf([APPETIZERS]), ({ method, path }) =>
      method === 'GET' && path === '/api/staff/menu' && fail
        ? error(500, 'INTERNAL', 'Something went wrong.')
        : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Appetizers' })).toBeInTheDocument();
  });

  it('confirms deleting a dish by its name, and keeps a category with dishes from being deleted', async () => {
    const user = userEvent.setup();
    let menu = menuOf([APPETIZERS]);
    const server = openEditor(
      () => menu,
      ({ method, path }) => {
        if (method !== 'DELETE' || path !== '/api/staff/menu/items/32') return undefined;
        menu = menuOf([{ ...APPETIZERS, items: [APPETIZERS.items[0] as StaffMenuItem] }]);
        return { status: 204, body: null };
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Appetizers' }));
    const refuse = within(screen.getByRole('dialog', { name: 'Delete Appetizers?' }));
    expect(refuse.getByText(/still has dishes/)).toBeInTheDocument();
    expect(refuse.getByRole('button', { name: 'Delete category' })).toBeDisabled();
    await user.click(refuse.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Appetizers' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete Fattoush' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Delete Fattoush?' }));
    expect(confirm.getByText(/Fattoush is removed from the menu/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete dish' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Fattoush' })).not.toBeInTheDocument(),
    );
    expect(changes(server).map((r) => [r.method, r.path])).toEqual([['DELETE', '/api/staff/menu/items/32']]);
  });

  it('reads right to left in Arabic: names, prices in riyals, sold out and the price check in Arabic', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    openEditor(menuOf([APPETIZERS, DRINKS]));
    expect(await screen.findByRole('heading', { level: 1, name: 'القائمة' })).toBeInTheDocument();
    const appetizers = await section('المقبلات');
    expect(appetizers.getByText('22.50 ر.س')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'نفد: شاي بالنعناع' })).toHaveAttribute('aria-checked', 'true');
    expect((await section('المشروبات')).getByText(/مخفي عن الزبائن/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'أضف طبقًا إلى المقبلات' }));
    const dialog = within(screen.getByRole('dialog', { name: 'طبق جديد في المقبلات' }));
    const price = dialog.getByLabelText(/^السعر \(/);
    await user.type(price, '12.345');
    expect(price).toHaveAccessibleDescription(/اكتب السعر بالريال بخانتين عشريتين على الأكثر، مثل 12\.50\.$/);
    await user.clear(price);
    await user.type(price, '١٢٫٥');
    expect(price).toHaveAccessibleDescription('يراه الزبائن 12.50 ر.س');
  });
});
