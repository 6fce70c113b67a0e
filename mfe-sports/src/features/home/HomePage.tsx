import { lazy, Suspense, useDeferredValue, useLayoutEffect, useMemo, useState } from 'react';
import { dropFirstScreen } from '@backlay/shared/first-screen';
import { Link, useSearchParams } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { Notice, Page } from '../../ui/Page.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { LiveRegion } from '../live/Liveness.js';
import { MatchList } from '../match-list/MatchList.js';
import { useMatchRows } from '../match-list/useMatchRows.js';
import type { MatchRow } from '../match-list/rows.js';
import { isRacingTab, isTabKey, TABS, viewRows, type HomeView, type TabKey } from './views.js';
import { TextLink } from '../../ui/TextLink.js';

/** The racing tabs list meetings by country; their code comes when one is opened. */
const RacingByCountry = lazy(() => import('../race/RacingByCountry.js'));

export function SportTabs({ view, active, rows }: { view: HomeView; active: TabKey; rows: readonly MatchRow[] }) {
  return (
    <nav aria-label="Sports">
      <ul className="bl-tabs">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={{ search: tab.key === view.defaultTab ? '' : `?tab=${tab.key}` }}
              className="bl-tab"
              aria-current={tab.key === active ? 'page' : undefined}
            >
              {tab.label} <span className="bl-tab__count">({viewRows(rows, view, tab.key).length})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tabs and the rows: the part of the page that re-renders as the list room speaks. */
function HomeList({ view }: { view: HomeView }) {
  const [search] = useSearchParams();
  const requested = search.get('tab');
  const tab: TabKey = view.tabs && isTabKey(requested) ? requested : view.defaultTab;
  const [shown, setShown] = useState(false);
  const { rows, status, updatedAt, retry } = useMatchRows(undefined, { shown });
  const visible = useMemo(() => viewRows(rows, view, tab), [rows, view, tab]);
  const anyInPlay = visible.some((r) => r.inPlay);
  // The list's first drawing (every row and price) is done in slices, between which the browser
  // answers input and paints; what was drawn ahead of this code stays until it is done, and the
  // list room's updates wait for it (useMatchRows' `shown`).
  const drawn = useDeferredValue(status !== 'loading' || rows.length > 0, false);
  if (drawn !== shown) setShown(drawn);
  // The list, or what the page says instead, replaces the one drawn ahead of this code.
  useLayoutEffect(() => {
    if (drawn) dropFirstScreen();
  }, [drawn]);
  if (isRacingTab(tab)) {
    return (
      <>
        <SportTabs view={view} active={tab} rows={rows} />
        <Suspense fallback={<Notice>Loading races…</Notice>}>
          <RacingByCountry sport={tab} />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {view.tabs ? <SportTabs view={view} active={tab} rows={rows} /> : null}
      {!drawn || (status === 'loading' && rows.length === 0) ? <Notice>Loading matches…</Notice> : null}
      {drawn && status === 'error' && rows.length === 0 ? (
        <Notice tone="error">
          The matches could not be loaded.{' '}
          <PlainButton type="button" onClick={retry} textDecoration="underline">
            Try again
          </PlainButton>
        </Notice>
      ) : null}
      {drawn && (status === 'ready' || rows.length > 0) ? (
        <LiveRegion updatedAt={updatedAt} inPlay={anyInPlay}>
          <MatchList
            rows={visible}
            grouping={tab === 'all' ? 'sport' : 'none'}
            empty={view.inPlayOnly ? 'No matches are in play right now.' : 'No matches listed right now.'}
          />
        </LiveRegion>
      ) : null}
    </>
  );
}

/**
 * The home-style page of /home, /sports, /inPlay and the other category paths: sport tabs (where
 * the view has them) over the listed matches with live best prices.
 */
export function HomePage({ view }: { view: HomeView }) {
  return (
    <Page label={view.title}>
      <Box as="h1" fontSize={{ base: '18px', md: '21px' }} fontWeight="700" m={0} mb={2}>
        {view.title}
      </Box>
      {view.promo ? (
        <Box
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          gap={2}
          bg="white"
          borderRadius="md"
          px={3}
          py={2}
          mb={3}
          fontSize="13px"
        >
          <span>{view.promo.text}</span>
          <TextLink to={view.promo.to}>{view.promo.label}</TextLink>
        </Box>
      ) : null}
      <HomeList view={view} />
    </Page>
  );
}
