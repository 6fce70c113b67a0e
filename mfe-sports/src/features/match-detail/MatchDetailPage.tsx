import { memo } from 'react';
import { useParams, useSearchParams } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { SESSION_FAMILIES, type SportKey } from '@backlay/shared/sports';
import { loadMatch } from '../../data/loaders.js';
import { FeedPage } from '../betting/FeedPage.js';
import { MyBets } from '../betting/MyBets.js';
import { OneClickBar } from '../betting/OneClickBar.js';
import { formatStartLong } from '../../lib/format.js';
import { useProgressiveCount } from '@backlay/shared/ui';
import { isSportKey, sportName } from '../../lib/sports.js';
import { Notice, Page } from '../../ui/Page.js';
import { StoreLiveRegion } from '../live/Liveness.js';
import { refsEqual, selectTournamentRefs } from '../live/selectors.js';
import { usePrice } from '../live/usePrice.js';
import type { MatchState } from '../../data/contract.js';
import { FancyFamily, ManualSessions } from './markets/FancyFamily.js';
import { LadderMarket } from './markets/LadderMarket.js';
import { MatchMedia } from './MatchMedia.js';
import { OtherMarkets } from './OtherMarkets.js';
import { InPlayMark } from '../../ui/Marks.js';
import { TextLink } from '../../ui/TextLink.js';

interface Header {
  title: string;
  sport: SportKey;
  competitionName: string;
  startAt: string;
  inPlay: boolean;
  finished: boolean;
  isTv: boolean;
  /** The fixture left the feed: what shows is its last state. */
  removed: boolean;
}

function selectHeader(s: MatchState | null): Header | null {
  if (!s) return null;
  const f = s.snapshot.fixture;
  return {
    title: f.title,
    sport: f.sport,
    competitionName: f.competitionName,
    startAt: f.startAt,
    inPlay: f.inPlay,
    finished: f.finished,
    isTv: f.isTv,
    removed: s.removed,
  };
}

function headerEqual(a: Header | null, b: Header | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.title === b.title &&
    a.sport === b.sport &&
    a.competitionName === b.competitionName &&
    a.startAt === b.startAt &&
    a.inPlay === b.inPlay &&
    a.finished === b.finished &&
    a.isTv === b.isTv &&
    a.removed === b.removed
  );
}

/** Markets drawn with the page's first render (about a phone's screenful), then this many more per step. */
const FIRST_MARKETS = 3;
const MARKETS_PER_STEP = 4;

/**
 * Every market of the match: match-level ones by sno, then each fancy family under its heading,
 * the operator's manual sessions right after the feed's sessions.
 * A busy match has two dozen: the first few come with the page, the rest in the steps that follow
 * (useProgressiveCount), so no single task draws them all.
 */
const Markets = memo(function Markets() {
  const refs = usePrice(selectTournamentRefs, refsEqual);
  const items = [
    ...refs.map((ref) => <LadderMarket key={ref.id} marketId={ref.id} />),
    ...SESSION_FAMILIES.flatMap((family) =>
      family === 'session'
        ? [<FancyFamily key={family} family={family} />, <ManualSessions key="manual" />]
        : [<FancyFamily key={family} family={family} />],
    ),
  ];
  const shown = useProgressiveCount(items.length, FIRST_MARKETS, MARKETS_PER_STEP);
  return (
    <Box minW={0}>
      {items.slice(0, shown)}
      {refs.length === 0 ? <Notice>No markets are open on this match yet.</Notice> : null}
    </Box>
  );
});

function MatchHeader({ header }: { header: Header }) {
  return (
    <Box
      as="header"
      bg="white"
      borderRadius="md"
      px={{ base: 3, md: 4 }}
      py={2.5}
      boxShadow="0 1px 4px rgba(11,43,60,.12)"
      mb={3}
    >
      <Box fontSize="12px" color="gray.700" overflowWrap="anywhere">
        {sportName(header.sport)}
        {header.competitionName ? ` · ${header.competitionName}` : ''}
      </Box>
      <Box as="h1" m={0} fontSize={{ base: '18px', md: '21px' }} fontWeight="700" overflowWrap="anywhere">
        {header.title}
      </Box>
      <Box display="flex" alignItems="center" gap={2} mt={1} fontSize="13px" color="gray.800">
        {header.inPlay ? <InPlayMark /> : null}
        {header.finished ? <span>Finished</span> : null}
        {!header.inPlay && !header.finished ? (
          <time dateTime={header.startAt}>{formatStartLong(header.startAt)}</time>
        ) : null}
      </Box>
      {header.removed ? (
        <Box role="status" mt={1.5} fontSize="13px" color="gray.800">
          This match is no longer listed; the prices shown are its last.
        </Box>
      ) : null}
    </Box>
  );
}

function MatchScreen({ id, bid }: { id: string; bid: string | null }) {
  const header = usePrice(selectHeader, headerEqual);
  if (!header) return null;
  return (
    <>
      <MatchHeader header={header} />
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 380px' }}
        gap={3}
        alignItems="start"
      >
        <Box
          gridColumn={{ xl: '2' }}
          gridRow={{ xl: '1' }}
          position={{ xl: 'sticky' }}
          top={{ xl: '96px' }}
          minW={0}
          display="flex"
          flexDirection="column"
          gap={3}
        >
          <MatchMedia id={id} sport={header.sport} bid={bid} isTv={header.isTv} />
          <MyBets />
        </Box>
        <Box gridColumn={{ xl: '1' }} gridRow={{ xl: '1' }} minW={0}>
          <OneClickBar />
          <StoreLiveRegion>
            <Markets />
          </StoreLiveRegion>
          <OtherMarkets matchId={id} />
        </Box>
      </Box>
    </>
  );
}

/** /game-detail/{type}/{id}?bid=…: a match with all its markets, live. */
export function MatchDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? '';
  const type = params.type ?? '';
  const bid = search.get('bid');

  if (!isSportKey(type)) {
    return (
      <Page label="Match">
        <Notice>
          This sport is not available. <TextLink to="/home">Back to Home</TextLink>
        </Notice>
      </Page>
    );
  }

  return (
    <FeedPage id={id} load={loadMatch} label="Match" noun="match">
      <MatchScreen id={id} bid={bid} />
    </FeedPage>
  );
}
