/**
 * What the live casino page shows for a catalogue and the page's query string: the provider tabs,
 * the chosen provider's category tabs, and the games of the chosen category that match the search.
 * Pure, so the page is a function of the URL (back and forward restore it) and this is unit-tested.
 */
import {
  ALL_GROUP,
  searchGames,
  type CasinoList,
  type CatalogueCategory,
  type CatalogueProvider,
  type ProviderGame,
  type ProviderGameType,
} from '@backlay/shared/casino';

export type CategoryKey = CatalogueCategory['key'];

/** The page's state as the query string holds it (`?provider=MAC88&category=mines&q=pro`). */
export interface LiveCasinoQuery {
  /** A provider group's name; "All" when absent. */
  provider: string;
  /** `all` or a game type; `all` when absent. */
  category: string;
  /** The search text as typed. */
  q: string;
}

export const DEFAULT_QUERY: LiveCasinoQuery = { provider: ALL_GROUP, category: 'all', q: '' };

export function readQuery(params: URLSearchParams): LiveCasinoQuery {
  return {
    provider: params.get('provider') || DEFAULT_QUERY.provider,
    category: params.get('category') || DEFAULT_QUERY.category,
    q: params.get('q') ?? '',
  };
}

/**
 * The query string for a state: defaults are left out so the plain page stays `/live-casino`; any
 * other parameter already there is kept.
 */
export function writeQuery(current: URLSearchParams, query: LiveCasinoQuery): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: keyof LiveCasinoQuery, value: string, fallback: string) => {
    if (value === fallback || value === '') next.delete(key);
    else next.set(key, value);
  };
  set('provider', query.provider, DEFAULT_QUERY.provider);
  set('category', query.category, DEFAULT_QUERY.category);
  set('q', query.q, '');
  return next;
}

export interface TabView<K extends string = string> {
  key: K;
  label: string;
  /** Games in the tab, after the search. */
  count: number;
}

export interface CatalogueView {
  providers: TabView[];
  /** The provider shown: the query's when the catalogue has it, else "All". */
  provider: string;
  categories: TabView<CategoryKey>[];
  /** The category shown: the query's when the provider has it, else `all`. */
  category: CategoryKey;
  /** The chosen category's games that match the search, in catalogue order. */
  games: ProviderGame[];
  /** The chosen category's games before the search. */
  total: number;
  /** The search as applied (trimmed). */
  search: string;
}

const ALL_CATEGORY: CategoryKey = 'all';

function allIds(group: CatalogueProvider): string[] {
  return group.categories.find((c) => c.key === ALL_CATEGORY)?.gameIds ?? group.categories.flatMap((c) => c.gameIds);
}

/** Games by id, once per catalogue (the groups name games by id only). */
const indexes = new WeakMap<readonly ProviderGame[], Map<string, ProviderGame>>();
function gamesById(games: readonly ProviderGame[]): Map<string, ProviderGame> {
  let index = indexes.get(games);
  if (!index) {
    index = new Map(games.map((g) => [g.game_id, g]));
    indexes.set(games, index);
  }
  return index;
}

export function catalogueView(list: CasinoList, query: LiveCasinoQuery): CatalogueView {
  const byId = gamesById(list.games);
  const resolve = (ids: readonly string[]): ProviderGame[] => ids.flatMap((id) => byId.get(id) ?? []);
  const search = query.q.trim();
  const matching = (ids: readonly string[]) => searchGames(resolve(ids), search);

  const group =
    list.groups.find((g) => g.name === query.provider) ??
    list.groups.find((g) => g.name === ALL_GROUP) ??
    list.groups[0];
  if (!group)
    return { providers: [], provider: ALL_GROUP, categories: [], category: ALL_CATEGORY, games: [], total: 0, search };

  const providers = list.groups.map((g) => ({ key: g.name, label: g.name, count: matching(allIds(g)).length }));
  const categories = group.categories.map((c) => ({ key: c.key, label: c.name, count: matching(c.gameIds).length }));
  const chosen =
    group.categories.find((c) => c.key === query.category) ?? group.categories.find((c) => c.key === ALL_CATEGORY);
  const ids = chosen ? chosen.gameIds : allIds(group);
  return {
    providers,
    provider: group.name,
    categories,
    category: chosen?.key ?? ALL_CATEGORY,
    games: matching(ids),
    total: ids.length,
    search,
  };
}

/** Another provider starts from its "All" category (its categories are not the last one's). */
export function withProvider(query: LiveCasinoQuery, provider: string): LiveCasinoQuery {
  return { ...query, provider, category: ALL_CATEGORY };
}

export function withCategory(query: LiveCasinoQuery, category: CategoryKey): LiveCasinoQuery {
  return { ...query, category };
}

/**
 * The search runs over the chosen provider: a search that starts (from an empty box) shows the
 * provider's "All" category, and the category tabs then narrow the matches.
 */
export function withSearch(query: LiveCasinoQuery, q: string): LiveCasinoQuery {
  const starts = query.q.trim() === '' && q.trim() !== '';
  return { ...query, q, category: starts ? ALL_CATEGORY : query.category };
}

/** A category tab's key as a game type, for its icon (`all` has its own). */
export function isGameType(key: CategoryKey): key is ProviderGameType {
  return key !== ALL_CATEGORY;
}
