import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { openSetup } from './table-setup.test-support';

// The printable QR sheet of the Tables and QR codes screen: a card per table in both languages, Western
// digits in Arabic, and the server's PDF downloaded with the signed-in token.
fakeStreamsForEachTest();

describe('the printable QR sheet', () => {
  it('opens the printable QR sheet: a card per table with both languages, and prints it', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    openSetup('manager');
    await user.click(await screen.findByRole('button', { name: 'Print QR sheet' }));
    const sheet = within(await screen.findByRole('region', { name: 'QR sheet' }));
    expect(await sheet.findByText('Table 12')).toBeInTheDocument();
    // Western digits on the Arabic line too, as every other screen writes the table's number.
    expect(sheet.getByText('طاولة 12')).toBeInTheDocument();
    expect(sheet.getAllByText('Scan to order and pay')).toHaveLength(2);
    expect(sheet.getAllByText('امسح للطلب والدفع')).toHaveLength(2);
    const qr = sheet.getByRole('img', { name: 'QR code of Table 12' });
    expect(qr.getAttribute('src')).toContain('data:image/svg+xml');
    expect(sheet.getAllByRole('img', { name: 'Najd House' })).toHaveLength(2);
    expect(sheet.getByText('الكاونتر')).toBeInTheDocument();
    await user.click(sheet.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('in Arabic, the QR sheet writes the table number in Western digits, as every other screen does', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    openSetup('manager');
    await user.click(await screen.findByRole('button', { name: 'طباعة ورقة رموز QR' }));
    const sheet = within(await screen.findByRole('region', { name: 'ورقة رموز QR' }));
    expect(await sheet.findByText('طاولة 12')).toBeInTheDocument();
    expect(sheet.getByText('Table 12')).toBeInTheDocument();
    expect(sheet.queryByText(/[\u0660-\u0669]/)).toBeNull();
  });

  it("downloads the server's PDF of the sheet with the signed-in token, and says why one failed", async () => {
    const user = userEvent.setup();
    openSetup('owner');
    await user.click(await screen.findByRole('button', { name: 'Print QR sheet' }));
    const sheet = within(await screen.findByRole('region', { name: 'QR sheet' }));
    await sheet.findByText('Table 12');
    const apiFetch = globalThis.fetch;
    const sent: { url: string; headers: Record<string, string> }[] = [];
    let answer = () =>
      new Response('%PDF-1.3', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="sufra-qr-najd-house.pdf"',
        },
      });
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.includes('.pdf')) return apiFetch(input, init);
      sent.push({ url, headers: init?.headers as Record<string, string> });
      return answer();
    }) as typeof fetch;
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:sheet';
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    try {
      await user.click(sheet.getByRole('button', { name: 'Download PDF' }));
      expect(await sheet.findByText('sufra-qr-najd-house.pdf downloaded')).toBeInTheDocument();
      expect(saved).toEqual(['sufra-qr-najd-house.pdf blob:sheet']);
      expect(sent).toEqual([
        {
          url: '/api/staff/table-setup/qr-sheet.pdf',
          headers: expect.objectContaining({
            Authorization: 'Bearer staff-token',
            Accept: 'application/pdf',
          }),
        },
      ]);
      answer = () =>
        Response.json(
          { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' } },
          { status: 403 },
        );
      await user.click(sheet.getByRole('button', { name: 'Download PDF' }));
      expect(
        await sheet.findByText('The PDF could not be downloaded: You do not have permission to do this.'),
      ).toBeInTheDocument();
      expect(saved).toHaveLength(1);
    } finally {
      globalThis.fetch = apiFetch;
      URL.createObjectURL = createObjectURL;
      click.mockRestore();
    }
  });
});
