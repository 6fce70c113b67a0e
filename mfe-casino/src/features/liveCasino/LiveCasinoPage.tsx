/**
 * The live casino (`/live-casino`): the provider catalogue by provider, then category, with the
 * highlight banners and a search on the name; a tile or banner opens its game in a frame. The
 * provider, category and search are the URL's (`?provider=MAC88&category=mines&q=pro`), so back
 * and forward walk through them.
 */
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '@backlay/shared/router';
import { useProgressiveCount } from '@backlay/shared/ui';
import type { CasinoBanner, CasinoList, ProviderGame } from '@backlay/shared/casino';
import { CASINO_TEST_IDS, liveCasinoGameTestId } from '../../testIds.js';
import { Notice, Page } from '../../ui/Page.js';
import { Banners } from './Banners.js';
import {
  catalogueView,
  readQuery,
  withCategory,
  withProvider,
  withSearch,
  writeQuery,
  type CategoryKey,
  type LiveCasinoQuery,
} from './catalogueView.js';
import { GameArt } from './GameArt.js';
import { GameFrame } from './GameFrame.js';
import { LiveCasinoStyles } from './LiveCasinoStyles.js';
import { Tabs, tabId } from './Tabs.js';
import { TypeIcon } from './TypeIcon.js';
import { useCasinoList } from './useCasinoList.js';
import { useGameLaunch, type LaunchTarget } from './useGameLaunch.js';

/** The provider and sub-provider as a tile shows them ("MAC88 · Mac88 Gaming Virtual"). */
export function providerLine(game: ProviderGame): string {
  return game.sub_provider_name === game.provider_name
    ? game.provider_name
    : `${game.provider_name} · ${game.sub_provider_name}`;
}

function targetOf(game: ProviderGame): LaunchTarget {
  return { gameId: game.game_id, name: game.game_name, provider: providerLine(game) };
}

type Play = (target: LaunchTarget, from: HTMLElement) => void;

/** Tiles drawn with the page (a phone's first two screenfuls, a desktop's first), then per step. */
const FIRST_TILES = 24;
const TILES_PER_STEP = 36;

/**
 * A game's tile, named by all it shows after a hidden "Play" ("Play Aviator Virtual MAC88 · Mac88
 * Gaming Virtual"): the name a voice command says from the tile's text is in it, in order (WCAG 2.5.3).
 */
const GameTile = memo(function GameTile({ game, onPlay }: { game: ProviderGame; onPlay: Play }) {
  return (
    <li>
      <button
        type="button"
        className="lc-tile"
        data-testid={liveCasinoGameTestId(game.game_code)}
        onClick={(event) => onPlay(targetOf(game), event.currentTarget)}
      >
        <GameArt type={game.game_type} name={game.game_name} />
        <span className="cz-sr">Play </span>
        <span className="lc-tile__name">{game.game_name}</span>{' '}
        <span className="lc-tile__meta">
          <span className="lc-tile__kind">{game.category}</span>{' '}
          <span className="lc-tile__provider">{providerLine(game)}</span>
        </span>
      </button>
    </li>
  );
});

function SearchIcon() {
  return (
    <svg
      className="lc-search__icon"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx={10.5} cy={10.5} r={6.5} />
      <path d="M15.5 15.5 L20 20" strokeLinecap="round" />
    </svg>
  );
}

function Search({
  value,
  onChange,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="lc-search" role="search">
      <label htmlFor={id} className="cz-sr">
        Search games
      </label>
      <SearchIcon />
      <input
        ref={input}
        id={id}
        className="lc-search__input"
        type="search"
        placeholder="Search games"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-describedby={describedBy}
        data-testid={CASINO_TEST_IDS.liveCasinoSearch}
      />
      {value ? (
        <button
          type="button"
          className="lc-search__clear"
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M3 3 L11 11 M11 3 L3 11" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

function Skeleton() {
  return (
    <div role="status">
      <span className="cz-sr">Loading games…</span>
      <div aria-hidden="true">
        <div className="lc-banners">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="lc-skel lc-skel--banner" />
          ))}
        </div>
        <div className="lc-tabs">
          {[0, 1, 2].map((i) => (
            <div key={i} className="lc-skel lc-skel--tab" />
          ))}
        </div>
        <div className="lc-tabs">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className="lc-skel lc-skel--tab" />
          ))}
        </div>
        <div className="lc-grid">
          {Array.from({ length: 12 }, (_, i) => (
            <div key={i} className="lc-skel lc-skel--tile" />
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * The search box shows what was typed; the URL follows it. The router applies URL changes a little
 * later (in a transition), so the box takes the URL's text only on navigations it did not make
 * itself: back, forward, a link.
 */
function useSearchText(q: string, locationKey: string): [string, (value: string) => void] {
  const [text, setText] = useState(q);
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (written.current !== null) {
      if (q === written.current) written.current = null;
      return;
    }
    setText(q);
  }, [q, locationKey]);
  const change = useCallback((value: string) => {
    written.current = value;
    setText(value);
  }, []);
  return [text, change];
}

interface CatalogueProps {
  list: CasinoList;
  query: LiveCasinoQuery;
  /** The search box's text (ahead of the URL while the router catches up). */
  text: string;
  onQuery: (next: LiveCasinoQuery) => void;
  onPlay: Play;
  countId: string;
}

function Catalogue({ list, query, text, onQuery, onPlay, countId }: CatalogueProps) {
  const current = useMemo(() => ({ ...query, q: text }), [query, text]);
  const view = useMemo(() => catalogueView(list, current), [list, current]);
  const ids = useId();
  const providerPrefix = `${ids}-provider`;
  const categoryPrefix = `${ids}-category`;
  const providerPanel = `${ids}-provider-panel`;
  const categoryPanel = `${ids}-category-panel`;
  const providerIndex = view.providers.findIndex((p) => p.key === view.provider);
  const categoryIndex = view.categories.findIndex((c) => c.key === view.category);

  const onProvider = (provider: string) => {
    if (provider !== view.provider) onQuery(withProvider(current, provider));
  };
  const onCategory = (category: CategoryKey) => {
    if (category !== view.category) onQuery(withCategory(current, category));
  };

  const onBanner = useCallback(
    (banner: CasinoBanner, from: HTMLElement) => {
      const game = list.games.find((g) => g.game_id === banner.gameId);
      onPlay(game ? targetOf(game) : { gameId: banner.gameId, name: banner.title, provider: '' }, from);
    },
    [list, onPlay],
  );

  const countText = view.search ? `${view.games.length} of ${view.total} games` : `${view.total} games`;
  // A lobby lists a hundred games and more (~1,000 elements with their art): the first screenfuls
  // come with the page, the rest in later steps, so that no one task styles and lays out them all.
  const shown = useProgressiveCount(view.games.length, FIRST_TILES, TILES_PER_STEP);

  return (
    <>
      <Banners banners={list.banners} onPlay={onBanner} />
      <Tabs
        label="Providers"
        variant="provider"
        items={view.providers}
        selected={view.provider}
        onSelect={onProvider}
        idPrefix={providerPrefix}
        panelId={providerPanel}
        testId={CASINO_TEST_IDS.liveCasinoProviderTabs}
      />
      <div role="tabpanel" id={providerPanel} aria-labelledby={tabId(providerPrefix, Math.max(0, providerIndex))}>
        <Tabs<CategoryKey>
          label={`${view.provider} categories`}
          items={view.categories.map((c) => ({ ...c, icon: <TypeIcon type={c.key} /> }))}
          selected={view.category}
          onSelect={onCategory}
          idPrefix={categoryPrefix}
          panelId={categoryPanel}
          testId={CASINO_TEST_IDS.liveCasinoCategoryTabs}
        />
        <div role="tabpanel" id={categoryPanel} aria-labelledby={tabId(categoryPrefix, Math.max(0, categoryIndex))}>
          <p className="lc-count" id={countId} aria-live="polite">
            {countText}
          </p>
          {view.games.length > 0 ? (
            <ul className="lc-grid">
              {view.games.slice(0, shown).map((game) => (
                <GameTile key={game.game_id} game={game} onPlay={onPlay} />
              ))}
            </ul>
          ) : view.search ? (
            <Notice>No games match “{view.search}”.</Notice>
          ) : (
            <Notice>There are no games here right now.</Notice>
          )}
        </div>
      </div>
    </>
  );
}

export function LiveCasinoPage() {
  const { state, retry } = useCasinoList();
  const launcher = useGameLaunch();
  const { launch, close } = launcher;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const query = useMemo(() => readQuery(params), [params]);
  const [text, setText] = useSearchText(query.q, location.key);
  const countId = useId();
  const open = launcher.state.phase !== 'closed';
  // Where the player was when the game opened: closing it comes back to the same tile.
  const trigger = useRef<HTMLElement | null>(null);
  const scrollY = useRef(0);

  const onQuery = useCallback(
    (next: LiveCasinoQuery, replace = false) => setParams((current) => writeQuery(current, next), { replace }),
    [setParams],
  );

  const onSearch = useCallback(
    (value: string) => {
      setText(value);
      // Starting a search is a step that Back undoes; refining it replaces that step. Judged on
      // the box's text, which is ahead of the URL while the router catches up.
      const current = { ...query, q: text };
      const starts = text.trim() === '' && value.trim() !== '';
      onQuery(withSearch(current, value), !starts);
    },
    [query, text, onQuery, setText],
  );

  const onPlay = useCallback<Play>(
    (target, from) => {
      trigger.current = from;
      scrollY.current = window.scrollY;
      launch(target);
    },
    [launch],
  );

  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) {
      window.scrollTo(0, scrollY.current);
      if (trigger.current?.isConnected) trigger.current.focus({ preventScroll: true });
      trigger.current = null;
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <Page label="Live Casino" testId={CASINO_TEST_IDS.liveCasino}>
      <LiveCasinoStyles />
      <div className="lc-head">
        <h1 className="lc-title">Live Casino</h1>
        {state.status === 'ready' && !open ? <Search value={text} onChange={onSearch} describedBy={countId} /> : null}
      </div>
      {launcher.state.phase !== 'closed' ? (
        <GameFrame state={launcher.state} onClose={close} onRetry={launcher.retry} onFail={launcher.fail} />
      ) : null}
      {/* Kept while a game is open, so closing it finds the same tab, search and scroll. */}
      <div hidden={open}>
        {state.status === 'loading' ? <Skeleton /> : null}
        {state.status === 'error' ? (
          <Notice tone="error">
            The games could not be loaded.
            {state.message ? (
              <>
                <br />
                {state.message}
              </>
            ) : null}
            <br />
            <button type="button" className="lc-action" onClick={retry}>
              Retry
            </button>
          </Notice>
        ) : null}
        {state.status === 'ready' ? (
          <Catalogue list={state.list} query={query} text={text} onQuery={onQuery} onPlay={onPlay} countId={countId} />
        ) : null}
      </div>
    </Page>
  );
}
