import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderMarketing } from '../test/render-marketing';
import { DemoRequestSection } from './demo-request-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/your name/i), 'Sara');
  await user.type(screen.getByLabelText(/^email/i), 'sara@najd.sa');
  await user.type(screen.getByLabelText(/restaurant name/i), 'Najd House');
}

describe('demo request form', () => {
  it('shows the missing fields, ties each message to its input and focuses the first', async () => {
    const user = userEvent.setup();
    const { fetchStub } = answerFetch(201, { data: {} });
    const spy = vi.fn(fetchStub);
    vi.stubGlobal('fetch', spy);
    await renderMarketing(<DemoRequestSection />);

    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const name = screen.getByLabelText(/your name/i);
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText(/^email/i)).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText(/restaurant name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it('posts JSON and shows the thank-you state', async () => {
    const user = userEvent.setup();
    const { calls, fetchStub } = answerFetch(201, { data: { demoRequest: { id: 1 } } });
    vi.stubGlobal('fetch', fetchStub);
    await renderMarketing(<DemoRequestSection />);

    await fillRequired(user);
    await user.type(screen.getByLabelText(/phone/i), '0501234567');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/public/demo-requests');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      name: 'Sara',
      email: 'sara@najd.sa',
      restaurantName: 'Najd House',
      phone: '+966501234567',
    });
  });

  it('has a honeypot nobody sees or reaches, sent only when a script fills it', async () => {
    const user = userEvent.setup();
    const { calls, fetchStub } = answerFetch(201, { data: { demoRequest: { id: 1 } } });
    vi.stubGlobal('fetch', fetchStub);
    await renderMarketing(<DemoRequestSection />);
    // Hidden from assistive technology: no role query finds it, and it is out of the tab order.
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    const trap = document.querySelector<HTMLInputElement>('input[name="fax"]');
    expect(trap).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[inert]')).not.toBeNull();

    await fillRequired(user);
    if (trap) fireEvent.change(trap, { target: { value: '+1 555 0100' } });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ fax: '+1 555 0100' });
  });

  it("shows the server's message when the request is refused", async () => {
    const user = userEvent.setup();
    const message = 'Too many requests. Please try again later.';
    vi.stubGlobal('fetch', answerFetch(429, { error: { code: 'RATE_LIMITED', message } }).fetchStub);
    await renderMarketing(<DemoRequestSection />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
  });

  it('renders its texts in Arabic', async () => {
    vi.stubGlobal('fetch', answerFetch(201, { data: {} }).fetchStub);
    await renderMarketing(<DemoRequestSection />, 'ar');
    expect(screen.getByRole('button', { name: 'أرسل الطلب' })).toBeInTheDocument();
  });
});
