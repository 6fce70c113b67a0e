import { act, fireEvent, renderHook } from '@testing-library/react';
import { IDLE_DEBOUNCE_MS, IDLE_TIMEOUT_MS, useIdle } from './useIdle.js';

const HOUR = 60 * 60 * 1000;

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useIdle', () => {
  it('uses the spec constants: 6 hours, debounced 500 ms', () => {
    expect(IDLE_TIMEOUT_MS).toBe(6 * HOUR);
    expect(IDLE_DEBOUNCE_MS).toBe(500);
  });

  it('calls back after 6 hours without activity, and not before', () => {
    const onIdle = jest.fn();
    renderHook(() => useIdle(onIdle));
    advance(6 * HOUR - 1);
    expect(onIdle).not.toHaveBeenCalled();
    advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts the 6 hours when the mouse moves (after the 500 ms debounce)', () => {
    const onIdle = jest.fn();
    renderHook(() => useIdle(onIdle));
    advance(5 * HOUR);
    fireEvent.mouseMove(window);
    advance(HOUR + 1);
    expect(onIdle).not.toHaveBeenCalled();
    // The timer restarted 500 ms after the move: 5 h + 500 ms + 6 h.
    advance(5 * HOUR + IDLE_DEBOUNCE_MS - 2);
    expect(onIdle).not.toHaveBeenCalled();
    advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('coalesces a burst of activity into one reset', () => {
    const onIdle = jest.fn();
    const setTimeoutSpy = jest.spyOn(globalThis, 'setTimeout');
    renderHook(() => useIdle(onIdle));
    const before = setTimeoutSpy.mock.calls.length;
    for (let i = 0; i < 50; i += 1) fireEvent.mouseMove(window);
    fireEvent.keyDown(window, { key: 'a' });
    advance(IDLE_DEBOUNCE_MS);
    // One debounce timer plus one new idle timer.
    expect(setTimeoutSpy.mock.calls.length - before).toBe(2);
    setTimeoutSpy.mockRestore();
  });

  it('activity that is gone before the timeout does not stop the idle callback', () => {
    const onIdle = jest.fn();
    renderHook(() => useIdle(onIdle));
    advance(HOUR);
    fireEvent.keyDown(window, { key: 'a' });
    advance(IDLE_DEBOUNCE_MS + 6 * HOUR);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled and stops when unmounted', () => {
    const onIdle = jest.fn();
    const { rerender, unmount } = renderHook(({ enabled }) => useIdle(onIdle, 1_000, enabled), {
      initialProps: { enabled: false },
    });
    advance(5_000);
    expect(onIdle).not.toHaveBeenCalled();
    rerender({ enabled: true });
    advance(999);
    unmount();
    advance(5_000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('calls the latest callback', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ cb }) => useIdle(cb, 1_000), { initialProps: { cb: first } });
    rerender({ cb: second });
    advance(1_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
