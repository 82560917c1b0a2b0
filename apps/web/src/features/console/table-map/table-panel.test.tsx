import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { openTableMap, panel, stream } from './open-table-map.test-support';
import { CARD_SHARE, cashPayment, floorTable, TABLE_4 } from './test-floor';

fakeStreamsForEachTest();

describe("a table's panel", () => {
  it('opens at ?table=N with its orders, bill and who paid what with the invoice numbers; Back closes it', async () => {
    const user = userEvent.setup();
    openTableMap('/dashboard/tables');
    await user.click(await screen.findByRole('button', { name: 'Open table 4' }));
    expect(window.location.search).toBe('?table=4');
    const table = await panel();
    expect(await table.findByText('Order #41')).toBeInTheDocument();
    expect(table.getByText('Lamb kabsa')).toBeInTheDocument();
    expect(table.getByText('Served')).toBeInTheDocument();
    expect(table.getByText('Preparing')).toBeInTheDocument();
    const bill = within(table.getByRole('region', { name: 'The bill' }));
    expect(bill.getByText('Remaining').nextElementSibling).toHaveTextContent('SAR 80.00');
    expect(bill.getByText('Tips').nextElementSibling).toHaveTextContent('SAR 5.00');
    const payments = within(table.getByRole('region', { name: 'Payments' }));
    expect(payments.getByText('Apple Pay')).toBeInTheDocument();
    expect(payments.getByText("A diner's share of a split (order #41)")).toBeInTheDocument();
    expect(payments.getByRole('link', { name: 'Invoice #1187' })).toHaveAttribute(
      'href',
      `/show-invoice?id=${CARD_SHARE.invoice?.id}`,
    );

    history.back();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Table 4' })).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
  });

  it('follows live events about its table', async () => {
    const { state } = openTableMap('/dashboard/tables?table=4');
    const source = await stream();
    source.open();
    expect(await (await panel()).findByText('Order #41')).toBeInTheDocument();
    state.detail = { ...TABLE_4, payments: [cashPayment(2000, 1190), CARD_SHARE] };
    source.emit('order.updated', { type: 'order.updated', restaurantId: 1, tableNumber: 4, data: {} });
    expect(await (await panel()).findByRole('link', { name: 'Invoice #1190' })).toBeInTheDocument();
    expect((await panel()).getByText('Taken at the restaurant by Sara Al-Otaibi')).toBeInTheDocument();
  });

  it('records cash typed in SAR exactly in halalas, after saying what it records, and shows the invoice', async () => {
    const user = userEvent.setup();
    const { server } = openTableMap('/dashboard/tables?table=4', {
      handle: ({ method, path, body }) =>
        method === 'POST' && path === '/api/staff/tables/4/payments'
          ? {
              status: 201,
              body: {
                data: {
                  payment: cashPayment((body as { amount: number }).amount, 1191),
                  table: floorTable(4, { state: 'partially_paid' }),
                },
              },
            }
          : undefined,
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Record payment' }));
    const form = within(screen.getByRole('dialog', { name: 'Record a payment for table 4' }));
    const amount = form.getByLabelText('Amount (SAR)');
    expect(amount).toHaveValue('80.00');
    await user.clear(amount);
    await user.type(amount, '45.5');
    await user.click(form.getByRole('button', { name: 'Continue' }));

    const confirm = screen.getByRole('dialog', { name: 'Record this payment?' });
    expect(confirm).toHaveTextContent('Record 45.50 SAR cash for table 4');
    expect(confirm).toHaveTextContent('Still owed after it: SAR 34.50');
    expect(server.changes().filter((r) => r.path.endsWith('/payments'))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Record 45.50 SAR' }));

    const done = await screen.findByRole('dialog', { name: 'Payment recorded' });
    expect(done).toHaveTextContent('45.50 SAR cash recorded for table 4.');
    expect(done).toHaveTextContent('Invoice #1191 issued');
    const sent = server.changes().filter((r) => r.path === '/api/staff/tables/4/payments');
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      method: 'cash',
      amount: 4550,
      tip: 0,
      expectedRemaining: 8000,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('refuses an amount that is not one or is more than the table owes, before asking anything', async () => {
    const user = userEvent.setup();
    openTableMap('/dashboard/tables?table=4');
    await user.click(await (await panel()).findByRole('button', { name: 'Record payment' }));
    const amount = screen.getByLabelText('Amount (SAR)');
    await user.clear(amount);
    await user.type(amount, '80.01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(/That is more than the table owes \(80.00 SAR\)/);
    await user.clear(amount);
    await user.type(amount, '4,555');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(amount).toHaveAccessibleDescription(/Type an amount like 45.50/);
  });

  it('when a diner paid meanwhile (BILL_CHANGED), shows the new remaining and sends it the next time with the same key', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { state, server } = openTableMap('/dashboard/tables?table=4', {
      handle: ({ method, path, body }) => {
        if (method !== 'POST' || path !== '/api/staff/tables/4/payments') return undefined;
        attempts += 1;
        if (attempts === 1) {
          state.detail = { ...TABLE_4, bill: { ...TABLE_4.bill, paid: 6000, remaining: 6000 } };
          return {
            status: 409,
            body: {
              error: {
                code: 'BILL_CHANGED',
                message:
                  'The bill changed meanwhile: 60.00 SAR remains now. Check the amount and record it again.',
                params: { remaining: '60.00', remainingHalalas: 6000 },
              },
            },
          };
        }
        const amount = (body as { amount: number }).amount;
        return { status: 201, body: { data: { payment: cashPayment(amount, 1192), table: floorTable(4) } } };
      },
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Record payment' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Record 80.00 SAR' }));

    const form = await screen.findByRole('dialog', { name: 'Record a payment for table 4' });
    expect(within(form).getByRole('alert')).toHaveTextContent('60.00 SAR remains now');
    expect(form).toHaveTextContent('Remaining: SAR 60.00');
    expect(within(form).getByLabelText('Amount (SAR)')).toHaveValue('60.00');
    const table = await panel();
    await waitFor(() =>
      expect(
        within(table.getByRole('region', { name: 'The bill' })).getByText('Remaining').nextElementSibling,
      ).toHaveTextContent('SAR 60.00'),
    );

    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Record this payment?' })).toHaveTextContent(
      'Record 60.00 SAR cash for table 4',
    );
    await user.click(screen.getByRole('button', { name: 'Record 60.00 SAR' }));
    expect(await screen.findByText('Invoice #1192 issued')).toBeInTheDocument();

    const [first, second] = server
      .changes()
      .filter((r) => r.path === '/api/staff/tables/4/payments')
      .map((r) => r.body as { expectedRemaining: number; amount: number; idempotencyKey: string });
    expect([first?.expectedRemaining, first?.amount]).toEqual([8000, 8000]);
    expect([second?.expectedRemaining, second?.amount]).toEqual([6000, 6000]);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('records by card terminal when chosen', async () => {
    const user = userEvent.setup();
    const { server } = openTableMap('/dashboard/tables?table=4', {
      handle: ({ method, path }) =>
        method === 'POST' && path === '/api/staff/tables/4/payments'
          ? {
              status: 201,
              body: {
                data: {
                  payment: { ...cashPayment(8000, 1193), method: 'card_terminal' },
                  table: floorTable(4),
                },
              },
            }
          : undefined,
    });
    await user.click(await (await panel()).findByRole('button', { name: 'Record payment' }));
    await user.click(screen.getByRole('radio', { name: 'Card terminal' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Record this payment?' })).toHaveTextContent(
      'Record 80.00 SAR by card terminal for table 4',
    );
    expect(screen.getByRole('dialog', { name: 'Record this payment?' })).toHaveTextContent(
      'This settles the whole bill.',
    );
    await user.click(screen.getByRole('button', { name: 'Record 80.00 SAR' }));
    expect(await screen.findByText('Invoice #1193 issued')).toBeInTheDocument();
    expect(server.changes().at(-1)?.body).toMatchObject({ method: 'card_terminal', amount: 8000 });
  });

  it('closes a table only once confirmed, and explains the refusal when money is owed after all', async () => {
    const user = userEvent.setup();
    const paid = {
      ...TABLE_4,
      state: 'paid' as const,
      bill: { total: 12000, paid: 12000, remaining: 0, inProgress: 0 },
    };
    const { state, server } = openTableMap('/dashboard/tables?table=4', {
      handle: ({ method, path }) => {
        if (method !== 'POST' || path !== '/api/staff/tables/4/close') return undefined;
        state.detail = { ...TABLE_4, bill: { ...TABLE_4.bill, remaining: 2500, paid: 9500 } };
        return {
          status: 409,
          body: {
            error: {
              code: 'TABLE_BILL_UNPAID',
              message: 'This table still owes 25.00 SAR. Record the payment before closing the table.',
              params: { remaining: '25.00' },
            },
          },
        };
      },
    });
    state.detail = paid;
    await user.click(await (await panel()).findByRole('button', { name: 'Close table' }));
    const dialog = screen.getByRole('dialog', { name: 'Close table 4?' });
    expect(dialog).toHaveTextContent('Its 2 open orders are closed and its waiter calls cleared.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.changes().filter((r) => r.path.endsWith('/close'))).toHaveLength(0);

    await user.click((await panel()).getByRole('button', { name: 'Close table' }));
    await user.click(screen.getByRole('button', { name: 'Close table 4' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Close table 4?' })).findByRole('alert'),
    ).toHaveTextContent('This table still owes 25.00 SAR. Record the payment before closing the table.');
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Close table 4?' })).toHaveTextContent(
        'This table still owes SAR 25.00. Record the payment before closing it.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Close table 4' })).toBeDisabled();
  });

  it('says so when the table in the link does not exist', async () => {
    openTableMap('/dashboard/tables?table=99', {
      handle: ({ path }) =>
        path === '/api/staff/tables/99'
          ? { status: 404, body: { error: { code: 'TABLE_NOT_FOUND', message: 'Table not found' } } }
          : undefined,
    });
    expect(await screen.findByText('There is no table 99 in this restaurant.')).toBeInTheDocument();
  });
});
