/**
 * Everything the current filter matches, page after page, for an export: not only the page on
 * screen. Pages are asked for one at a time (kind to the server), with the API's largest page.
 */
import type { Paged } from '@backlay/shared/api';

/** The largest page the list calls serve (`limit` up to 100). */
export const EXPORT_PAGE_SIZE = 100;
/** An export stops here; a longer one asks the player to narrow the filter. */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * What a page fetcher gets. Pass it through to the HTTP client: `allowConcurrent` keeps the export
 * from cancelling (or being cancelled by) the page on screen asking for the same URL, and `silent`
 * leaves the one error toast to the export button.
 */
export interface ExportPageOptions {
  limit: number;
  signal: AbortSignal;
  allowConcurrent: true;
  silent: true;
}

export type FetchPage<Row> = (page: number, options: ExportPageOptions) => Promise<Paged<Row>>;

export interface FetchAllOptions<Row> {
  signal: AbortSignal;
  pageSize?: number;
  maxRows?: number;
  /** Rows seen twice (new rows pushing older ones onto the next page) are kept once. */
  rowKey?: (row: Row) => string;
  onProgress?: (done: number, pages: number) => void;
}

export interface FetchAllResult<Row> {
  rows: Row[];
  /** What the server counted for the filter. */
  total: number;
  /** True when the filter holds more than maxRows rows and only the first maxRows were fetched. */
  truncated: boolean;
}

export async function fetchAllRows<Row>(
  fetchPage: FetchPage<Row>,
  options: FetchAllOptions<Row>,
): Promise<FetchAllResult<Row>> {
  const { signal, rowKey, onProgress } = options;
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const maxRows = options.maxRows ?? EXPORT_MAX_ROWS;
  const rows: Row[] = [];
  const seen = new Set<string>();
  let total = 0;
  let pages = 1;
  for (let page = 1; page <= pages; page++) {
    signal.throwIfAborted();
    const answer = await fetchPage(page, { limit: pageSize, signal, allowConcurrent: true, silent: true });
    if (page === 1) {
      total = answer.count;
      pages = Math.max(1, Math.ceil(Math.min(total, maxRows) / pageSize));
    }
    for (const row of answer.rows) {
      if (rows.length >= maxRows) break;
      if (rowKey) {
        const key = rowKey(row);
        if (seen.has(key)) continue;
        seen.add(key);
      }
      rows.push(row);
    }
    onProgress?.(page, pages);
    // Done once everything counted is in; a short page is the last one, whatever the count said.
    if (rows.length >= Math.min(total, maxRows) || answer.rows.length < pageSize) break;
  }
  return { rows, total, truncated: total > rows.length && rows.length >= maxRows };
}
