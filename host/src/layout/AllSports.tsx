import { useId, useState, type ReactNode } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { NavLink } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { useHost } from '@backlay/shared/contract';
import { queryKeys, STALE } from '@backlay/shared/query';
import {
  competitionDates,
  competitionList,
  competitionMatches,
  matchPath,
  SPORTS,
  type Competition,
  type CompetitionDate,
  type CompetitionMatch,
  type SportInfo,
} from '@backlay/shared/sports';
import { COMPETITION_DATE_FORMAT, formatDate } from '@backlay/shared/ui';

/** The All Sports list of spec section 2 (the racing sports have their own sidebar group). */
export const ALL_SPORTS: readonly SportInfo[] = SPORTS.filter((s) => !s.racing);

export const LOADING_TEXT = 'Loading…';
export const EMPTY_TEXT = {
  competitions: 'No competitions',
  dates: 'No dates',
  matches: 'No matches',
} as const;

type Loaded<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'done'; items: T[] } | { status: 'error'; message: string };

/**
 * A branch's children as a query that starts the first time the branch opens (and asks again after
 * a failure); a branch that closes and opens again keeps what it loaded (the query cache keeps it
 * for the next visit too). Unmounting aborts a request in flight (the query's signal).
 */
function useLazyChildren<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T[]>): [Loaded<T>, () => void] {
  const [wanted, setWanted] = useState(false);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    enabled: wanted,
    staleTime: STALE.medium,
  });
  const ensure = () => {
    if (!wanted) setWanted(true);
    else if (query.isError && !query.isFetching) void query.refetch();
  };
  let state: Loaded<T>;
  if (query.data) state = { status: 'done', items: query.data };
  else if (query.isError && !query.isFetching) state = { status: 'error', message: query.error.message };
  else state = wanted ? { status: 'loading' } : { status: 'idle' };
  return [state, ensure];
}

const asList = <T,>(data: T[] | null | undefined): T[] => (Array.isArray(data) ? data : []);

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="10"
      height="10"
      viewBox="0 0 10 10"
      aria-hidden="true"
      focusable="false"
      style={{ transform: open ? 'rotate(90deg)' : 'none', transition: 'transform 120ms', flex: 'none' }}
    >
      <path d="M3 1l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

const INDENT = [3, 6, 9, 12] as const;

interface BranchProps<T> {
  label: string;
  /** The children's query key (from queryKeys.sports). */
  queryKey: QueryKey;
  depth: 0 | 1 | 2;
  load: (signal: AbortSignal) => Promise<T[]>;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}

/** One expandable row: a button with aria-expanded, and its lazily loaded children below it. */
function Branch<T>({ label, queryKey, depth, load, emptyText, renderItem }: BranchProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const [state, ensure] = useLazyChildren(queryKey, load);
  const panelId = useId();
  const pad = INDENT[depth + 1];

  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    if (next) ensure();
  };

  return (
    <li>
      <Box
        as="button"
        onClick={toggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        display="flex"
        alignItems="center"
        gap={2}
        w="100%"
        textAlign="left"
        bg="transparent"
        border={0}
        borderBottom="1px solid #e3e8ec"
        cursor="pointer"
        pl={INDENT[depth]}
        pr={3}
        py={2}
        fontSize={depth === 0 ? '14px' : '13px'}
        color="#1d2730"
        _hover={{ bg: '#f1f5f8' }}
        _focusVisible={{ outline: '2px solid #1f6fb2', outlineOffset: '-2px' }}
      >
        <Chevron open={expanded} />
        <span>{label}</span>
      </Box>
      {expanded ? (
        <Box id={panelId} bg={depth === 0 ? '#fafbfc' : '#f4f6f8'}>
          {state.status === 'loading' || state.status === 'idle' ? (
            <Box role="status" pl={pad} py={2} fontSize="13px" color="#56646f">
              {LOADING_TEXT}
            </Box>
          ) : null}
          {state.status === 'error' ? (
            <Box
              role="alert"
              pl={pad}
              pr={3}
              py={2}
              fontSize="13px"
              color="#a61b1b"
              display="flex"
              gap={2}
              alignItems="center"
            >
              <span>{state.message}</span>
              <button
                type="button"
                onClick={ensure}
                style={{
                  background: 'none',
                  border: 0,
                  color: '#1f6fb2',
                  textDecoration: 'underline',
                  cursor: 'pointer',
                }}
              >
                Retry
              </button>
            </Box>
          ) : null}
          {state.status === 'done' && state.items.length === 0 ? (
            <Box pl={pad} py={2} fontSize="13px" color="#56646f">
              {emptyText}
            </Box>
          ) : null}
          {state.status === 'done' && state.items.length > 0 ? (
            <Box as="ul" m={0} p={0} css={{ listStyle: 'none' }}>
              {state.items.map(renderItem)}
            </Box>
          ) : null}
        </Box>
      ) : null}
    </li>
  );
}

function MatchLink({ match }: { match: CompetitionMatch }) {
  return (
    <li>
      <Box
        asChild
        display="block"
        pl={INDENT[3]}
        pr={3}
        py={2}
        fontSize="13px"
        color="#1f4e79"
        borderBottom="1px solid #e3e8ec"
        _hover={{ bg: '#eaf1f7', textDecoration: 'underline' }}
      >
        <NavLink to={matchPath(match)}>{match.title}</NavLink>
      </Box>
    </li>
  );
}

function DateBranch({ competition, date }: { competition: Competition; date: CompetitionDate }) {
  const { http } = useHost();
  return (
    <Branch<CompetitionMatch>
      label={formatDate(date.startdate, COMPETITION_DATE_FORMAT)}
      queryKey={queryKeys.sports.competitionMatches(competition.competitionId, date.startdate)}
      depth={2}
      emptyText={EMPTY_TEXT.matches}
      load={(signal) =>
        competitionMatches(http, competition.competitionId, date.startdate, { signal }).then((r) => asList(r.data))
      }
      renderItem={(m) => <MatchLink key={m.id} match={m} />}
    />
  );
}

function CompetitionBranch({ competition }: { competition: Competition }) {
  const { http } = useHost();
  return (
    <Branch<CompetitionDate>
      label={competition.competitionName}
      queryKey={queryKeys.sports.competitionDates(competition.competitionId)}
      depth={1}
      emptyText={EMPTY_TEXT.dates}
      load={(signal) => competitionDates(http, competition.competitionId, { signal }).then((r) => asList(r.data))}
      renderItem={(d) => <DateBranch key={d.startdate} competition={competition} date={d} />}
    />
  );
}

function SportBranch({ sport }: { sport: SportInfo }) {
  const { http } = useHost();
  return (
    <Branch<Competition>
      label={sport.name}
      queryKey={queryKeys.sports.competitions(String(sport.id))}
      depth={0}
      emptyText={EMPTY_TEXT.competitions}
      load={(signal) => competitionList(http, sport.id, { signal }).then((r) => asList(r.data))}
      renderItem={(c) => <CompetitionBranch key={c.competitionId} competition={c} />}
    />
  );
}

/**
 * The sidebar's All Sports tree (spec section 2): sport → competitions → dates (YYYY/MM/DD) →
 * matches, each level fetched the first time it opens.
 */
export function AllSports() {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} mb={3}>
      <Box
        as="h2"
        id={headingId}
        bg="#0b2b3c"
        color="white"
        px={3}
        py={2}
        fontSize="13px"
        fontWeight="700"
        textTransform="uppercase"
        letterSpacing="0.04em"
      >
        All Sports
      </Box>
      <Box as="ul" m={0} p={0} css={{ listStyle: 'none' }}>
        {ALL_SPORTS.map((sport) => (
          <SportBranch key={sport.key} sport={sport} />
        ))}
      </Box>
    </Box>
  );
}
