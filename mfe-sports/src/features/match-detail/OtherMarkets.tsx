import { useQuery } from '@tanstack/react-query';
import { useHost } from '@backlay/shared/contract';
import { otherMarketsQuery } from '@backlay/shared/query';
import { loadMatch } from '../../data/loaders.js';
import { BettingProvider } from '../betting/betting.js';
import { StoreLiveRegion } from '../live/Liveness.js';
import { useMatchFeed } from '../live/useMatchFeed.js';
import { PriceStoreContext } from '../live/usePrice.js';
import { LadderMarket } from './markets/LadderMarket.js';

interface Linked {
  matchId: string;
  marketIds: string[];
}

/**
 * Markets of another listed event (the competition's winner market), live from that event's room;
 * bets on them belong to that event.
 */
function LinkedMarkets({ matchId, marketIds }: Linked) {
  const { store, status } = useMatchFeed(matchId, loadMatch);
  if (status !== 'ready') return null;
  return (
    <PriceStoreContext.Provider value={store}>
      <BettingProvider matchId={matchId}>
        <StoreLiveRegion banner={false}>
          {marketIds.map((id) => (
            <LadderMarket key={id} marketId={id} />
          ))}
        </StoreLiveRegion>
      </BettingProvider>
    </PriceStoreContext.Provider>
  );
}

const NO_LINKED: Linked[] = [];

/** The markets of other events, grouped by event. */
function linkedOf(matchId: string, markets: ReadonlyArray<{ id: string; matchId: string }>): Linked[] {
  const byMatch = new Map<string, string[]>();
  for (const m of markets) {
    if (m.matchId === matchId) continue;
    byMatch.set(m.matchId, [...(byMatch.get(m.matchId) ?? []), m.id]);
  }
  return [...byMatch].map(([id, marketIds]) => ({ matchId: id, marketIds }));
}

/**
 * GET /match/other/{id}: the match's other markets. Those of the match itself are already in its
 * snapshot; those of another event (a tournament winner) are followed in that event's room.
 */
export function OtherMarkets({ matchId }: { matchId: string }) {
  const { http } = useHost();
  // Another match shows none until its own arrive (a new key has no data).
  const { data } = useQuery({
    ...otherMarketsQuery(http, matchId, { silent: true }),
    select: (answer) => linkedOf(matchId, answer.markets),
  });
  const linked = data ?? NO_LINKED;
  return (
    <>
      {linked.map((l) => (
        <LinkedMarkets key={l.matchId} matchId={l.matchId} marketIds={l.marketIds} />
      ))}
    </>
  );
}
