import type { StaffMenuCategory, StaffMenuItem } from '@sufra/domain/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { FakeEventSource } from '../../../test/fake-event-source';
import { NAJD } from '../../../test/render';
import { error } from '../../../test/staff-test-server';
import {
  APPETIZERS,
  changes,
  DRINKS,
  installMenuEditorFakes,
  item,
  menuOf,
  openEditor,
  section,
} from './menu-editor.test-support';

// The menu editor (/dashboard/menu): categories and dishes as the API gives them, the first category of an
// empty menu, sold out in one tap, the menu read again when it changes elsewhere, a retry, deleting, and
// Arabic. Checks: menu-editor-checks.test.tsx; order and files: menu-editor-arrange.test.tsx.
installMenuEditorFakes();

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
