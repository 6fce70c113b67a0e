import { useMemo } from 'react';
import { useParams } from '@backlay/shared/router';
import dayjs from 'dayjs';
import { Box } from '@chakra-ui/react/box';
import type { MarketStatus } from '@backlay/shared/sports';
import type { MatchState } from '../../data/contract.js';
import { loadRace } from '../../data/loaders.js';
import { FeedPage } from '../betting/FeedPage.js';
import { MyBets } from '../betting/MyBets.js';
import { OneClickBar } from '../betting/OneClickBar.js';
import { sportName } from '../../lib/sports.js';
import { InPlayMark } from '../../ui/Marks.js';
import { Notice } from '../../ui/Page.js';
import { StoreLiveRegion } from '../live/Liveness.js';
import { resultText } from '../match-detail/markets/parts.js';
import { LadderMarket } from '../match-detail/markets/LadderMarket.js';
import { marketInfoEqual, selectMarketInfo } from '../live/selectors.js';
import { usePrice } from '../live/usePrice.js';

interface RaceHeader {
  id: string;
  title: string;
  sport: string;
  venue: string;
  raceNumber: number | null;
  countryCode: string | null;
  startAt: string;
  inPlay: boolean;
  finished: boolean;
  marketId: string;
  marketStatus: MarketStatus | null;
}

function selectRace(s: MatchState | null): RaceHeader | null {
  if (!s) return null;
  const f = s.snapshot.fixture;
  const win = s.snapshot.tournament.find((m) => m.id === s.snapshot.marketId) ?? s.snapshot.tournament[0];
  return {
    id: f.id,
    title: f.title,
    sport: f.sport,
    venue: f.venue ?? f.competitionName,
    raceNumber: f.raceNumber,
    countryCode: f.countryCode,
    startAt: f.startAt,
    inPlay: f.inPlay,
    finished: f.finished,
    marketId: win?.id ?? '',
    marketStatus: win?.status ?? null,
  };
}

function raceEqual(a: RaceHeader | null, b: RaceHeader | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(a) as (keyof RaceHeader)[]).every((k) => a[k] === b[k]);
}

/** The race's state in words: open before the off, running, suspended, finished, result in. */
export function raceStatus(h: Pick<RaceHeader, 'inPlay' | 'finished' | 'marketStatus'>): string {
  if (h.marketStatus === 'CLOSED') return 'Result';
  if (h.finished) return 'Finished';
  if (h.marketStatus === 'SUSPENDED') return 'Suspended';
  if (h.inPlay) return 'Running';
  return 'Open';
}

function RaceResult({ marketId }: { marketId: string }) {
  const selector = useMemo(() => selectMarketInfo(marketId), [marketId]);
  const info = usePrice(selector, marketInfoEqual);
  if (!info?.result) return null;
  return (
    <Box
      role="status"
      bg="#e8f5e9"
      color="#1b5e20"
      borderRadius="md"
      px={3}
      py={2}
      mb={3}
      fontWeight="700"
      fontSize="14px"
      data-testid="race-result"
    >
      {resultText(info.result, info.runners)}
    </Box>
  );
}

function RaceScreen() {
  const race = usePrice(selectRace, raceEqual);
  if (!race) return null;
  const status = raceStatus(race);
  return (
    <>
      <Box
        as="header"
        bg="white"
        borderRadius="md"
        px={{ base: 3, md: 4 }}
        py={2.5}
        boxShadow="0 1px 4px rgba(11,43,60,.12)"
        mb={3}
      >
        <Box fontSize="12px" color="gray.700">
          {sportName(race.sport)}
          {race.countryCode ? ` · ${race.countryCode}` : ''}
        </Box>
        <Box as="h1" m={0} fontSize={{ base: '18px', md: '21px' }} fontWeight="700" overflowWrap="anywhere">
          {race.venue}
          {race.raceNumber !== null ? ` · Race ${race.raceNumber}` : ''}
        </Box>
        <Box
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          columnGap={3}
          rowGap={1}
          mt={1}
          fontSize="13px"
          color="gray.800"
        >
          <span>
            Off <time dateTime={race.startAt}>{dayjs(race.startAt).format('HH:mm')}</time>
          </span>
          <span data-testid="race-status">Status: {status}</span>
          {race.inPlay ? <InPlayMark /> : null}
        </Box>
      </Box>
      <RaceResult marketId={race.marketId} />
      {race.marketId ? <OneClickBar /> : null}
      <StoreLiveRegion>
        {race.marketId ? (
          <LadderMarket marketId={race.marketId} depth={1} racing />
        ) : (
          <Notice>The race card is not available yet.</Notice>
        )}
      </StoreLiveRegion>
      <MyBets withdrawFrom={race.inPlay || race.finished || race.marketStatus !== 'OPEN' ? null : race.id} />
    </>
  );
}

/** /race/{id}: a horse or greyhound race with its runners' best prices, live, the result, the slip and the player's bets. */
export function RacePage() {
  const id = useParams().id ?? '';
  return (
    <FeedPage id={id} load={loadRace} label="Race" noun="race">
      <RaceScreen />
    </FeedPage>
  );
}
