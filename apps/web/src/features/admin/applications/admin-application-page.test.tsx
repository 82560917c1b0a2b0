import type { AdminApplication } from '@sufra/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { APPLICATION_ID, AT, adminServer, application, ok } from '../../../test/admin-test-server';
import { renderApp } from '../../../test/render';
import { error } from '../../../test/staff-test-server';

const PATH = `/admin/applications/${APPLICATION_ID}`;
const API = `/api/admin/applications/${APPLICATION_ID}`;

type Answer = { status: number; body: unknown };

/** The application as the server has it (changed by `decide`), and the decisions' answers. */
function open(
  first: AdminApplication = application(),
  decide: (action: string, body: unknown, current: { value: AdminApplication }) => Answer | undefined = () =>
    undefined,
) {
  const current = { value: first };
  const server = adminServer(({ method, path, body }) => {
    if (method === 'GET' && path === API) return ok({ application: current.value });
    if (method === 'POST' && path.startsWith(`${API}/`))
      return decide(path.slice(API.length + 1), body, current);
    return undefined;
  });
  renderApp(PATH);
  return server;
}

const decisions = (server: ReturnType<typeof adminServer>) =>
  server.changes().map((r) => ({ action: r.path.slice(API.length + 1), body: r.body }));

const RESUBMITTED = application({
  status: 'submitted',
  version: 5,
  timeline: [
    { status: 'submitted', note: null, by: null, at: '2026-11-18T07:00:00.000Z', changes: [] },
    {
      status: 'needs_changes',
      note: 'Please add your commercial registration.',
      by: 'Reem Al-Shehri',
      at: '2026-11-19T08:00:00.000Z',
      changes: [],
    },
    {
      status: 'submitted',
      note: null,
      by: null,
      at: AT,
      changes: [
        { field: 'businessRegistration', before: null, after: '1010123456' },
        { field: 'city', before: 'Riyad', after: 'Riyadh' },
      ],
    },
  ],
});

describe("an application's page", () => {
  it('shows every field, the logo, and the history with who decided and what the resubmission changed', async () => {
    open(RESUBMITTED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Qahwa Corner' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of Qahwa Corner' })).toHaveAttribute(
      'src',
      '/media/onboarding/qahwa.png',
    );
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Name (Arabic)')).toBe('ركن القهوة');
    expect(value('Category')).toBe('Cafe');
    expect(value('Address (Arabic)')).toBe('(empty)');
    expect(value('Contact e-mail')).toBe('layla@qahwa.test');
    expect(value('Commercial registration')).toBe('1010123456');
    expect(value('Language of the application')).toBe('Arabic');

    const history = within(
      screen.getByRole('heading', { name: 'History' }).closest('section') as HTMLElement,
    );
    expect(history.getByText(/By Reem Al-Shehri/)).toBeInTheDocument();
    expect(history.getByText('Please add your commercial registration.')).toBeInTheDocument();
    expect(history.getAllByText(/By the applicant/)).toHaveLength(2);
    const changes = within(history.getByRole('table', { name: 'Changed in this resubmission' }));
    const cityRow = within(changes.getByRole('rowheader', { name: 'City' }).closest('tr') as HTMLElement);
    expect(cityRow.getByText('Riyad').tagName).toBe('DEL');
    expect(cityRow.getByText('Riyadh').tagName).toBe('INS');
    const registrationRow = within(
      changes.getByRole('rowheader', { name: 'Commercial registration' }).closest('tr') as HTMLElement,
    );
    expect(registrationRow.getByText('(empty)')).toBeInTheDocument();
  });

  it('approves after saying what happens, sends the version shown, and links to the new restaurant', async () => {
    const user = userEvent.setup();
    const server = open(application(), (action, _body, current) => {
      if (action !== 'approve') return undefined;
      current.value = application({
        status: 'approved',
        version: 4,
        restaurant: { id: 7, slug: 'qahwa-corner-7', status: 'active' },
      });
      return ok({
        application: current.value,
        restaurant: { id: 7, slug: 'qahwa-corner-7' },
        ownerInvite: { email: 'layla@qahwa.test', expiresAt: AT },
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve Qahwa Corner?' }));
    expect(
      dialog.getByText(
        /create the restaurant Qahwa Corner with its tables, a takeaway point and an empty menu/,
      ),
    ).toBeInTheDocument();
    expect(
      dialog.getByText(/send an invitation to become its owner to .layla@qahwa\.test./),
    ).toBeInTheDocument();
    expect(dialog.getByText('e-mail the applicant in Arabic.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Approve and create the restaurant' }));

    expect(
      await screen.findByText(
        /Approved: Qahwa Corner is a restaurant now and the owner's invitation went to layla@qahwa\.test\./,
      ),
    ).toBeInTheDocument();
    expect(decisions(server)).toEqual([{ action: 'approve', body: { version: 3 } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in the restaurants list' })).toHaveAttribute(
      'href',
      '/admin/restaurants?q=qahwa-corner-7',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    expect(screen.getByText('Approved: no further decision.')).toBeInTheDocument();
  });

  it('will not approve without a contact e-mail, where the invitation goes', async () => {
    const user = userEvent.setup();
    const server = open(application({ contactPersonEmail: null }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/has no contact e-mail/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Approve and create the restaurant' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(decisions(server)).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toHaveFocus());
  });

  it('asks for changes only with a message, said at its field, then sends it with the version', async () => {
    const user = userEvent.setup();
    const server = open(application(), (action, _body, current) => {
      if (action !== 'request-changes') return undefined;
      current.value = application({ status: 'needs_changes', version: 4 });
      return ok({ application: current.value });
    });
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask Qahwa Corner for changes' }));
    expect(
      dialog.getByText(/by e-mail in Arabic and sees it on their application's status page/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send the request' }));
    const field = dialog.getByRole('textbox', { name: /Message to the applicant/ });
    expect(field).toHaveAccessibleDescription('Write a message for the applicant.');
    expect(field).toHaveFocus();
    expect(decisions(server)).toEqual([]);

    await user.type(field, 'Please send a clearer logo.');
    await user.click(dialog.getByRole('button', { name: 'Send the request' }));
    expect(
      await screen.findByText('Your request for changes was sent to the applicant.'),
    ).toBeInTheDocument();
    expect(decisions(server)).toEqual([
      { action: 'request-changes', body: { version: 3, message: 'Please send a clearer logo.' } },
    ]);
    expect(
      await screen.findByText(
        "Waiting for the applicant's changes: it can be decided once they send it again.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of an empty reason at the field (a reason of invisible marks only)", async () => {
    const user = userEvent.setup();
    const server = open(application(), (action) =>
      action === 'reject'
        ? error(400, 'REVIEW_MESSAGE_REQUIRED', 'Write a message for the applicant.')
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Qahwa Corner?' }));
    expect(dialog.getByText(/No restaurant is created/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reject the application' }));
    const field = dialog.getByRole('textbox', { name: /Reason for the applicant/ });
    expect(field).toHaveAccessibleDescription('Write the reason for the applicant.');
    await user.type(field, '\u200f');
    await user.click(dialog.getByRole('button', { name: 'Reject the application' }));
    await waitFor(() => expect(decisions(server)).toHaveLength(1));
    expect(field).toHaveAccessibleDescription('Write the reason for the applicant.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('reloads and says so when another admin decided meanwhile (409 APPLICATION_CHANGED)', async () => {
    const user = userEvent.setup();
    const server = open(application(), (action, _body, current) => {
      if (action !== 'reject') return undefined;
      current.value = application({
        status: 'approved',
        version: 4,
        timeline: [
          { status: 'submitted', note: null, by: null, at: AT, changes: [] },
          { status: 'approved', note: null, by: 'Omar Admin', at: AT, changes: [] },
        ],
        restaurant: { id: 8, slug: 'qahwa-corner-8', status: 'active' },
      });
      return error(409, 'APPLICATION_CHANGED', 'This application has just changed.');
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason for the applicant/ }), 'Not a restaurant.');
    await user.click(dialog.getByRole('button', { name: 'Reject the application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another admin acted on this application, or the applicant changed it, meanwhile. It has been reloaded: check it again before deciding.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/By Omar Admin/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(decisions(server)).toEqual([
      { action: 'reject', body: { version: 3, reason: 'Not a restaurant.' } },
    ]);
    expect(screen.getByRole('link', { name: 'See it in the restaurants list' })).toHaveAttribute(
      'href',
      '/admin/restaurants?q=qahwa-corner-8',
    );
  });

  it('says an unknown application does not exist', async () => {
    adminServer(({ path }) =>
      path === API ? error(404, 'APPLICATION_NOT_FOUND', "This application doesn't exist.") : undefined,
    );
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This application does not exist.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All applications' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
  });

  it('says in Arabic what approving does, in the language the applicant wrote in', async () => {
    await i18n.changeLanguage('ar');
    const user = userEvent.setup();
    open(application({ language: 'en' }));
    await user.click(await screen.findByRole('button', { name: 'قبول' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'قبول ركن القهوة؟' }));
    expect(dialog.getByText(/إنشاء مطعم ركن القهوة بطاولاته ونقطة استلام وقائمة فارغة/)).toBeInTheDocument();
    expect(dialog.getByText(/إرسال دعوة ليصبح مالكه إلى .layla@qahwa\.test./)).toBeInTheDocument();
    expect(dialog.getByText('مراسلة مقدّم الطلب بالبريد باللغة الإنجليزية.')).toBeInTheDocument();
  });
});
