import { useSyncExternalStore } from 'react';
import type { Profile } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';

export function useProfile(): Profile | null {
  const { profile$ } = useHost();
  return useSyncExternalStore(
    (cb) => {
      const sub = profile$.subscribe(cb);
      return () => sub.unsubscribe();
    },
    () => (profile$ as unknown as { value: Profile | null }).value,
  );
}

const HIDE_KEY = 'backlay:hideHeaderMoney';

export interface MoneyVisibility {
  balance: boolean;
  exposure: boolean;
}

export function readMoneyVisibility(): MoneyVisibility {
  try {
    const raw = JSON.parse(localStorage.getItem(HIDE_KEY) ?? '{}') as Partial<MoneyVisibility>;
    return { balance: raw.balance !== false, exposure: raw.exposure !== false };
  } catch {
    return { balance: true, exposure: true };
  }
}

export function writeMoneyVisibility(v: MoneyVisibility): void {
  localStorage.setItem(HIDE_KEY, JSON.stringify(v));
}
