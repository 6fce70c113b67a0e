import type { FrameScheduler } from '../features/live/priceStore.js';

/** A hand-driven animation frame: callbacks wait until the test calls frame(). */
export function fakeFrames() {
  let next = 1;
  const queue = new Map<number, () => void>();
  const frames: FrameScheduler = {
    request: (cb) => {
      const handle = next++;
      queue.set(handle, cb);
      return handle;
    },
    cancel: (handle) => {
      queue.delete(handle);
    },
  };
  return {
    frames,
    pending: () => queue.size,
    frame() {
      const callbacks = [...queue.values()];
      queue.clear();
      for (const cb of callbacks) cb();
    },
  };
}
