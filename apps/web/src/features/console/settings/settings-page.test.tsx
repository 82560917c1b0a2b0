import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { error } from '../../../test/staff-test-server';
import { openSettings, operationsForm, profileForm, SETTINGS, saves } from './settings-page.test-support';

// The Settings screen (/dashboard/settings): the profile, logo and operations as they are, a field's
// refusal at that field, what a manager may see, the kitchen thresholds, a new logo, and another manager's
// save followed live. Maintenance: settings-maintenance.test.tsx.
fakeStreamsForEachTest();

describe('the Settings screen', () => {
  it('shows the profile, the logo and the operations as they are', async () => {
    openSettings('owner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const profile = await profileForm();
    expect(profile.getByLabelText(/Name in English/)).toHaveValue('Najd House');
    expect(profile.getByLabelText(/Name in Arabic/)).toHaveValue('بيت نجد');
    expect(profile.getByLabelText(/VAT number/)).toHaveValue('310122393500003');
    expect(screen.getByRole('img', { name: 'Your logo as diners see it' })).toHaveAttribute(
      'src',
      '/media/uploads/logos/najd.png',
    );
    const operations = await operationsForm();
    expect(operations.getByRole('radio', { name: /After ordering/ })).toBeChecked();
    expect(operations.getByRole('radio', { name: /Include VAT/ })).toBeChecked();
    expect(operations.getByLabelText(/Orders a new table takes/)).toHaveValue('4');
    expect(operations.getByText('Off: diners can order.')).toBeInTheDocument();
    expect(operations.getByText(/apply to new orders only/)).toBeInTheDocument();
  });

  it('shows a bad VAT number at its field and sends nothing; then saves only what changed', async () => {
    const user = userEvent.setup();
    const server = openSettings('owner', (request) =>
      request.method === 'PATCH' && request.path === '/api/staff/settings/profile'
        ? {
            status: 200,
            body: {
              data: {
                ...SETTINGS,
                profile: { ...SETTINGS.profile, city: 'Jeddah', vatNumber: '300000000000003' },
              },
            },
          }
        : undefined,
    );
    const profile = await profileForm();
    const vat = profile.getByLabelText(/VAT number/);
    await user.clear(vat);
    await user.type(vat, '310122393500004');
    expect(profile.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(profile.getByRole('button', { name: 'Save' }));
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(vat).toHaveAccessibleDescription(/A VAT number has 15 digits and starts and ends with 3\./);
    expect(vat).toHaveFocus();
    expect(saves(server)).toEqual([]);

    await user.clear(vat);
    await user.type(vat, '300000000000003');
    const city = profile.getByLabelText(/City/);
    await user.clear(city);
    await user.type(city, 'Jeddah');
    await user.click(profile.getByRole('button', { name: 'Save' }));
    expect(await profile.findByText('Profile saved.')).toBeInTheDocument();
    expect(saves(server).map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/api/staff/settings/profile', { city: 'Jeddah', vatNumber: '300000000000003' }],
    ]);
  });

  it('puts the server’s refusal of a field at that field', async () => {
    const user = userEvent.setup();
    openSettings('owner', (request) =>
      request.method === 'PATCH'
        ? error(422, 'PHONE_INVALID', 'Please enter a valid Saudi phone number')
        : undefined,
    );
    const profile = await profileForm();
    const phone = profile.getByLabelText(/Phone/);
    await user.clear(phone);
    // Passes the screen's own check; the server (say, a newer rule) still refuses it.
    await user.type(phone, '0551234567');
    await user.click(profile.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Please enter a valid Saudi phone number/));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a manager the owner’s fields without letting them change them', async () => {
    openSettings('manager');
    const profile = await profileForm();
    expect(profile.queryByRole('textbox', { name: /VAT number/ })).toBeNull();
    expect(profile.getByText('310122393500003')).toBeInTheDocument();
    expect(profile.getAllByText('Only the owner can change this.')).toHaveLength(2);
    const operations = await operationsForm();
    expect(operations.getByRole('radio', { name: /Exclude VAT/ })).toBeDisabled();
    expect(operations.getByRole('radio', { name: /Before ordering/ })).toBeEnabled();
  });

  it('checks the kitchen thresholds at their fields (late after the warning)', async () => {
    const user = userEvent.setup();
    const server = openSettings('owner');
    const operations = await operationsForm();
    const late = operations.getByLabelText(/Late after/);
    await user.clear(late);
    await user.type(late, '5');
    await user.click(operations.getByRole('button', { name: 'Save' }));
    expect(late).toHaveAccessibleDescription('Late must come after the warning time.');
    expect(saves(server)).toEqual([]);
  });

  it('uploads a new logo at once, showing it, and explains a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
    const server = openSettings('manager', (request) =>
      request.method === 'POST' && request.path === '/api/staff/settings/logo'
        ? {
            status: 200,
            body: {
              data: {
                ...SETTINGS,
                profile: { ...SETTINGS.profile, logoUrl: '/media/uploads/logos/new.png' },
              },
            },
          }
        : undefined,
    );
    const input = await screen.findByLabelText('Upload a new logo');
    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PNG, JPEG or WebP image.');
    expect(saves(server)).toEqual([]);

    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Logo saved.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your logo as diners see it' })).toHaveAttribute(
      'src',
      '/media/uploads/logos/new.png',
    );
    expect(saves(server).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/staff/settings/logo']);
  });

  it('follows another manager’s save live, and explains a failed read with a retry', async () => {
    let fail = true;
    let city = 'Riyadh';
    openSettings('owner', (request) => {
      if (request.method !== 'GET' || request.path !== '/api/staff/settings') return undefined;
      if (fail) return error(500, 'INTERNAL', 'Server error. Please try again later.');
      return { status: 200, body: { data: { ...SETTINGS, profile: { ...SETTINGS.profile, city } } } };
    });
    const user = userEvent.setup();
    await screen.findByText('Server error. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    const profile = await profileForm();
    expect(profile.getByLabelText(/City/)).toHaveValue('Riyadh');

    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    const stream = FakeEventSource.instances.at(-1) as FakeEventSource;
    stream.open();
    city = 'Dammam';
    stream.emit('restaurant.settings_changed', {
      type: 'restaurant.settings_changed',
      restaurantId: 1,
      tableNumber: null,
      data: { section: 'profile', maintenanceMode: false },
    });
    await waitFor(() => expect(profile.getByLabelText(/City/)).toHaveValue('Dammam'));
  });
});
