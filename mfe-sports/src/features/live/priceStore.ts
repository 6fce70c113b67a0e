/**
 * The latest state of one live stream (a match), held outside React. Whatever rate the bus
 * delivers at, subscribers hear about it at most once per animation frame: every update of a
 * frame is folded into the last one, so a price cell renders at most once per frame and only if
 * the value it reads changed.
 */

export type FrameScheduler = {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
};

const browserFrames: FrameScheduler = {
  request: (callback) => window.requestAnimationFrame(() => callback()),
  cancel: (handle) => window.cancelAnimationFrame(handle),
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
  /** Commits immediately (first paint from HTTP data, tests). */
  setNow(state: S): void;
  /** Cancels a pending frame; later sets are ignored. */
  dispose(): void;
}

export function createPriceStore<S>(options: { initial?: S | null; frames?: FrameScheduler } = {}): PriceStore<S> {
  const frames = options.frames ?? browserFrames;
  const listeners = new Set<() => void>();
  let committed: S | null = options.initial ?? null;
  let version = committed === null ? 0 : 1;
  let pending: { state: S } | null = null;
  let frame: number | null = null;
  let disposed = false;

  const commit = (state: S) => {
    committed = state;
    version += 1;
    for (const listener of [...listeners]) listener();
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
      if (frame === null) frame = frames.request(flush);
    },
    setNow(state) {
      if (disposed) return;
      pending = null;
      if (frame !== null) {
        frames.cancel(frame);
        frame = null;
      }
      commit(state);
    },
    dispose() {
      disposed = true;
      pending = null;
      if (frame !== null) frames.cancel(frame);
      frame = null;
      listeners.clear();
    },
  };
}
