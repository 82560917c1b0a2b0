import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../i18n/console-locales';
import { loadNamespaces } from '../../i18n/i18n';
import { loadPushTexts } from '../../i18n/push-locales';
import { ENDPOINT, installFakePush, removeFakePush } from '../../test/fake-push';
import { mockApi } from '../../test/render';
import StaffPushPanel from './staff-push-panel';

const realFetch = globalThis.fetch;
beforeAll(async () => {
  await loadPushTexts();
  await loadNamespaces('dashboard');
});
afterEach(() => {
  globalThis.fetch = realFetch;
  removeFakePush();
});

function Panel() {
  const [isOn, setOn] = useState(false);
  return <StaffPushPanel isOn={isOn} onChange={setOn} />;
}

describe("the console's notifications on this device", () => {
  it('subscribes this device through the staff route with the session, and turns it off again', async () => {
    const push = installFakePush();
    const bodies: Record<string, unknown> = {};
    mockApi((url, init) => {
      bodies[url.pathname] = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (url.pathname === '/api/notifications/vapid-public-key')
        return { status: 200, body: { data: { publicKey: `B${'Q'.repeat(86)}` } } };
      if (url.pathname === '/api/staff/push-subscriptions')
        return { status: 201, body: { data: { registered: true, types: ['staff_new_order'] } } };
      if (url.pathname === '/api/staff/push-subscriptions/remove')
        return { status: 200, body: { data: { removed: true } } };
      return undefined;
    });
    localStorage.setItem('auth_token', 'staff-session');
    render(<Panel />);
    expect(screen.getByRole('status')).toHaveTextContent("Off: this device isn't notified.");

    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('On: this device is notified.'));
    expect(bodies['/api/staff/push-subscriptions']).toMatchObject({
      subscription: { endpoint: ENDPOINT },
      language: 'en',
    });
    // The diner's public route is never used by a staff device.
    expect(bodies).not.toHaveProperty(['/api/notifications/register-token']);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("Off: this device isn't notified."),
    );
    expect(bodies['/api/staff/push-subscriptions/remove']).toEqual({ endpoint: ENDPOINT });
    expect(push.pushManager.getSubscription).toHaveBeenCalled();
  });

  it('names the failed step: no push service reachable from this browser', async () => {
    installFakePush({
      subscribeError: new DOMException('Registration failed - push service error', 'AbortError'),
    });
    mockApi((url) =>
      url.pathname === '/api/notifications/vapid-public-key'
        ? { status: 200, body: { data: { publicKey: `B${'Q'.repeat(86)}` } } }
        : undefined,
    );
    render(<Panel />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This browser couldn't create a notification subscription. Please try again later.",
    );
    expect(screen.getByText('Notifications are allowed on this device.')).toBeVisible();
  });
});
