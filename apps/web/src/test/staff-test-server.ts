import type { StaffRole } from '@sufra/domain/contracts';
import { AUTH_TOKEN_KEY } from '../shared/api-client';
import { mockApi, NAJD } from './render';

type Answer = { status: number; body: unknown };
interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
/** A promise is an answer held in flight until the test settles it. */
export type Handler = (request: SentRequest) => Answer | Promise<Answer> | undefined;

const at = '2026-11-20T18:30:00.000Z';

export function staffUser(role: StaffRole, overrides: Record<string, unknown> = {}) {
  const names: Record<StaffRole, [number, string]> = {
    owner: [1, 'Huda Al-Qahtani'],
    manager: [2, 'Faisal Al-Harbi'],
    waiter: [3, 'Sara Al-Otaibi'],
    kitchen: [4, 'Omar Al-Dosari'],
    admin: [9, 'Platform Admin'],
  };
  const [id, name] = names[role];
  return {
    id,
    name,
    email: `${role}@najd.test`,
    role,
    restaurantId: role === 'admin' ? null : NAJD.id,
    ...overrides,
  };
}

/** A member as GET /api/staff/users lists them. */
export function member(role: Exclude<StaffRole, 'admin'>, overrides: Record<string, unknown> = {}) {
  const { restaurantId: _, ...user } = staffUser(role);
  return { ...user, isActive: true, lastSeenAt: at, createdAt: at, ...overrides };
}

export const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

/**
 * A stand-in for the staff API: `me` is who the stored token belongs to (null: the token is refused), the
 * lists are what the Staff screen reads, and `handle` answers anything else (or overrides). Every request
 * is recorded with its parsed JSON body.
 */
export function staffServer(
  options: {
    me?: ReturnType<typeof staffUser> | null;
    users?: unknown[];
    invites?: unknown[];
    sessions?: unknown[];
    audit?: unknown[];
    handle?: Handler;
  } = {},
) {
  const requests: SentRequest[] = [];
  mockApi((url, init) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = options.handle?.(request);
    if (answer) return answer;
    const get = request.method === 'GET';
    if (get && request.path === '/api/staff/me') {
      return options.me
        ? { status: 200, body: { data: { staff: options.me } } }
        : error(401, 'UNAUTHORIZED', 'Please sign in to continue.');
    }
    if (get && request.path === `/api/public/restaurants/${NAJD.id}`) {
      return { status: 200, body: { data: { restaurant: { ...NAJD, slug: 'najd-house' } } } };
    }
    if (get && request.path === '/api/staff/users')
      return { status: 200, body: { data: { users: options.users ?? [] } } };
    if (get && request.path === '/api/staff/invites')
      return { status: 200, body: { data: { invites: options.invites ?? [] } } };
    if (get && request.path === '/api/staff/sessions')
      return { status: 200, body: { data: { sessions: options.sessions ?? [] } } };
    if (get && request.path === '/api/staff/audit')
      return { status: 200, body: { data: { entries: options.audit ?? [] } } };
    if (request.method === 'POST' && request.path === '/api/staff/auth/logout')
      return { status: 204, body: null };
    return undefined;
  });
  return {
    requests,
    /** The requests that changed something (anything but reads). */
    changes: () => requests.filter((r) => r.method !== 'GET'),
  };
}

export function signInAs(token = 'staff-token'): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}
