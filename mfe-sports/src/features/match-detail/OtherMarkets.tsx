import { useEffect, useState } from 'react';
import { useHost } from '@backlay/shared/contract';
import { otherMarkets } from '@backlay/shared/sports';
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

/**
 * GET /match/other/{id}: the match's other markets. Those of the match itself are already in its
 * snapshot; those of another event (a tournament winner) are followed in that event's room.
 */
export function OtherMarkets({ matchId }: { matchId: string }) {
  const { http } = useHost();
  // Kept with the match they were loaded for: another match shows none until its own arrive.
  const [loaded, setLoaded] = useState<{ matchId: string; linked: Linked[] } | null>(null);
  const linked = loaded?.matchId === matchId ? loaded.linked : [];
  useEffect(() => {
    const controller = new AbortController();
    otherMarkets(http, matchId, { signal: controller.signal, silent: true })
      .then((res) => {
        if (controller.signal.aborted) return;
        const byMatch = new Map<string, string[]>();
        for (const m of res.data.markets) {
          if (m.matchId === matchId) continue;
          byMatch.set(m.matchId, [...(byMatch.get(m.matchId) ?? []), m.id]);
        }
        setLoaded({ matchId, linked: [...byMatch].map(([id, marketIds]) => ({ matchId: id, marketIds })) });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, matchId]);
  return (
    <>
      {linked.map((l) => (
        <LinkedMarkets key={l.matchId} matchId={l.matchId} marketIds={l.marketIds} />
      ))}
    </>
  );
}
