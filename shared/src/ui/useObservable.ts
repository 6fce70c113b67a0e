import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of an observable (`initial` until the first one); resubscribes when it changes. */
export function useObservable<T>(source: Observable<T> | null, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (!source) return undefined;
    const subscription = source.subscribe({ next: setValue, error: () => undefined });
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
