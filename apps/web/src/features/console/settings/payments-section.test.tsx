import type { PaymentSettings, RestaurantSettings } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeEventSource } from '../../../test/fake-event-source';
import type { Handler, staffServer } from '../../../test/staff-test-server';
import { openSettingsScreen } from './settings-page.test-support';

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
    vatNumber: null,
    commercialRegistration: null,
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

const SANDBOX: PaymentSettings = {
  provider: 'sandbox',
  source: 'platform',
  mode: 'test',
  publishableKey: null,
  secretKey: { set: false, last4: null },
  webhookSecret: { set: false, last4: null },
  webhookUrl: 'https://sufra.example/api/payments/webhook/moyasar',
  updatedAt: null,
};
const MOYASAR: PaymentSettings = {
  ...SANDBOX,
  provider: 'moyasar',
  source: 'restaurant',
  publishableKey: 'pk_test_Najd0public1234',
  secretKey: { set: true, last4: '9876' },
  webhookSecret: { set: true, last4: '6789' },
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const openSettings = (role: 'owner' | 'manager', payments: PaymentSettings, handle?: Handler) =>
  openSettingsScreen(
    role,
    { '/api/staff/settings': SETTINGS, '/api/staff/settings/payments': payments },
    handle,
  );

const puts = (server: ReturnType<typeof staffServer>) =>
  server.changes().filter((r) => r.path === '/api/staff/settings/payments');
// The first test of the file waits for the lazy screen too (a loaded runner can take longer than 5 s).
const paymentsForm = async () => within(await screen.findByRole('form', { name: 'Payments' }));

describe('Settings → Payments', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeEventSource();
  });
  afterEach(() => restore());

  it('switches to Moyasar with the restaurant’s keys, after a confirmation, and shows secrets only as set', async () => {
    const user = userEvent.setup();
    const server = openSettings('owner', SANDBOX, (request) =>
      request.method === 'PUT' && request.path === '/api/staff/settings/payments'
        ? { status: 200, body: { data: MOYASAR } }
        : undefined,
    );
    const form = await paymentsForm();
    expect(form.getByRole('radio', { name: /Sandbox/ })).toBeChecked();
    expect(form.getByText(/no real money is ever taken/)).toBeInTheDocument();
    expect(form.getByText('Test mode: no real money')).toBeInTheDocument();
    expect(form.getByText(/platform's default applies/)).toBeInTheDocument();
    expect(form.queryByLabelText(/Secret key/)).not.toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: /Moyasar/ }));
    await user.type(form.getByLabelText(/Publishable key/), 'pk_test_Najd0public1234');
    const secret = form.getByLabelText(/Secret key/);
    expect(secret).toHaveAttribute('type', 'password');
    await user.type(secret, 'sk_test_Najd0secret9876');
    await user.type(form.getByLabelText(/Webhook secret/), 'whsec-najd-0123456789');
    expect(form.getByText('https://sufra.example/api/payments/webhook/moyasar')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Copy the webhook URL' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change the payment gateway?' });
    expect(within(dialog).getByText(/New payments will go through Moyasar/)).toBeInTheDocument();
    expect(puts(server)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, save' }));

    expect(await form.findByText('Payment settings saved.')).toBeInTheDocument();
    expect(puts(server).map((r) => r.body)).toEqual([
      {
        provider: 'moyasar',
        publishableKey: 'pk_test_Najd0public1234',
        secretKey: 'sk_test_Najd0secret9876',
        webhookSecret: 'whsec-najd-0123456789',
      },
    ]);
    // The typed secrets are gone from the form; what is stored is only named.
    expect(form.getByLabelText(/Secret key/)).toHaveValue('');
    expect(form.getByLabelText(/Secret key/)).toHaveAccessibleDescription(/Set · ends in 9876/);
    expect(form.getByLabelText(/Webhook secret/)).toHaveAccessibleDescription(/Set · ends in 6789/);
  });

  it('keeps stored secrets unless typed, and going live is confirmed with “real cards will be charged”', async () => {
    const user = userEvent.setup();
    const server = openSettings('owner', MOYASAR, (request) =>
      request.method === 'PUT' && request.path === '/api/staff/settings/payments'
        ? {
            status: 200,
            body: {
              data: {
                ...MOYASAR,
                mode: 'live',
                publishableKey: 'pk_live_Najd0public1234',
                secretKey: { set: true, last4: '5555' },
              },
            },
          }
        : undefined,
    );
    const form = await paymentsForm();
    expect(form.getByRole('radio', { name: /Moyasar/ })).toBeChecked();
    const publishable = form.getByLabelText(/Publishable key/);
    await user.clear(publishable);
    await user.type(publishable, 'pk_live_Najd0public1234');
    await user.type(form.getByLabelText(/Secret key/), 'sk_live_Najd0secret5555');
    expect(form.getByText('Live: real cards are charged')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go live?' });
    expect(within(dialog).getByText(/Real cards will be charged/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, save' }));
    await waitFor(() => expect(puts(server)).toHaveLength(1));
    // The webhook secret was not typed: it is not sent, the stored one stays.
    expect(puts(server)[0]?.body).toEqual({
      provider: 'moyasar',
      publishableKey: 'pk_live_Najd0public1234',
      secretKey: 'sk_live_Najd0secret5555',
    });
  });

  it('checks key shapes and mixed modes at their fields, and puts the server’s refusal at its field', async () => {
    const user = userEvent.setup();
    const server = openSettings('owner', MOYASAR, (request) =>
      request.method === 'PUT' && request.path === '/api/staff/settings/payments'
        ? {
            status: 422,
            body: {
              error: {
                code: 'MOYASAR_KEYS_MISSING',
                message: 'Moyasar needs its publishable key, secret key and webhook secret.',
                params: { field: 'webhookSecret' },
              },
            },
          }
        : undefined,
    );
    const form = await paymentsForm();
    const publishable = form.getByLabelText(/Publishable key/);
    await user.clear(publishable);
    await user.type(publishable, 'pk_wrong_123');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(publishable).toHaveAttribute('aria-invalid', 'true');
    expect(publishable).toHaveAccessibleDescription(/starts with pk_test_ or pk_live_/);
    expect(publishable).toHaveFocus();

    await user.clear(publishable);
    await user.type(publishable, 'pk_test_Najd0public1234');
    const secret = form.getByLabelText(/Secret key/);
    await user.type(secret, 'sk_live_Najd0secret5555');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(secret).toHaveAccessibleDescription(/Both keys must be test keys, or both live keys/);
    expect(puts(server)).toEqual([]);

    await user.clear(secret);
    await user.type(secret, 'sk_test_Najd0secret5555');
    await user.click(form.getByRole('button', { name: 'Save' }));
    const webhook = form.getByLabelText(/Webhook secret/);
    await waitFor(() => expect(webhook).toHaveAttribute('aria-invalid', 'true'));
    expect(webhook).toHaveAccessibleDescription(/Moyasar needs its publishable key/);
    expect(puts(server)).toHaveLength(1);
  });

  it('a manager sees only who to ask, and the screen never asks for the payment settings', async () => {
    const server = openSettings('manager', MOYASAR);
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    expect(
      screen.getByText(/Only the owner sees and changes how the restaurant is paid/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Payments' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.path === '/api/staff/settings/payments')).toBe(false);
  });
});
