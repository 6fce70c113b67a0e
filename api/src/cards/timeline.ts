/**
 * A round's timeline and its state at any moment, as pure functions of the table, the round's
 * start and its deal. Every API instance computes the same state from the same round row.
 */
import {
  familyOf,
  type CardOddsRow,
  type CardPhase,
  type CardTableDefinition,
  type DealtCard,
  type RowPrice,
} from '@backlay/shared/cards';

/** Seconds between the last card (or window) and the result. */
export const RESULT_DELAY_MS = 1_000;
/** The table shows "no round" (mid 0) this long before the next round opens. */
export const BETWEEN_ROUNDS_MS = 1_500;

export interface OpenWindow {
  /** Index into the table's windows. */
  index: number;
  openAt: number;
  closeAt: number;
  afterCards: number;
  sids: ReadonlySet<number> | null;
}

export interface Timeline {
  start: number;
  /** When each dealt card is revealed (same order as the deal). */
  revealAt: number[];
  windows: OpenWindow[];
  resultAt: number;
  endAt: number;
}

export function timeline(def: CardTableDefinition, start: number, dealt: readonly DealtCard[]): Timeline {
  const revealAt: number[] = [];
  const windows: OpenWindow[] = [];
  let t = start;
  for (let shown = 0; shown <= dealt.length; shown++) {
    def.windows.forEach((w, index) => {
      if (w.afterCards !== shown || (shown > 0 && shown >= dealt.length)) return;
      windows.push({
        index,
        openAt: t,
        closeAt: t + w.seconds * 1000,
        afterCards: shown,
        sids: w.sids ? new Set(w.sids) : null,
      });
      t += w.seconds * 1000;
    });
    if (shown < dealt.length) {
      t += def.timings.revealSeconds * 1000;
      revealAt.push(t);
    }
  }
  const resultAt = t + RESULT_DELAY_MS;
  return { start, revealAt, windows, resultAt, endAt: resultAt + def.timings.resultSeconds * 1000 };
}

export interface RoundState {
  phase: CardPhase;
  shown: DealtCard[];
  window: OpenWindow | null;
}

export function stateAt(line: Timeline, dealt: readonly DealtCard[], now: number): RoundState {
  if (now >= line.resultAt) return { phase: 'result', shown: [...dealt], window: null };
  const count = line.revealAt.filter((at) => at <= now).length;
  const window = line.windows.find((w) => w.openAt <= now && now < w.closeAt) ?? null;
  return { phase: window ? 'betting' : 'dealing', shown: dealt.slice(0, count), window };
}

/** A key that changes whenever anything a client sees (other than the countdown) changes. */
export function stateKey(state: RoundState): string {
  return `${state.phase}:${state.shown.length}:${state.window?.openAt ?? '-'}`;
}

/** Prices by table and cards shown: every snapshot read and every bet asks again for the same state. */
const PRICE_CACHE = new Map<string, ReadonlyMap<number, RowPrice>>();
const PRICE_CACHE_SIZE = 256;

/**
 * Current prices of every row: the family's live prices where it has them, else the definition's.
 * Live prices are pure functions of the cards shown (up to ~10 ms each), so they are remembered.
 */
export function pricesAt(def: CardTableDefinition, shown: readonly DealtCard[]): ReadonlyMap<number, RowPrice> {
  const key = `${def.code}|${shown.map((d) => `${d.hand}:${d.card}`).join(',')}`;
  const cached = PRICE_CACHE.get(key);
  if (cached) return cached;
  const live = familyOf(def).price?.(def, shown);
  const out = new Map<number, RowPrice>();
  for (const row of def.rows) out.set(row.sid, live?.get(row.sid) ?? { back: row.back, lay: row.lay });
  // Oldest first out: a Map keeps insertion order.
  if (PRICE_CACHE.size >= PRICE_CACHE_SIZE) PRICE_CACHE.delete(PRICE_CACHE.keys().next().value!);
  PRICE_CACHE.set(key, out);
  return out;
}

/** Whether a row takes bets in this state. */
export function rowOpen(
  def: CardTableDefinition,
  state: RoundState,
  sid: number,
  price: RowPrice | undefined,
): boolean {
  if (state.phase !== 'betting' || !state.window) return false;
  if (state.window.sids && !state.window.sids.has(sid)) return false;
  if (!price || !(price.back >= 1.01)) return false;
  return familyOf(def).isOpen?.(def, state.shown, sid) ?? true;
}

export function oddsRows(def: CardTableDefinition, state: RoundState | null): CardOddsRow[] {
  const prices = state ? pricesAt(def, state.shown) : null;
  return def.rows.map((row) => {
    const price = prices?.get(row.sid) ?? { back: row.back, lay: row.lay };
    const open = state !== null && rowOpen(def, state, row.sid, price);
    return {
      sid: row.sid,
      nat: row.nat,
      group: row.group,
      b1: price.back,
      l1: row.lay === null ? null : price.lay,
      gstatus: open ? 'ACTIVE' : 'SUSPENDED',
      min: row.min,
      max: row.max,
    };
  });
}
