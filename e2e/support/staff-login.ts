import { type APIRequestContext, expect } from '@playwright/test';
import { demoLinks } from './demo';

/**
 * A demo staff session through the API. Every journey signs in from 127.0.0.1, and the login route allows 10
 * per IP and minute (staff.routes.ts), so two workers signing in at once can be told 429: this waits the
 * Retry-After the server names and tries again, as a careful client would. A worker keeps its token while
 * `GET /api/staff/me` still accepts it, so most journeys spend no login at all.
 */
const tokens = new Map<string, string>();

export async function staffToken(
  request: APIRequestContext,
  who: 'owner' | 'admin' = 'owner',
): Promise<string> {
  const credentials = demoLinks()[who];
  const kept = tokens.get(credentials.email);
  if (kept) {
    const me = await request.get('/api/staff/me', { headers: { authorization: `Bearer ${kept}` } });
    if (me.ok()) return kept;
  }
  for (let attempt = 0; ; attempt += 1) {
    const login = await request.post('/api/staff/auth/login', { data: credentials });
    if (login.status() === 429 && attempt < 3) {
      const seconds = Number(login.headers()['retry-after'] ?? 5);
      await new Promise((resolve) => setTimeout(resolve, (seconds + 0.5) * 1000));
      continue;
    }
    expect(login.status(), await login.text()).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    tokens.set(credentials.email, token);
    return token;
  }
}
