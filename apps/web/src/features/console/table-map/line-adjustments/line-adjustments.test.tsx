import type { StaffTableDetail } from '@sufra/domain/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeEventSource } from '../../../../test/fake-event-source';
import { renderApp } from '../../../../test/render';
import { error, signInAs, staffServer, staffUser } from '../../../../test/staff-test-server';
import { FLOOR, SERVER_TIME, TABLE_4 } from '../test-floor';

// Voids and comps from the table map's order panel (issue 29 item 5): a waiter requests one, or has a manager
// type their PIN to approve it on the spot; a manager voids at once; each line shows its voided and comped
// units and a request waiting; the server's refusals are said in the dialog.

type Request = { method: string; path: string; body: unknown };
type Answer = { status: number; body: unknown };

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

const adjustment = (status: string, kind = 'comp') => ({
  id: 12,
  orderId: TABLE_4.orders[0]?.id,
  orderNumber: 41,
  tableNumber: 4,
  line: 1,
  itemName: 'Mint lemonade',
  itemNameAr: 'ليمون بالنعناع',
  kind,
  quantity: 1,
  amount: 1500,
  vat: 196,
  reason: 'goodwill',
  note: '',
  status,
  requestedBy: { id: 7, name: 'Sara' },
  decidedBy: status === 'approved' ? { id: 3, name: 'Huda' } : null,
  createdAt: SERVER_TIME,
  decidedAt: null,
});

function openTable4(
  role: 'waiter' | 'manager',
  handle: (r: Request) => Answer | undefined,
  detail = TABLE_4,
) {
  signInAs();
  const server = staffServer({
    me: staffUser(role),
    handle: (request) => {
      const own = handle(request);
      if (own) return own;
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 'tk', expiresAt: SERVER_TIME } } };
      if (request.method !== 'GET') return undefined;
      if (request.path === '/api/staff/tables')
        return { status: 200, body: { data: { tables: FLOOR, serverTime: SERVER_TIME } } };
      if (request.path === '/api/staff/table-merges') return { status: 200, body: { data: { merges: [] } } };
      if (request.path === '/api/staff/tables/4') return { status: 200, body: { data: { table: detail } } };
      if (request.path === '/api/staff/adjustments/approvers')
        return {
          status: 200,
          body: { data: { approvers: [{ id: 3, name: 'Huda', role: 'manager' }], hasOwnPin: false } },
        };
      return undefined;
    },
  });
  renderApp('/dashboard/tables?table=4');
  return server;
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  const panel = within(await screen.findByRole('region', { name: 'Table 4' }));
  await user.click(await panel.findByRole('button', { name: 'Void or comp Mint lemonade' }));
  return within(await screen.findByRole('dialog', { name: 'Void or comp: Mint lemonade' }));
};

describe('voids and comps on the table map', () => {
  it('a waiter requests a comp with a reason; the request is sent for a manager', async () => {
    const user = userEvent.setup();
    const server = openTable4('waiter', ({ method, path }) =>
      method === 'POST' && path.endsWith('/adjustments')
        ? {
            status: 201,
            body: {
              data: {
                adjustment: adjustment('requested'),
                order: TABLE_4.orders[0],
                refund: { amount: 0, shares: 0, creditNotes: 0 },
              },
            },
          }
        : undefined,
    );
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: /^Comp/ }));
    await user.selectOptions(dialog.getByLabelText('Reason'), 'Goodwill');
    expect(dialog.getByText('Takes about SAR 15.00 off the bill.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Request' }));
    expect(await screen.findByText('Sent to a manager for approval.')).toBeInTheDocument();
    expect(server.changes().filter((r) => r.path.endsWith('/adjustments'))).toMatchObject([
      {
        method: 'POST',
        path: `/api/staff/orders/${TABLE_4.orders[0]?.id}/adjustments`,
        body: { line: 1, kind: 'comp', quantity: 1, reason: 'goodwill', note: '' },
      },
    ]);
  });

  it('a manager types their PIN on the waiter’s device; a wrong PIN is said in the dialog', async () => {
    const user = userEvent.setup();
    const server = openTable4('waiter', ({ method, path }) =>
      method === 'POST' && path.endsWith('/adjustments')
        ? error(403, 'APPROVAL_PIN_WRONG', 'That PIN is not right. Ask the manager to enter it again.')
        : undefined,
    );
    const dialog = await openDialog(user);
    const approveNow = dialog.getByRole('button', { name: 'Approve now' });
    expect(approveNow).toBeDisabled();
    await user.selectOptions(dialog.getByLabelText('Manager'), 'Huda');
    await user.type(dialog.getByLabelText('PIN'), '2468');
    await user.click(approveNow);
    expect(await dialog.findByRole('alert')).toHaveTextContent('That PIN is not right.');
    expect(server.changes().filter((r) => r.path.endsWith('/adjustments'))).toMatchObject([
      {
        body: {
          line: 1,
          kind: 'void',
          quantity: 1,
          reason: 'sent_back',
          approval: { approverId: 3, pin: '2468' },
        },
      },
    ]);
  });

  it('a manager voids at once; the lines show their voided, comped and waiting units', async () => {
    const user = userEvent.setup();
    const [first, second] = TABLE_4.orders as [
      StaffTableDetail['orders'][number],
      StaffTableDetail['orders'][number],
    ];
    const detail: StaffTableDetail = {
      ...TABLE_4,
      orders: [
        { ...first, items: first.items.map((i) => (i.index === 0 ? { ...i, comped: 1, lineTotal: 0 } : i)) },
        { ...second, items: second.items.map((i) => ({ ...i, adjustmentPending: true })) },
      ],
    };
    const server = openTable4(
      'manager',
      ({ method, path }) =>
        method === 'POST' && path.endsWith('/adjustments')
          ? {
              status: 201,
              body: {
                data: {
                  adjustment: adjustment('approved', 'void'),
                  order: first,
                  refund: { amount: 0, shares: 0, creditNotes: 0 },
                },
              },
            }
          : undefined,
      detail,
    );
    const panel = within(await screen.findByRole('region', { name: 'Table 4' }));
    expect(await panel.findByText('Comp: 1')).toBeInTheDocument();
    expect(panel.getByText('Waiting for a manager')).toBeInTheDocument();
    // Nothing left to comp on the kabsa, and the mandi already has a request: only the lemonade has the button.
    expect(panel.getAllByRole('button', { name: /^Void or comp/ })).toHaveLength(1);
    const dialog = await openDialog(user);
    expect(dialog.queryByRole('button', { name: 'Request' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Voided: SAR 15.00 off the bill.')).toBeInTheDocument();
    expect(server.changes().filter((r) => r.path.endsWith('/adjustments'))).toHaveLength(1);
  });
});
