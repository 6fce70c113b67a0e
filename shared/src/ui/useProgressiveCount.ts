import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` at once, then `step` more after each commit, each step
 * a transition of its own. A long page (a match with two dozen markets) then reaches the screen as a
 * first screenful in one short task and the rest in later ones the browser can interleave with
 * input, rather than in one long render and commit. Items beyond the count are not rendered yet;
 * a shorter list later is simply shown whole.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => setShown((n) => n + step));
  }, [shown, total, step]);
  return Math.min(shown, total);
}
