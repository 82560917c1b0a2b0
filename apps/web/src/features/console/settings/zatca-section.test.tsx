import type { RestaurantSettings, ZatcaEgs, ZatcaSettings } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render';
import { error, type Handler, signInAs, staffServer, staffUser } from '../../../test/staff-test-server';

const SETTINGS: RestaurantSettings = {
  profile: {
    name: 'Najd House',
    nameAr: 'بيت نجد',
    description: '',
    descriptionAr: '',
    address: '',
    addressAr: '',
    city: 'Riyadh',
    phone: null,
    email: null,
    logoUrl: null,
    vatNumber: '310122393500003',
    commercialRegistration: '1010123456',
  },
  operations: {
    requirePaymentBeforeOrder: false,
    pricingMode: 'inclusive',
    defaultTableCapacity: 4,
    maintenanceMode: false,
    maintenanceMessage: '',
    maintenanceMessageAr: '',
    kitchen: { warnMinutes: 10, lateMinutes: 20 },
  },
};

const NOT_CONNECTED: ZatcaSettings = {
  environment: 'simulation',
  vatNumber: '310122393500003',
  suggestedOrganisationName: 'Najd House',
  egs: null,
};

const EGS: ZatcaEgs = {
  serial: '1-Sufra|2-1.0|3-6f4d2c1a-8b7e-4f3a-9c2d-1e5b7a9c3d2f',
  environment: 'simulation',
  organisationName: 'Najd House',
  branchName: 'Olaya',
  vatNumber: '310122393500003',
  crNumber: '1010123456',
  industry: 'Restaurants',
  address: {
    street: 'King Fahd Road',
    buildingNumber: '2322',
    additionalNumber: '8228',
    district: 'Al Olaya',
    city: 'Riyadh',
    postalCode: '12211',
  },
  certificateExpiresAt: '2027-11-25T09:00:00.000Z',
  onboardedAt: '2026-11-25T09:00:00.000Z',
  renewedAt: null,
  renewalDue: false,
  expired: false,
  documentsSigned: 1234,
};
const CONNECTED: ZatcaSettings = { ...NOT_CONNECTED, egs: EGS };

function openSettings(role: 'owner' | 'manager', zatca: ZatcaSettings, handle?: Handler) {
  signInAs();
  const server = staffServer({
    me: staffUser(role),
    handle: (request) => {
      const answer = handle?.(request);
      if (answer) return answer;
      if (request.method === 'GET' && request.path === '/api/staff/settings')
        return { status: 200, body: { data: SETTINGS } };
      if (request.method === 'GET' && request.path === '/api/staff/settings/zatca')
        return { status: 200, body: { data: zatca } };
      if (request.method === 'POST' && request.path === '/api/staff/events/ticket')
        return { status: 200, body: { data: { ticket: 't', expiresAt: '2099-01-01T00:00:00.000Z' } } };
      return undefined;
    },
  });
  renderApp('/dashboard/settings');
  return server;
}

const sent = (server: ReturnType<typeof staffServer>) =>
  server.changes().filter((r) => r.path === '/api/staff/settings/zatca');
// The first test of the file waits for the lazy screen too (a loaded runner can take longer than 5 s).
const section = async (name = 'E-invoicing (ZATCA)') =>
  within((await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement);
const connectForm = async () => within(await screen.findByRole('form', { name: 'Connect to ZATCA' }));

/** Fills the onboarding form as an owner would (the organisation's name is prefilled). */
async function fillForm(user: ReturnType<typeof userEvent.setup>, otp = '123456') {
  const form = await connectForm();
  await user.type(form.getByLabelText(/Branch name/), 'Olaya');
  await user.type(form.getByLabelText(/Industry/), 'Restaurants');
  await user.type(form.getByLabelText(/Commercial registration/), '1010123456');
  await user.type(form.getByLabelText(/Street/), 'King Fahd Road');
  await user.type(form.getByLabelText(/Building number/), '2322');
  await user.type(form.getByLabelText(/District/), 'Al Olaya');
  await user.type(form.getByLabelText(/^City/), 'Riyadh');
  await user.type(form.getByLabelText(/Postal code/), '12211');
  await user.type(form.getByLabelText(/OTP/), otp);
  return form;
}

const TYPED_BODY = {
  otp: '123456',
  organisationName: 'Najd House',
  branchName: 'Olaya',
  crNumber: '1010123456',
  industry: 'Restaurants',
  address: {
    street: 'King Fahd Road',
    buildingNumber: '2322',
    district: 'Al Olaya',
    city: 'Riyadh',
    postalCode: '12211',
  },
};

describe('Settings → E-invoicing (ZATCA)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeEventSource();
  });
  afterEach(() => restore());

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

  it('checks the fields with the server’s texts before sending anything', async () => {
    const user = userEvent.setup();
    const server = openSettings('owner', NOT_CONNECTED);
    await fillForm(user, '12345');
    const form = await connectForm();
    const postal = form.getByLabelText(/Postal code/);
    await user.clear(postal);
    await user.type(postal, '1221');
    await user.click(form.getByRole('button', { name: 'Connect to ZATCA' }));

    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveAccessibleDescription(/The postal code has 5 digits\./);
    expect(postal).toHaveFocus();
    const otp = form.getByLabelText(/OTP/);
    expect(otp).toHaveAccessibleDescription(/The OTP is the 6-digit code from the Fatoora portal\./);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Fixed, each problem goes as it is typed away.
    await user.type(otp, '6');
    await waitFor(() => expect(otp).not.toHaveAttribute('aria-invalid'));
    expect(sent(server)).toEqual([]);
  });

  it('sends exactly what was typed after “Connect to ZATCA?”, says it is connecting, then shows the unit', async () => {
    const user = userEvent.setup();
    const server = openSettings('owner', NOT_CONNECTED, (request) =>
      request.method === 'POST' && request.path === '/api/staff/settings/zatca'
        ? { status: 200, body: { data: CONNECTED } }
        : undefined,
    );
    const form = await fillForm(user);
    // ZATCA takes its time: the answer is held until the screen was seen waiting.
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).endsWith('/staff/settings/zatca')) await held;
      return answer(input, init);
    }) as typeof fetch;

    await user.click(form.getByRole('button', { name: 'Connect to ZATCA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect to ZATCA?' });
    expect(
      within(dialog).getByText(/binds the restaurant.s tax identity \(VAT number 310122393500003\)/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/ZATCA's simulation environment/)).toBeInTheDocument();
    expect(sent(server)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, connect' }));

    const waiting = await form.findByRole('button', { name: 'Connecting to ZATCA… about 10 seconds' });
    expect(waiting).toBeDisabled();
    release();

    expect(
      await screen.findByText(
        'Connected to ZATCA. New invoices and credit notes are signed and reported from now on.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(sent(server).map((r) => [r.method, r.body])).toEqual([['POST', TYPED_BODY]]);
    expect(screen.queryByRole('form', { name: 'Connect to ZATCA' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Renew certificate' })).toBeInTheDocument();
  });

  it('shows ZATCA’s refusal as the API words it, with the focus on it, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const server = openSettings('owner', NOT_CONNECTED, (request) =>
      request.method === 'POST' && request.path === '/api/staff/settings/zatca'
        ? error(
            422,
            'ZATCA_OTP_REFUSED',
            'ZATCA did not accept the OTP (Invalid-OTP). An OTP is valid for one hour and once: generate a new one on the Fatoora portal and try again.',
          )
        : undefined,
    );
    const form = await fillForm(user);
    await user.click(form.getByRole('button', { name: 'Connect to ZATCA' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Connect to ZATCA?' })).getByRole('button', {
        name: 'Yes, connect',
      }),
    );
    const refusal = await form.findByRole('alert');
    expect(refusal).toHaveTextContent('ZATCA did not accept the OTP (Invalid-OTP).');
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(form.getByLabelText(/OTP/)).toHaveValue('123456');
    expect(form.getByLabelText(/Branch name/)).toHaveValue('Olaya');
    expect(form.getByRole('button', { name: 'Connect to ZATCA' })).toBeEnabled();
    expect(sent(server)).toHaveLength(1);
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
