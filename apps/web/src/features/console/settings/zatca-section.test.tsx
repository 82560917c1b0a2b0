import type { ZatcaSettings } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { fakeStreamsForEachTest } from '../../../test/fake-event-source';
import {
  CONNECTED,
  connectForm,
  EGS,
  NOT_CONNECTED,
  openSettings,
  SETTINGS,
  section,
  sent,
} from './zatca-section.test-support';

// Settings → E-invoicing (ZATCA): what it does before connecting, the VAT number it needs, the connected
// unit and its renewal, an expired certificate, a manager's view, and both languages. Connecting:
// zatca-connect.test.tsx.
fakeStreamsForEachTest();

describe('Settings → E-invoicing (ZATCA)', () => {
  it('not connected: says what it does, where it reports, the VAT number, and offers the form', async () => {
    openSettings('owner', NOT_CONNECTED);
    const zatca = await section();
    expect(await zatca.findByText(/signed and reported to ZATCA .* within 24 hours/)).toBeInTheDocument();
    expect(zatca.getByText(/Sales never wait for ZATCA/)).toBeInTheDocument();
    expect(zatca.getByText("Simulation: ZATCA's test copy of Fatoora")).toBeInTheDocument();
    expect(zatca.getByText('310122393500003')).toBeInTheDocument();
    const form = await connectForm();
    expect(form.getByLabelText(/Organisation name/)).toHaveValue('Najd House');
    const otp = form.getByLabelText(/OTP/);
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAccessibleDescription(/fatoora\.zatca\.gov\.sa.*valid for one hour/);
    expect(form.getByRole('button', { name: 'Connect to ZATCA' })).toBeEnabled();
  });

  it('without a VAT number, says to add it in Settings → Profile and keeps the form closed', async () => {
    const server = openSettings('owner', { ...NOT_CONNECTED, vatNumber: null });
    const zatca = await section();
    expect(
      await zatca.findByText(/Add the restaurant's VAT number in Settings → Profile first/),
    ).toBeInTheDocument();
    const form = await connectForm();
    expect(form.getByLabelText(/OTP/)).toBeDisabled();
    expect(form.getByLabelText(/Branch name/)).toBeDisabled();
    expect(form.getByRole('button', { name: 'Connect to ZATCA' })).toBeDisabled();
    expect(sent(server)).toEqual([]);
  });

  it('opens the form once the VAT number is saved in the Profile above', async () => {
    const user = userEvent.setup();
    let vatNumber: string | null = null;
    const settings = () => ({ ...SETTINGS, profile: { ...SETTINGS.profile, vatNumber } });
    openSettings('owner', NOT_CONNECTED, (request) => {
      if (request.method === 'PATCH' && request.path === '/api/staff/settings/profile') {
        vatNumber = '310122393500003';
        return { status: 200, body: { data: settings() } };
      }
      if (request.path === '/api/staff/settings') return { status: 200, body: { data: settings() } };
      if (request.path === '/api/staff/settings/zatca')
        return { status: 200, body: { data: { ...NOT_CONNECTED, vatNumber } } };
      return undefined;
    });
    const form = await connectForm();
    await waitFor(() => expect(form.getByLabelText(/OTP/)).toBeDisabled());
    const profile = within(screen.getByRole('form', { name: 'Profile' }));
    await user.type(profile.getByLabelText(/VAT number/), '310122393500003');
    await user.click(profile.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByLabelText(/OTP/)).toBeEnabled());
    expect(screen.queryByText(/Add the restaurant's VAT number/)).not.toBeInTheDocument();
  });

  it('connected: shows the unit and its certificate, and renews it with a new OTP after a confirmation', async () => {
    const user = userEvent.setup();
    const renewed: ZatcaSettings = {
      ...CONNECTED,
      egs: {
        ...EGS,
        certificateExpiresAt: '2028-11-25T09:00:00.000Z',
        renewedAt: '2027-11-01T09:00:00.000Z',
      },
    };
    const server = openSettings('owner', { ...CONNECTED, egs: { ...EGS, renewalDue: true } }, (request) =>
      request.method === 'PATCH' && request.path === '/api/staff/settings/zatca'
        ? { status: 200, body: { data: renewed } }
        : undefined,
    );
    const zatca = await section();
    const fact = (term: string) => zatca.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    await zatca.findByText('Unit serial number');
    expect(fact('Unit serial number')).toBe(EGS.serial);
    expect(fact('Organisation name')).toBe('Najd House');
    expect(fact('Branch name')).toBe('Olaya');
    expect(fact('VAT number')).toBe('310122393500003');
    expect(fact('Commercial registration (CR) number')).toBe('1010123456');
    expect(fact('National address')).toBe('2322-8228 King Fahd Road, Al Olaya, Riyadh 12211');
    expect(fact('Documents signed so far')).toBe('1234');
    expect(fact('Certificate expires on')).toMatch(/^25 Nov 2027/);
    expect(
      zatca.getByText(/^The certificate expires on 25 Nov 2027.*Renew it with a new OTP/),
    ).toBeInTheDocument();

    const renew = within(zatca.getByRole('form', { name: 'Renew certificate' }));
    const otp = renew.getByLabelText(/OTP/);
    await user.type(otp, '12345');
    await user.click(renew.getByRole('button', { name: 'Renew certificate' }));
    expect(otp).toHaveAccessibleDescription(/The OTP is the 6-digit code from the Fatoora portal\./);
    await user.type(otp, '6');
    await user.click(renew.getByRole('button', { name: 'Renew certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew the certificate?' });
    expect(sent(server)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, renew' }));

    expect(await zatca.findByRole('status')).toHaveTextContent(
      /^Certificate renewed\. It now expires on 25 Nov 2028/,
    );
    expect(sent(server).map((r) => [r.method, r.body])).toEqual([['PATCH', { otp: '123456' }]]);
    expect(fact('Certificate last renewed on')).toMatch(/^1 Nov 2027/);
    expect(zatca.queryByText(/^The certificate expires on/)).not.toBeInTheDocument();
  });

  it('warns when the certificate has expired', async () => {
    openSettings('owner', { ...CONNECTED, egs: { ...EGS, renewalDue: true, expired: true } });
    const zatca = await section();
    expect(
      await zatca.findByText(/^The certificate expired on 25 Nov 2027.*no longer accepts/),
    ).toBeInTheDocument();
  });

  it('a manager sees only who to ask, and the screen never asks for the ZATCA settings', async () => {
    const server = openSettings('manager', CONNECTED);
    const zatca = await section();
    expect(zatca.getByText(/Only the owner connects the restaurant to ZATCA/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Connect to ZATCA' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Renew certificate' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/api/staff/settings/zatca')).toBe(false);
  });

  it('reads in Arabic, right to left, and in English, left to right', async () => {
    await changeLanguage('ar');
    openSettings('owner', NOT_CONNECTED);
    const zatca = await section('الفوترة الإلكترونية (زاتكا)');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await zatca.findByText(/هيئة الزكاة والضريبة والجمارك خلال 24 ساعة/)).toBeInTheDocument();
    expect(zatca.getByText('بيئة المحاكاة: نسخة تجريبية من منصة فاتورة')).toBeInTheDocument();
    const form = within(await screen.findByRole('form', { name: 'الربط مع الهيئة' }));
    expect(form.getByLabelText(/رمز التحقق \(OTP\)/)).toHaveAttribute('autocomplete', 'one-time-code');

    await changeLanguage('en');
    expect(await section()).toBeTruthy();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
