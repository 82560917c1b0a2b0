import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import {
  answer,
  COUNTS,
  fact,
  openEInvoices,
  REJECTED,
  REPORTED,
  reads,
  rowOf,
  rows,
  WAITING,
} from './e-invoices.test-support';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('the E-invoices screen', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('lists each signed document with its total, time, counter and standing in words', async () => {
    openEInvoices('manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-invoices' })).toBeInTheDocument();
    const waiting = await rowOf('Invoice INV-1043');
    expect(rows()).toEqual([
      'Invoice INV-1043',
      'Invoice INV-1041',
      'Credit note CN-17',
      'Invoice INV-1040',
      'Invoice INV-1039',
    ]);
    expect(waiting.getByText('Waiting · 17 h left of 24')).toBeInTheDocument();
    expect(fact(waiting, 'Total')).toBe('SAR 57.50');
    expect(fact(waiting, 'Issued')).toMatch(/^24 Nov 2026, 20:05$/);
    expect(fact(waiting, 'Invoice counter (ICV)')).toBe('124');
    const overdue = await rowOf('Invoice INV-1041');
    expect(overdue.getByText('Overdue · 3 h left of 24')).toHaveAttribute('data-status', 'overdue');
    expect((await rowOf('Credit note CN-17')).getByText('Reported with warnings')).toBeInTheDocument();
    expect((await rowOf('Invoice INV-1040')).getByText('Rejected')).toBeInTheDocument();
    expect((await rowOf('Invoice INV-1039')).getByText('Reported')).toBeInTheDocument();

    const chips = screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent);
    expect(chips).toEqual(
      expect.arrayContaining(['Waiting (2)', 'Reported (1)', 'With warnings (1)', 'Rejected (1)']),
    );
    expect(screen.getByRole('button', { name: 'All (5)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by status and by type, asking the server for each', async () => {
    const user = userEvent.setup();
    const server = openEInvoices('owner');
    await rowOf('Invoice INV-1043');
    await user.click(screen.getByRole('button', { name: 'Rejected (1)' }));
    await waitFor(() => expect(rows()).toEqual(['Invoice INV-1040']));
    expect(screen.getByRole('button', { name: 'Rejected (1)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'All (5)' }));
    await user.click(screen.getByRole('button', { name: 'Credit notes' }));
    await waitFor(() => expect(rows()).toEqual(['Credit note CN-17']));
    await user.click(screen.getByRole('button', { name: 'Waiting (2)' }));
    expect(await screen.findByText('No documents match this filter.')).toBeInTheDocument();
    // Back to a list read before: shown at once from the cache, and read again.
    expect(reads(server)).toEqual([
      '',
      'status=rejected',
      '',
      'kind=credit_note',
      'status=waiting&kind=credit_note',
    ]);
  });

  it('says what to do about rejected and overdue documents', async () => {
    openEInvoices('owner');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByRole('heading', { name: 'ZATCA needs your attention' })).toBeInTheDocument();
    expect(banner).toHaveTextContent(
      '1 document was rejected by ZATCA. ZATCA does not count a rejected document: its details say what ZATCA refused, and there “Credit and reissue” (for the owner) issues a credit note for it and a corrected invoice.',
    );
    expect(banner).toHaveTextContent(
      '1 document has waited 20 hours or more to be reported (ZATCA allows 24). Sufra keeps retrying: check the connection in Settings → E-invoicing',
    );
    expect(within(banner).getByRole('link', { name: 'Open Settings → E-invoicing' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('shows no banner when nothing is rejected or overdue', async () => {
    const calm = { waiting: 1, reported: 1, reported_with_warnings: 0, rejected: 0, overdue: 0 };
    openEInvoices('manager', (query) => answer(query, [WAITING, REPORTED], calm));
    await rowOf('Invoice INV-1043');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a document’s details: UUID, hash, ZATCA’s answer, attempts, and its XML to download', async () => {
    const user = userEvent.setup();
    const server = openEInvoices('owner');
    const rejected = await rowOf('Invoice INV-1040');
    const details = rejected.getByText('Details').closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(rejected.getByText('Details'));
    expect(details).toHaveAttribute('open');
    expect(fact(rejected, 'UUID')).toBe(REJECTED.uuid);
    expect(fact(rejected, 'Invoice hash')).toBe(REJECTED.invoiceHash);
    expect(fact(rejected, "ZATCA's errors")).toBe(
      'BR-KSA-EN16931-11 The invoice total is not the sum of its lines.',
    );
    expect(fact(rejected, 'Attempts to report')).toBe('1');
    const overdue = await rowOf('Invoice INV-1041');
    expect(fact(overdue, 'Last error')).toBe('ZATCA could not be reached (timeout after 30 s).');
    expect(fact(overdue, 'Attempts to report')).toBe('6');
    expect(fact(await rowOf('Credit note CN-17'), "ZATCA's warnings")).toBe(
      'BR-KSA-F-06-C23 The buyer name should be present.',
    );

    // The XML is fetched with the signed-in token (a plain link could not send it) and saved as a file.
    const apiFetch = globalThis.fetch;
    const sent: { url: string; headers: Record<string, string> }[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.endsWith('/xml')) return apiFetch(input, init);
      sent.push({ url, headers: init?.headers as Record<string, string> });
      return new Response('<Invoice/>', {
        headers: {
          'content-type': 'application/xml',
          'content-disposition': 'attachment; filename="310122393500003_20261124T200500_1040.xml"',
        },
      });
    }) as typeof fetch;
    URL.createObjectURL = () => 'blob:xml';
    URL.revokeObjectURL = () => {};
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    await user.click(rejected.getByRole('button', { name: 'Download the XML of Invoice INV-1040' }));
    expect(
      await screen.findByText('310122393500003_20261124T200500_1040.xml downloaded'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/staff/zatca/documents/2/xml',
        headers: expect.objectContaining({ Authorization: 'Bearer staff-token', Accept: 'application/xml' }),
      },
    ]);
    expect(saved).toEqual(['310122393500003_20261124T200500_1040.xml blob:xml']);
    click.mockRestore();
    expect(server.changes()).toHaveLength(0);
  });

  it('a document not signed yet has no counter, hash or XML to download', async () => {
    const user = userEvent.setup();
    const unsigned = { ...WAITING, icv: null, invoiceHash: null, qr: null, hoursLeft: 24 };
    openEInvoices('owner', (query) => answer(query, [unsigned], { ...COUNTS, rejected: 0, overdue: 0 }));
    const row = await rowOf('Invoice INV-1043');
    expect(fact(row, 'Invoice counter (ICV)')).toBe('Not signed yet');
    await user.click(row.getByText('Details'));
    expect(row.queryByText('Invoice hash')).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Download the XML/ })).not.toBeInTheDocument();
  });

  it('follows the reporting live: back in view, the list is read again without a reload', async () => {
    let reported = false;
    const server = openEInvoices('manager', (query) =>
      answer(query, reported ? [{ ...WAITING, reportStatus: 'reported', hoursLeft: null }] : [WAITING], {
        ...COUNTS,
        overdue: 0,
        rejected: 0,
      }),
    );
    const row = await rowOf('Invoice INV-1043');
    expect(row.getByText('Waiting · 17 h left of 24')).toBeInTheDocument();
    reported = true;
    setVisibility('hidden');
    setVisibility('visible');
    expect(await row.findByText('Reported')).toBeInTheDocument();
    expect(reads(server)).toEqual(['', '']);
  });

  it('not connected yet: tells the owner where to connect', async () => {
    openEInvoices('owner', () => 'not-onboarded');
    expect(await screen.findByRole('heading', { name: 'Not connected to ZATCA yet' })).toBeInTheDocument();
    expect(
      screen.getByText(/once the owner connects the restaurant in Settings → E-invoicing/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings → E-invoicing' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('nothing signed yet: says so, and a manager is not sent to a section only the owner has', async () => {
    const none = { waiting: 0, reported: 0, reported_with_warnings: 0, rejected: 0, overdue: 0 };
    openEInvoices('manager', () => ({ documents: [], counts: none }));
    expect(await screen.findByRole('heading', { name: 'No e-invoices yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Settings → E-invoicing' })).not.toBeInTheDocument();
  });

  it('reads in Arabic, right to left, and in English, left to right', async () => {
    await changeLanguage('ar');
    openEInvoices('owner');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الفواتير الإلكترونية' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const row = await rowOf('فاتورة INV-1043');
    expect(row.getByText('بانتظار الإبلاغ · بقي 17 س من 24')).toBeInTheDocument();
    expect(fact(row, 'الإجمالي')).toBe('57.50 ر.س');
    expect(await rowOf('إشعار دائن CN-17')).toBeTruthy();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'رفضت الهيئة مستندًا واحدًا. الهيئة لا تحتسب المستند المرفوض: تفاصيله تبيّن ما رفضته الهيئة، ومنها يُصدر المالك بزر «إشعار دائن وإعادة إصدار» إشعارًا دائنًا له وفاتورة مصحّحة.',
    );

    await changeLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-invoices' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
