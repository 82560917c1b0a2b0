import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { adminServer, applicationRow, ok } from '../../../test/admin-test-server';
import { renderApp } from '../../../test/render';

const COUNTS = { submitted: 2, under_review: 0, approved: 5, rejected: 1, needs_changes: 1, withdrawn: 0 };

const OTHER = applicationRow({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  status: 'needs_changes',
  name: 'Mandi Palace',
  nameAr: null,
  city: 'Jeddah',
  contactPersonEmail: null,
  logoUrl: null,
  resubmissions: 2,
});

function open(path = '/admin/applications') {
  const server = adminServer(({ method, path: p, query }) => {
    if (method !== 'GET' || p !== '/api/admin/applications') return undefined;
    if (query.get('before') === 'cursor-1')
      return ok({ applications: [OTHER], counts: COUNTS, nextBefore: null });
    return ok({ applications: [applicationRow()], counts: COUNTS, nextBefore: 'cursor-1' });
  });
  renderApp(path);
  return server;
}

const listCalls = (server: ReturnType<typeof adminServer>) =>
  server.requests.filter((r) => r.path === '/api/admin/applications').map((r) => r.query.toString());

describe('the applications queue', () => {
  it('lists applications with their status, category, city, contact and dates; chips count each status', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Qahwa Corner' });
    expect(link).toHaveAttribute('href', '/admin/applications/5b0b7c2e-4a7f-4e0c-9d59-3c1f0a8d2b11');
    const row = within(link.closest('li') as HTMLElement);
    expect(row.getByText('Submitted')).toBeInTheDocument();
    expect(row.getByText('Cafe · Riyadh')).toBeInTheDocument();
    expect(row.getByText('layla@qahwa.test')).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Logo of Qahwa Corner' })).toHaveAttribute(
      'src',
      '/media/onboarding/qahwa.png',
    );
    const chips = within(screen.getByRole('group', { name: 'Show' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All (9)',
      'Submitted (2)',
      'Under review (0)',
      'Waiting for changes (1)',
      'Approved (5)',
      'Rejected (1)',
      'Withdrawn (0)',
    ]);
    expect(chips.getByRole('button', { name: 'All (9)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by status and searches, in the address too, and shows older pages on demand', async () => {
    const user = userEvent.setup();
    const server = open();
    await screen.findByRole('link', { name: 'Qahwa Corner' });

    await user.click(screen.getByRole('button', { name: 'Submitted (2)' }));
    await waitFor(() => expect(listCalls(server)).toContain('status=submitted&q='));
    expect(new URLSearchParams(window.location.search).get('status')).toBe('submitted');

    await user.type(screen.getByLabelText('Search by name, city, e-mail or phone'), 'qahwa');
    await waitFor(() => expect(listCalls(server)).toContain('status=submitted&q=qahwa'));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('qahwa');

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    const older = await screen.findByRole('link', { name: 'Mandi Palace' });
    expect(listCalls(server)).toContain('status=submitted&q=qahwa&before=cursor-1');
    const row = within(older.closest('li') as HTMLElement);
    expect(row.getByText('Waiting for changes')).toBeInTheDocument();
    expect(row.getByText('Sent again: 2')).toBeInTheDocument();
    expect(row.getByText('No contact e-mail')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('opens with the filters of its address, and reads in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const server = open('/admin/applications?status=needs_changes');
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلبات' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ركن القهوة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بانتظار التعديلات (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(listCalls(server)[0]).toBe('status=needs_changes&q=');
  });
});
