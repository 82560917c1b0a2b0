import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { NAJD } from '../../../test/render';
import { error } from '../../../test/staff-test-server';
import { at, cardOf, changes, coupon, fact, NEW_YEAR, openCoupons, saved } from './coupons.test-support';

// The Coupons screen (/dashboard/coupons): each coupon in words, the first coupon invited, pausing after
// saying what diners will be told, uses counted live, a list that could not be read. Its form:
// coupon-form-page.test.tsx.
fakeStreamsForEachTest();

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
