import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { fakeStreamsForEachTest } from '../../../test/fake-event-source';
import { openSettings, operationsForm, SETTINGS, saves } from './settings-page.test-support';

// Pausing ordering from Settings: on only after a confirmation saying diners cannot order, and saying that
// maintenance starts or ends when saved, not before (en and ar).
fakeStreamsForEachTest();

describe('the Settings screen, maintenance', () => {
  it('turns maintenance on only after a confirmation saying diners cannot order, then saves it', async () => {
    const user = userEvent.setup();
    const server = openSettings('owner', (request) =>
      request.method === 'PATCH' && request.path === '/api/staff/settings/operations'
        ? {
            status: 200,
            body: {
              data: {
                ...SETTINGS,
                operations: {
                  ...SETTINGS.operations,
                  maintenanceMode: true,
                  maintenanceMessage: 'Back at 6 pm.',
                },
              },
            },
          }
        : undefined,
    );
    const operations = await operationsForm();
    await user.type(operations.getByLabelText(/Message to diners in English/), 'Back at 6 pm.');
    await user.click(operations.getByRole('button', { name: 'Turn maintenance on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn maintenance mode on?' });
    expect(dialog).toHaveTextContent(/read the menu, but cannot place orders, add to an order or pay/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(operations.getByText('Off: diners can order.')).toBeInTheDocument();

    await user.click(operations.getByRole('button', { name: 'Turn maintenance on' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Turn maintenance mode on?' })).getByRole('button', {
        name: 'Yes, turn it on',
      }),
    );
    // Not saved yet: diners can still order, and the status line says so (issue 25 item 3).
    expect(
      operations.getByText('Maintenance starts when you save: until then diners can still order.'),
    ).toBeInTheDocument();
    expect(operations.queryByText('Maintenance is on: diners cannot order or pay.')).toBeNull();
    await user.click(operations.getByRole('button', { name: 'Save' }));
    expect(await operations.findByText('Operations saved.')).toBeInTheDocument();
    expect(operations.getByText('Maintenance is on: diners cannot order or pay.')).toBeInTheDocument();
    expect(saves(server).map((r) => r.body)).toEqual([
      { maintenanceMode: true, maintenanceMessage: 'Back at 6 pm.' },
    ]);
  });

  it('says maintenance ends when saved, not before (en and ar)', async () => {
    const user = userEvent.setup();
    const paused = { ...SETTINGS, operations: { ...SETTINGS.operations, maintenanceMode: true } };
    openSettings('owner', undefined, paused);
    const operations = await operationsForm();
    expect(operations.getByText('Maintenance is on: diners cannot order or pay.')).toBeInTheDocument();
    await user.click(operations.getByRole('button', { name: 'Turn maintenance off' }));
    expect(
      operations.getByText('Maintenance ends when you save: until then diners still cannot order or pay.'),
    ).toBeInTheDocument();
    expect(operations.queryByText('Off: diners can order.')).toBeNull();

    await changeLanguage('ar');
    expect(
      await operations.findByText(
        'ينتهي وضع الصيانة عند الحفظ: حتى ذلك الحين لا يستطيع الضيوف الطلب أو الدفع.',
      ),
    ).toBeInTheDocument();
    await user.click(operations.getByRole('button', { name: 'تفعيل وضع الصيانة' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'تفعيل وضع الصيانة؟' })).getByRole('button', {
        name: 'نعم، فعّله',
      }),
    );
    expect(operations.getByText('وضع الصيانة مفعّل: لا يستطيع الضيوف الطلب أو الدفع.')).toBeInTheDocument();
  });

  it('says maintenance starts when saved, in Arabic', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    openSettings('owner');
    const operations = within(await screen.findByRole('form', { name: 'التشغيل' }));
    await user.click(operations.getByRole('button', { name: 'تفعيل وضع الصيانة' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'تفعيل وضع الصيانة؟' })).getByRole('button', {
        name: 'نعم، فعّله',
      }),
    );
    expect(
      operations.getByText('يبدأ وضع الصيانة عند الحفظ: حتى ذلك الحين يستطيع الضيوف الطلب.'),
    ).toBeInTheDocument();
    expect(operations.queryByText('وضع الصيانة مفعّل: لا يستطيع الضيوف الطلب أو الدفع.')).toBeNull();
  });
});
