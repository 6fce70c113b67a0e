/**
 * Timed games scored by goals or points: football, ice hockey, basketball, rugby, baseball…
 * Scoring is a Poisson process per team; the match odds follow the exact Poisson chance of the
 * final result (low-scoring games) or a normal approximation of the final margin (high-scoring).
 */
import { at, clamp, normCdf, poissonTable } from './math.js';
import { MatchSim, type Bus, type MatchSetup } from './match.js';
import type { GoalsConfig } from './sports.js';
import type { GoalsScore, Market, MarketResult } from './types.js';

type Phase = 'pre' | 'play' | 'break' | 'done';

export class GoalsMatch extends MatchSim {
  private readonly cfg: GoalsConfig;
  private readonly mo: Market;
  private readonly bm: Market | null;
  private readonly ou: Market | null;
  /** Scoring events per team per game minute. */
  private readonly rate: [number, number];
  private readonly meanInc: number;
  private readonly meanInc2: number;
  private phase: Phase = 'pre';
  private period = 0;
  private periodStart = 0;
  private periodReal = 0;
  private stoppage = 0;
  /** Game minutes played in the current period as of the last play event. */
  private inPeriodMin = 0;
  private readonly points: [number, number] = [0, 0];
  private abandonAtPeriod = -1;

  constructor(setup: MatchSetup, bus: Bus, createdAt: number, cfg: GoalsConfig) {
    super(setup, bus, createdAt);
    this.cfg = cfg;
    const [a, b] = [at(setup.teams, 0), at(setup.teams, 1)];
    let w = 0;
    let w1 = 0;
    let w2 = 0;
    for (const [pts, weight] of cfg.increments) {
      w += weight;
      w1 += pts * weight;
      w2 += pts * pts * weight;
    }
    this.meanInc = w1 / w;
    this.meanInc2 = w2 / w;
    const regMinutes = cfg.periods * cfg.periodMin;
    const base = cfg.meanPoints / this.meanInc / regMinutes;
    const diff = clamp(a.strength - b.strength, -1.2, 1.2) * 0.45 + 0.08;
    this.rate = [base * Math.exp(diff / 2), base * Math.exp(-diff / 2)];
    if (this.play.chance(0.004)) this.abandonAtPeriod = this.play.int(1, cfg.periods);

    const s = setup.sport;
    const runners = [
      { nat: a.name, selectionId: a.selectionId },
      { nat: b.name, selectionId: b.selectionId },
    ];
    if (cfg.draw) runners.push({ nat: 'The Draw', selectionId: 58805 });
    this.mo = this.addMarket({
      name: 'Match Odds',
      type: 'matchOdds',
      gtype: 'match',
      priceKind: 'decimal',
      runners,
      sno: 1,
      minBet: s.moMin,
      maxBet: s.moMax,
      inPlayDelay: s.moInPlayDelay,
    });
    this.fx.marketId = this.mo.id;
    const truth = this.winProbs();
    this.addExchangeBook(this.mo, truth, s.liquidity, 3);
    this.bm = null;
    if (this.fx.isBookmaker) {
      this.bm = this.addMarket({
        name: 'Bookmaker',
        type: 'bookmaker',
        gtype: 'match1',
        priceKind: 'rate',
        runners,
        sno: 2,
        parentBetId: this.mo.id,
        minBet: 100,
        maxBet: Math.min(500_000, s.moMax * 2),
        inPlayDelay: 0,
      });
      this.addBookmakerBook(this.bm, truth);
    }
    this.ou = null;
    if (cfg.overUnder !== null) {
      const line = cfg.overUnder;
      this.ou = this.addMarket({
        name: `Over/Under ${line} Goals`,
        type: 'overUnder',
        gtype: 'match',
        priceKind: 'decimal',
        runners: [{ nat: `Under ${line} Goals` }, { nat: `Over ${line} Goals` }],
        sno: 3,
        minBet: s.moMin,
        maxBet: Math.round(s.moMax / 2),
        inPlayDelay: s.moInPlayDelay,
      });
      this.addExchangeBook(this.ou, this.overUnderProbs(), s.liquidity * 0.4, 1);
    }
  }

  // ---------------------------------------------------------------------------------------------

  protected begin(): void {
    this.startPeriod(1);
    this.emitScore();
  }

  private startPeriod(n: number): void {
    const c = this.cfg;
    this.period = n;
    this.phase = 'play';
    this.periodStart = this.now;
    this.inPeriodMin = 0;
    const overtime = n > c.periods;
    const minutes = overtime ? c.overtimeMin : c.periodMin;
    this.stoppage = this.play.range(c.stoppageMin[0], c.stoppageMin[1]);
    this.periodReal = (minutes / c.clockScale + this.stoppage) * 60_000;
    this.after(c.stepSec * 1000, () => this.step());
  }

  private periodMinutes(): number {
    return this.period > this.cfg.periods ? this.cfg.overtimeMin : this.cfg.periodMin;
  }

  /** Game minutes played in the current period (may exceed its length in added time). */
  private gameMinutesIn(): number {
    const c = this.cfg;
    const real = (this.now - this.periodStart) / 60_000;
    if (c.addedTime) return real * c.clockScale;
    const len = this.periodReal / 60_000;
    return len > 0 ? Math.min(1, real / len) * this.periodMinutes() : 0;
  }

  private step(): void {
    if (this.phase !== 'play') return;
    const c = this.cfg;
    const elapsedReal = this.now - this.periodStart;
    const stepGame = c.addedTime
      ? (c.stepSec / 60) * c.clockScale
      : ((c.stepSec * 1000) / this.periodReal) * this.periodMinutes();
    let scored = false;
    for (const side of [0, 1] as const) {
      const n = this.poisson(at(this.rate, side) * stepGame);
      for (let k = 0; k < n; k++) {
        const inc = at(c.increments, this.play.weighted(c.increments.map((x) => x[1])))[0];
        this.points[side] += inc;
        scored = true;
      }
    }
    const periodOver = elapsedReal + c.stepSec * 1000 > this.periodReal;
    this.inPeriodMin = this.gameMinutesIn();
    this.emitScore();
    if (scored && c.suspendOnScore) {
      const list = [this.mo, this.bm, this.ou].filter((m): m is Market => m !== null);
      this.suspend(list, this.play.range(8_000, 15_000));
    }
    this.updateTruth();
    if (this.abandonAtPeriod === this.period && this.play.chance(0.05)) {
      this.phase = 'done';
      this.abandonMatch();
      return;
    }
    if (periodOver) {
      this.after(this.periodReal - elapsedReal, () => this.endPeriod());
    } else {
      this.after(c.stepSec * 1000, () => this.step());
    }
  }

  private endPeriod(): void {
    const c = this.cfg;
    this.inPeriodMin = this.periodMinutes();
    const level = this.points[0] === this.points[1];
    const last = this.period >= c.periods && !(level && !c.draw);
    if (last) {
      this.phase = 'done';
      this.emitScore();
      this.finishMatch((m) => this.resultFor(m));
      return;
    }
    this.phase = 'break';
    this.emitScore();
    const breakMin = this.period < c.periods ? at(c.breaksMin, this.period - 1) : 3;
    this.after(breakMin * 60_000, () => {
      this.startPeriod(this.period + 1);
      this.emitScore();
    });
  }

  private poisson(lambda: number): number {
    let k = 0;
    let p = Math.exp(-lambda);
    let cum = p;
    const u = this.play.next();
    while (u > cum && k < 50) {
      k += 1;
      p = (p * lambda) / k;
      cum += p;
    }
    return k;
  }

  // ---------------------------------------------------------------------------------------------
  // Probabilities

  /** Game minutes left in regulation (or in the current overtime). */
  private minutesLeft(): number {
    const c = this.cfg;
    if (this.phase === 'pre') return c.periods * c.periodMin;
    if (this.phase === 'done') return 0;
    const inPeriod = this.phase === 'break' ? this.periodMinutes() : Math.min(this.periodMinutes(), this.inPeriodMin);
    const restOfPeriod = this.periodMinutes() - inPeriod;
    const laterPeriods = this.period >= c.periods ? 0 : (c.periods - this.period) * c.periodMin;
    return Math.max(0, restOfPeriod + laterPeriods);
  }

  private winProbs(): number[] {
    const left = this.minutesLeft();
    const [la, lb] = [this.rate[0] * left, this.rate[1] * left];
    const d0 = this.points[0] - this.points[1];
    let pA: number;
    let pB: number;
    let pD: number;
    if (this.meanInc === 1 && la + lb < 20) {
      const kmax = Math.max(12, Math.ceil(la + lb + 8 * Math.sqrt(la + lb + 1)));
      const ta = poissonTable(la, kmax);
      const tb = poissonTable(lb, kmax);
      pA = 0;
      pD = 0;
      pB = 0;
      ta.forEach((qa, i) =>
        tb.forEach((qb, j) => {
          const d = d0 + i - j;
          if (d > 0) pA += qa * qb;
          else if (d < 0) pB += qa * qb;
          else pD += qa * qb;
        }),
      );
    } else {
      const mean = d0 + (la - lb) * this.meanInc;
      const sd = Math.sqrt((la + lb) * this.meanInc2);
      if (sd < 1e-6) {
        pA = mean > 0 ? 1 : 0;
        pB = mean < 0 ? 1 : 0;
        pD = mean === 0 ? 1 : 0;
      } else {
        pA = normCdf((mean - 0.5) / sd);
        pB = normCdf((-mean - 0.5) / sd);
        pD = Math.max(0, 1 - pA - pB);
      }
    }
    if (this.cfg.draw) return [pA, pB, pD];
    const share = this.rate[0] / (this.rate[0] + this.rate[1]);
    return [pA + pD * share, pB + pD * (1 - share)];
  }

  private overUnderProbs(): number[] {
    const line = this.cfg.overUnder ?? 0;
    const total = this.points[0] + this.points[1];
    const need = Math.ceil(line - total);
    if (need <= 0) return [0.001, 0.999];
    const lambda = (this.rate[0] + this.rate[1]) * this.minutesLeft();
    const t = poissonTable(lambda, need);
    let under = 0;
    for (let k = 0; k < need; k++) under += at(t, k);
    return [under, 1 - under];
  }

  private updateTruth(): void {
    const win = this.winProbs();
    this.setTruth(this.mo, win);
    if (this.bm) this.setTruth(this.bm, win);
    const ou = this.ou;
    if (ou && ou.status !== 'CLOSED') {
      const line = this.cfg.overUnder ?? 0;
      if (this.points[0] + this.points[1] > line) {
        this.closeMarket(ou, {
          type: 'winner',
          selectionId: at(ou.runners, 1).selectionId,
          name: at(ou.runners, 1).nat,
          placed: [],
        });
      } else {
        this.setTruth(ou, this.overUnderProbs());
      }
    }
  }

  private resultFor(m: Market): MarketResult {
    const [a, b] = this.points;
    if (m === this.ou) {
      const r = at(m.runners, a + b > (this.cfg.overUnder ?? 0) ? 1 : 0);
      return { type: 'winner', selectionId: r.selectionId, name: r.nat, placed: [] };
    }
    const idx = a > b ? 0 : b > a ? 1 : 2;
    const r = m.runners[idx];
    if (!r) return { type: 'void', reason: 'tie' };
    return { type: 'winner', selectionId: r.selectionId, name: r.nat, placed: [] };
  }

  // ---------------------------------------------------------------------------------------------

  score(): GoalsScore {
    const c = this.cfg;
    const overtime = this.period > c.periods;
    let label: string;
    if (this.phase === 'pre') label = 'Not started';
    else if (this.phase === 'done') label = this.fx.finished && overtime ? 'FT (OT)' : 'FT';
    else if (this.phase === 'break') label = c.periodName === 'Half' && this.period === 1 ? 'HT' : 'Break';
    else if (overtime) label = 'OT';
    else label = periodLabel(c.periodName, this.period);
    const inPeriod =
      this.phase === 'play'
        ? this.inPeriodMin
        : this.phase === 'break' || this.phase === 'done'
          ? this.periodMinutes()
          : 0;
    const before =
      Math.min(this.period - 1, c.periods) * c.periodMin + Math.max(0, this.period - 1 - c.periods) * c.overtimeMin;
    const minute = Math.max(0, Math.floor(before + Math.min(inPeriod, this.periodMinutes())));
    let clock: string;
    if (c.addedTime) {
      const extra = Math.floor(inPeriod - this.periodMinutes());
      clock =
        extra > 0 && this.phase === 'play' ? `${Math.floor(before + this.periodMinutes())}+${extra}'` : `${minute}'`;
    } else {
      const secs = Math.max(0, Math.round((this.periodMinutes() - Math.min(inPeriod, this.periodMinutes())) * 60));
      clock = `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}`;
    }
    return {
      kind: 'goals',
      home: this.points[0],
      away: this.points[1],
      period: this.period,
      periodLabel: label,
      minute,
      clock,
    };
  }
}

function periodLabel(name: GoalsConfig['periodName'], n: number): string {
  if (name === 'Half') return n === 1 ? '1st Half' : '2nd Half';
  if (name === 'Quarter') return `Q${n}`;
  if (name === 'Period') return `P${n}`;
  return `Inning ${n}`;
}
