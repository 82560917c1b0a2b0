import type { StaffCoupon } from '@sufra/domain/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { NAJD, renderApp } from '../../../test/render';
import { error, type Handler, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

const at = '2026-11-20T18:30:00.000Z';

function coupon(overrides: Partial<StaffCoupon>): StaffCoupon {
  return {
    id: 1,
    code: 'RAMADAN25',
    kind: 'percent',
    value: 1250,
    maxDiscount: 5000,
    minOrder: 3000,
    startsAt: '2026-02-18T21:00:00.000Z',
    endsAt: '2026-03-19T21:00:00.000Z',
    maxUses: 200,
    perCustomerLimit: 2,
    itemIds: [],
    categoryIds: [],
    isActive: true,
    state: 'live',
    usage: { uses: 12, discountGiven: 9550, customers: 9, lastUsedAt: '2026-11-20T17:05:00.000Z' },
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const item = (id: number, name: string, nameAr: string) => ({
  id,
  name,
  nameAr,
  description: '',
  descriptionAr: '',
  price: 1900,
  photo: null,
  calories: null,
  caffeineLevel: 'none',
  isHighSalt: false,
  isAvailable: true,
  optionGroups: [],
});
const MENU = {
  categories: [
    {
      id: 3,
      name: 'Appetizers',
      nameAr: 'المقبلات',
      items: [item(31, 'Hummus', 'حمص'), item(32, 'Fattoush', 'فتوش')],
    },
    { id: 5, name: 'Drinks', nameAr: 'المشروبات', items: [item(51, 'Mint tea', 'شاي بالنعناع')] },
  ],
};

const NEW_YEAR = coupon({
  id: 2,
  code: 'NEWYEAR',
  kind: 'fixed',
  value: 500,
  maxDiscount: null,
  minOrder: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  perCustomerLimit: null,
  itemIds: [32],
  categoryIds: [5],
  isActive: false,
  state: 'paused',
  usage: { uses: 0, discountGiven: 0, customers: 0, lastUsedAt: null },
});

function openCoupons(coupons: StaffCoupon[] | (() => StaffCoupon[]), handle?: Handler) {
  signInAs();
  const server = staffServer({
    me: staffUser('manager'),
    handle: (request) => {
      const answer = handle?.(request);
      if (answer) return answer;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'ticket-1', expiresAt: at } } };
      if (request.method === 'GET' && request.path === '/api/staff/coupons') {
        const list = typeof coupons === 'function' ? coupons() : coupons;
        return { status: 200, body: { data: { coupons: list, serverTime: at } } };
      }
      if (request.method === 'GET' && request.path === `/api/public/restaurants/${NAJD.id}/menu`)
        return { status: 200, body: { data: MENU } };
      return undefined;
    },
  });
  renderApp('/dashboard/coupons');
  return server;
}

/** The changes sent (the stream's ticket aside). */
const changes = (server: ReturnType<typeof staffServer>) =>
  server.changes().filter((r) => r.path !== '/api/staff/events/ticket');

/** The card of one coupon (its code is its heading). */
async function cardOf(code: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: code });
  return within(heading.closest('li') as HTMLElement);
}

/** What a card says under one of its terms. */
const fact = (card: ReturnType<typeof within>, term: string) =>
  card.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const saved = (body: unknown, status = 200) => ({
  status,
  body: { data: { coupon: coupon({ id: 9, ...(body as object) }) } },
});

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

describe('the Coupons screen', () => {
  it('lists each coupon with its discount in words, its conditions, its state and its usage', async () => {
    openCoupons([
      coupon({}),
      NEW_YEAR,
      coupon({ id: 3, code: 'EID', state: 'scheduled' }),
      coupon({ id: 4, code: 'OLD20', state: 'expired' }),
      coupon({ id: 5, code: 'FIRST50', state: 'used_up', maxUses: 50 }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    const ramadan = await cardOf('RAMADAN25');
    expect(ramadan.getByText('12.5% off, up to SAR 50.00')).toBeInTheDocument();
    expect(ramadan.getByText('Live')).toBeInTheDocument();
    expect(fact(ramadan, 'Minimum order')).toBe('SAR 30.00');
    // Riyadh time: 21:00 UTC is midnight in Riyadh.
    expect(fact(ramadan, 'When')).toBe('19 Feb 2026, 00:00 to 20 Mar 2026, 00:00');
    expect(fact(ramadan, 'Maximum uses')).toBe('200');
    expect(fact(ramadan, 'Per customer')).toBe('2 times');
    expect(fact(ramadan, 'Applies to')).toBe('Everything on the menu');
    expect(fact(ramadan, 'Usage')).toBe('12 of 200 uses');
    expect(fact(ramadan, 'Discount given')).toBe('SAR 95.50');
    expect(fact(ramadan, 'Customers')).toBe('9');
    expect(fact(ramadan, 'Last used')).toBe('20 Nov 2026, 20:05');

    const newYear = await cardOf('NEWYEAR');
    expect(newYear.getByText('SAR 5.00 off')).toBeInTheDocument();
    expect(newYear.getByText('Paused')).toBeInTheDocument();
    expect(newYear.getByText('Switched off: diners are told the code is not valid.')).toBeInTheDocument();
    expect(fact(newYear, 'When')).toBe('Any time');
    expect(fact(newYear, 'Maximum uses')).toBe('No limit');
    // The targets are named from the menu.
    await waitFor(() => expect(fact(newYear, 'Applies to')).toBe('Category: DrinksItem: Fattoush'));
    expect(fact(newYear, 'Last used')).toBe('Not used yet');
    expect(newYear.getByRole('button', { name: 'Resume NEWYEAR' })).toBeInTheDocument();
    for (const [code, state] of [
      ['EID', 'Scheduled'],
      ['OLD20', 'Expired'],
      ['FIRST50', 'Used up'],
    ] as const)
      expect((await cardOf(code)).getByText(state)).toBeInTheDocument();

    // Filtered by state, with how many there are of each.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Paused (1)' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['NEWYEAR']);
    await user.click(screen.getByRole('button', { name: 'All (5)' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it('invites a restaurant without coupons to create its first', async () => {
    const user = userEvent.setup();
    openCoupons([]);
    expect(await screen.findByRole('heading', { name: 'No coupons yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the first coupon' }));
    expect(screen.getByRole('dialog', { name: 'New coupon' })).toBeInTheDocument();
  });

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

  it('pauses a coupon only after saying what diners will be told', async () => {
    const user = userEvent.setup();
    const server = openCoupons([coupon({})], ({ method, path }) =>
      method === 'PATCH' && path === '/api/staff/coupons/1'
        ? saved({ id: 1, isActive: false, state: 'paused' })
        : undefined,
    );
    await user.click((await cardOf('RAMADAN25')).getByRole('button', { name: 'Pause RAMADAN25' }));
    const confirm = screen.getByRole('dialog', { name: 'Pause RAMADAN25?' });
    expect(confirm).toHaveAccessibleDescription(
      'Diners who enter RAMADAN25 will be told it is not valid. Orders already placed keep their discount.',
    );
    expect(changes(server)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Pause the coupon' }));
    expect(await screen.findByText('RAMADAN25 is paused')).toBeInTheDocument();
    expect(changes(server).map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/api/staff/coupons/1', { isActive: false }],
    ]);
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

  it('counts a use as the order arrives, over the live stream', async () => {
    let uses = 12;
    openCoupons(() => [coupon({ usage: { uses, discountGiven: 9550, customers: 9, lastUsedAt: at } })]);
    expect(fact(await cardOf('RAMADAN25'), 'Usage')).toBe('12 of 200 uses');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0] as FakeEventSource;
    act(() => stream.open());

    uses = 13;
    act(() =>
      stream.emit('order.created', {
        type: 'order.created',
        restaurantId: NAJD.id,
        tableNumber: 4,
        orderId: 'order-1',
        data: {},
      }),
    );
    await waitFor(async () => expect(fact(await cardOf('RAMADAN25'), 'Usage')).toBe('13 of 200 uses'));
  });

  it('says why the list could not be read, and reads it again', async () => {
    const user = userEvent.setup();
    let fails = true;
    openCoupons(
      () => [coupon({})],
      ({ method, path }) =>
        fails && method === 'GET' && path === '/api/staff/coupons'
          ? error(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')
          : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardOf('RAMADAN25')).toBeTruthy();
  });
});
