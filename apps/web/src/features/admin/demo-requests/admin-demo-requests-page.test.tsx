import type { AdminDemoRequest } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { adminServer, demoRequest, ok } from '../../../test/admin-test-server';
import { renderApp } from '../../../test/render';

const COUNTS = { new: 1, contacted: 1, closed: 0 };

function open(path = '/admin/demo-requests') {
  const list = {
    value: [
      demoRequest(),
      demoRequest({
        id: 5,
        restaurantName: 'Saj Street',
        name: 'Noura',
        phone: null,
        language: 'ar',
        status: 'contacted',
        note: 'Called on Sunday.',
      }),
    ],
  };
  const server = adminServer(({ method, path: p, body }) => {
    if (method === 'GET' && p === '/api/admin/demo-requests')
      return ok({ demoRequests: list.value, counts: COUNTS });
    const match = /^\/api\/admin\/demo-requests\/(\d+)$/.exec(p);
    if (method === 'PATCH' && match) {
      const id = Number(match[1]);
      list.value = list.value.map((r): AdminDemoRequest => (r.id === id ? { ...r, ...(body as object) } : r));
      return ok({ demoRequest: list.value.find((r) => r.id === id) });
    }
    return undefined;
  });
  renderApp(path);
  return server;
}

const cardOf = async (name: string) =>
  within((await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement);

describe('the demo requests', () => {
  it('lists who asked, how to reach them and what they wrote, with status chips and counts', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo requests' })).toBeInTheDocument();
    const mandi = await cardOf('Mandi Palace');
    expect(mandi.getByText('Khalid Al-Mutairi')).toBeInTheDocument();
    expect(mandi.getByRole('link', { name: 'khalid@mandi.test' })).toHaveAttribute(
      'href',
      'mailto:khalid@mandi.test',
    );
    expect(mandi.getByRole('link', { name: '+966551112233' })).toHaveAttribute('href', 'tel:+966551112233');
    expect(mandi.getByText('We have 30 tables in Jeddah.')).toBeInTheDocument();
    expect(mandi.getByText(/Wrote in English/)).toBeInTheDocument();
    expect((await cardOf('Saj Street')).getByRole('textbox', { name: 'Team notes' })).toHaveValue(
      'Called on Sunday.',
    );
    const chips = within(screen.getByRole('group', { name: 'Show' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All (2)',
      'New (1)',
      'Contacted (1)',
      'Closed (0)',
    ]);
  });

  it('changes a status in place and saves notes, saying so', async () => {
    const user = userEvent.setup();
    const server = open();
    const mandi = await cardOf('Mandi Palace');
    await user.selectOptions(mandi.getByRole('combobox', { name: 'Status' }), 'contacted');
    expect(await mandi.findByText('Status saved.')).toBeInTheDocument();
    expect(mandi.getByRole('combobox', { name: 'Status' })).toHaveValue('contacted');

    const notes = mandi.getByRole('textbox', { name: 'Team notes' });
    expect(mandi.getByRole('button', { name: 'Save the notes' })).toBeDisabled();
    await user.type(notes, 'Demo booked for Tuesday 4 pm.');
    expect(notes).toHaveAccessibleDescription('Not saved yet.');
    await user.click(mandi.getByRole('button', { name: 'Save the notes' }));
    expect(await mandi.findByText('Notes saved.')).toBeInTheDocument();
    expect(server.changes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/api/admin/demo-requests/4', { status: 'contacted' }],
      ['PATCH', '/api/admin/demo-requests/4', { note: 'Demo booked for Tuesday 4 pm.' }],
    ]);
  });

  it('filters by status from the address, in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const server = open('/admin/demo-requests?status=new');
    expect(await screen.findByRole('button', { name: 'جديد (1)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(server.requests.find((r) => r.path === '/api/admin/demo-requests')?.query.get('status')).toBe(
        'new',
      ),
    );
    expect((await cardOf('Mandi Palace')).getByText(/كتب باللغة الإنجليزية/)).toBeInTheDocument();
  });
});
