import type { StaffMenuItem } from '@sufra/domain/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { error } from '../../../test/staff-test-server';
import {
  APPETIZERS,
  changes,
  DRINKS,
  installMenuEditorFakes,
  menuOf,
  openEditor,
  section,
} from './menu-editor.test-support';

// The menu editor's order and files: reordering by keyboard and by dnd-kit's keyboard sensor, a photo
// sent as multipart (and refused in words), a CSV imported after confirming, and its explanation.
installMenuEditorFakes();

describe('the menu editor, arranging and importing', () => {
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
});
