/**
 * Query keys of every resource, in one place, so the host, the remotes and the invalidation that
 * follows real-time pushes name the same cache entries. Keys are hierarchical: invalidating a
 * prefix (e.g. `queryKeys.bets.all`) reaches every key under it.
 */
import type { BetListQuery } from '../betting/calls.js';
import type { CardResultQuery } from '../cards/calls.js';
import type { CasinoBetQuery } from '../casino/calls.js';
import type { BetPageQuery, StatementQuery } from '../api/calls.js';
import type { ButtonType, ProfitLossQuery } from '../api/index.js';
import type { IframeQuery, MatchListQuery } from '../sports/api.js';

export const queryKeys = {
  /** The signed-in player (balance included). */
  profile: ['profile'] as const,
  account: {
    all: ['account'] as const,
    buttonValues: (type: ButtonType) => ['account', 'buttonValues', type] as const,
    rules: ['account', 'rules'] as const,
    authenticator: ['account', 'authenticator'] as const,
    betSettings: ['account', 'betSettings'] as const,
    /** GET /user/starredMarkets: the markets the player starred (star and unstar update it). */
    starredMarkets: ['account', 'starredMarkets'] as const,
    /** GET /user/protection: state, limits, reality check (every protection change answers it whole). */
    protection: ['account', 'protection'] as const,
    /** GET /user/protection/history. */
    protectionHistory: ['account', 'protection', 'history'] as const,
  },
  /** The player's bets: lists, per match and per market. */
  bets: {
    all: ['bets'] as const,
    /** Open bets on one match or table (`GET /bet/placed` by matchId). */
    placedAll: ['bets', 'placed'] as const,
    placed: (matchId: string) => ['bets', 'placed', matchId] as const,
    list: (query: BetListQuery) => ['bets', 'list', query] as const,
    page: (query: BetPageQuery) => ['bets', 'page', query] as const,
    market: (marketId: string, settledOnly: boolean) => ['bets', 'market', marketId, settledOnly] as const,
  },
  /** The commission schedule (percent of net winnings per market type): the operator's, not the player's. */
  commission: ['commission'] as const,
  /** What the player stands to win or lose: per match, My Market, run ladders. */
  positions: {
    all: ['positions'] as const,
    matchAll: ['positions', 'match'] as const,
    match: (matchId: string) => ['positions', 'match', matchId] as const,
    myMarket: ['positions', 'myMarket'] as const,
    runAmount: (betId: string, matchId: string, meter: boolean) =>
      ['positions', 'runAmount', betId, matchId, meter] as const,
  },
  /** Settled money: statement, profit and loss, casino rounds. */
  reports: {
    all: ['reports'] as const,
    statementAll: ['reports', 'statement'] as const,
    statement: (userId: string, query: StatementQuery) => ['reports', 'statement', userId, query] as const,
    profitLoss: (query: ProfitLossQuery) => ['reports', 'profitLoss', query] as const,
    casinoBets: (userId: string, query: CasinoBetQuery) => ['reports', 'casinoBets', userId, query] as const,
  },
  /**
   * One CSV export in progress (every page of a report's filter), per export button. Outside
   * `reports` so report pushes never touch it; fetched with gcTime 0, so its rows are not kept.
   */
  csvExport: (buttonId: string) => ['csvExport', buttonId] as const,
  /** Settled card rounds. */
  results: {
    all: ['results'] as const,
    cards: (type: string, query: CardResultQuery) => ['results', 'cards', type, query] as const,
    cardRound: (mid: string) => ['results', 'cardRound', mid] as const,
  },
  sports: {
    all: ['sports'] as const,
    search: (keyword: string) => ['sports', 'search', keyword] as const,
    matchList: (query: MatchListQuery) => ['sports', 'matchList', query] as const,
    competitions: (sportId: string) => ['sports', 'competitions', sportId] as const,
    competitionDates: (competitionId: string) => ['sports', 'competitionDates', competitionId] as const,
    competitionMatches: (competitionId: string, date: string) =>
      ['sports', 'competitionMatches', competitionId, date] as const,
    otherMarkets: (matchId: string) => ['sports', 'otherMarkets', matchId] as const,
    /** GET /match/countryWiseList and GET /match/racing/list: the racing pages by country. */
    racingCountries: (matchType: string) => ['sports', 'racingCountries', matchType] as const,
    racingList: (matchType: string, countryCode: string) => ['sports', 'racingList', matchType, countryCode] as const,
    /** GET /match/{id} and GET /match/racing/{id} as answered (the pages' first paint comes from them). */
    matchDetail: (id: string) => ['sports', 'matchDetail', id] as const,
    raceDetail: (id: string) => ['sports', 'raceDetail', id] as const,
    /** The first paint of a match or race page (its detail, as the page's live state). */
    feed: (kind: 'match' | 'race', id: string) => ['sports', 'feed', kind, id] as const,
    iframe: (id: string, query: IframeQuery) => ['sports', 'iframe', id, query] as const,
  },
  casino: {
    all: ['casino'] as const,
    list: ['casino', 'list'] as const,
    providers: ['casino', 'providers'] as const,
    /** A live card table's first paint: its snapshot and last results (the socket goes on from there). */
    table: (type: string) => ['casino', 'table', type] as const,
  },
} as const;
