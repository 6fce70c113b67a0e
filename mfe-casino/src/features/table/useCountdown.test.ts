import { act, renderHook } from '@testing-library/react';
import { useSecondsLeft, useWindowClosed } from './useCountdown.js';

const START = Date.UTC(2026, 0, 10, 14, 0, 0);

describe('the betting window clock', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });
  afterEach(() => jest.useRealTimers());

  it('counts the seconds down by the server clock and stops at zero', () => {
    const { result } = renderHook(() => useSecondsLeft(START + 3_000, 0));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
  });

  it('counts from the server clock when the browser runs behind it', () => {
    const { result } = renderHook(() => useSecondsLeft(START + 10_000, 4_000));
    expect(result.current).toBe(6);
  });

  it('closes the window once, when it runs out, and opens again for the next window', () => {
    const { result, rerender } = renderHook<boolean, { closesAt: number | null }>(
      ({ closesAt }) => useWindowClosed(closesAt, 0),
      {
        initialProps: { closesAt: START + 2_000 },
      },
    );
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1_999));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ closesAt: START + 20_000 });
    expect(result.current).toBe(false);
    rerender({ closesAt: null });
    expect(result.current).toBe(false);
  });

  it('is closed at once for a window that ended before it arrived', () => {
    const { result } = renderHook(() => useWindowClosed(START - 1, 0));
    expect(result.current).toBe(true);
  });
});
