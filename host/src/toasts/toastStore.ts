import { BehaviorSubject } from 'rxjs';
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

export interface ToastStore {
  toasts$: BehaviorSubject<Toast[]>;
  show(message: string, status?: ToastStatus, durationMs?: number): number;
  dismiss(id: number): void;
}

export function createToastStore(defaultDuration: () => number): ToastStore {
  const toasts$ = new BehaviorSubject<Toast[]>([]);
  let next = 1;
  return {
    toasts$,
    show(message, status = 'info', durationMs) {
      const id = next++;
      // The same text twice in a row (e.g. a retried call) shows once.
      const rest = toasts$.value.filter((t) => t.message !== message);
      toasts$.next([...rest, { id, message, status, durationMs: durationMs ?? defaultDuration() }].slice(-4));
      return id;
    },
    dismiss(id) {
      toasts$.next(toasts$.value.filter((t) => t.id !== id));
    },
  };
}
