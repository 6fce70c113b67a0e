/**
 * Many-runner events: races (horses, greyhounds, motor sport, cycling, athletics, boats, virtual
 * races), golf, elections and tournament winners. Each runner accumulates performance as a
 * Brownian motion with a drift set by its strength; the leader at the finish wins. The book uses
 * the Gumbel (softmax) approximation of the chance each runner finishes first.
 */
import { at, clamp, softmax } from './math.js';
import { MatchSim, type Bus, type MatchSetup } from './match.js';
import type { FieldConfig } from './sports.js';
import type { FieldScore, Market, MarketResult, MarketType } from './types.js';

export interface FieldOptions {
  marketType: Extract<MarketType, 'outright' | 'tournamentWinner' | 'raceWin'>;
  marketName: string;
  /** Runners placed after the winner (racing: 2 or 3). */
  placed: number;
  /** Delay from the finish to the result (racing: weighed in), ms range. */
  settleMs: readonly [number, number];
  /** Mean ms between pre-play quotes. */
  quotePreMs: number;
}

const SIGMA = 1;

export class FieldMatch extends MatchSim {
  private readonly cfg: FieldConfig;
  private readonly opts: FieldOptions;
  private readonly mo: Market;
  private readonly strength: number[];
  private readonly perf: number[];
  private progress = 0;
  private durationMs = 0;
  private done = false;

  constructor(setup: MatchSetup, bus: Bus, createdAt: number, cfg: FieldConfig, opts: FieldOptions) {
    super(setup, bus, createdAt);
    this.cfg = cfg;
    this.opts = opts;
    this.quoteMeanPre = opts.quotePreMs;
    const s = setup.sport;
    this.strength = setup.teams.map((t) => t.strength);
    this.perf = setup.teams.map(() => 0);
    this.mo = this.addMarket({
      name: opts.marketName,
      type: opts.marketType,
      gtype: 'match',
      priceKind: 'decimal',
      runners: setup.teams.map((t) => ({ nat: t.name, selectionId: t.selectionId })),
      sno: 1,
      minBet: s.moMin,
      maxBet: s.moMax,
      inPlayDelay: s.moInPlayDelay,
      numberOfPlaces: opts.placed + 1,
    });
    this.fx.marketId = this.mo.id;
    this.addExchangeBook(this.mo, this.probs(), s.liquidity, 3);
  }

  protected override preplayDrift(): void {
    for (let i = 0; i < this.strength.length; i++) this.strength[i] = at(this.strength, i) + this.play.normal(0, 0.03);
    this.setTruth(this.mo, this.probs());
  }

  protected begin(): void {
    const [lo, hi] = this.cfg.durationMin;
    this.durationMs = this.play.range(lo, hi) * 60_000;
    if (!this.cfg.inPlayBetting) this.suspend([this.mo], null);
    this.emitScore();
    this.after(this.cfg.stepSec * 1000, () => this.step());
  }

  private step(): void {
    if (this.done) return;
    const df = Math.min(1 - this.progress, (this.cfg.stepSec * 1000) / this.durationMs);
    for (let i = 0; i < this.perf.length; i++) {
      this.perf[i] = at(this.perf, i) + at(this.strength, i) * df + SIGMA * Math.sqrt(df) * this.play.normal();
    }
    this.progress = Math.min(1, this.progress + df);
    if (this.progress >= 1 - 1e-9) {
      this.progress = 1;
      this.done = true;
      this.emitScore();
      const order = this.order();
      const [lo, hi] = this.opts.settleMs;
      this.finishMatch((m) => this.resultFor(m, order), this.play.range(lo, hi));
      return;
    }
    this.emitScore();
    this.setTruth(this.mo, this.probs());
    this.after(this.cfg.stepSec * 1000, () => this.step());
  }

  /** Runner indexes from first to last by performance so far. */
  private order(): number[] {
    return this.perf.map((_, i) => i).sort((a, b) => at(this.perf, b) - at(this.perf, a) || a - b);
  }

  private probs(): number[] {
    const rest = 1 - this.progress;
    const beta = 0.78 * SIGMA * Math.sqrt(rest) + 0.02;
    return softmax(this.perf.map((x, i) => clamp((x + at(this.strength, i) * rest) / beta, -60, 60)));
  }

  private resultFor(m: Market, order: readonly number[]): MarketResult {
    const first = at(m.runners, at(order, 0));
    const placed = order.slice(1, 1 + this.opts.placed).map((i) => at(m.runners, i).selectionId);
    return { type: 'winner', selectionId: first.selectionId, name: first.nat, placed };
  }

  score(): FieldScore {
    const c = this.cfg;
    const f = this.progress;
    let stage: string;
    if (c.stage === 'hole')
      stage =
        f >= 1 ? 'Finished' : `Hole ${Math.min(c.stageTotal, Math.floor(f * c.stageTotal) + 1)} of ${c.stageTotal}`;
    else if (c.stage === 'lap')
      stage = f >= 1 ? 'Finished' : `Lap ${Math.min(c.stageTotal, Math.floor(f * c.stageTotal) + 1)}/${c.stageTotal}`;
    else if (c.stage === 'km') stage = f >= 1 ? 'Finished' : `${Math.round((1 - f) * c.stageTotal)} km to go`;
    else stage = f >= 1 ? 'Finished' : `${Math.round(f * 100)}% complete`;
    return {
      kind: 'field',
      progress: Math.round(f * 1000) / 1000,
      stage,
      leaders: this.order()
        .slice(0, 3)
        .map((i) => ({ selectionId: at(this.mo.runners, i).selectionId, name: at(this.mo.runners, i).nat })),
    };
  }
}
