/**
 * The common machinery of one simulated fixture: its own clock and event queue, its markets, the
 * pricing of exchange and bookmaker books from "true" probabilities, suspensions, settlement, and
 * the change records (patches with only what changed) it sends to the simulator.
 *
 * Each fixture owns two random streams: `play` drives what happens in the game and `quoteRng` the
 * cosmetic noise of the books, so the play of a match does not depend on how often it was quoted.
 */
import { cloneMarket, cloneResult, emptySessions, isSessionMarket } from '@backlay/shared/sports';
import { bestPrices, bookmakerQuotes, depthPrices } from './book.js';
import { tickDown, tickUp } from './ladder.js';
import { at, clamp, normalise } from './math.js';
import { createRng, mixSeed, type Rng } from './rng.js';
import type { SportSetup } from './sports.js';
import {
  type FeedChange,
  type FeedChangeBody,
  type Fixture,
  type Gtype,
  type LevelUpdate,
  type Market,
  type MarketPatch,
  type MarketResult,
  type MarketStatus,
  type MarketType,
  type MatchSnapshot,
  type PriceKind,
  type PriceSize,
  type Runner,
  type RunnerPatch,
  type RunnerStatus,
  type Score,
  type SessionMeta,
} from './types.js';

/** Where a fixture sends its changes; returns the stamped change (still mutable until the event ends), or null when nothing is recorded. */
export interface Bus {
  emit(body: FeedChangeBody, at: number): FeedChange | null;
}

export interface TeamRef {
  name: string;
  selectionId: number;
  /** Log-strength around 0. */
  strength: number;
}

export interface MatchSetup {
  serial: number;
  seed: number;
  fixture: Fixture;
  sport: SportSetup;
  teams: readonly TeamRef[];
  tier: 1 | 2;
}

export interface MarketSpec {
  name: string;
  type: MarketType;
  gtype: Gtype;
  priceKind: PriceKind;
  runners: readonly { nat: string; selectionId?: number }[];
  sno: number;
  parentBetId?: string | null;
  minBet: number;
  maxBet: number;
  inPlayDelay: number;
  numberOfPlaces?: number;
  session?: SessionMeta | null;
  remark?: string;
}

interface LocalEvent {
  t: number;
  seq: number;
  run: () => void;
}

interface BookState {
  market: Market;
  kind: 'exchange' | 'bookmaker';
  truth: number[];
  sentiment: number[];
  backMargin: number;
  layMargin: number;
  liquidity: number;
  gap: number;
  weight: number;
}

type MarketAddedChange = Extract<FeedChange, { kind: 'marketAdded' }>;

/** True when a side already shows exactly the depth below/above `best`. */
function depthMatches(cur: readonly PriceSize[], best: number, side: 'back' | 'lay'): boolean {
  let prev = -1;
  let count = 0;
  for (let k = 0; k < 3; k++) {
    const p = side === 'back' ? tickDown(best, k) : tickUp(best, k);
    if (p === prev) break;
    if (cur[k]?.price !== p) return false;
    prev = p;
    count += 1;
  }
  return cur.length === count;
}

/** Puts a level update into a patch list kept in level order, replacing one for the same level. */
function mergeLevel(list: LevelUpdate[], u: LevelUpdate): void {
  for (let j = 0; j < list.length; j++) {
    const x = at(list, j);
    if (x.level === u.level) {
      list[j] = u;
      return;
    }
    if (x.level > u.level) {
      list.splice(j, 0, u);
      return;
    }
  }
  list.push(u);
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export abstract class MatchSim {
  readonly serial: number;
  readonly fx: Fixture;
  readonly setup: MatchSetup;
  protected readonly play: Rng;
  protected readonly quoteRng: Rng;
  protected now: number;
  updatedAt: number;
  /** Set once the fixture has been dropped from the list. */
  removed = false;
  /** False while the fixture catches up to the simulator's clock: nothing is recorded and books are not quoted. */
  protected live = false;
  protected readonly markets: Market[] = [];
  private readonly events: LocalEvent[] = [];
  private eventSeq = 0;
  private readonly byId = new Map<string, Market>();
  private readonly delays = new Map<string, number>();
  private readonly books = new Map<string, BookState>();
  private readonly patches = new Map<string, MarketPatch>();
  private readonly fresh = new Map<string, MarketAddedChange>();
  private readonly tokens = new Map<string, number>();
  private marketSerial = 0;
  private selectionSerial = 0;
  private quoting = false;
  /** Mean ms between quote ticks in play and before the start. */
  protected quoteMeanInPlay: number;
  protected quoteMeanPre: number;

  constructor(
    setup: MatchSetup,
    private readonly bus: Bus,
    createdAt: number,
  ) {
    this.setup = setup;
    this.serial = setup.serial;
    this.fx = setup.fixture;
    this.play = createRng(mixSeed(setup.seed, 1));
    this.quoteRng = createRng(mixSeed(setup.seed, 2));
    this.now = createdAt;
    this.updatedAt = createdAt;
    this.quoteMeanInPlay = setup.tier === 1 ? 230 : 330;
    this.quoteMeanPre = 6000;
  }

  // ---------------------------------------------------------------------------------------------
  // What subclasses provide

  /** Called when the fixture goes in play; must emit the first score and schedule the play. */
  protected abstract begin(): void;
  /** The scoreboard as plain data (a new object every call). */
  abstract score(): Score;
  /** Pre-play drift of the true probabilities; called every few minutes before the start. */
  protected preplayDrift(): void {
    /* Most matches hold their pre-play truth; outrights override. */
  }

  // ---------------------------------------------------------------------------------------------
  // Clock and events

  nextTime(): number {
    const first = this.events[0];
    return first ? first.t : Infinity;
  }

  runNext(): void {
    const ev = this.events.shift();
    if (!ev) return;
    if (ev.t > this.now) this.now = ev.t;
    ev.run();
    this.flush();
  }

  /** Runs every event up to and including t. */
  runUntil(t: number): void {
    while (this.nextTime() <= t) this.runNext();
    if (t > this.now) this.now = t;
  }

  protected at(t: number, run: () => void): void {
    const ev: LocalEvent = { t, seq: this.eventSeq++, run };
    const list = this.events;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const e = at(list, mid);
      if (e.t < t || (e.t === t && e.seq < ev.seq)) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, ev);
  }

  protected after(ms: number, run: () => void): void {
    this.at(this.now + Math.max(0, Math.round(ms)), run);
  }

  private flush(): void {
    for (const [id, change] of this.fresh) {
      const m = this.byId.get(id);
      if (m) change.market = cloneMarket(m);
    }
    this.fresh.clear();
    this.patches.clear();
  }

  // ---------------------------------------------------------------------------------------------
  // Lifecycle

  /** Schedules the start; called once after construction. */
  start(): void {
    this.at(Math.max(this.now, this.fx.startMs), () => this.goInPlay());
    if (this.fx.startMs > this.now) this.scheduleDrift();
  }

  private scheduleDrift(): void {
    const gap = this.play.range(3, 9) * 60_000;
    if (this.now + gap >= this.fx.startMs) return;
    this.after(gap, () => {
      if (this.fx.inPlay || this.fx.finished) return;
      this.preplayDrift();
      this.scheduleDrift();
    });
  }

  /** Ends the catch-up: prices every book and starts quoting. Nothing of this is recorded. */
  goLive(): void {
    for (const b of this.books.values()) if (b.market.status !== 'CLOSED') this.writeBook(b, false);
    this.flush();
    this.live = true;
    if (!this.fx.finished) {
      this.quoting = true;
      this.scheduleQuote();
    }
  }

  private goInPlay(): void {
    if (this.fx.inPlay || this.fx.finished) return;
    this.fx.inPlay = true;
    this.emitStatus();
    for (const m of this.markets) {
      if (m.status === 'CLOSED') continue;
      this.setInPlay(m);
    }
    this.begin();
  }

  protected setInPlay(m: Market): void {
    const delay = this.delays.get(m.id) ?? 0;
    if (m.inPlay && m.betDelay === delay) return;
    m.inPlay = true;
    m.betDelay = delay;
    const p = this.patchOf(m);
    if (p) {
      p.inPlay = true;
      p.betDelay = delay;
    }
  }

  protected emitStatus(): void {
    this.emit({
      kind: 'status',
      matchId: this.fx.id,
      inPlay: this.fx.inPlay,
      finished: this.fx.finished,
      stopAt: this.fx.stopAt,
    });
  }

  protected emitScore(): void {
    if (!this.fx.inPlay && !this.fx.finished) return;
    this.emit({ kind: 'score', matchId: this.fx.id, score: this.score() });
  }

  /**
   * The final whistle: everything suspends, then after `settleMs` each market still open closes
   * with `resultFor(market)`, and the fixture drops out a few minutes later.
   */
  protected finishMatch(resultFor: (m: Market) => MarketResult, settleMs = this.play.range(20_000, 60_000)): void {
    if (this.fx.finished) return;
    this.fx.inPlay = false;
    this.fx.finished = true;
    this.fx.stopAt = iso(this.now);
    this.quoting = false;
    this.emitStatus();
    for (const m of this.markets) if (m.status !== 'CLOSED') this.setStatus(m, 'SUSPENDED');
    this.after(settleMs, () => {
      for (const m of this.markets.slice()) if (m.status !== 'CLOSED') this.closeMarket(m, resultFor(m));
      this.after(this.play.range(4, 8) * 60_000, () => this.remove());
    });
  }

  /** Rain, injury, a no-show: every open market is void. */
  protected abandonMatch(reason: 'abandoned' | 'no result' = 'abandoned'): void {
    this.finishMatch(() => ({ type: 'void', reason }), this.play.range(10_000, 30_000));
  }

  private remove(): void {
    this.emit({ kind: 'removed', matchId: this.fx.id });
    this.removed = true;
    this.quoting = false;
    this.events.length = 0;
  }

  // ---------------------------------------------------------------------------------------------
  // Emission

  protected emit(body: FeedChangeBody): FeedChange | null {
    this.updatedAt = this.now;
    return this.live ? this.bus.emit(body, this.now) : null;
  }

  private patchOf(m: Market): MarketPatch | null {
    this.updatedAt = this.now;
    if (!this.live || this.fresh.has(m.id)) return null;
    let p = this.patches.get(m.id);
    if (!p) {
      p = {};
      this.patches.set(m.id, p);
      this.bus.emit({ kind: 'market', matchId: this.fx.id, marketId: m.id, patch: p }, this.now);
    }
    return p;
  }

  private runnerPatch(p: MarketPatch, selectionId: number): RunnerPatch {
    const list = p.runners ?? (p.runners = []);
    let rp = list.find((r) => r.selectionId === selectionId);
    if (!rp) {
      rp = { selectionId };
      list.push(rp);
    }
    return rp;
  }

  // ---------------------------------------------------------------------------------------------
  // Markets

  protected nextSelectionId(): number {
    this.selectionSerial += 1;
    return (this.serial + 1) * 100_000 + this.selectionSerial;
  }

  protected addMarket(spec: MarketSpec): Market {
    this.marketSerial += 1;
    const id = `1.${this.fx.id}${String(this.marketSerial).padStart(4, '0')}`;
    const inPlay = this.fx.inPlay;
    const m: Market = {
      id,
      matchId: this.fx.id,
      name: spec.name,
      type: spec.type,
      gtype: spec.gtype,
      priceKind: spec.priceKind,
      status: 'OPEN',
      version: 1,
      inPlay,
      betDelay: inPlay ? spec.inPlayDelay : 0,
      minBet: spec.minBet,
      maxBet: spec.maxBet,
      sno: spec.sno,
      parentBetId: spec.parentBetId ?? null,
      numberOfWinners: 1,
      numberOfPlaces: spec.numberOfPlaces ?? 1,
      remark: spec.remark ?? '',
      session: spec.session ? { ...spec.session } : null,
      runners: spec.runners.map((r, i) => ({
        selectionId: r.selectionId ?? this.nextSelectionId(),
        nat: r.nat,
        status: 'ACTIVE',
        sortPriority: i + 1,
        ex: { availableToBack: [], availableToLay: [] },
      })),
      result: null,
    };
    this.markets.push(m);
    this.byId.set(id, m);
    this.delays.set(id, spec.inPlayDelay);
    this.updatedAt = this.now;
    if (this.live) {
      const change = this.bus.emit({ kind: 'marketAdded', matchId: this.fx.id, market: m }, this.now);
      if (change && change.kind === 'marketAdded') this.fresh.set(id, change);
    }
    return m;
  }

  protected market(id: string): Market | undefined {
    return this.byId.get(id);
  }

  protected removeMarket(m: Market): void {
    const i = this.markets.indexOf(m);
    if (i < 0) return;
    this.markets.splice(i, 1);
    this.byId.delete(m.id);
    this.books.delete(m.id);
    this.delays.delete(m.id);
    this.tokens.delete(m.id);
    this.emit({ kind: 'marketRemoved', matchId: this.fx.id, marketId: m.id });
  }

  protected setStatus(m: Market, s: MarketStatus): void {
    if (m.status === s || m.status === 'CLOSED') return;
    m.status = s;
    const suspension = s === 'SUSPENDED' || s === 'BALL RUNNING';
    if (suspension) m.version += 1;
    const p = this.patchOf(m);
    if (p) {
      p.status = s;
      if (suspension) p.version = m.version;
    }
  }

  protected setRunnerStatus(m: Market, r: Runner, s: RunnerStatus): void {
    if (r.status === s) return;
    r.status = s;
    const p = this.patchOf(m);
    if (p) this.runnerPatch(p, r.selectionId).status = s;
  }

  protected setRemark(m: Market, remark: string): void {
    if (m.remark === remark) return;
    m.remark = remark;
    const p = this.patchOf(m);
    if (p) p.remark = remark;
  }

  /** Writes one side of a runner; records only the levels that changed. Returns whether any did. */
  protected writeLevels(m: Market, runnerIndex: number, side: 'back' | 'lay', levels: readonly PriceSize[]): boolean {
    const r = at(m.runners, runnerIndex);
    const cur = side === 'back' ? r.ex.availableToBack : r.ex.availableToLay;
    let same = cur.length === levels.length;
    for (let i = 0; same && i < levels.length; i++) {
      const a = cur[i];
      const b = levels[i];
      if (!a || !b || a.price !== b.price || a.size !== b.size) same = false;
    }
    if (same) return false;
    const ups: LevelUpdate[] = [];
    const n = Math.max(cur.length, levels.length);
    for (let i = 0; i < n; i++) {
      const a = cur[i];
      const b = levels[i];
      if (b) {
        if (!a || a.price !== b.price || a.size !== b.size) ups.push({ level: i, price: b.price, size: b.size });
      } else if (a) {
        ups.push({ level: i, price: a.price, size: 0 });
      }
    }
    for (let i = 0; i < levels.length; i++) {
      const l = at(levels, i);
      const c = cur[i];
      if (c) {
        c.price = l.price;
        c.size = l.size;
      } else {
        cur.push({ price: l.price, size: l.size });
      }
    }
    cur.length = levels.length;
    const p = this.patchOf(m);
    if (p) {
      const rp = this.runnerPatch(p, r.selectionId);
      const list = side === 'back' ? (rp.back ?? (rp.back = [])) : (rp.lay ?? (rp.lay = []));
      if (list.length === 0) {
        for (const u of ups) list.push(u);
      } else {
        for (const u of ups) mergeLevel(list, u);
      }
    }
    return true;
  }

  protected clearLevels(m: Market): void {
    m.runners.forEach((_, i) => {
      this.writeLevels(m, i, 'back', []);
      this.writeLevels(m, i, 'lay', []);
    });
  }

  /** Closes a market with its result: runner statuses, empty books, a result change. */
  protected closeMarket(m: Market, result: MarketResult, removeAfterMs?: number): void {
    if (m.status === 'CLOSED') return;
    this.setStatus(m, 'CLOSED');
    if (result.type === 'winner') {
      for (const r of m.runners) {
        const s: RunnerStatus =
          r.selectionId === result.selectionId ? 'WINNER' : result.placed.includes(r.selectionId) ? 'PLACED' : 'LOSER';
        this.setRunnerStatus(m, r, s);
      }
    }
    this.clearLevels(m);
    m.result = cloneResult(result);
    this.books.delete(m.id);
    this.emit({ kind: 'result', matchId: this.fx.id, marketId: m.id, result: cloneResult(result) });
    if (removeAfterMs !== undefined) this.after(removeAfterMs, () => this.removeMarket(m));
  }

  /** Suspends markets (version +1) and reopens them after `ms` unless something else took over. */
  protected suspend(
    list: readonly Market[],
    ms: number | null,
    status: 'SUSPENDED' | 'BALL RUNNING' = 'SUSPENDED',
  ): void {
    for (const m of list) {
      if (m.status === 'CLOSED') continue;
      this.setStatus(m, status);
      const token = (this.tokens.get(m.id) ?? 0) + 1;
      this.tokens.set(m.id, token);
      if (ms !== null) {
        this.after(ms, () => {
          if (this.tokens.get(m.id) === token) this.reopen(m);
        });
      }
    }
  }

  protected reopen(m: Market): void {
    if (m.status === 'CLOSED' || this.fx.finished) return;
    this.tokens.set(m.id, (this.tokens.get(m.id) ?? 0) + 1);
    this.setStatus(m, 'OPEN');
    this.refresh(m);
  }

  /** Re-prices one market from its current truth (line markets are handled by their engine). */
  protected refresh(m: Market): void {
    const b = this.books.get(m.id);
    if (b && this.live && m.status !== 'CLOSED') this.writeBook(b, false);
  }

  // ---------------------------------------------------------------------------------------------
  // Books

  protected addExchangeBook(m: Market, truth: readonly number[], liquidity: number, weight = 1): void {
    this.books.set(m.id, {
      market: m,
      kind: 'exchange',
      truth: normalise(truth),
      sentiment: truth.map(() => 0),
      backMargin: this.quoteRng.range(0.004, 0.02),
      layMargin: this.quoteRng.range(0.004, 0.02),
      liquidity,
      gap: 0,
      weight,
    });
  }

  protected addBookmakerBook(m: Market, truth: readonly number[], weight = 0.15): void {
    this.books.set(m.id, {
      market: m,
      kind: 'bookmaker',
      truth: normalise(truth),
      sentiment: truth.map(() => 0),
      backMargin: this.quoteRng.range(0.02, 0.05),
      layMargin: 0,
      liquidity: m.maxBet,
      gap: this.quoteRng.int(1, 2),
      weight,
    });
  }

  /** Sets a market's true probabilities; open books re-price at once. */
  protected setTruth(m: Market, probs: readonly number[]): void {
    const b = this.books.get(m.id);
    if (!b) return;
    b.truth = normalise(probs);
    if (this.live && m.status === 'OPEN') this.writeBook(b, false);
  }

  protected truthOf(m: Market): readonly number[] {
    return this.books.get(m.id)?.truth ?? [];
  }

  private writeBook(b: BookState, tick: boolean): boolean {
    return b.kind === 'exchange' ? this.writeExchange(b, tick) : this.writeBookmaker(b);
  }

  private writeExchange(b: BookState, tick: boolean): boolean {
    const m = b.market;
    const n = m.runners.length;
    const probs = normalise(b.truth.map((p, i) => p * Math.exp(at(b.sentiment, i))));
    const best = bestPrices(probs, b.backMargin, b.layMargin);
    // On a quote tick about three levels of the whole book see money come or go.
    const churn = tick ? Math.min(0.25, 3 / (6 * n)) : 0;
    let changed = false;
    for (let i = 0; i < n; i++) {
      if (at(m.runners, i).status !== 'ACTIVE') continue;
      const base = b.liquidity * Math.sqrt(at(probs, i));
      if (this.writeSide(m, i, 'back', at(best.back, i), base, churn)) changed = true;
      if (this.writeSide(m, i, 'lay', at(best.lay, i), base, churn)) changed = true;
    }
    return changed;
  }

  /** One side of a runner's book from its best price; unchanged prices keep their money unless it churns. */
  private writeSide(m: Market, i: number, side: 'back' | 'lay', best: number, base: number, churn: number): boolean {
    const r = at(m.runners, i);
    const cur = side === 'back' ? r.ex.availableToBack : r.ex.availableToLay;
    if (depthMatches(cur, best, side)) {
      // Same prices: only some money moves (no allocation when nothing does).
      let levels: PriceSize[] | null = null;
      for (let k = 0; churn > 0 && k < cur.length; k++) {
        if (!this.quoteRng.chance(churn)) continue;
        levels ??= cur.map((l) => ({ price: l.price, size: l.size }));
        at(levels, k).size = this.newSize(base, k);
      }
      return levels ? this.writeLevels(m, i, side, levels) : false;
    }
    const levels = depthPrices(best, side).map((price, level) => {
      let prev = -1;
      for (const l of cur) if (l.price === price) prev = l.size;
      return {
        price,
        size: prev > 0 && !(churn > 0 && this.quoteRng.chance(churn)) ? prev : this.newSize(base, level),
      };
    });
    return this.writeLevels(m, i, side, levels);
  }

  private newSize(base: number, level: number): number {
    return Math.max(2, Math.round(base * Math.exp(this.quoteRng.normal(0, 0.6)) * (1 + 0.7 * level)));
  }

  private writeBookmaker(b: BookState): boolean {
    const m = b.market;
    const quotes = bookmakerQuotes(b.truth, b.backMargin, b.gap, this.fx.rateThan100);
    const boxes = [1, 0.75, 0.5];
    let changed = false;
    m.runners.forEach((r, i) => {
      const q = at(quotes, i);
      if (q.back === null) {
        this.setRunnerStatus(m, r, 'SUSPENDED');
        changed = this.writeLevels(m, i, 'back', []) || changed;
        changed = this.writeLevels(m, i, 'lay', []) || changed;
        return;
      }
      this.setRunnerStatus(m, r, 'ACTIVE');
      const back: PriceSize[] = [];
      for (let k = 0; k < 3; k++) {
        const rate = q.back - k;
        if (rate >= 1) back.push({ price: rate, size: Math.round(m.maxBet * at(boxes, k)) });
      }
      const lay: PriceSize[] = [];
      if (q.lay !== null) {
        for (let k = 0; k < 3; k++) {
          const rate = q.lay + k;
          if (rate <= 99.99 || this.fx.rateThan100)
            lay.push({ price: rate, size: Math.round(m.maxBet * at(boxes, k)) });
        }
      }
      changed = this.writeLevels(m, i, 'back', back) || changed;
      changed = this.writeLevels(m, i, 'lay', lay) || changed;
    });
    return changed;
  }

  private scheduleQuote(): void {
    const mean = this.fx.inPlay ? this.quoteMeanInPlay : this.quoteMeanPre;
    this.after(Math.max(20, this.quoteRng.exponential(mean)), () => this.quoteTick());
  }

  private quoteTick(): void {
    if (!this.quoting || this.fx.finished) return;
    let total = 0;
    for (const b of this.books.values()) if (b.market.status === 'OPEN') total += b.weight;
    if (total > 0) {
      let x = this.quoteRng.next() * total;
      let chosen: BookState | null = null;
      for (const b of this.books.values()) {
        if (b.market.status !== 'OPEN') continue;
        chosen = b;
        x -= b.weight;
        if (x < 0) break;
      }
      if (chosen) this.quoteBook(chosen);
    }
    this.scheduleQuote();
  }

  private quoteBook(b: BookState): void {
    // Log-odds noise per tick around the truth (mean-reverting): a tick or two at a time.
    const vol = this.fx.inPlay ? 0.005 : 0.003;
    if (b.kind === 'exchange') {
      const n = b.sentiment.length;
      if (n <= 3) {
        for (let i = 0; i < n; i++) b.sentiment[i] = 0.97 * at(b.sentiment, i) + this.quoteRng.normal(0, vol);
      } else {
        // Big fields: money moves on a couple of runners at a time.
        for (let k = 0; k < 2; k++) {
          const i = this.quoteRng.int(0, n - 1);
          b.sentiment[i] = 0.95 * at(b.sentiment, i) + this.quoteRng.normal(0, vol * 1.5);
        }
      }
      b.backMargin = clamp(b.backMargin + this.quoteRng.normal(0, 0.001), 0.002, 0.025);
      b.layMargin = clamp(b.layMargin + this.quoteRng.normal(0, 0.001), 0.002, 0.025);
      if (!this.writeExchange(b, true)) this.nudgeSize(b);
    } else {
      b.backMargin = clamp(b.backMargin + this.quoteRng.normal(0, 0.004), 0.015, 0.06);
      this.writeBookmaker(b);
    }
  }

  /** Money came or went at one level without a price move. */
  private nudgeSize(b: BookState): void {
    const m = b.market;
    const active = m.runners.map((r, i) => ({ r, i })).filter((x) => x.r.status === 'ACTIVE');
    if (active.length === 0) return;
    const { r, i } = this.quoteRng.pick(active);
    const side = this.quoteRng.chance(0.5) ? 'back' : 'lay';
    const levels = (side === 'back' ? r.ex.availableToBack : r.ex.availableToLay).map((l) => ({ ...l }));
    if (levels.length === 0) return;
    const k = this.quoteRng.int(0, levels.length - 1);
    const l = at(levels, k);
    l.size = Math.max(2, Math.round(l.size * this.quoteRng.range(0.6, 1.5)));
    this.writeLevels(m, i, side, levels);
  }

  /** Announces a fixture created while the feed runs: the fixture, then each of its markets. */
  announce(): void {
    this.emit({ kind: 'added', fixture: { ...this.fx } });
    for (const m of this.markets) this.emit({ kind: 'marketAdded', matchId: this.fx.id, market: cloneMarket(m) });
  }

  // ---------------------------------------------------------------------------------------------
  // Views

  hasMarket(id: string): boolean {
    return this.byId.has(id);
  }

  snapshot(): MatchSnapshot {
    const tournament: Market[] = [];
    const apiSession = emptySessions();
    for (const m of this.markets) {
      if (isSessionMarket(m.type)) apiSession[m.type].push(cloneMarket(m));
      else tournament.push(cloneMarket(m));
    }
    tournament.sort((a, b) => a.sno - b.sno);
    return {
      id: this.fx.id,
      marketId: this.fx.marketId,
      eventId: this.fx.eventId,
      gmid: this.fx.gmid,
      fixture: { ...this.fx },
      scoreBoard: this.fx.inPlay || this.fx.finished ? this.score() : null,
      tournament,
      apiSession,
      updatedAt: this.updatedAt,
    };
  }
}
