/**
 * The casino lobby (`/casino`): every in-house table as a tile with its drawn thumbnail and name,
 * filtered by a search on the name. Each tile is one link named by the game.
 */
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from '@backlay/shared/router';
import { useProgressiveCount } from '@backlay/shared/ui';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { CASINO_LOBBY, type CasinoLobbyEntry } from '@backlay/shared/cards/lobby';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { Notice, Page } from '../../ui/Page.js';
import { Thumbnail } from './Thumbnail.js';

const SearchInput = chakra('input', {
  base: {
    w: '100%',
    maxW: '360px',
    h: '38px',
    px: 3,
    bg: 'white',
    color: 'gray.900',
    border: '1px solid',
    borderColor: 'gray.500',
    borderRadius: 'md',
    fontSize: '15px',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.accent', outlineOffset: '1px' },
  },
});

/** Entries whose name contains every word of the query, in any case. */
export function filterLobby(entries: readonly CasinoLobbyEntry[], query: string): CasinoLobbyEntry[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const name = e.name.toLowerCase();
    return words.every((w) => name.includes(w));
  });
}

/** Tiles drawn with the page (a phone's first two screenfuls, a desktop's first), then per step. */
const FIRST_TILES = 16;
const TILES_PER_STEP = 24;

export function LobbyPage({ entries = CASINO_LOBBY }: { entries?: readonly CasinoLobbyEntry[] }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => filterLobby(entries, deferred), [entries, deferred]);
  // Every table's tile carries a drawn thumbnail (~1,100 elements in all): the first screenfuls come
  // with the page, the rest in later steps, so that no one task styles and lays out them all.
  const drawn = useProgressiveCount(shown.length, FIRST_TILES, TILES_PER_STEP);
  const searchId = useId();
  const countId = useId();

  return (
    <Page label="Casino" testId={CASINO_TEST_IDS.lobby}>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap={3} mb={3}>
        <Box as="h1" m={0} fontSize={{ base: '18px', md: '22px' }} fontWeight="800" flex="1 1 auto">
          Casino
        </Box>
        <Box flex="1 1 260px" display="flex" justifyContent={{ base: 'stretch', md: 'flex-end' }}>
          <label htmlFor={searchId} className="cz-sr">
            Search games
          </label>
          <SearchInput
            id={searchId}
            type="search"
            placeholder="Search games"
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            aria-describedby={countId}
          />
        </Box>
      </Box>
      <Box id={countId} aria-live="polite" fontSize="13px" color="gray.700" mb={2}>
        {shown.length === entries.length ? `${entries.length} games` : `${shown.length} of ${entries.length} games`}
      </Box>
      {shown.length === 0 ? (
        <Notice>No game matches “{query.trim()}”.</Notice>
      ) : (
        <ul className="cz-tiles">
          {shown.slice(0, drawn).map((entry) => {
            return (
              <li key={entry.game_id}>
                <Link className="cz-tile" to={entry.url} data-testid={`lobby-${entry.code}`}>
                  <Thumbnail family={entry.family} name={entry.name} />
                  <span className="cz-tile__name">{entry.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
