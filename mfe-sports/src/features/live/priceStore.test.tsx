import { act, render, screen } from '@testing-library/react';
import { createPriceStore, type Clock } from './priceStore.js';
import { PriceStoreContext, usePrice, useStoreValue } from './usePrice.js';
import { cricketSnapshot, matchState, withBestBack } from '../../test/builders.js';
import type { MatchState } from '../../data/contract.js';
import { selectLevel } from './selectors.js';
import { fakeFrames } from '../../test/frames.js';
import type { PriceSize } from '@backlay/shared/sports';

const levelEqual = (a: PriceSize | null, b: PriceSize | null) =>
  a === null || b === null ? a === b : a.price === b.price && a.size === b.size;

/** A hand-driven clock: time moves when the test says, and due delays run then. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const delays = new Map<number, { at: number; cb: () => void }>();
  const clock: Clock = {
    now: () => now,
    delay: (cb, ms) => {
      const handle = next++;
      delays.set(handle, { at: now + ms, cb });
      return handle as unknown as ReturnType<typeof setTimeout>;
    },
    clear: (handle) => {
      delays.delete(handle as unknown as number);
    },
  };
  return {
    clock,
    waiting: () => delays.size,
    advance(ms: number) {
      now += ms;
      for (const [handle, d] of [...delays]) {
        if (d.at <= now) {
          delays.delete(handle);
          d.cb();
        }
      }
    },
  };
}

describe('createPriceStore with a least time between commits', () => {
  it('folds the updates of the interval into the next commit, at the first frame after it, and drops none', () => {
    const raf = fakeFrames();
    const time = fakeClock();
    const store = createPriceStore<number>({ frames: raf.frames, clock: time.clock, minIntervalMs: 40 });
    const listener = jest.fn();
    store.subscribe(listener);

    store.set(1);
    raf.frame(); // nothing committed before: the first update goes at the next frame
    expect(store.getSnapshot()).toBe(1);

    time.advance(16);
    store.set(2);
    store.set(3);
    expect(raf.pending()).toBe(0); // too soon: it waits for the interval, not the next frame
    expect(time.waiting()).toBe(1);
    raf.frame();
    expect(store.getSnapshot()).toBe(1);

    time.advance(24); // 40 ms after the last commit: the next frame commits what came meanwhile
    store.set(4);
    expect(raf.pending()).toBe(1);
    raf.frame();
    expect(store.getSnapshot()).toBe(4);
    expect(listener).toHaveBeenCalledTimes(2);

    time.advance(100); // a quiet spell: the next update goes at the next frame again
    store.set(5);
    expect(raf.pending()).toBe(1);
    raf.frame();
    expect(store.getSnapshot()).toBe(5);
  });

  it('setNow and dispose cancel a commit waiting for its interval', () => {
    const raf = fakeFrames();
    const time = fakeClock();
    const store = createPriceStore<number>({ frames: raf.frames, clock: time.clock, minIntervalMs: 40 });
    store.setNow(1);
    store.set(2);
    expect(time.waiting()).toBe(1);
    store.setNow(3);
    expect(time.waiting()).toBe(0);
    store.set(4);
    store.dispose();
    time.advance(50);
    raf.frame();
    expect(store.getSnapshot()).toBe(3);
  });
});

describe('createPriceStore held while a page is drawn', () => {
  it('commits the first state at once, then keeps every update until the last hold is released', () => {
    const raf = fakeFrames();
    const time = fakeClock();
    const store = createPriceStore<number>({ frames: raf.frames, clock: time.clock, minIntervalMs: 40 });
    const listener = jest.fn();
    store.subscribe(listener);
    const releaseA = store.hold();
    const releaseB = store.hold();

    store.setNow(1);
    expect(store.getSnapshot()).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);

    store.set(2);
    store.setNow(3);
    store.set(4);
    time.advance(100);
    raf.frame();
    expect(store.getSnapshot()).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(raf.pending()).toBe(0);

    releaseA();
    releaseA();
    raf.frame();
    expect(store.getSnapshot()).toBe(1);

    releaseB();
    expect(raf.pending()).toBe(1);
    raf.frame();
    expect(store.getSnapshot()).toBe(4);
    expect(listener).toHaveBeenCalledTimes(2);

    store.setNow(5);
    expect(store.getSnapshot()).toBe(5);
  });

  it('drops a commit already waiting for its frame when held, and wakes nothing on a release with nothing new', () => {
    const raf = fakeFrames();
    const store = createPriceStore<number>({ frames: raf.frames });
    store.setNow(1);
    store.set(2);
    expect(raf.pending()).toBe(1);
    const release = store.hold();
    raf.frame();
    expect(store.getSnapshot()).toBe(1);
    release();
    raf.frame();
    expect(store.getSnapshot()).toBe(2);

    const again = store.hold();
    again();
    expect(raf.pending()).toBe(0);
  });
});

describe('createPriceStore', () => {
  it('folds every update of a frame into one notification carrying the last state', () => {
    const raf = fakeFrames();
    const store = createPriceStore<number>({ frames: raf.frames });
    const listener = jest.fn();
    store.subscribe(listener);

    for (let i = 1; i <= 50; i++) store.set(i);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBeNull();
    expect(raf.pending()).toBe(1);

    raf.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(50);

    store.set(51);
    store.set(52);
    raf.frame();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toBe(52);
  });

  it('does not wake up on a frame with nothing new', () => {
    const raf = fakeFrames();
    const store = createPriceStore<number>({ frames: raf.frames });
    const listener = jest.fn();
    store.subscribe(listener);
    raf.frame();
    expect(raf.pending()).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('uses the browser animation frame by default', () => {
    const callbacks: FrameRequestCallback[] = [];
    const spy = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      callbacks.push(cb);
      return callbacks.length;
    });
    try {
      const store = createPriceStore<string>();
      const listener = jest.fn();
      store.subscribe(listener);
      store.set('a');
      store.set('b');
      expect(spy).toHaveBeenCalledTimes(1);
      callbacks[0]?.(16);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(store.getSnapshot()).toBe('b');
    } finally {
      spy.mockRestore();
    }
  });

  it('commits at once with setNow and drops a pending frame', () => {
    const raf = fakeFrames();
    const store = createPriceStore<number>({ frames: raf.frames });
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(1);
    store.setNow(2);
    expect(store.getSnapshot()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(raf.pending()).toBe(0);
  });

  it('stops after dispose and after unsubscribe', () => {
    const raf = fakeFrames();
    const store = createPriceStore<number>({ frames: raf.frames });
    const kept = jest.fn();
    const dropped = jest.fn();
    store.subscribe(kept);
    const unsubscribe = store.subscribe(dropped);
    unsubscribe();
    store.set(1);
    raf.frame();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();

    store.set(2);
    store.dispose();
    expect(raf.pending()).toBe(0);
    store.set(3);
    raf.frame();
    expect(store.getSnapshot()).toBe(1);
  });

  it('counts commits, so readers can cache per commit', () => {
    const store = createPriceStore<number>({ initial: 5 });
    expect(store.getVersion()).toBe(1);
    store.setNow(5);
    expect(store.getVersion()).toBe(2);
  });
});

describe('usePrice', () => {
  function Cell({ selectionId, onRender }: { selectionId: number; onRender: () => void }) {
    onRender();
    const level = usePrice(selectLevel('mo', selectionId, 'back', 0), levelEqual);
    return <span data-testid={`cell-${selectionId}`}>{level ? level.price : '-'}</span>;
  }

  it('re-renders a cell once per frame, and only when its own value changed', () => {
    const raf = fakeFrames();
    const store = createPriceStore<MatchState>({ frames: raf.frames, initial: matchState(cricketSnapshot()) });
    const rendersA = jest.fn();
    const rendersB = jest.fn();
    render(
      <PriceStoreContext.Provider value={store}>
        <Cell selectionId={1} onRender={rendersA} />
        <Cell selectionId={2} onRender={rendersB} />
      </PriceStoreContext.Provider>,
    );
    expect(screen.getByTestId('cell-1')).toHaveTextContent('2.5');
    rendersA.mockClear();
    rendersB.mockClear();

    let state = store.getSnapshot();
    for (let i = 0; i < 20; i++) {
      if (!state) throw new Error('no state');
      state = withBestBack(state, 'mo', 1, 2.6 + i / 100);
      store.set(state);
    }
    expect(rendersA).not.toHaveBeenCalled();
    act(() => raf.frame());

    expect(screen.getByTestId('cell-1')).toHaveTextContent('2.79');
    expect(rendersA).toHaveBeenCalledTimes(1);
    expect(rendersB).not.toHaveBeenCalled();
  });

  it('reads any store with useStoreValue', () => {
    const store = createPriceStore<number>({ initial: 3 });
    function Value() {
      const doubled = useStoreValue(store, (n) => (n ?? 0) * 2);
      return <span>{doubled}</span>;
    }
    render(<Value />);
    expect(screen.getByText('6')).toBeInTheDocument();
    act(() => store.setNow(4));
    expect(screen.getByText('8')).toBeInTheDocument();
  });
});
