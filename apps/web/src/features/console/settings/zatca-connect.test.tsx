import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { error } from '../../../test/staff-test-server';
import {
  CONNECTED,
  connectForm,
  fillForm,
  NOT_CONNECTED,
  openSettings,
  sent,
  TYPED_BODY,
} from './zatca-section.test-support';

// Connecting to ZATCA from Settings: the fields checked with the server's texts first, exactly what was
// typed sent after the confirmation, and ZATCA's refusal as the API words it, the form kept.
fakeStreamsForEachTest();

describe('Settings → E-invoicing (ZATCA): connecting', () => {
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
});
