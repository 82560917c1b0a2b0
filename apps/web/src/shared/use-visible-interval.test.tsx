import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setVisibility } from '../test/fake-event-source';
import { useVisibleInterval } from './use-visible-interval';

afterEach(() => setVisibility('visible'));

let fetches = 0;
function Poller() {
  const interval = useVisibleInterval(40);
  useQuery({ queryKey: ['poll'], queryFn: () => ++fetches, refetchInterval: interval });
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useVisibleInterval', () => {
  it('gives the interval while visible and none while hidden; coming back calls onVisible once', () => {
    const onVisible = vi.fn();
    const { result } = renderHook(() => useVisibleInterval(15_000, onVisible));
    expect(result.current).toBe(15_000);
    act(() => setVisibility('hidden'));
    expect(result.current).toBe(false);
    expect(onVisible).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(result.current).toBe(15_000);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('a query polling with it stops fetching while the page is hidden', async () => {
    fetches = 0;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Poller />
      </QueryClientProvider>,
    );
    await act(() => sleep(200));
    expect(fetches).toBeGreaterThanOrEqual(3);
    act(() => setVisibility('hidden'));
    const hiddenAt = fetches;
    await act(() => sleep(200));
    expect(fetches).toBe(hiddenAt);
  });
});
