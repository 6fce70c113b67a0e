/**
 * The latest state of one live stream (a match), held outside React. Whatever rate the bus
 * delivers at, subscribers hear about it at most once per animation frame: every update of a
 * frame is folded into the last one, so a price cell renders at most once per frame and only if
 * the value it reads changed. With `minIntervalMs`, commits are also at least that far apart (the
 * updates between are folded into the next): a display rate for pages whose every commit redraws
 * many cells.
 */

export type FrameScheduler = {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
};

const browserFrames: FrameScheduler = {
  request: (callback) => window.requestAnimationFrame(() => callback()),
  cancel: (handle) => window.cancelAnimationFrame(handle),
};

/** Time and delays, for the minimum interval between commits. */
export type Clock = {
  now: () => number;
  delay: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (handle: ReturnType<typeof setTimeout>) => void;
};

const browserClock: Clock = {
  now: () => performance.now(),
  delay: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle),
};

export interface PriceStore<S> {
  /** The state subscribers see (the last one committed at a frame). */
  getSnapshot(): S | null;
  /** Increments at every commit: lets readers cache per commit even if the state object is reused. */
  getVersion(): number;
  /** A function property: handed as is to useSyncExternalStore. */
  subscribe: (listener: () => void) => () => void;
  /** Queues a new state; it is committed (and subscribers notified) at the next frame. */
  set(state: S): void;
  /** Commits immediately (first paint from HTTP data, tests); while held, once a state is committed, at the release. */
  setNow(state: S): void;
  /**
   * Holds commits back until the returned release is called (every hold released): the updates
   * meanwhile are folded into one, committed at the next frame after the release. The first state
   * still commits at once. A page holds its store while React renders it in slices, so that no
   * update lands between two slices (React would then render it again, all at once).
   */
  hold(): () => void;
  /** Cancels a pending frame; later sets are ignored. */
  dispose(): void;
}

export function createPriceStore<S>(
  options: { initial?: S | null; frames?: FrameScheduler; minIntervalMs?: number; clock?: Clock } = {},
): PriceStore<S> {
  const frames = options.frames ?? browserFrames;
  const clock = options.clock ?? browserClock;
  const minInterval = options.minIntervalMs ?? 0;
  let lastCommit = Number.NEGATIVE_INFINITY;
  let wait: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  let committed: S | null = options.initial ?? null;
  let version = committed === null ? 0 : 1;
  let pending: { state: S } | null = null;
  let frame: number | null = null;
  let disposed = false;
  let holds = 0;

  const commit = (state: S) => {
    lastCommit = clock.now();
    committed = state;
    version += 1;
    for (const listener of [...listeners]) listener();
  };

  const cancelPending = () => {
    if (frame !== null) frames.cancel(frame);
    frame = null;
    if (wait !== null) clock.clear(wait);
    wait = null;
  };

  const flush = () => {
    frame = null;
    if (!pending || disposed) return;
    const { state } = pending;
    pending = null;
    commit(state);
  };

  return {
    getSnapshot: () => committed,
    getVersion: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(state) {
      if (disposed) return;
      pending = { state };
      if (frame !== null || wait !== null || holds > 0) return;
      const early = lastCommit + minInterval - clock.now();
      if (early > 0) {
        wait = clock.delay(() => {
          wait = null;
          if (!disposed) frame = frames.request(flush);
        }, early);
      } else {
        frame = frames.request(flush);
      }
    },
    setNow(state) {
      if (disposed) return;
      if (holds > 0 && committed !== null) {
        pending = { state };
        return;
      }
      pending = null;
      cancelPending();
      commit(state);
    },
    hold() {
      holds += 1;
      cancelPending();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0 && pending && !disposed) frame = frames.request(flush);
      };
    },
    dispose() {
      disposed = true;
      pending = null;
      cancelPending();
      listeners.clear();
    },
  };
}
