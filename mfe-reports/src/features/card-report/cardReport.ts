/**
 * The card report: settled rounds of one live card table, `GET /card/result/{type}` (spec section
 * 7, "User"): the range of the player's local days as `cardResult.createdAt=between…`, a search of
 * the round id (`searchBy=mid&keyword=…`), newest first (`sort=cardResult.createdAt:DESC`), 15 a
 * page (section 9).
 *
 * Only the light lobby list (`@backlay/shared/cards/lobby`) and types are imported here, so the page
 * does not carry the card engines: those load with a round's detail (RoundDetail.tsx). The list
 * call therefore asks exactly what the shared `cardResults` asks, spelled out.
 */
import { CASINO_LOBBY, type CasinoLobbyEntry } from '@backlay/shared/cards/lobby';
import type { CardCode, CardResultPage, CardResultRecord } from '@backlay/shared/cards';
import type { HttpClient, RequestOptions } from '@backlay/shared/http';
import { betweenFilter, formatDateTime, isDay, type CsvColumn, type DateRange, type Option } from '../../ui/index.js';
import { isSearchKeyword } from '../casino-bets/SearchField.js';

/** Spec section 9: 15 rounds a page. */
export const CARD_REPORT_PAGE_SIZE = 15;

export const CARD_RESULT_SORT = 'cardResult.createdAt:DESC';

/** Every live table, by name, in the lobby's order. */
export const TABLE_OPTIONS: readonly Option[] = CASINO_LOBBY.map((table: CasinoLobbyEntry) => ({
  value: table.code,
  label: table.name,
}));

const TABLE_NAMES = new Map<string, string>(TABLE_OPTIONS.map((option) => [option.value, option.label]));

export const DEFAULT_TABLE = TABLE_OPTIONS[0]?.value ?? '';

export function tableName(code: string): string {
  return TABLE_NAMES.get(code) ?? code;
}

export interface CardReportFilters extends DateRange {
  /** A table's route code (`teen20`, `32cards-A`, …). */
  table: string;
  /** The round-id search ('' for none). */
  q: string;
}

export const CARD_REPORT_GUARDS = {
  table: (value: string) => TABLE_NAMES.has(value),
  from: isDay,
  to: isDay,
  q: isSearchKeyword,
};

export function defaultCardReportFilters(range: DateRange): CardReportFilters {
  return { table: DEFAULT_TABLE, ...range, q: '' };
}

/** One page of a table's settled rounds. */
export function fetchCardResults(
  http: HttpClient,
  filters: CardReportFilters,
  page: number,
  limit: number,
  options: RequestOptions = {},
): Promise<CardResultPage> {
  const params: Record<string, string | number> = { page, limit, sort: CARD_RESULT_SORT };
  if (filters.q !== '') {
    params.searchBy = 'mid';
    params.keyword = filters.q;
  }
  return http
    .get<CardResultPage>(`/card/result/${encodeURIComponent(filters.table)}`, {
      ...options,
      params,
      filter: betweenFilter('cardResult.createdAt', filters),
    })
    .then((answer) => answer.data);
}

// Card codes (casino-games.md §1.2): rank + doubled suit letter, HH ♠, DD ♥, SS ♦, CC ♣.
const SUITS: Readonly<Record<string, string>> = { HH: '♠', DD: '♥', SS: '♦', CC: '♣' };
const RANKS = new Set(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);

/** "K♠", "10♥"; the code itself for anything that is not a card. */
export function cardText(code: CardCode): string {
  const rank = code.slice(0, -2);
  const suit = SUITS[code.slice(-2)];
  return suit !== undefined && RANKS.has(rank) ? `${rank}${suit}` : code;
}

/** True for ♥ and ♦ (printed red). */
export function isRedCard(code: CardCode): boolean {
  const suit = code.slice(-2);
  return suit === 'DD' || suit === 'SS';
}

/** "A♠ K♥ 10♦". */
export function cardsText(cards: readonly CardCode[]): string {
  return cards.map(cardText).join(' ');
}

/**
 * A result's summary as the table writes it (`desc`): the winner first, then details separated by
 * `|` ("Player A|A: Pair|B: High Card"). The winner falls back to the result code.
 */
export function resultParts(record: Pick<CardResultRecord, 'win' | 'desc'>): { winner: string; details: string[] } {
  const [first = '', ...rest] = record.desc.split('|').map((part) => part.trim());
  return { winner: first === '' ? record.win : first, details: rest.filter((part) => part !== '') };
}

/** "Player A · A: Pair · B: High Card". */
export function resultText(record: Pick<CardResultRecord, 'win' | 'desc'>): string {
  const { winner, details } = resultParts(record);
  return [winner, ...details].join(' · ');
}

export const CARD_REPORT_CSV: readonly CsvColumn<CardResultRecord>[] = [
  { header: 'Table', value: (r) => tableName(r.gameType) },
  { header: 'Round ID', value: (r) => r.mid },
  { header: 'Settled', value: (r) => formatDateTime(r.createdAt) },
  { header: 'Winner', value: (r) => resultParts(r).winner },
  { header: 'Result', value: (r) => resultParts(r).details.join(' · ') },
  { header: 'Cards', value: (r) => cardsText(r.cards) },
];
