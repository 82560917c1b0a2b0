import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { minutesSince, useServerClock } from './use-server-clock';

afterEach(() => vi.useRealTimers());

describe("the server's clock on a staff screen", () => {
  it("is on the server's time from the first render with a read, however far out this device is", () => {
    vi.useFakeTimers({
      now: Date.parse('2026-12-01T08:00:00Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    const seen: number[] = [];
    const { rerender } = renderHook(
      ({ serverTime }) => {
        const now = useServerClock(serverTime);
        seen.push(now);
        return now;
      },
      { initialProps: { serverTime: undefined as string | undefined } },
    );
    rerender({ serverTime: '2026-11-24T19:30:00.000Z' });
    // Every render since the read arrived, not just the last one.
    expect(seen.slice(1).map((n) => new Date(n).toISOString())).toEqual(
      seen.slice(1).map(() => '2026-11-24T19:30:00.000Z'),
    );
  });

  it('moves on with the tick and never runs behind the read', () => {
    vi.useFakeTimers({
      now: Date.parse('2026-12-01T08:00:00Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    const { result, rerender } = renderHook(({ serverTime }) => useServerClock(serverTime, 10_000), {
      initialProps: { serverTime: '2026-11-24T19:30:00.000Z' },
    });
    vi.advanceTimersByTime(7_000);
    // A newer read 7 s later, between two ticks.
    rerender({ serverTime: '2026-11-24T19:30:07.000Z' });
    expect(new Date(result.current).toISOString()).toBe('2026-11-24T19:30:07.000Z');
    // Ticks every 10 s from the first render: the one at 70 s is 63 s after the read.
    act(() => vi.advanceTimersByTime(63_000));
    expect(minutesSince('2026-11-24T19:30:07.000Z', result.current)).toBe(1);
  });
});
