import { useEffect, useRef, useState } from 'react';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { matchList, type ListRow, type MatchListItem, type SportKey } from '@backlay/shared/sports';
import { sportsBus, type ListState } from '../../data/contract.js';
import { createPriceStore } from '../live/priceStore.js';
import { mergeRows, rowFromFixture, rowFromListItem, rowFromListRow, type MatchRow } from './rows.js';

/** The list call pages (at most 100 a page); the list room then brings every listed match. */
const FIRST_PAINT_ROWS = 100;

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
 * The listed matches, sorted by start time: GET /match/list for the first paint, then the list
 * room (`host.realtime.list()`, applied at most once per animation frame) and newly listed
 * fixtures (`newMatches$`). Rows are merged by id (see mergeRows).
 */
export function useMatchRows(matchType?: SportKey): MatchRows {
  const host = useHost();
  const [rows, setRows] = useState<readonly MatchRow[]>([]);
  const [status, setStatus] = useState<RowsStatus>('loading');
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const live = useRef(false);

  useEffect(() => {
    const bus = sportsBus(host);
    const store = createPriceStore<ListState>();
    const unsubscribeStore = store.subscribe(() => {
      const state = store.getSnapshot();
      if (!state) return;
      live.current = true;
      setUpdatedAt(state.updatedAt);
      setRows((current) => mergeRows(current, { upserts: state.rows.map(toRow), replace: true }));
      setStatus('ready');
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

  useEffect(() => {
    const controller = new AbortController();
    matchList(host.http, { matchType, limit: FIRST_PAINT_ROWS }, { signal: controller.signal, silent: true })
      .then((res) => {
        if (controller.signal.aborted) return;
        const items = res.data.matches;
        setRows((current) =>
          live.current ? enrich(current, items) : mergeRows(current, { upserts: items.map(rowFromListItem) }),
        );
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || (error instanceof HttpError && error.cancelled)) return;
        if (!live.current) setStatus('error');
      });
    return () => controller.abort();
  }, [host, matchType, attempt]);

  const retry = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };
  return { rows, status, updatedAt, retry };
}
