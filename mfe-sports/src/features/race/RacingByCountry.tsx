import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHost } from '@backlay/shared/contract';
import { racingCountriesQuery, racingListQuery } from '@backlay/shared/query';
import { Link, useSearchParams } from '@backlay/shared/router';
import type { RaceListItem, RacingCountry, RacingSportKey } from '@backlay/shared/sports';
import { Box } from '@chakra-ui/react/box';
import { formatRaceStart } from '../../lib/format.js';
import { sportName } from '../../lib/sports.js';
import { useNow } from '../../lib/useNow.js';
import { Notice } from '../../ui/Page.js';
import { PlainButton } from '../../ui/PlainButton.js';
import { countryName, meetingsOf, type Meeting } from './meetings.js';

/** The lists are asked for again this often: races start, finish and leave them. */
export const RACING_REFRESH_MS = 30_000;

function Failed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Notice tone="error">
      {what} could not be loaded.{' '}
      <PlainButton type="button" onClick={retry} textDecoration="underline">
        Try again
      </PlainButton>
    </Notice>
  );
}

/** Country tabs: a row under the sport tabs, drawn apart from them (squared, underlined when chosen). */
const COUNTRY_TABS = {
  borderBottom: '1px solid #c9d3da',
  marginBottom: '12px',
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'inline-block',
    padding: '6px 2px',
    borderBottom: '3px solid transparent',
    color: '#0b2b3c',
    fontSize: '14px',
    fontWeight: 700,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  '& a[aria-current="page"]': { borderBottomColor: '#0b5563', color: '#0b5563' },
  '& a:hover': { borderBottomColor: '#9fb3bf' },
  '& a:focus-visible': { outline: '2px solid #f2b134', outlineOffset: '2px' },
} as const;

function CountryTabs({
  countries,
  active,
  link,
}: {
  countries: readonly RacingCountry[];
  active: string;
  link: (code: string) => string;
}) {
  return (
    <Box as="nav" aria-label="Countries" css={COUNTRY_TABS}>
      <ul>
        {countries.map((c) => (
          <li key={c.countryCode}>
            <Link to={{ search: link(c.countryCode) }} aria-current={c.countryCode === active ? 'page' : undefined}>
              {countryName(c.countryCode)} <span className="bl-tab__count">({c.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </Box>
  );
}

const STATUS_TEXT: Partial<Record<RaceListItem['status'], string>> = {
  SUSPENDED: 'Suspended',
  'BALL RUNNING': 'Off',
  CLOSED: 'Closed',
};

function MeetingPanel({ meeting, now }: { meeting: Meeting; now: number }) {
  return (
    <section className="bl-panel" aria-label={meeting.venue}>
      <div className="bl-panel__head">
        <h2 className="bl-panel__title">{meeting.venue}</h2>
        <span className="bl-panel__meta">
          {meeting.races.length} {meeting.races.length === 1 ? 'race' : 'races'}
        </span>
      </div>
      <Box as="ul" display="flex" flexWrap="wrap" gap="8px" listStyleType="none" m={0} p="10px 12px">
        {meeting.races.map((race) => {
          const status = STATUS_TEXT[race.status];
          return (
            <li key={race.id}>
              <Link to={`/race/${race.id}`} className="bl-tab" aria-describedby={`race-${race.id}-title`}>
                {formatRaceStart(race.startAt, now)}
                {status ? ` · ${status}` : ''}
              </Link>
              <Box as="span" id={`race-${race.id}-title`} display="none">
                Race {race.raceNumber}, {race.title}
              </Box>
            </li>
          );
        })}
      </Box>
    </section>
  );
}

function CountryRaces({ sport, country }: { sport: RacingSportKey; country: string }) {
  const { http } = useHost();
  const races = useQuery({
    ...racingListQuery(http, sport, country, { silent: true }),
    refetchInterval: RACING_REFRESH_MS,
  });
  const meetings = useMemo(() => meetingsOf(races.data ?? []), [races.data]);
  // "Today" and "Tomorrow" move on at midnight.
  const now = useNow(60_000);
  if (races.isPending) return <Notice>Loading races…</Notice>;
  if (races.isError && !races.data) return <Failed what="The races" retry={() => void races.refetch()} />;
  if (meetings.length === 0) return <Notice>No races listed in {countryName(country)} right now.</Notice>;
  return (
    <>
      {meetings.map((m) => (
        <MeetingPanel key={m.venue} meeting={m} now={now} />
      ))}
    </>
  );
}

/**
 * The racing pages' list: the countries with races to come (GET /match/countryWiseList), then the
 * chosen country's meetings, each with its races by start time (GET /match/racing/list), each race
 * a link to its race card. The country is in the address (`country=GB`), so it survives a reload
 * and can be shared; without one, the first country is shown.
 */
export function RacingByCountry({ sport }: { sport: RacingSportKey }) {
  const { http } = useHost();
  const [search] = useSearchParams();
  const countries = useQuery({
    ...racingCountriesQuery(http, sport, { silent: true }),
    refetchInterval: RACING_REFRESH_MS,
  });
  const list = countries.data ?? [];
  const requested = search.get('country')?.toUpperCase() ?? '';
  const active = list.some((c) => c.countryCode === requested) ? requested : (list[0]?.countryCode ?? '');
  const link = (code: string) => {
    const next = new URLSearchParams(search);
    next.set('country', code);
    return `?${next}`;
  };
  return (
    <section aria-label={`${sportName(sport)} by country`}>
      {countries.isPending ? <Notice>Loading countries…</Notice> : null}
      {countries.isError && !countries.data ? (
        <Failed what="The racing countries" retry={() => void countries.refetch()} />
      ) : null}
      {countries.data && list.length === 0 ? (
        <Notice>No {sportName(sport).toLowerCase()} listed right now.</Notice>
      ) : null}
      {active ? (
        <>
          <CountryTabs countries={list} active={active} link={link} />
          <CountryRaces key={active} sport={sport} country={active} />
        </>
      ) : null}
    </section>
  );
}

export default RacingByCountry;
