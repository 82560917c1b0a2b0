import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { error, type staffServer } from '../../../test/staff-test-server';
import { answer, fact, openEInvoices, REJECTED, REPORTED, reads, rowOf } from './e-invoices.test-support';

describe('crediting and reissuing a rejected invoice', () => {
  const REISSUE_PATH = '/api/staff/zatca/documents/2/reissue';
  const REISSUED = { ...REJECTED, canReissue: false, reissue: { creditNote: 'CN-4', invoice: 'INV-12' } };

  /** The owner's screen; the reissue answers `reply`, and the list shows the document reissued after it. */
  function openForReissue(reply: { status: number; body: unknown }) {
    let done = false;
    const server = openEInvoices(
      'owner',
      (query) => answer(query, [done ? REISSUED : REJECTED, REPORTED]),
      (request) => {
        if (request.method !== 'POST' || request.path !== REISSUE_PATH) return undefined;
        if (reply.status === 200) done = true;
        return reply;
      },
    );
    return server;
  }
  const posts = (server: ReturnType<typeof staffServer>) =>
    server.changes().map((r) => `${r.method} ${r.path}`);
  async function openDetails(heading: string) {
    const row = await rowOf(heading);
    await userEvent.click(row.getByText('Details'));
    return row;
  }

  it('is offered only for a document the owner may reissue', async () => {
    openEInvoices('manager', (query) => answer(query, [{ ...REJECTED, canReissue: false }, REPORTED]));
    const rejected = await openDetails('Invoice INV-1040');
    expect(fact(rejected, "ZATCA's errors")).toMatch(/^BR-KSA-EN16931-11/);
    expect(rejected.queryByRole('button', { name: 'Credit and reissue' })).not.toBeInTheDocument();
    const reported = await openDetails('Invoice INV-1039');
    expect(reported.queryByRole('button', { name: 'Credit and reissue' })).not.toBeInTheDocument();
  });

  it('confirmed, posts once, says which documents were issued, and reads the list again', async () => {
    const user = userEvent.setup();
    const server = openForReissue({ status: 200, body: { data: { creditNote: 'CN-4', invoice: 'INV-12' } } });
    const rejected = await openDetails('Invoice INV-1040');
    await user.click(rejected.getByRole('button', { name: 'Credit and reissue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit and reissue Invoice INV-1040?' });
    expect(dialog).toHaveTextContent(
      'A credit note cancels the rejected invoice at ZATCA, and a corrected invoice with the same amounts replaces it.',
    );
    expect(dialog).toHaveTextContent(
      "The diner's money is not touched: nothing is refunded or charged again.",
    );
    expect(posts(server)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Issue the credit note and invoice' }));

    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Credit note CN-4 and invoice INV-12 issued; they are reported within minutes.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await rejected.findByText('Credited by CN-4 and reissued as INV-12')).toBeInTheDocument();
    expect(rejected.queryByRole('button', { name: 'Credit and reissue' })).not.toBeInTheDocument();
    expect(posts(server)).toEqual([`POST ${REISSUE_PATH}`]);
    expect(reads(server)).toEqual(['', '']);
  });

  it('cancelled, sends nothing and leaves the document as it was', async () => {
    const user = userEvent.setup();
    const server = openForReissue({ status: 200, body: { data: { creditNote: 'CN-4', invoice: 'INV-12' } } });
    const rejected = await openDetails('Invoice INV-1040');
    await user.click(rejected.getByRole('button', { name: 'Credit and reissue' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rejected.getByRole('button', { name: 'Credit and reissue' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('');
    expect(server.changes()).toHaveLength(0);
  });

  it('refused by the server, shows its message in the dialog', async () => {
    const user = userEvent.setup();
    const server = openForReissue(
      error(409, 'ZATCA_ALREADY_REISSUED', 'This invoice was already credited and issued again.'),
    );
    const rejected = await openDetails('Invoice INV-1040');
    await user.click(rejected.getByRole('button', { name: 'Credit and reissue' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Issue the credit note and invoice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This invoice was already credited and issued again.',
    );
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('');
    expect(posts(server)).toEqual([`POST ${REISSUE_PATH}`]);
  });

  it('a reissued invoice names its credit note and new invoice instead of the action', async () => {
    openEInvoices('owner', (query) => answer(query, [REISSUED, REPORTED]));
    const row = await openDetails('Invoice INV-1040');
    expect(row.getByText('Credited by CN-4 and reissued as INV-12')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Credit and reissue' })).not.toBeInTheDocument();
  });

  it('reads in Arabic: the action, its confirmation and what it issued', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    openForReissue({ status: 200, body: { data: { creditNote: 'CN-4', invoice: 'INV-12' } } });
    const row = await rowOf('فاتورة INV-1040');
    await user.click(row.getByText('التفاصيل'));
    await user.click(row.getByRole('button', { name: 'إشعار دائن وإعادة إصدار' }));
    const dialog = await screen.findByRole('dialog', { name: 'إشعار دائن وإعادة إصدار فاتورة INV-1040؟' });
    expect(dialog).toHaveTextContent('لا تُمسّ أموال العميل');
    await user.click(within(dialog).getByRole('button', { name: 'إصدار الإشعار الدائن والفاتورة' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'صدر الإشعار الدائن CN-4 والفاتورة INV-12، ويُبلَّغ بهما خلال دقائق.',
    );
    expect(
      await row.findByText('أُلغيت بالإشعار الدائن CN-4 وأُعيد إصدارها بالفاتورة INV-12'),
    ).toBeInTheDocument();
    await changeLanguage('en');
  });
});
