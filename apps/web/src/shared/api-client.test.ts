import * as routes from '@sufra/domain/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render';
import { ApiError, call, setApiLanguage } from './api-client';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  setApiLanguage('ar');
});

describe('call', () => {
  it('calls /api with the bearer token and the diner language, and unwraps data', async () => {
    localStorage.setItem('auth_token', 'tok');
    setApiLanguage('en');
    let headers: Headers | undefined;
    const calls = mockApi((url, init) => {
      headers = new Headers(init?.headers);
      return url.pathname === '/api/staff/orders'
        ? { status: 200, body: { data: { orders: [] } } }
        : undefined;
    });
    await expect(call(routes.listStaffOrders, { query: { limit: 1, status: undefined } })).resolves.toEqual({
      orders: [],
    });
    expect(calls[0]?.search).toBe('?limit=1');
    expect(headers?.get('authorization')).toBe('Bearer tok');
    expect(headers?.get('x-sufra-lang')).toBe('en');
  });

  it('sends no Authorization header without a stored token', async () => {
    let headers: Headers | undefined;
    mockApi((_url, init) => {
      headers = new Headers(init?.headers);
      return { status: 200, body: { data: {} } };
    });
    await call(routes.staffLogin, { body: { email: 'a@b.sa', password: 'x' } });
    expect(headers?.has('authorization')).toBe(false);
    expect(headers?.get('content-type')).toBe('application/json');
  });

  it('turns the error body into ApiError { status, code, message }', async () => {
    mockApi(() => ({ status: 403, body: { error: { code: 'INVALID_TABLE_HASH', message: 'Scan again' } } }));
    const error = await call(routes.validateTable, {
      query: { restaurantId: 1, tableNumber: 1, hash: 'h' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'INVALID_TABLE_HASH', message: 'Scan again' });
  });

  it('a 401 removes the stored token', async () => {
    localStorage.setItem('auth_token', 'expired');
    mockApi(() => ({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in' } } }));
    await expect(call(routes.getStaffMe, {})).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('a network failure is code NETWORK', async () => {
    globalThis.fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(routes.listCategories, {})).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('a request that outlives its timeout is code TIMEOUT', async () => {
    globalThis.fetch = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError')));
      })) as typeof fetch;
    await expect(call(routes.listCategories, { timeoutMs: 20 })).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});
