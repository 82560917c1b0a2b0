import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { FakeEventSource, installFakeEventSource } from '../../test/fake-event-source';
import { NAJD, renderApp, resetStore } from '../../test/render';
import { ApiError } from '../api-client';
import { useStore } from '../store';
import { waiterCallMessage } from './waiter-call-message';

const realFetch = globalThis.fetch;
const HASH = 'h4h4h4h4h4h4h4h4h4h4h4';
const CALLS = '/api/public/restaurants/1/tables/4/waiter-calls';

beforeEach(() => {
  resetStore();
  useStore.getState().setTableSession({ restaurant: NAJD, tableNumber: 4, tableHash: HASH });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

/** The fetch edge: the waiter-call route answers `answer`, the table has no orders, the rest is 404. */
function serve(answer: (init: RequestInit | undefined) => Promise<Response>) {
  const bodies: unknown[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === CALLS) {
      bodies.push(JSON.parse(String(init?.body)));
      return answer(init);
    }
    if (url.pathname === '/api/public/restaurants/1/tables/4/orders')
      return new Response(JSON.stringify({ data: { orders: [] } }), { status: 200 });
    return new Response(JSON.stringify({ error: { code: 'ROUTE_NOT_FOUND', message: '' } }), { status: 404 });
  }) as typeof fetch;
  return bodies;
}
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const error = (code: string, params?: Record<string, number>) => ({ error: { code, message: 'x', params } });

async function callWaiter() {
  renderApp('/table-orders');
  await userEvent.click(await screen.findByRole('button', { name: /Call waiter/ }));
}

describe('call waiter', () => {
  it.each([
    ['400', () => json(400, error('VALIDATION_FAILED')), 'Invalid request. Please check table information.'],
    [
      '403 (wrong hash)',
      () => json(403, error('INVALID_TABLE_HASH')),
      'Table not found. Please scan the QR code again.',
    ],
    ['404', () => json(404, error('TABLE_NOT_FOUND')), 'Table not found. Please scan the QR code again.'],
    ['500', () => json(500, error('INTERNAL')), 'Server error. Please try again later.'],
    ['503', () => json(503, error('SERVICE_UNAVAILABLE')), 'Server error. Please try again later.'],
    [
      '429 with the seconds to wait',
      () => json(429, error('WAITER_CALL_TOO_SOON', { retryAfterSeconds: 42 })),
      'A waiter has already been called. Please wait 42 seconds before calling again.',
    ],
    [
      'a lost connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'No internet connection. Please check your connection.',
    ],
    ['an unexpected 409', () => json(409, error('CONFLICT')), 'Unable to call waiter. Please try again.'],
  ])('%s shows its message', async (_name, answer, text) => {
    serve(answer);
    await callWaiter();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('success sends the table hash and says the waiter has been called', async () => {
    const bodies = serve(() =>
      json(201, {
        data: {
          waiterCall: {
            id: 1,
            tableNumber: 4,
            status: 'open',
            reason: '',
            createdAt: '2026-11-21T18:00:00Z',
            acknowledgedAt: null,
          },
        },
      }),
    );
    await callWaiter();
    expect(await screen.findByText('Waiter has been called!')).toBeInTheDocument();
    expect(bodies).toEqual([{ hash: HASH }]);
  });

  it('is disabled while the call is on its way, and offered again once answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    await callWaiter();
    expect(await screen.findByRole('button', { name: /Calling/ })).toBeDisabled();
    answer(new Response(JSON.stringify(error('INTERNAL')), { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    expect(await screen.findByRole('button', { name: /Call waiter/ })).toBeEnabled();
  });

  it('says so at once when the phone is offline, without sending', async () => {
    const bodies = serve(() => json(201, {}));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await callWaiter();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No internet connection. Please check your connection.',
    );
    expect(bodies).toEqual([]);
  });

  it('is not offered to a takeaway diner', async () => {
    useStore.getState().setTakeawaySession({ restaurant: NAJD, takeawayHash: 'tk' });
    serve(() => json(201, {}));
    renderApp('/welcome/najd-house-1');
    await screen.findByText('Takeaway Order');
    expect(screen.queryByRole('button', { name: /Call waiter/ })).not.toBeInTheDocument();
  });
});

describe('waiter call message mapping', () => {
  it('a timeout (AbortSignal.timeout) reads "Request timed out"', () => {
    expect(waiterCallMessage(new ApiError(0, 'TIMEOUT', ''))).toEqual({ key: 'timeout' });
  });
  it('a plugin rate limit without seconds still says to wait', () => {
    expect(waiterCallMessage(new ApiError(429, 'RATE_LIMITED', ''))).toEqual({ key: 'tooSoonNoTime' });
  });
  it('a fractional wait is rounded up, never shown as 0 seconds', () => {
    expect(
      waiterCallMessage(new ApiError(429, 'WAITER_CALL_TOO_SOON', '', { retryAfterSeconds: 0.2 })),
    ).toEqual({
      key: 'tooSoon',
      seconds: 1,
    });
  });
});

describe('after the call: the diner learns a waiter has seen it (issue 11)', () => {
  let uninstall: () => void = () => undefined;
  let status: 'open' | 'acknowledged' = 'open';
  const reads: string[] = [];
  const call = (over: Record<string, unknown> = {}) => ({
    id: 7,
    tableNumber: 4,
    status,
    reason: '',
    createdAt: new Date().toISOString(),
    acknowledgedAt: status === 'acknowledged' ? new Date().toISOString() : null,
    ...over,
  });
  beforeEach(() => {
    uninstall = installFakeEventSource();
    status = 'open';
    reads.length = 0;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === CALLS) return json(201, { data: { waiterCall: call() } });
      if (url.pathname === `${CALLS}/7`) {
        reads.push(url.search);
        return json(200, { data: { waiterCall: call() } });
      }
      if (url.pathname === '/api/public/restaurants/1/tables/4/orders')
        return json(200, { data: { orders: [] } });
      return json(404, error('ROUTE_NOT_FOUND'));
    }) as typeof fetch;
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
  });
  const tableStream = () =>
    FakeEventSource.instances.findLast(
      (s) => s.url === `/api/public/restaurants/1/tables/4/events?hash=${HASH}`,
    );

  it('"Waiter called" becomes "A waiter is on the way" when the acknowledgement arrives on the table stream', async () => {
    await callWaiter();
    expect(await screen.findByText('Waiter called')).toHaveAttribute('role', 'status');
    const stream = tableStream();
    expect(stream).toBeDefined();
    act(() => stream?.open());
    // Another table's call, or another call of this one, says nothing about ours.
    act(() =>
      stream?.emit('waiter_call.updated', {
        type: 'waiter_call.updated',
        restaurantId: 1,
        tableNumber: 4,
        data: { waiterCall: { id: 99, status: 'acknowledged' } },
      }),
    );
    expect(screen.getByText('Waiter called')).toBeInTheDocument();
    act(() =>
      stream?.emit('waiter_call.updated', {
        type: 'waiter_call.updated',
        restaurantId: 1,
        tableNumber: 4,
        data: { waiterCall: { id: 7, status: 'acknowledged', acknowledgedAt: new Date().toISOString() } },
      }),
    );
    expect(await screen.findByText('A waiter is on the way')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Waiter called')).not.toBeInTheDocument();
  });

  it('without a live stream, the 15-second read finds it (the polling fallback), then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await callWaiter();
    expect(await screen.findByText('Waiter called')).toHaveAttribute('role', 'status');
    status = 'acknowledged';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(await screen.findByText('A waiter is on the way')).toBeInTheDocument();
    expect(reads).toEqual([`?hash=${HASH}`]);
    // Seen: it is not asked about any more.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(45_000);
    });
    expect(reads).toHaveLength(1);
  });

  it('says both in Arabic', async () => {
    await changeLanguage('ar');
    try {
      renderApp('/table-orders');
      await userEvent.click(await screen.findByRole('button', { name: /استدعاء النادل/ }));
      expect(await screen.findByText('تم استدعاء النادل')).toHaveAttribute('role', 'status');
      const stream = tableStream();
      act(() => stream?.open());
      act(() =>
        stream?.emit('waiter_call.updated', {
          type: 'waiter_call.updated',
          restaurantId: 1,
          tableNumber: 4,
          data: { waiterCall: { id: 7, status: 'acknowledged' } },
        }),
      );
      expect(await screen.findByText('النادل في الطريق إليك')).toHaveAttribute('role', 'status');
    } finally {
      await changeLanguage('en');
    }
  });
});
