import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { matchPath, SPORTS, type SearchMatchItem } from '@backlay/shared/sports';
import { TEST_IDS } from '@backlay/shared/testing/ids';
import { formatDate, SEARCH_DATE_FORMAT } from '@backlay/shared/ui';
import { DESKTOP_QUERY, useMediaQuery } from './useMediaQuery.js';
import { useMatchSearch } from './useMatchSearch.js';

export const SEARCH_EMPTY_TEXT = 'No real-time records found';
export const DESKTOP_PLACEHOLDER = 'All Events';
export const MOBILE_PLACEHOLDER = 'Search here';

const SPORT_NAMES = new Map<string, string>(SPORTS.map((s) => [s.key, s.name]));

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.4-5.39-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
      />
    </svg>
  );
}

/**
 * The header search (spec section 2), one responsive component: above 1199 px it is collapsed
 * behind a search button and reads "All Events"; at 1199 px and below it is always open and reads
 * "Search here". A combobox: arrow keys move through the results, Enter opens one, Escape closes.
 */
export function SearchBox() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const navigate = useNavigate();
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useMatchSearch(text);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-results`;
  const optionId = (i: number) => `${baseId}-option-${i}`;

  const inputShown = !isDesktop || expanded;
  const results: SearchMatchItem[] = search.status === 'done' ? search.results : [];
  const panelShown = inputShown && open && search.status !== 'idle';

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const reset = () => {
    close();
    setText('');
    setExpanded(false);
  };

  // Any navigation (a result, a menu link, the back button) closes the search: compare with the
  // location of the last render.
  const at = location.pathname + location.search;
  const [shownAt, setShownAt] = useState(at);
  if (shownAt !== at) {
    setShownAt(at);
    reset();
  }

  // New results: nothing is highlighted until the arrow keys say so.
  const [activeFor, setActiveFor] = useState(search);
  if (activeFor !== search) {
    setActiveFor(search);
    setActive(-1);
  }

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  useEffect(() => {
    if (!panelShown) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      close();
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [panelShown]);

  const go = (item: SearchMatchItem) => {
    reset();
    void navigate(matchPath(item));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = results.length;
    switch (event.key) {
      case 'ArrowDown':
        if (n === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i + 1) % n);
        return;
      case 'ArrowUp':
        if (n === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i <= 0 ? n - 1 : i - 1));
        return;
      case 'Enter': {
        const item = panelShown ? results[active] : undefined;
        if (item) {
          event.preventDefault();
          go(item);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (panelShown) close();
        else if (isDesktop) reset();
        return;
    }
  };

  return (
    <Box
      ref={rootRef}
      position="relative"
      display="flex"
      justifyContent={{ base: 'stretch', xl: 'flex-end' }}
      data-testid={TEST_IDS.searchBox}
    >
      {isDesktop ? (
        <button
          type="button"
          aria-label={expanded ? 'Close search' : 'Search events'}
          aria-expanded={expanded}
          aria-controls={inputId}
          onClick={() => (expanded ? reset() : setExpanded(true))}
          style={{ background: 'none', border: 0, color: '#fff', cursor: 'pointer', padding: 8, display: 'flex' }}
        >
          <SearchIcon />
        </button>
      ) : null}
      {inputShown ? (
        <Box position="relative" flex={{ base: '1', xl: '0 1 320px' }} minW={0}>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            role="combobox"
            aria-label="Search events"
            aria-autocomplete="list"
            aria-expanded={panelShown}
            aria-controls={listId}
            aria-activedescendant={panelShown && active >= 0 ? optionId(active) : undefined}
            placeholder={isDesktop ? DESKTOP_PLACEHOLDER : MOBILE_PLACEHOLDER}
            autoComplete="off"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            style={{
              width: '100%',
              height: 32,
              padding: '0 10px',
              borderRadius: 4,
              border: '1px solid #c7d1d9',
              fontSize: 14,
              color: '#1d2730',
              background: '#fff',
            }}
          />
          {panelShown ? (
            <Box
              position="absolute"
              top="100%"
              left={0}
              right={0}
              mt={1}
              bg="white"
              color="#1d2730"
              borderRadius="md"
              boxShadow="lg"
              maxH="60vh"
              overflowY="auto"
              zIndex={1100}
              minW={{ base: '0', xl: '360px' }}
            >
              {search.status === 'loading' ? (
                <Box role="status" px={3} py={2} fontSize="13px">
                  Searching…
                </Box>
              ) : null}
              {search.status === 'error' ? (
                <Box role="alert" px={3} py={2} fontSize="13px" color="#a61b1b">
                  {search.message}
                </Box>
              ) : null}
              {search.status === 'done' && results.length === 0 ? (
                <Box role="status" px={3} py={2} fontSize="13px">
                  {SEARCH_EMPTY_TEXT}
                </Box>
              ) : null}
              <Box
                as="ul"
                id={listId}
                role="listbox"
                aria-label="Search results"
                m={0}
                p={0}
                css={{ listStyle: 'none' }}
              >
                {results.map((item, i) => (
                  <Box
                    as="li"
                    key={item.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => go(item)}
                    px={3}
                    py={2}
                    cursor="pointer"
                    borderBottom="1px solid #e3e8ec"
                    bg={i === active ? '#e8f0f6' : undefined}
                  >
                    <Box display="flex" justifyContent="space-between" gap={2} fontSize="12px" color="#56646f">
                      <span>{SPORT_NAMES.get(item.matchType) ?? item.matchType}</span>
                      <span>{formatDate(item.startAt, SEARCH_DATE_FORMAT)}</span>
                    </Box>
                    <Box fontSize="14px" fontWeight="600">
                      {item.title}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
