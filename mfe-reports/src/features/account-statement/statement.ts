/**
 * The account statement: `GET /transaction/get/{userId}` (spec section 7) with the range and type
 * as the raw filter string, newest first by time then statement number, 15 a page.
 */
import { statement, type Envelope, type Paged, type TransactionRow, type TransactionType } from '@backlay/shared/api';
import type { HttpClient, RequestOptions } from '@backlay/shared/http';
import {
  ALL,
  betweenFilter,
  formatDateTime,
  isDay,
  type CsvColumn,
  type DateRange,
  type Option,
} from '../../ui/index.js';

export type TypeFilter = TransactionType | typeof ALL;

export const TYPE_OPTIONS: readonly Option<TypeFilter>[] = [
  { value: ALL, label: 'All' },
  { value: 'add', label: 'Deposit' },
  { value: 'withDraw', label: 'Withdraw' },
  { value: 'win', label: 'Win' },
  { value: 'loss', label: 'Loss' },
  { value: 'commission', label: 'Commission' },
  { value: 'creditReference', label: 'Credit reference' },
];

const TYPE_LABELS = new Map<string, string>(TYPE_OPTIONS.map((o) => [o.value, o.label]));

export function typeLabel(type: string): string {
  return TYPE_LABELS.get(type) ?? type;
}

export interface StatementFilters extends DateRange {
  type: TypeFilter;
}

export const STATEMENT_GUARDS = {
  from: isDay,
  to: isDay,
  type: (value: string) => TYPE_LABELS.has(value),
};

export const STATEMENT_SORT = 'transaction.createdAt:DESC,transaction.uniqueId:DESC';

/** The raw filter: the range of local days, and the type unless it is All. */
export function statementFilter(filters: StatementFilters): string {
  const parts = [betweenFilter('transaction.createdAt', filters)];
  if (filters.type !== ALL) parts.push(`transaction.type=inArr["${filters.type}"]`);
  return parts.join('&');
}

export function fetchStatement(
  http: HttpClient,
  userId: string,
  filters: StatementFilters,
  page: number,
  limit: number,
  options: RequestOptions = {},
): Promise<Envelope<Paged<TransactionRow>>> {
  return statement(http, userId, { filter: statementFilter(filters), page, limit, sort: STATEMENT_SORT }, options);
}

const MARKET_REFERENCE = /^market:(.+)$/;

/** The market a statement line settled (`reference` is `market:<marketId>`), or null. */
export function marketOfReference(reference: string | null): string | null {
  const m = reference === null ? null : MARKET_REFERENCE.exec(reference);
  return m?.[1] ?? null;
}

/** Money in (credit) and out (debit) of a line, both as positive amounts. */
export const creditOf = (row: TransactionRow): number => (row.amount > 0 ? row.amount : 0);
export const debitOf = (row: TransactionRow): number => (row.amount < 0 ? -row.amount : 0);

export const STATEMENT_CSV: readonly CsvColumn<TransactionRow>[] = [
  { header: 'Date', value: (r) => formatDateTime(r.createdAt) },
  { header: 'Statement No', value: (r) => r.uniqueId },
  { header: 'Description', value: (r) => r.description },
  { header: 'Type', value: (r) => typeLabel(r.transType) },
  { header: 'Credit', value: creditOf },
  { header: 'Debit', value: debitOf },
  { header: 'Closing balance', value: (r) => r.closingBalance },
  { header: 'Reference', value: (r) => r.reference },
];
