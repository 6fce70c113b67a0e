import { memo } from 'react';
import { useBetting } from '../betting/betting.js';
import { useIsStarred, useStarChange } from './starred.js';

/**
 * The star on a market's header: pressed when the market is on the player's Starred Markets page.
 * It reads only whether its own market is starred (a select on the list), so neither prices nor
 * other markets' stars render it again. While a change is on its way it shows the state asked for.
 */
export const StarButton = memo(function StarButton({ marketId, name }: { marketId: string; name: string }) {
  const { matchId } = useBetting();
  const starred = useIsStarred(marketId);
  const { change, pending } = useStarChange();
  const asked = pending && pending.target.marketId === marketId ? pending.star : null;
  const pressed = asked ?? starred;
  return (
    <button
      type="button"
      className="bl-star"
      aria-pressed={pressed}
      aria-label={`Star ${name}`}
      title={pressed ? 'Remove from Starred Markets' : 'Add to Starred Markets'}
      onClick={() =>
        change(pressed ? { star: false, target: { marketId } } : { star: true, target: { matchId, marketId } })
      }
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
});
