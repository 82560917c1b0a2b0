import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

// The approvals screen (/dashboard/approvals) for managers and owners: the requests waiting, live; approve
// after a confirmation naming what comes off the bill; decline; the manager's own approval PIN; a waiter
// cannot open it.

const request = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  orderId: '0b6e1d9a-3c4f-4b8e-9a57-2f6c8d1e4a01',
  orderNumber: 41,
  tableNumber: 4,
  line: 1,
  itemName: 'Mint lemonade',
  itemNameAr: 'ليمون بالنعناع',
  kind: 'comp',
  quantity: 1,
  amount: 1500,
  vat: 196,
  reason: 'long_wait',
  note: 'Forty minutes',
  status: 'requested',
  requestedBy: { id: 7, name: 'Sara' },
  decidedBy: null,
  createdAt: '2026-11-24T19:30:00.000Z',
  decidedAt: null,
  ...over,
});

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

function openApprovals(role: 'manager' | 'waiter' = 'manager') {
  signInAs();
  const state = { pending: [request(12)], decided: [] as unknown[], hasOwnPin: false };
  const server = staffServer({
    me: staffUser(role),
    handle: ({ method, path }) => {
      const ok = (data: unknown) => ({ status: 200, body: { data } });
      if (method === 'POST' && path === '/api/staff/events/ticket')
        return ok({ ticket: 'tk', expiresAt: '2026-11-24T20:00:00.000Z' });
      if (method === 'GET' && path === '/api/staff/adjustments')
        return ok({ pending: state.pending, decided: state.decided });
      if (method === 'GET' && path === '/api/staff/adjustments/approvers')
        return ok({ approvers: [], hasOwnPin: state.hasOwnPin });
      const decided = /^\/api\/staff\/adjustments\/(\d+)\/(approve|decline)$/.exec(path);
      if (method === 'POST' && decided) {
        const status = decided[2] === 'approve' ? 'approved' : 'declined';
        const done = request(Number(decided[1]), { status, decidedBy: { id: 3, name: 'Huda' } });
        state.pending = state.pending.filter((p) => p.id !== Number(decided[1]));
        state.decided = [done];
        return ok({ adjustment: done, order: {}, refund: { amount: 0, shares: 0, creditNotes: 0 } });
      }
      if (method === 'PUT' && path === '/api/staff/me/approval-pin') {
        state.hasOwnPin = true;
        return ok({ hasOwnPin: true });
      }
      return undefined;
    },
  });
  renderApp('/dashboard/approvals');
  return { server, state };
}

describe('the approvals screen', () => {
  it('shows a waiting request and approves it after a confirmation that says what comes off', async () => {
    const user = userEvent.setup();
    const { server } = openApprovals();
    expect(await screen.findByRole('heading', { name: 'Approvals', level: 1 })).toBeInTheDocument();
    const waiting = within(await screen.findByRole('heading', { name: 'Comp: 1 × Mint lemonade' }))
      .getByText('Comp: 1 × Mint lemonade')
      .closest('li') as HTMLElement;
    expect(within(waiting).getByText('Order #41 · table 4')).toBeInTheDocument();
    expect(within(waiting).getByText('Long wait · Forty minutes')).toBeInTheDocument();
    expect(within(waiting).getByText('Asked by Sara')).toBeInTheDocument();
    // The navigation counts what waits, and forgets it once decided.
    const nav = within(screen.getByRole('navigation', { name: 'Restaurant console' }));
    expect(await nav.findByRole('link', { name: 'Approvals Waiting: 1' })).toBeInTheDocument();
    await user.click(within(waiting).getByRole('button', { name: 'Approve' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Approve this Comp?' }));
    expect(
      confirm.getByText(/1 × Mint lemonade on order #41: about SAR 15.00 comes off the bill/),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText('Approved: SAR 15.00 off order #41.')).toBeInTheDocument();
    expect(await screen.findByText('No requests waiting.')).toBeInTheDocument();
    expect(screen.getByText('Approved by Huda')).toBeInTheDocument();
    expect(await nav.findByRole('link', { name: 'Approvals' })).toBeInTheDocument();
    expect(server.changes().map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /api/staff/adjustments/12/approve',
    );
  });

  it('declines; a new request elsewhere appears without a reload', async () => {
    const user = userEvent.setup();
    const { server, state } = openApprovals();
    const decline = await screen.findByRole('button', { name: 'Decline' });
    await user.click(decline);
    expect(await screen.findByText('No requests waiting.')).toBeInTheDocument();
    expect(server.changes().map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /api/staff/adjustments/12/decline',
    );
    state.pending = [request(13, { kind: 'void', itemName: 'Lamb kabsa', reason: 'sent_back', note: '' })];
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    const source = FakeEventSource.instances.at(-1) as FakeEventSource;
    act(() => source.open());
    act(() =>
      source.emit('adjustment.requested', {
        type: 'adjustment.requested',
        restaurantId: 1,
        tableNumber: null,
        data: { id: 13, orderNumber: 41, status: 'requested' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Void: 1 × Lamb kabsa' })).toBeInTheDocument();
  });

  it('a manager sets their approval PIN', async () => {
    const user = userEvent.setup();
    const { server } = openApprovals();
    expect(await screen.findByText('You have no PIN yet.')).toBeInTheDocument();
    const set = screen.getByRole('button', { name: 'Set my PIN' });
    await user.type(screen.getByLabelText('New PIN'), '12');
    expect(set).toBeDisabled();
    expect(screen.getByText('A PIN is 4 to 8 digits.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New PIN'), '34');
    await user.click(set);
    expect(await screen.findByText('Your approval PIN is set.')).toBeInTheDocument();
    expect(await screen.findByText('Your PIN is set.')).toBeInTheDocument();
    expect(server.changes().filter((r) => r.path === '/api/staff/me/approval-pin')).toMatchObject([
      { method: 'PUT', body: { pin: '1234' } },
    ]);
  });

  it('is not for a waiter', async () => {
    const { server } = openApprovals('waiter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen is not for your role' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Approvals', level: 1 })).toBeNull();
    expect(server.changes()).toEqual([]);
  });
});
