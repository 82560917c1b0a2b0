import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneTap } from './use-one-tap';

describe('useOneTap', () => {
  it('lets one tap through until the request ends, across re-renders', () => {
    const { result, rerender } = renderHook(() => useOneTap());
    expect(result.current.take()).toBe(true);
    rerender();
    expect(result.current.take()).toBe(false);
    result.current.release();
    expect(result.current.take()).toBe(true);
  });
});
