import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { error } from '../../../test/staff-test-server';
import {
  APPETIZERS,
  changes,
  installMenuEditorFakes,
  item,
  menuOf,
  openEditor,
} from './menu-editor.test-support';

// The menu editor's checks: a price as it is typed and as the server refuses it, an option range the
// server refuses at its group.
installMenuEditorFakes();

describe('the menu editor, checking what is typed', () => {
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
});
