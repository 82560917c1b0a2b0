import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

const at = '2026-11-24T18:30:00.000Z';
type Step = 'category' | 'item' | 'qrSheet' | 'testOrder';

function checklist(done: Step[]) {
  const steps = (['category', 'item', 'qrSheet', 'testOrder'] as const).map((key) => ({
    key,
    done: done.includes(key),
  }));
  return { status: 200, body: { data: { steps, isComplete: steps.every((step) => step.done) } } };
}

const SETUP = {
  tables: [
    { id: 1, number: 1, capacity: 4, status: 'maintenance', url: 'http://x.test/welcome/t1', openOrders: 0 },
    { id: 2, number: 2, capacity: 4, status: 'active', url: 'http://x.test/welcome/t2', openOrders: 0 },
  ],
  takeawayPoints: [] as { id: number; name: string; nameAr: string; isActive: boolean; url: string }[],
  defaultCapacity: 4,
};

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

function openConsole(
  role: 'owner' | 'manager',
  read: () => Step[],
  { path = '/dashboard/orders', setup = SETUP } = {},
) {
  signInAs();
  const server = staffServer({
    me: staffUser(role),
    handle: (request) => {
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 't1', expiresAt: at } } };
      if (request.path === '/api/staff/orders/board')
        return { status: 200, body: { data: { orders: [], day: '2026-11-24', serverTime: at } } };
      if (request.path === '/api/staff/first-service') return checklist(read());
      if (request.path === '/api/staff/table-setup') return { status: 200, body: { data: setup } };
      return undefined;
    },
  });
  renderApp(path);
  return {
    ...server,
    reads: () => server.requests.filter((r) => r.path === '/api/staff/first-service').length,
  };
}

const card = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Your first service' })).closest('section') as HTMLElement,
  );

describe('the first-service checklist', () => {
  it('lists the four steps on the owner’s home, each a link to the screen that does it', async () => {
    openConsole('owner', () => ['category']);
    const list = await card();
    expect(list.getByText('1 of 4 done')).toBeTruthy();
    // Done: struck through, no longer a link, and said in words.
    expect(list.queryByRole('link', { name: /Add a menu category/ })).toBeNull();
    expect(list.getByText('(done)')).toBeTruthy();
    expect(list.getByRole('link', { name: /Add a dish to the menu/ }).getAttribute('href')).toBe(
      '/dashboard/menu',
    );
    expect(list.getByRole('link', { name: /Print the QR sheet/ }).getAttribute('href')).toBe(
      '/dashboard/tables/setup',
    );
    // The test order: the first table in service (no takeaway counter), in a new tab.
    const test = await list.findByRole('link', { name: /Place a test order/ });
    expect(test.getAttribute('href')).toBe('http://x.test/welcome/t2');
    expect(test.getAttribute('target')).toBe('_blank');
  });

  it('prefers the takeaway counter for the test order, and says what to do when there is no link', async () => {
    const counter = { id: 1, name: 'Counter', nameAr: 'Counter ar', isActive: true, url: 'http://x.test/tk' };
    openConsole('owner', () => [], { setup: { ...SETUP, takeawayPoints: [counter] } });
    const list = await card();
    expect((await list.findByRole('link', { name: /Place a test order/ })).getAttribute('href')).toBe(
      'http://x.test/tk',
    );
  });

  it('has no link for the test order while the restaurant has no table or counter in service', async () => {
    openConsole('owner', () => [], { setup: { ...SETUP, tables: [] } });
    const list = await card();
    expect(await list.findByText(/Add a table or a takeaway counter/)).toBeTruthy();
    expect(list.queryByRole('link', { name: /Place a test order/ })).toBeNull();
  });

  it('ticks itself on the live events and on focus, and is gone once complete', async () => {
    let done: Step[] = [];
    const server = openConsole('owner', () => done);
    await card();
    const stream = FakeEventSource.instances[0] as FakeEventSource;
    act(() => stream.open());
    done = ['category', 'item'];
    act(() => stream.emit('menu.updated', { type: 'menu.updated', restaurantId: 1 }));
    expect(await screen.findByText('2 of 4 done')).toBeTruthy();
    done = ['category', 'item', 'qrSheet'];
    const before = server.reads();
    act(() => {
      fireEvent.focus(window);
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(server.reads()).toBeGreaterThan(before));
    expect(await screen.findByText('3 of 4 done')).toBeTruthy();
    done = ['category', 'item', 'qrSheet', 'testOrder'];
    act(() => stream.emit('order.created', { type: 'order.created', restaurantId: 1, orderId: 5 }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your first service' })).toBeNull());
  });

  it('is not shown once complete', async () => {
    const complete = openConsole('owner', () => ['category', 'item', 'qrSheet', 'testOrder']);
    await waitFor(() => expect(complete.reads()).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Your first service' })).toBeNull();
  });

  it.each([
    ['en', 'Your first service', '1 of 4 done', 'Hide steps', 'Show steps', 'Add a dish to the menu'],
    ['ar', 'خدمتك الأولى', 'أُنجز 1 من 4', 'إخفاء الخطوات', 'عرض الخطوات', 'أضف طبقًا إلى القائمة'],
  ] as const)(
    'folds to one line before it is complete, and stays folded on this device (%s)',
    async (lang, title, progress, hide, show, step) => {
      await changeLanguage(lang);
      const user = userEvent.setup();
      openConsole('owner', () => ['category']);
      const list = within(
        (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement,
      );
      expect(list.getByRole('link', { name: new RegExp(step) })).toBeVisible();
      await user.click(list.getByRole('button', { name: hide }));
      // Folded: the title, the progress and the way back; no step, no intro.
      expect(list.getByText(progress)).toBeVisible();
      expect(list.queryByRole('link', { name: new RegExp(step) })).toBeNull();
      expect(list.getByRole('button', { name: show })).toHaveAttribute('aria-expanded', 'false');

      // Another visit of the board on this device: still folded, then unfolded on demand.
      cleanup();
      openConsole('owner', () => ['category']);
      const again = within(
        (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement,
      );
      expect(again.queryByRole('link', { name: new RegExp(step) })).toBeNull();
      await user.click(again.getByRole('button', { name: show }));
      expect(again.getByRole('link', { name: new RegExp(step) })).toBeVisible();
      expect(again.getByRole('button', { name: hide })).toHaveAttribute('aria-expanded', 'true');
    },
  );

  it('is asked for by the owner only', async () => {
    const manager = openConsole('manager', () => []);
    await screen.findByRole('navigation');
    expect(manager.reads()).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Your first service' })).toBeNull();
  });
});
