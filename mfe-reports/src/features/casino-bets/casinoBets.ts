/**
 * Live casino bets: `GET /mac88/bets/{userId}` (spec section 7, "Cards and casino") through the
 * shared `casinoBets` call, 15 a page (section 9). The filters live in the URL: the range of the
 * player's local days (`createdAt=between<first instant>|<last instant>`), the provider
 * (`providerName=eq<name>`), a search of the game's name (`searchBy=gameName&keyword=…`) and the
 * order (`sort=createdAt:DESC` newest first, or `createdAt:ASC`).
 */
import {
  casinoBets,
  type CasinoBet,
  type CasinoBetPage,
  type CasinoBetQuery,
  type CasinoBetStatus,
} from '@backlay/shared/casino';
import type { HttpClient, RequestOptions } from '@backlay/shared/http';
import {
  ALL,
  formatDateTime,
  isDay,
  localDayBounds,
  type CsvColumn,
  type DateRange,
  type Option,
} from '../../ui/index.js';
import { isSearchKeyword } from './SearchField.js';

/** Spec section 9: 15 rounds a page. */
export const CASINO_BETS_PAGE_SIZE = 15;

export type SortOrder = 'newest' | 'oldest';

export const SORT_OPTIONS: readonly Option<SortOrder>[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

export const SORT_PARAM: Record<SortOrder, string> = { newest: 'createdAt:DESC', oldest: 'createdAt:ASC' };

export interface CasinoBetFilters extends DateRange {
  /** A provider's name, or ALL. */
  provider: string;
  /** The game-name search ('' for none). */
  q: string;
  sort: SortOrder;
}

/** Provider names are plain text; anything longer than this is not one. */
const MAX_PROVIDER_LENGTH = 64;

export const CASINO_BET_GUARDS = {
  from: isDay,
  to: isDay,
  provider: (value: string) => value.length <= MAX_PROVIDER_LENGTH && value.trim() === value,
  q: isSearchKeyword,
  sort: (value: string) => value === 'newest' || value === 'oldest',
};

export function defaultCasinoBetFilters(range: DateRange): CasinoBetFilters {
  return { ...range, provider: ALL, q: '', sort: 'newest' };
}

/** What `casinoBets` is asked for one page of the filters. */
export function casinoBetQuery(filters: CasinoBetFilters, page: number, limit: number): CasinoBetQuery {
  const { start, end } = localDayBounds(filters);
  return {
    page,
    limit,
    from: start,
    to: end,
    sort: SORT_PARAM[filters.sort],
    ...(filters.provider !== ALL ? { providerName: filters.provider } : {}),
    ...(filters.q !== '' ? { searchBy: 'gameName', keyword: filters.q } : {}),
  };
}

export function fetchCasinoBets(
  http: HttpClient,
  userId: string,
  filters: CasinoBetFilters,
  page: number,
  limit: number,
  options: RequestOptions = {},
): Promise<CasinoBetPage> {
  return casinoBets(http, userId, casinoBetQuery(filters, page, limit), options).then((answer) => answer.data);
}

export const STATUS_LABELS: Record<CasinoBetStatus, string> = {
  OPEN: 'Open',
  WIN: 'Win',
  LOSS: 'Loss',
  TIE: 'Tie',
  VOID: 'Void',
};

/** "Evolution · Ezugi"; the provider alone when the sub-provider is missing or the same. */
export function providerText(bet: Pick<CasinoBet, 'providerName' | 'subProviderName'>): string {
  const sub = bet.subProviderName.trim();
  return sub === '' || sub === bet.providerName ? bet.providerName : `${bet.providerName} · ${sub}`;
}

export const CASINO_BETS_CSV: readonly CsvColumn<CasinoBet>[] = [
  { header: 'Date', value: (b) => formatDateTime(b.createdAt) },
  { header: 'Settled', value: (b) => (b.settledAt ? formatDateTime(b.settledAt) : '') },
  { header: 'Game', value: (b) => b.gameName },
  { header: 'Provider', value: (b) => b.providerName },
  { header: 'Sub-provider', value: (b) => b.subProviderName },
  { header: 'Round ID', value: (b) => b.roundId },
  { header: 'Bet ID', value: (b) => b.id },
  { header: 'Stake', value: (b) => b.stake },
  { header: 'Payout', value: (b) => b.payout },
  { header: 'P/L', value: (b) => b.profitLoss },
  { header: 'Status', value: (b) => b.status },
];
