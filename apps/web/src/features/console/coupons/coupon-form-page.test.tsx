import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { error } from '../../../test/staff-test-server';
import { cardOf, changes, coupon, openCoupons, saved } from './coupons.test-support';

// The coupon form on the Coupons screen: a percent coupon's basis points, halalas and Riyadh times, a coupon
// limited to a category and an item, the domain's rules at each field, the server's 'code taken', and
// editing a used coupon's dates.
fakeStreamsForEachTest();

describe('the coupon form on the Coupons screen', () => {
  it('creates a percent coupon: 12.5 % is 1250 basis points, SAR in halalas, Riyadh times as instants', async () => {
    const user = userEvent.setup();
    const server = openCoupons([], ({ method, path, body }) =>
      method === 'POST' && path === '/api/staff/coupons' ? saved(body, 201) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Create the first coupon' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New coupon' }));
    // Upper-cased as typed.
    await user.type(dialog.getByLabelText(/^Code/), 'ramadan25');
    expect(dialog.getByLabelText(/^Code/)).toHaveValue('RAMADAN25');
    await user.type(dialog.getByLabelText(/^Percentage off/), '12.5');
    await user.type(dialog.getByLabelText(/^Maximum discount/), '50');
    await user.type(dialog.getByLabelText(/^Minimum order/), '30');
    fireEvent.change(dialog.getByLabelText(/^Starts/), { target: { value: '2026-02-19T00:00' } });
    fireEvent.change(dialog.getByLabelText(/^Ends/), { target: { value: '2026-03-20T00:00' } });
    await user.type(dialog.getByLabelText(/^Maximum uses/), '200');
    await user.type(dialog.getByLabelText(/^Uses per customer/), '1');
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByText('RAMADAN25 created')).toBeInTheDocument();
    expect(changes(server).map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        '/api/staff/coupons',
        {
          code: 'RAMADAN25',
          kind: 'percent',
          value: 1250,
          maxDiscount: 5000,
          minOrder: 3000,
          startsAt: '2026-02-18T21:00:00.000Z',
          endsAt: '2026-03-19T21:00:00.000Z',
          maxUses: 200,
          perCustomerLimit: 1,
          itemIds: [],
          categoryIds: [],
          isActive: true,
        },
      ],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is read again after the change.
    expect(server.requests.filter((r) => r.method === 'GET' && r.path === '/api/staff/coupons')).toHaveLength(
      2,
    );
  });

  it('limits a coupon to a whole category and a chosen item, found by search, and sends their ids', async () => {
    const user = userEvent.setup();
    const server = openCoupons([coupon({})], ({ method, path, body }) =>
      method === 'POST' && path === '/api/staff/coupons' ? saved(body, 201) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New coupon' }));
    await user.type(dialog.getByLabelText(/^Code/), 'TEATIME');
    await user.click(dialog.getByRole('radio', { name: 'Fixed amount' }));
    await user.type(dialog.getByLabelText(/^Amount off/), '5');
    await user.click(dialog.getByRole('radio', { name: 'Chosen items and categories' }));
    await user.click(await dialog.findByRole('checkbox', { name: 'All of Drinks' }));
    expect(dialog.getByRole('checkbox', { name: 'Mint tea' })).toBeDisabled();
    await user.type(dialog.getByRole('searchbox', { name: 'Search the menu' }), 'fatt');
    expect(dialog.queryByRole('checkbox', { name: 'Hummus' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Fattoush' }));
    expect(dialog.getByText('Chosen: categories 1, items 1')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));

    await screen.findByText('TEATIME created');
    expect(changes(server)[0]?.body).toMatchObject({
      code: 'TEATIME',
      kind: 'fixed',
      value: 500,
      maxDiscount: null,
      itemIds: [32],
      categoryIds: [5],
    });
  });

  it("shows the domain's rules at each field before sending anything", async () => {
    const user = userEvent.setup();
    const server = openCoupons([coupon({})]);
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New coupon' }));
    await user.type(dialog.getByLabelText(/^Code/), 'BIG');
    await user.type(dialog.getByLabelText(/^Percentage off/), '150');
    fireEvent.change(dialog.getByLabelText(/^Starts/), { target: { value: '2026-03-02T10:00' } });
    fireEvent.change(dialog.getByLabelText(/^Ends/), { target: { value: '2026-03-01T10:00' } });
    await user.type(dialog.getByLabelText(/^Maximum uses/), '2.5');
    await user.click(dialog.getByRole('radio', { name: 'Chosen items and categories' }));
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));

    expect(dialog.getByRole('alert')).toHaveTextContent('4 fields need attention.');
    expect(dialog.getByLabelText(/^Percentage off/)).toHaveAccessibleDescription(
      'For example 12.5 A percentage discount must be between 0.01% and 100%.',
    );
    expect(dialog.getByLabelText(/^Percentage off/)).toHaveFocus();
    expect(dialog.getByLabelText(/^Ends/)).toHaveAccessibleDescription(
      'The end date must be after the start date.',
    );
    expect(dialog.getByLabelText(/^Maximum uses/)).toHaveAccessibleDescription(
      'Across all diners. Leave empty for no limit. Type a whole number, for example 100.',
    );
    expect(dialog.getByRole('group', { name: 'Applies to' })).toHaveAccessibleDescription(
      'Choose at least one item or category, or apply it to everything.',
    );
    expect(changes(server)).toHaveLength(0);

    // Fixed as typed: the problem leaves its field at once.
    await user.clear(dialog.getByLabelText(/^Percentage off/));
    await user.type(dialog.getByLabelText(/^Percentage off/), '15');
    expect(dialog.getByLabelText(/^Percentage off/)).not.toHaveAttribute('aria-invalid');
    expect(dialog.getByRole('alert')).toHaveTextContent('3 fields need attention.');
  });

  it("shows the server's 'code taken' at the code field", async () => {
    const user = userEvent.setup();
    openCoupons([coupon({})], ({ method, path }) =>
      method === 'POST' && path === '/api/staff/coupons'
        ? error(409, 'COUPON_CODE_TAKEN', 'Another coupon already uses this code. Choose a different code.')
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New coupon' }));
    await user.type(dialog.getByLabelText(/^Code/), 'ramadan25');
    await user.type(dialog.getByLabelText(/^Percentage off/), '10');
    await user.click(dialog.getByRole('button', { name: 'Create coupon' }));

    const code = dialog.getByLabelText(/^Code/);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('Another coupon already uses this code. Choose a different code.'),
      ),
    );
    expect(code).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'New coupon' })).toBeInTheDocument();
    // A new code clears it.
    await user.type(code, 'X');
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  it('edits the dates of a used coupon, saying changes apply to future orders, and sends only them', async () => {
    const user = userEvent.setup();
    const server = openCoupons([coupon({})], ({ method, path, body }) =>
      method === 'PATCH' && path === '/api/staff/coupons/1'
        ? saved({ id: 1, ...(body as object) })
        : undefined,
    );
    await user.click((await cardOf('RAMADAN25')).getByRole('button', { name: 'Edit RAMADAN25' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit RAMADAN25' }));
    expect(
      dialog.getByText(
        'RAMADAN25 has been used 12 times. Changes apply to future orders only; orders already placed keep their discount.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Percentage off/)).toHaveValue('12.5');
    expect(dialog.getByLabelText(/^Ends/)).toHaveValue('2026-03-20T00:00');
    // Nothing changed: nothing sent.
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Nothing has changed yet.');
    expect(changes(server)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/^Ends/), { target: { value: '2026-03-25T23:30' } });
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('RAMADAN25 saved')).toBeInTheDocument();
    expect(changes(server).map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/api/staff/coupons/1', { endsAt: '2026-03-25T20:30:00.000Z' }],
    ]);
  });
});
