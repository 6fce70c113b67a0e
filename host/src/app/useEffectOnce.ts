import { useEffect, type DependencyList } from 'react';

/** useEffect without cleanup, named for what it is used for: telling a store about render state. */
export function useEffectOnce(effect: () => void, deps: DependencyList): void {
  useEffect(() => {
    effect();
  }, deps);
}
