import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OnboardingPage from './onboarding-page';
import { CATEGORIES, fakeServer, renderOnboarding } from './test/render-onboarding';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '3f1c2b9e-8a41-4c7e-9d2a-6b5e0f7a1c23';

describe('restaurant onboarding form', () => {
  it('names the five required fields, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const server = fakeServer(() => CATEGORIES);
    vi.stubGlobal('fetch', server.fetchStub);
    await renderOnboarding(<OnboardingPage />);

    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const name = screen.getByLabelText(/^restaurant name(?! in)/i);
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/restaurant type/i)).toHaveAccessibleDescription(
      'Please choose a restaurant type',
    );
    for (const label of [/^description(?! in)/i, /^address(?! in)/i, /restaurant phone/i]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText(/^city/i)).not.toHaveAttribute('aria-invalid');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('submits multipart data and shows the application id with its status link', async () => {
    const user = userEvent.setup();
    const server = fakeServer((method) =>
      method === 'POST'
        ? { status: 201, body: { data: { application: { id: ID, status: 'submitted' } } } }
        : CATEGORIES,
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await renderOnboarding(<OnboardingPage />);

    await user.type(screen.getByLabelText(/^restaurant name(?! in)/i), 'Najd House');
    await user.selectOptions(await screen.findByLabelText(/restaurant type/i), 'Grill');
    await user.type(screen.getByLabelText(/^description(?! in)/i), 'Najdi home cooking');
    await user.type(screen.getByLabelText(/^address(?! in)/i), 'Al Olaya');
    await user.type(screen.getByLabelText(/restaurant phone/i), '050 123 4567');
    await user.upload(screen.getByLabelText(/^logo/i), new File(['png'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeInTheDocument();
    expect(screen.getByText(ID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View application status' })).toHaveAttribute(
      'href',
      `/restaurant-onboarding?application=${ID}`,
    );
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/public/restaurants/onboarding');
    const form = post?.body as FormData | undefined;
    expect(form?.get('phone')).toBe('+966501234567');
    expect(form?.get('categoryId')).toBe('2');
    expect((form?.get('logo') as File | null)?.name).toBe('logo.png');
  });

  it('refuses a logo that is not PNG, JPEG or WebP', async () => {
    const user = userEvent.setup({ applyAccept: false });
    vi.stubGlobal('fetch', fakeServer(() => CATEGORIES).fetchStub);
    await renderOnboarding(<OnboardingPage />);

    await user.upload(
      screen.getByLabelText(/^logo/i),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );

    expect(screen.getByLabelText(/^logo/i)).toHaveAccessibleDescription(/must be a PNG, JPEG or WebP image/);
  });
});

function application(status: string, extra: Record<string, unknown> = {}) {
  return {
    id: ID,
    status,
    reviewerNote: status === 'needs_changes' ? 'Please add your commercial registration.' : null,
    name: 'Najd House',
    nameAr: 'بيت نجد',
    description: 'Najdi home cooking',
    descriptionAr: null,
    address: 'Al Olaya',
    addressAr: null,
    city: 'Riyadh',
    phone: '+966501234567',
    categoryId: 2,
    contactPersonName: null,
    contactPersonEmail: null,
    businessRegistration: null,
    website: null,
    socialMedia: null,
    logoUrl: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: `2026-11-21T10:00:00.000Z${status}`,
    history: [
      { id: 1, status: 'submitted', note: null, createdAt: '2026-11-20T09:00:00.000Z' },
      { id: 2, status, note: null, createdAt: '2026-11-21T10:00:00.000Z' },
    ],
    ...extra,
  };
}

describe('application status view', () => {
  it('shows the status, the note, and resubmits with PUT when changes are needed', async () => {
    const user = userEvent.setup();
    const server = fakeServer((method, url) => {
      if (url === '/api/public/categories') return CATEGORIES;
      if (method === 'PUT') return { status: 200, body: { data: { application: application('submitted') } } };
      return { status: 200, body: { data: { application: application('needs_changes') } } };
    });
    vi.stubGlobal('fetch', server.fetchStub);
    await renderOnboarding(<OnboardingPage />, `/restaurant-onboarding?application=${ID}`);

    expect(await screen.findByText('Please add your commercial registration.')).toBeInTheDocument();
    expect(screen.getAllByText('Needs changes').length).toBeGreaterThan(0);
    const registration = screen.getByLabelText(/commercial registration/i);
    expect(screen.getByLabelText(/^restaurant name(?! in)/i)).toHaveValue('Najd House');

    await user.type(registration, '1010123456');
    await user.click(screen.getByRole('button', { name: 'Resubmit application' }));

    expect(await screen.findByText(/was resubmitted/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resubmit application' })).not.toBeInTheDocument();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`/api/public/restaurants/resubmit/${ID}`);
    expect((put?.body as FormData | undefined)?.get('businessRegistration')).toBe('1010123456');
  });

  it('offers no resubmit form once approved', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(() => ({ status: 200, body: { data: { application: application('approved') } } })).fetchStub,
    );
    await renderOnboarding(<OnboardingPage />, `/restaurant-onboarding?application=${ID}`);

    const heading = await screen.findByRole('heading', { name: 'Application status' });
    expect(within(heading.parentElement as HTMLElement).getAllByText('Approved').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Resubmit application' })).not.toBeInTheDocument();
  });

  it('says so when the application does not exist', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Not found' } };
    vi.stubGlobal('fetch', fakeServer(() => ({ status: 404, body })).fetchStub);
    await renderOnboarding(<OnboardingPage />, '/restaurant-onboarding?application=unknown');

    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute(
      'href',
      '/restaurant-onboarding',
    );
  });
});

describe('application status view: the decision, what happens next, withdrawing', () => {
  it('says why a rejected application was not approved and offers to resubmit it', async () => {
    const reason = 'We only onboard restaurants in Riyadh for now.';
    vi.stubGlobal(
      'fetch',
      fakeServer((_method, url) =>
        url === '/api/public/categories'
          ? CATEGORIES
          : {
              status: 200,
              body: { data: { application: application('rejected', { reviewerNote: reason }) } },
            },
      ).fetchStub,
    );
    await renderOnboarding(<OnboardingPage />, `/restaurant-onboarding?application=${ID}`);

    const note = await screen.findByRole('region', { name: 'Why your application was not approved' });
    expect(within(note).getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resubmit application' })).toBeInTheDocument();
    // A rejected application is decided: it cannot be withdrawn (the server's rule).
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
  });

  it('titles the note of a changes request as what to change', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer((_method, url) =>
        url === '/api/public/categories'
          ? CATEGORIES
          : { status: 200, body: { data: { application: application('needs_changes') } } },
      ).fetchStub,
    );
    await renderOnboarding(<OnboardingPage />, `/restaurant-onboarding?application=${ID}`, 'ar');

    const note = await screen.findByRole('region', { name: 'التعديلات المطلوبة منك' });
    expect(within(note).getByText('Please add your commercial registration.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أعد إرسال الطلب' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اسحب الطلب' })).toBeInTheDocument();
  });

  it('once approved, says an e-mail sets the owner’s password and links to the sign-in', async () => {
    const approved = application('approved', { contactPersonEmail: 'huda@najd.test' });
    vi.stubGlobal(
      'fetch',
      fakeServer(() => ({ status: 200, body: { data: { application: approved } } })).fetchStub,
    );
    await renderOnboarding(<OnboardingPage />, `/restaurant-onboarding?application=${ID}`);

    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent(/We sent an e-mail to .huda@najd\.test. with a link to set the password/);
    expect(within(next).getByRole('link', { name: 'Sign in to your restaurant' })).toHaveAttribute(
      'href',
      '/dashboard/login',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
  });

  it('withdraws only once confirmed, then shows it withdrawn with a way to apply again', async () => {
    const user = userEvent.setup();
    const server = fakeServer((method) =>
      method === 'POST'
        ? { status: 200, body: { data: { application: application('withdrawn') } } }
        : { status: 200, body: { data: { application: application('under_review') } } },
    );
    vi.stubGlobal('fetch', server.fetchStub);
    await renderOnboarding(<OnboardingPage />, `/restaurant-onboarding?application=${ID}`);

    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my application' }));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    expect(dialog).toHaveTextContent(/This cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your application was withdrawn.');
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual([`/api/public/restaurants/withdraw/${ID}`]);
    expect(screen.getAllByText('Withdrawn').length).toBeGreaterThan(0);
    expect(screen.getByText(/You withdrew this application/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute(
      'href',
      '/restaurant-onboarding',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal inside the dialog when the application was decided meanwhile', async () => {
    const user = userEvent.setup();
    const refusal = { error: { code: 'CONFLICT', message: 'This application was already decided.' } };
    vi.stubGlobal(
      'fetch',
      fakeServer((method) =>
        method === 'POST'
          ? { status: 409, body: refusal }
          : { status: 200, body: { data: { application: application('submitted') } } },
      ).fetchStub,
    );
    await renderOnboarding(<OnboardingPage />, `/restaurant-onboarding?application=${ID}`);

    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This application was already decided.',
    );
  });
});
