import { lazy, Suspense, useMemo } from 'react';
import { useParams } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import type { SportKey } from '@backlay/shared/sports';
import { isSportKey, sportName } from '../../lib/sports.js';
import { Notice, Page } from '../../ui/Page.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { LiveRegion } from '../live/Liveness.js';
import { MatchList } from '../match-list/MatchList.js';
import { useMatchRows } from '../match-list/useMatchRows.js';
import { TextLink } from '../../ui/TextLink.js';

/** The page's heading. */
function Title({ text }: { text: string }) {
  return (
    <Box as="h1" fontSize={{ base: '18px', md: '21px' }} fontWeight="700" m={0} mb={2}>
      {text}
    </Box>
  );
}

const RacingByCountry = lazy(() => import('../race/RacingByCountry.js'));

/** A racing sport's page: its races by country and meeting. */
function RacingList({ sport }: { sport: 'horseRacing' | 'greyHound' }) {
  const title = sportName(sport);
  return (
    <Page label={title}>
      <Title text={title} />
      <Suspense fallback={<Notice>Loading races…</Notice>}>
        <RacingByCountry sport={sport} />
      </Suspense>
    </Page>
  );
}

function SportList({ sport }: { sport: SportKey }) {
  const { rows, status, updatedAt, retry } = useMatchRows(sport);
  const visible = useMemo(() => rows.filter((r) => r.sport === sport && !r.finished), [rows, sport]);
  const title = sportName(sport);
  return (
    <Page label={title}>
      <Title text={title} />
      {status === 'loading' && visible.length === 0 ? <Notice>Loading matches…</Notice> : null}
      {status === 'error' && visible.length === 0 ? (
        <Notice tone="error">
          The matches could not be loaded.{' '}
          <PlainButton type="button" onClick={retry} textDecoration="underline">
            Try again
          </PlainButton>
        </Notice>
      ) : null}
      {status === 'ready' || visible.length > 0 ? (
        <LiveRegion updatedAt={updatedAt} inPlay={visible.some((r) => r.inPlay)}>
          <MatchList
            rows={visible}
            grouping="competition"
            empty={`No ${title.toLowerCase()} matches listed right now.`}
          />
        </LiveRegion>
      ) : null}
    </Page>
  );
}

/** /game-list/{type}: one sport's listed matches, grouped by competition, prices live. */
export function GameListPage() {
  const type = useParams().type ?? '';
  if (!isSportKey(type)) {
    return (
      <Page label="Matches">
        <Notice>
          There is no such sport. <TextLink to="/home">Back to Home</TextLink>
        </Notice>
      </Page>
    );
  }
  if (type === 'horseRacing' || type === 'greyHound') return <RacingList sport={type} />;
  return <SportList key={type} sport={type} />;
}
