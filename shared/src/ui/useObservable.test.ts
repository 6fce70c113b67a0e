import { act, renderHook } from '@testing-library/react';
import { BehaviorSubject, Subject, throwError } from 'rxjs';
import { useObservable } from './useObservable.js';

describe('useObservable', () => {
  it('gives the initial value, then every value the source sends', () => {
    const source = new Subject<number>();
    const { result } = renderHook(() => useObservable(source, 0));
    expect(result.current).toBe(0);
    act(() => source.next(3));
    expect(result.current).toBe(3);
  });

  it('resubscribes when the source changes and unsubscribes on unmount', () => {
    const a = new BehaviorSubject('a');
    const b = new BehaviorSubject('b');
    const { result, rerender, unmount } = renderHook(({ source }) => useObservable(source, ''), {
      initialProps: { source: a },
    });
    expect(result.current).toBe('a');
    rerender({ source: b });
    expect(result.current).toBe('b');
    expect(a.observed).toBe(false);
    unmount();
    expect(b.observed).toBe(false);
  });

  it('keeps the initial value without a source, and through an error', () => {
    expect(renderHook(() => useObservable<number | null>(null, null)).result.current).toBeNull();
    expect(
      renderHook(() =>
        useObservable(
          throwError(() => new Error('x')),
          7,
        ),
      ).result.current,
    ).toBe(7);
  });
});
