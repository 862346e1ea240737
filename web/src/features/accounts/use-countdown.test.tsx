import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown (the resend lock)', () => {
  it('counts the seconds left down to zero, once a second, and stops there', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current[0]).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current[0]).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a new lock replaces the running one', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current[1](60));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current[0]).toBe(30);
    act(() => result.current[1](60));
    expect(result.current[0]).toBe(60);
  });
});
