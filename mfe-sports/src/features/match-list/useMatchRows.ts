import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHost } from '@backlay/shared/contract';
import { openingMatchListQuery } from '@backlay/shared/query';
import type { ListRow, MatchListItem, SportKey } from '@backlay/shared/sports';
import { sportsBus, type ListState } from '../../data/contract.js';
import { createPriceStore } from '../live/priceStore.js';
import { mergeRows, rowFromFixture, rowFromListItem, rowFromListRow, type MatchRow } from './rows.js';

export type RowsStatus = 'loading' | 'ready' | 'error';

export interface MatchRows {
  rows: readonly MatchRow[];
  status: RowsStatus;
  /** When the list room last changed (client clock), or null before it first spoke. */
  updatedAt: number | null;
  retry: () => void;
}

/** The bus keeps unchanged list rows identical, so each is converted once. */
const converted = new WeakMap<ListRow, MatchRow>();
function toRow(row: ListRow): MatchRow {
  let out = converted.get(row);
  if (!out) {
    out = rowFromListRow(row);
    converted.set(row, out);
  }
  return out;
}

/**
 * Once the list room has spoken it is the authority on which rows exist and their prices; a late
 * HTTP answer then only fills in what the room doesn't carry (competition id, other provider id).
 */
function enrich(current: readonly MatchRow[], items: readonly MatchListItem[]): readonly MatchRow[] {
  const known = new Map(current.map((r) => [r.id, r]));
  const upserts: MatchRow[] = [];
  for (const item of items) {
    const row = known.get(item.id);
    if (row && (row.competitionId !== item.competitionId || row.beventId !== item.beventId)) {
      upserts.push({ ...row, competitionId: item.competitionId, beventId: item.beventId });
    }
  }
  return upserts.length ? mergeRows(current, { upserts }) : current;
}

/**
 * The listed matches, sorted by start time: GET /match/list (a query, kept while another sport's
 * list loads) for the first paint, then the list room (`host.realtime.list()`, applied at most once
 * per animation frame) and newly listed fixtures (`newMatches$`). Rows are merged by id (see
 * mergeRows); each list answer is merged into the rows once, when it arrives.
 */
export function useMatchRows(matchType?: SportKey, { shown = true }: { shown?: boolean } = {}): MatchRows {
  const host = useHost();
  const [rows, setRows] = useState<readonly MatchRow[]>([]);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const live = useRef(false);
  // Until the page has drawn the list (`shown`), the list room's updates wait in the store: React
  // draws the list in slices, and an update between two slices would have it start again.
  const hidden = useRef(!shown);
  const release = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    hidden.current = !shown;
    if (shown) release.current?.();
  }, [shown]);

  useEffect(() => {
    const bus = sportsBus(host);
    const store = createPriceStore<ListState>();
    release.current = hidden.current ? store.hold() : null;
    const unsubscribeStore = store.subscribe(() => {
      const state = store.getSnapshot();
      if (!state) return;
      live.current = true;
      setUpdatedAt(state.updatedAt);
      setRows((current) => mergeRows(current, { upserts: state.rows.map(toRow), replace: true }));
    });
    const list = bus.list().subscribe({ next: (state) => store.set(state), error: () => undefined });
    const added = bus.newMatches$.subscribe({
      next: (fixture) => setRows((current) => mergeRows(current, { upserts: [rowFromFixture(fixture)] })),
      error: () => undefined,
    });
    return () => {
      list.unsubscribe();
      added.unsubscribe();
      unsubscribeStore();
      store.dispose();
    };
  }, [host]);

  const query = useQuery({
    // The host starts this query with the remote's code on a list page (prefetchPage).
    ...openingMatchListQuery(host.http, matchType),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.matches;
  // Before paint, so the answer's rows show in the same frame as its ready status.
  useLayoutEffect(() => {
    if (!items) return;
    setRows((current) =>
      live.current ? enrich(current, items) : mergeRows(current, { upserts: items.map(rowFromListItem) }),
    );
  }, [items]);

  // Once the list room has spoken, a failed or pending list call no longer matters.
  const status: RowsStatus =
    updatedAt !== null || (items && !query.isError)
      ? 'ready'
      : query.isError && !query.isFetching
        ? 'error'
        : 'loading';
  return { rows, status, updatedAt, retry: () => void query.refetch() };
}
