import type { ToastStatus } from '@backlay/shared/contract';

/** Spec section 9: toasts close after 1500 ms in the app, 5000 ms by default in the public shell. */
export const APP_TOAST_MS = 1_500;
export const PUBLIC_TOAST_MS = 5_000;

export interface Toast {
  id: number;
  message: string;
  status: ToastStatus;
  durationMs: number;
}

/**
 * The toasts on screen. A plain store (React reads it with useSyncExternalStore): the public pages
 * toast too, and they load no RxJS.
 */
export interface ToastStore {
  /** The toasts on screen, oldest first; a new array after every change. */
  current: () => readonly Toast[];
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  show(message: string, status?: ToastStatus, durationMs?: number): number;
  dismiss(id: number): void;
}

export function createToastStore(defaultDuration: () => number): ToastStore {
  let toasts: readonly Toast[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };
  let next = 1;
  return {
    current: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(message, status = 'info', durationMs) {
      const id = next++;
      // The same text twice in a row (e.g. a retried call) shows once.
      const rest = toasts.filter((t) => t.message !== message);
      set([...rest, { id, message, status, durationMs: durationMs ?? defaultDuration() }].slice(-4));
      return id;
    },
    dismiss(id) {
      set(toasts.filter((t) => t.id !== id));
    },
  };
}
