import { memo, useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import type { StarredMarket } from '@backlay/shared/api';
import type { SportKey } from '@backlay/shared/sports';
import { loadMatch } from '../../data/loaders.js';
import { sportName } from '../../lib/sports.js';
import { Notice, Page } from '../../ui/Page.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { TextLink } from '../../ui/TextLink.js';
import { BettingProvider } from '../betting/betting.js';
import { StoreLiveRegion } from '../live/Liveness.js';
import { marketInfoEqual, selectMarketInfo } from '../live/selectors.js';
import { useMatchFeed } from '../live/useMatchFeed.js';
import { PriceStoreContext, usePrice } from '../live/usePrice.js';
import { DigitMarket } from '../match-detail/markets/DigitMarket.js';
import { LadderMarket } from '../match-detail/markets/LadderMarket.js';
import { LineHeads, LineRow } from '../match-detail/markets/FancyFamily.js';
import { StarButton } from './StarButton.js';
import { useStarChange, useStarredMarkets } from './starred.js';

const RACING: ReadonlySet<SportKey> = new Set<SportKey>(['horseRacing', 'greyHound']);

/** Where a starred market's match opens: its match page, or its race page. */
export function matchPath(sport: SportKey, matchId: string): string {
  return RACING.has(sport) ? `/race/${matchId}` : `/game-detail/${sport}/${matchId}`;
}

interface MatchGroup {
  matchId: string;
  title: string;
  sport: SportKey;
  listed: boolean;
  markets: StarredMarket[];
}

/** The stars grouped by match, matches in the order their first market was starred. */
export function groupByMatch(list: readonly StarredMarket[]): MatchGroup[] {
  const groups = new Map<string, MatchGroup>();
  for (const m of list) {
    const group = groups.get(m.matchId);
    if (group) group.markets.push(m);
    else
      groups.set(m.matchId, {
        matchId: m.matchId,
        title: m.matchTitle,
        sport: m.sport,
        listed: m.listed,
        markets: [m],
      });
  }
  return [...groups.values()];
}

const LINK_BUTTON = {
  type: 'button' as const,
  textDecoration: 'underline',
  cursor: 'pointer',
  bg: 'transparent',
  color: 'inherit',
  fontWeight: 700,
};

/** A star that cannot be shown live (its market or match has gone): its name and a button to remove it. */
function GoneMarket({ market, reason }: { market: StarredMarket; reason: string }) {
  const { change } = useStarChange();
  return (
    <Box className="bl-panel" px={3} py={2.5} fontSize="14px" display="flex" gap={3} flexWrap="wrap">
      <Box flex="1 1 auto" minW={0}>
        <Box fontWeight="700">{market.marketName}</Box>
        <Box color="gray.700" fontSize="13px">
          {reason}
        </Box>
      </Box>
      <PlainButton {...LINK_BUTTON} onClick={() => change({ star: false, target: { marketId: market.marketId } })}>
        Remove star: {market.marketName}
      </PlainButton>
    </Box>
  );
}

/** A session priced as a run line (NO and YES), in a panel of its own with its star. */
function LineMarket({ marketId, name }: { marketId: string; name: string }) {
  return (
    <section className="bl-panel" aria-label={name}>
      <div className="bl-panel__head">
        <h3 className="bl-panel__title">{name}</h3>
        <StarButton marketId={marketId} name={name} />
      </div>
      <LineHeads />
      <ul className="bl-lines">
        <LineRow marketId={marketId} />
      </ul>
    </section>
  );
}

/** One starred market as the match page draws it, live from its match's room. */
const LiveMarket = memo(function LiveMarket({ market, racing }: { market: StarredMarket; racing: boolean }) {
  const selector = useMemo(() => selectMarketInfo(market.marketId), [market.marketId]);
  const info = usePrice(selector, marketInfoEqual);
  if (!info) return <GoneMarket market={market} reason="This market is no longer open." />;
  if (info.priceKind === 'line') return <LineMarket marketId={info.id} name={info.name} />;
  if (info.type === 'cricketCasino') return <DigitMarket marketId={info.id} />;
  return <LadderMarket marketId={info.id} headingAs="h3" racing={racing} depth={racing ? 1 : 3} />;
});

/** A match's starred markets, live from its room, with the player's positions; a price opens the slip. */
function LiveMatch({ group }: { group: MatchGroup }) {
  const { store, status, retry } = useMatchFeed(group.matchId, loadMatch);
  const racing = RACING.has(group.sport);
  return (
    <>
      {status === 'loading' ? <Notice>Loading the prices…</Notice> : null}
      {status === 'not-found'
        ? group.markets.map((m) => <GoneMarket key={m.marketId} market={m} reason="This match is no longer listed." />)
        : null}
      {status === 'error' ? (
        <Notice tone="error">
          The prices of this match could not be loaded.{' '}
          <PlainButton {...LINK_BUTTON} onClick={retry}>
            Try again
          </PlainButton>
        </Notice>
      ) : null}
      {status === 'ready' ? (
        <PriceStoreContext.Provider value={store}>
          <BettingProvider matchId={group.matchId}>
            <StoreLiveRegion>
              {group.markets.map((m) => (
                <LiveMarket key={m.marketId} market={m} racing={racing} />
              ))}
            </StoreLiveRegion>
          </BettingProvider>
        </PriceStoreContext.Provider>
      ) : null}
    </>
  );
}

function MatchSection({ group }: { group: MatchGroup }) {
  return (
    <Box as="section" aria-label={group.title} mb={4}>
      <Box as="h2" m={0} mb={2} fontSize={{ base: '16px', md: '18px' }} fontWeight="700" overflowWrap="anywhere">
        <TextLink to={matchPath(group.sport, group.matchId)}>{group.title}</TextLink>
        <Box as="span" display="block" fontSize="12px" fontWeight="400" color="gray.700">
          {sportName(group.sport)}
        </Box>
      </Box>
      {group.listed ? (
        <LiveMatch group={group} />
      ) : (
        group.markets.map((m) => <GoneMarket key={m.marketId} market={m} reason="This match is no longer listed." />)
      )}
    </Box>
  );
}

/**
 * /starred-markets: the markets the player starred on match pages, grouped by match, each live as
 * on its match page (prices, the player's positions, the bet slip), with its star to remove it.
 * Not the header's My Market popup, which lists the markets where the player has bets.
 */
export function StarredMarketsPage() {
  const { data, status, refetch } = useStarredMarkets();
  const groups = useMemo(() => (data ? groupByMatch(data) : []), [data]);
  return (
    <Page label="Starred Markets">
      <Box as="h1" m={0} mb={3} fontSize={{ base: '18px', md: '21px' }} fontWeight="700">
        Starred Markets
      </Box>
      {status === 'pending' ? <Notice>Loading your starred markets…</Notice> : null}
      {status === 'error' ? (
        <Notice tone="error">
          Your starred markets could not be loaded.{' '}
          <PlainButton {...LINK_BUTTON} onClick={() => void refetch()}>
            Try again
          </PlainButton>
        </Notice>
      ) : null}
      {status === 'success' && groups.length === 0 ? (
        <Notice>
          You have not starred any markets yet. On a match page, press the star (☆) beside a market’s name to follow it
          here with its live prices. <TextLink to="/home">Find a match</TextLink>
        </Notice>
      ) : null}
      {groups.map((g) => (
        <MatchSection key={g.matchId} group={g} />
      ))}
    </Page>
  );
}
