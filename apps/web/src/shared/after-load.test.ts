import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from './after-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterLoadIdle', () => {
  it('runs the task only after the delay once the page has loaded', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterLoadIdle(task, 1000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event while the page is still loading', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    afterLoadIdle(task, 0);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task (the screen that asked for it is gone)', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancel = afterLoadIdle(task, 1000);
    cancel();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
