/**
 * Cricket, ball by ball (T20 and ODI). Each delivery is drawn from a runs/wicket/extras
 * distribution that depends on the phase of the innings, wickets lost and the two teams; the
 * same distribution projects the rest of the innings, which gives the match odds and every
 * fancy line. Fancy families (exchange-research c4): session (runs at the end of over N), fall of
 * wicket, overByover, ballByBall, oddEven, fancy1 (six in the over), khado (-N range), meter
 * (innings runs) and cricketCasino (last digit). All of them go BALL RUNNING while a ball is
 * bowled and close with the actual runs when their window completes.
 */
import { lineQuote, rateForChance } from './book.js';
import { floorTick, MIN_PRICE, tickUp } from './ladder.js';
import { at, clamp, normCdf, normPdf } from './math.js';
import { MatchSim, type Bus, type MatchSetup } from './match.js';
import type {
  CricketFormat,
  CricketInnings,
  CricketScore,
  Market,
  MarketResult,
  PriceSize,
  SessionFamily,
} from './types.js';

const OUTCOME_RUNS = [0, 0, 1, 2, 3, 4, 6] as const; // index 0 = wicket
const BASE_WEIGHTS = [0.05, 0.34, 0.38, 0.08, 0.005, 0.105, 0.04];

interface BallDist {
  weights: number[];
  pWide: number;
  pNoBall: number;
  /** Expected runs and variance per legal ball (extras included), chance of a wicket. */
  mu: number;
  variance: number;
  pWicket: number;
  pSix: number;
}

interface Innings {
  batting: 0 | 1;
  runs: number;
  wickets: number;
  legal: number;
  extras: number;
  fours: number;
  sixes: number;
  /** Runs after each legal ball: after[0] = 0, after[k] = runs once legal ball k is complete. */
  after: number[];
  /** Overs (1-based) in which a six was hit. */
  sixOvers: Set<number>;
  ended: boolean;
}

interface SessionDef {
  market: Market;
  family: SessionFamily;
  innings: number;
  from: number;
  /** null = the end of the innings. */
  to: number | null;
  measure: 'runs' | 'fallOfWicket' | 'sixInOver';
  over: number;
  range: number;
  /** Persistent difference of this book's line from the model (whole runs). */
  bias: number;
}

type Phase = 'pre' | 'ball' | 'between' | 'break' | 'done';

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];

export class CricketMatch extends MatchSim {
  readonly format: CricketFormat;
  private readonly maxBalls: number;
  private readonly milestones: readonly number[];
  private readonly names: [string, string];
  private readonly short: [string, string];
  private readonly dist: BallDist[][][]; // [battingTeam][phase][wickets]
  private readonly mo: Market;
  private readonly bm: Market | null;
  private readonly tied: Market;
  private readonly completed: Market;
  private readonly sessionMax: number;
  private readonly innings: Innings[] = [];
  private readonly defs = new Map<string, SessionDef>();
  private readonly created = new Set<string>();
  private lastBalls: string[] = [];
  private phase: Phase = 'pre';
  private tossWinner: 0 | 1 | null = null;
  private battingFirst: 0 | 1;
  private tossChoice: 'bat' | 'bowl';
  /** Decided before the start, announced when the match goes in play. */
  private pendingToss: 0 | 1;
  private target: number | null = null;
  private outcome = '';
  /** Legal balls of the match after which rain ends it (rare), or -1. */
  private readonly rainAt: number;

  constructor(setup: MatchSetup, bus: Bus, createdAt: number, format: CricketFormat) {
    super(setup, bus, createdAt);
    this.format = format;
    this.maxBalls = format === 'T20' ? 120 : 300;
    this.milestones = format === 'T20' ? [6, 10, 15, 20] : [10, 15, 20, 25, 30, 35, 40, 45, 50];
    const [a, b] = [at(setup.teams, 0), at(setup.teams, 1)];
    this.names = [a.name, b.name];
    this.short = [shortName(a.name), shortName(b.name)];
    this.dist = [0, 1].map((bat) =>
      [0, 1, 2].map((ph) =>
        Array.from({ length: 11 }, (_, w) =>
          this.ballDist(bat === 0 ? a.strength - b.strength : b.strength - a.strength, ph, w),
        ),
      ),
    );
    const tossWinner: 0 | 1 = this.play.chance(0.5) ? 0 : 1;
    this.tossChoice = this.play.chance(0.55) ? 'bowl' : 'bat';
    this.battingFirst = this.tossChoice === 'bat' ? tossWinner : tossWinner === 0 ? 1 : 0;
    this.pendingToss = tossWinner;
    this.rainAt = this.play.chance(0.02) ? this.play.int(30, 2 * this.maxBalls - 10) : -1;
    this.sessionMax = format === 'T20' ? 50_000 : 100_000;
    this.fx.betFairSessionMinBet = 100;
    this.fx.betFairSessionMaxBet = this.sessionMax;

    const s = setup.sport;
    const teams = [
      { nat: a.name, selectionId: a.selectionId },
      { nat: b.name, selectionId: b.selectionId },
    ];
    this.mo = this.addMarket({
      name: 'Match Odds',
      type: 'matchOdds',
      gtype: 'match',
      priceKind: 'decimal',
      runners: teams,
      sno: 1,
      minBet: s.moMin,
      maxBet: s.moMax,
      inPlayDelay: s.moInPlayDelay,
    });
    this.fx.marketId = this.mo.id;
    const [pA, pB, pTie] = this.model();
    this.addExchangeBook(this.mo, [pA, pB], s.liquidity, 3);
    this.bm = null;
    if (this.fx.isBookmaker) {
      this.bm = this.addMarket({
        name: 'Bookmaker',
        type: 'bookmaker',
        gtype: 'match1',
        priceKind: 'rate',
        runners: teams,
        sno: 2,
        parentBetId: this.mo.id,
        minBet: 100,
        maxBet: 500_000,
        inPlayDelay: 0,
      });
      this.addBookmakerBook(this.bm, [pA, pB], 0.25);
    }
    this.tied = this.addMarket({
      name: 'Tied Match',
      type: 'tiedMatch',
      gtype: 'match',
      priceKind: 'decimal',
      runners: [{ nat: 'Yes' }, { nat: 'No' }],
      sno: 3,
      parentBetId: this.mo.id,
      minBet: s.moMin,
      maxBet: 25_000,
      inPlayDelay: s.moInPlayDelay,
    });
    this.addExchangeBook(this.tied, [pTie, 1 - pTie], s.liquidity * 0.1, 0.5);
    this.completed = this.addMarket({
      name: 'Completed Match',
      type: 'completedMatch',
      gtype: 'match',
      priceKind: 'decimal',
      runners: [{ nat: 'Yes' }, { nat: 'No' }],
      sno: 4,
      parentBetId: this.mo.id,
      minBet: s.moMin,
      maxBet: 25_000,
      inPlayDelay: s.moInPlayDelay,
    });
    this.addExchangeBook(this.completed, this.completedProbs(), s.liquidity * 0.1, 0.5);
    this.quoteMeanInPlay = 260;
  }

  // ---------------------------------------------------------------------------------------------
  // The ball model

  /** Outcome distribution for a legal ball. `edge` = batting minus bowling strength, `ph` 0 powerplay, 1 middle, 2 death. */
  private ballDist(edge: number, ph: number, w: number): BallDist {
    const odi = this.format === 'ODI';
    const f = Math.exp(0.25 * clamp(edge, -1.5, 1.5));
    const boundary = (odi ? 0.64 : 1.08) * (ph === 0 ? 1.15 : ph === 2 ? 1.35 : 1) * f * Math.max(0.35, 1 - 0.045 * w);
    const wicket = ((odi ? 0.5 : 1) * (ph === 0 ? 0.9 : ph === 2 ? 1.5 : 1) * (1 + 0.06 * Math.max(0, w - 5))) / f;
    const dot = (odi ? 1.12 : 1) * (ph === 2 ? 0.85 : 1) * (1 + 0.02 * w);
    const single = odi ? 0.95 : 1;
    const raw = BASE_WEIGHTS.map(
      (x, i) => x * (i === 0 ? wicket : i === 1 ? dot : i === 5 || i === 6 ? boundary : single),
    );
    const total = raw.reduce((s, x) => s + x, 0);
    const weights = raw.map((x) => x / total);
    let mu = 0;
    let m2 = 0;
    weights.forEach((p, i) => {
      const r = at(OUTCOME_RUNS, i);
      mu += p * r;
      m2 += p * r * r;
    });
    const pWide = odi ? 0.03 : 0.035;
    const pNoBall = 0.006;
    // Extras before a legal ball: geometric number of wides and no-balls.
    const extraPerLegal = (pWide + pNoBall) / (1 - pWide - pNoBall);
    const extraMu = extraPerLegal * (1 + (pNoBall / (pWide + pNoBall)) * mu);
    return {
      weights,
      pWide,
      pNoBall,
      mu: mu + extraMu,
      variance: m2 - mu * mu + extraMu,
      pWicket: at(weights, 0),
      pSix: at(weights, 6),
    };
  }

  private phaseOf(ball: number): number {
    const pp = this.format === 'T20' ? 36 : 60;
    const death = this.format === 'T20' ? 96 : 240;
    return ball < pp ? 0 : ball >= death ? 2 : 1;
  }

  private distFor(batting: 0 | 1, ball: number, wickets: number): BallDist {
    return at(at(at(this.dist, batting), this.phaseOf(ball)), Math.min(10, Math.max(0, Math.round(wickets))));
  }

  /** Expected runs and variance from legal ball `from` to `to` for a side at `wickets`, and the expected wickets then. */
  private project(
    batting: 0 | 1,
    from: number,
    to: number,
    wickets: number,
  ): { mean: number; variance: number; wickets: number } {
    let w = wickets;
    let mean = 0;
    let variance = 0;
    for (let b = from; b < to; b++) {
      const alive = clamp(10 - w, 0, 1);
      if (alive <= 0) break;
      const d = this.distFor(batting, b, w);
      mean += d.mu * alive;
      variance += d.variance * alive;
      w += d.pWicket * alive;
    }
    return { mean, variance, wickets: w };
  }

  // ---------------------------------------------------------------------------------------------
  // Probabilities: [A wins, B wins, tie], A = teamA

  private model(): [number, number, number] {
    const first = this.battingFirst;
    const second: 0 | 1 = first === 0 ? 1 : 0;
    let pFirst: number;
    let pTie: number;
    const i0 = this.innings[0];
    const i1 = this.innings[1];
    if (this.phase === 'done') return [0.5, 0.5, 0.01];
    if (!i1) {
      const runs = i0 ? i0.runs : 0;
      const legal = i0 ? i0.legal : 0;
      const wk = i0 ? i0.wickets : 0;
      const p1 = this.project(first, legal, this.maxBalls, wk);
      const p2 = this.project(second, 0, this.maxBalls, 0);
      const sd = Math.sqrt(p1.variance + p2.variance + 150 + 0.05 * (p1.mean + p2.mean) ** 1.2);
      const z = (runs + p1.mean - p2.mean) / sd;
      pFirst = normCdf(z);
      pTie = normPdf(z) / sd;
    } else {
      const target = this.target ?? i0?.runs ?? 0;
      const need = target - i1.runs;
      if (need <= 0) return second === 0 ? [0.999, 0.001, 0.0005] : [0.001, 0.999, 0.0005];
      const p = this.project(second, i1.legal, this.maxBalls, i1.wickets);
      // Fatter tails than the ball model alone: batting sides change gear when they must.
      const sd = 1.35 * Math.sqrt(p.variance + 4) + 4;
      const z = (p.mean - (need - 0.5)) / sd;
      const pChase = normCdf(z);
      pFirst = 1 - pChase;
      pTie = normPdf((p.mean - (need - 1)) / sd) / sd;
    }
    pTie = clamp(pTie * 0.6, 0.002, 0.08);
    const pA = first === 0 ? pFirst : 1 - pFirst;
    return [clamp(pA, 0.001, 0.999), clamp(1 - pA, 0.001, 0.999), pTie];
  }

  private completedProbs(): number[] {
    const played = this.innings.reduce((s, i) => s + i.legal, 0);
    const pRain = 0.03 * (1 - played / (2 * this.maxBalls)) + 0.002;
    return [1 - pRain, pRain];
  }

  private updateMatchBooks(): void {
    const [pA, pB, pTie] = this.model();
    this.setTruth(this.mo, [pA, pB]);
    if (this.bm) this.setTruth(this.bm, [pA, pB]);
    this.setTruth(this.tied, [pTie, 1 - pTie]);
    this.setTruth(this.completed, this.completedProbs());
  }

  // ---------------------------------------------------------------------------------------------
  // Play

  protected begin(): void {
    this.tossWinner = this.pendingToss;
    this.startInnings(this.battingFirst);
    this.emitScore();
    this.updateMatchBooks();
    this.after(this.play.range(30_000, 90_000), () => this.bowl());
  }

  private current(): Innings {
    const i = this.innings[this.innings.length - 1];
    if (!i) throw new Error('no innings in progress');
    return i;
  }

  private startInnings(batting: 0 | 1): void {
    this.innings.push({
      batting,
      runs: 0,
      wickets: 0,
      legal: 0,
      extras: 0,
      fours: 0,
      sixes: 0,
      after: [0],
      sixOvers: new Set(),
      ended: false,
    });
    this.phase = 'between';
    this.ensureSessions();
  }

  private bowl(): void {
    if (this.phase === 'done') return;
    this.phase = 'ball';
    const running = this.ballMarkets();
    this.suspend(running, null, 'BALL RUNNING');
    this.after(this.play.range(4_000, 7_000), () => this.deliver());
  }

  /** Markets that go BALL RUNNING while a ball is bowled. */
  private ballMarkets(): Market[] {
    const list: Market[] = [];
    if (this.bm) list.push(this.bm);
    for (const d of this.defs.values()) if (d.market.status !== 'CLOSED') list.push(d.market);
    return list;
  }

  private deliver(): void {
    const inn = this.current();
    const idx = this.innings.length - 1;
    const d = this.distFor(inn.batting, inn.legal, inn.wickets);
    const u = this.play.next();
    let legal = true;
    let wicket = false;
    let label: string;
    if (u < d.pWide) {
      inn.runs += 1;
      inn.extras += 1;
      legal = false;
      label = 'wd';
    } else if (u < d.pWide + d.pNoBall) {
      const bat = at(OUTCOME_RUNS, 1 + this.play.weighted(d.weights.slice(1)));
      inn.runs += 1 + bat;
      inn.extras += 1;
      this.countBoundary(inn, bat, Math.floor(inn.legal / 6) + 1);
      legal = false;
      label = bat > 0 ? `nb+${bat}` : 'nb';
    } else {
      const k = this.play.weighted(d.weights);
      if (k === 0) {
        wicket = true;
        inn.wickets += 1;
        label = 'W';
      } else {
        const r = at(OUTCOME_RUNS, k);
        inn.runs += r;
        this.countBoundary(inn, r, Math.floor(inn.legal / 6) + 1);
        label = String(r);
      }
      inn.legal += 1;
      inn.after.push(inn.runs);
    }
    this.lastBalls.push(label);
    if (this.lastBalls.length > 12) this.lastBalls = this.lastBalls.slice(-12);

    const chaseDone = idx === 1 && this.target !== null && inn.runs >= this.target;
    const allOut = inn.wickets >= 10;
    const oversDone = inn.legal >= this.maxBalls;
    const inningsOver = chaseDone || allOut || oversDone;
    const played = this.innings.reduce((s, i) => s + i.legal, 0);
    const rain = this.rainAt >= 0 && played >= this.rainAt && legal;

    if (rain) {
      this.phase = 'done';
      this.outcome = 'Match abandoned (rain) – no result';
      this.emitScore();
      const noRunner = at(this.completed.runners, 1);
      this.finishMatch((m) =>
        m === this.completed
          ? { type: 'winner', selectionId: noRunner.selectionId, name: noRunner.nat, placed: [] }
          : { type: 'void', reason: 'no result' },
      );
      return;
    }

    this.phase = 'between';
    this.emitScore();
    // Settle what this ball decided.
    if (wicket) this.settleFallOfWicket(idx, inn.runs, inn.wickets);
    if (legal) this.settleWindows(idx, inn.legal);
    if (label === '6' || label === 'nb+6') this.settleSix(idx, Math.floor((inn.legal - (legal ? 1 : 0)) / 6) + 1);
    if (legal && inn.legal % 6 === 0) this.settleOverWithoutSix(idx, inn.legal / 6);

    if (inningsOver) {
      this.endInnings(idx);
      return;
    }
    if (wicket) {
      // Suspend first: the books re-price when they reopen.
      this.suspend([this.mo, this.tied, this.completed], this.play.range(10_000, 20_000));
      this.suspend(this.ballMarkets(), this.play.range(15_000, 25_000));
    }
    this.ensureSessions();
    this.updateMatchBooks();
    if (!wicket) for (const m of this.ballMarkets()) this.reopen(m);
    const overEnd = legal && inn.legal % 6 === 0;
    const gap =
      this.play.range(26_000, 40_000) +
      (overEnd ? this.play.range(25_000, 40_000) : 0) +
      (wicket ? this.play.range(30_000, 50_000) : 0);
    this.after(gap, () => this.bowl());
  }

  private countBoundary(inn: Innings, runs: number, over: number): void {
    if (runs === 4) inn.fours += 1;
    if (runs === 6) {
      inn.sixes += 1;
      inn.sixOvers.add(over);
    }
  }

  private endInnings(idx: number): void {
    const inn = this.current();
    inn.ended = true;
    this.closeInningsSessions(idx);
    if (idx === 0) {
      this.target = inn.runs + 1;
      // The second innings' sessions open during the break.
      this.startInnings(inn.batting === 0 ? 1 : 0);
      this.phase = 'break';
      this.emitScore();
      this.updateMatchBooks();
      for (const m of [this.mo, this.tied, this.completed]) this.reopen(m);
      if (this.bm) this.reopen(this.bm);
      this.after(this.play.range(10, 15) * 60_000, () => {
        this.phase = 'between';
        this.emitScore();
        this.after(this.play.range(20_000, 60_000), () => this.bowl());
      });
      return;
    }
    // Match over.
    this.phase = 'done';
    const first = at(this.innings, 0);
    const second = inn;
    let winner: 0 | 1 | null;
    if (second.runs > first.runs) {
      winner = second.batting;
      this.outcome = `${at(this.names, winner)} won by ${10 - second.wickets} wickets`;
    } else if (second.runs < first.runs) {
      winner = first.batting;
      this.outcome = `${at(this.names, winner)} won by ${first.runs - second.runs} runs`;
    } else {
      winner = null;
      this.outcome = 'Match tied';
    }
    this.emitScore();
    const yes = at(this.tied.runners, 0);
    const no = at(this.tied.runners, 1);
    const completedYes = at(this.completed.runners, 0);
    this.finishMatch((m) => {
      if (m === this.tied) {
        const r = winner === null ? yes : no;
        return { type: 'winner', selectionId: r.selectionId, name: r.nat, placed: [] };
      }
      if (m === this.completed)
        return { type: 'winner', selectionId: completedYes.selectionId, name: completedYes.nat, placed: [] };
      if (m === this.mo || m === this.bm) {
        if (winner === null) return { type: 'void', reason: 'tie' };
        const r = at(m.runners, winner);
        return { type: 'winner', selectionId: r.selectionId, name: r.nat, placed: [] };
      }
      return { type: 'void', reason: 'no result' };
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Sessions

  private ensureSessions(): void {
    const idx = this.innings.length - 1;
    const inn = this.current();
    if (inn.ended) return;
    const team = at(this.short, inn.batting);
    const overs = this.maxBalls / 6;
    const currentOver = Math.floor(inn.legal / 6) + 1;
    const upcoming = this.milestones.filter((n) => n * 6 > inn.legal);
    const next = upcoming[0];
    const lambi = at(this.milestones, this.milestones.length - 1);
    const sessionOvers = upcoming.slice(0, 3);
    if (!sessionOvers.includes(lambi)) sessionOvers.push(lambi);
    for (const n of sessionOvers) {
      this.createSession(`s${idx}:${n}`, 'session', `${n} over run ${team}`, {
        from: 0,
        to: n * 6,
        measure: 'runs',
        over: n,
        range: 0,
      });
    }
    if (inn.wickets < 10) {
      const w = inn.wickets + 1;
      this.createSession(`f${idx}:${w}`, 'session', `Fall of ${at(ORDINALS, w - 1)} wkt ${team}`, {
        from: 0,
        to: null,
        measure: 'fallOfWicket',
        over: 0,
        range: 0,
      });
    }
    for (const o of [currentOver, currentOver + 1]) {
      if (o > overs) continue;
      this.createSession(`o${idx}:${o}`, 'overByover', `Only ${o} over run ${team}`, {
        from: (o - 1) * 6,
        to: o * 6,
        measure: 'runs',
        over: o,
        range: 0,
      });
    }
    if (inn.legal < this.maxBalls) {
      const k = inn.legal + 1;
      this.createSession(
        `b${idx}:${k}`,
        'ballByBall',
        `${Math.floor((k - 1) / 6)}.${((k - 1) % 6) + 1} ball run ${team}`,
        { from: k - 1, to: k, measure: 'runs', over: Math.floor((k - 1) / 6) + 1, range: 0 },
      );
    }
    if (next !== undefined) {
      this.createSession(`e${idx}:${next}`, 'oddEven', `${next} over run odd/even ${team}`, {
        from: 0,
        to: next * 6,
        measure: 'runs',
        over: next,
        range: 0,
      });
      this.createSession(`k${idx}:${next}`, 'khado', `${next} over run ${team} -5`, {
        from: 0,
        to: next * 6,
        measure: 'runs',
        over: next,
        range: 5,
      });
      this.createSession(`c${idx}:${next}`, 'cricketCasino', `${next} over run ${team} (last digit)`, {
        from: 0,
        to: next * 6,
        measure: 'runs',
        over: next,
        range: 0,
      });
    }
    if (currentOver <= overs && !inn.sixOvers.has(currentOver)) {
      this.createSession(`x${idx}:${currentOver}`, 'fancy1', `Six in ${currentOver} over ${team}`, {
        from: (currentOver - 1) * 6,
        to: currentOver * 6,
        measure: 'sixInOver',
        over: currentOver,
        range: 0,
      });
    }
    this.createSession(`m${idx}`, 'meter', `${team} inning run meter`, {
      from: 0,
      to: null,
      measure: 'runs',
      over: 0,
      range: 0,
    });
    for (const d of this.defs.values()) if (d.market.status === 'OPEN') this.quoteSession(d);
  }

  private createSession(
    key: string,
    family: SessionFamily,
    name: string,
    w: { from: number; to: number | null; measure: SessionDef['measure']; over: number; range: number },
  ): void {
    if (this.created.has(key)) return;
    this.created.add(key);
    const idx = this.innings.length - 1;
    const inn = this.current();
    const decimal = family === 'oddEven' || family === 'fancy1' || family === 'cricketCasino';
    const runners =
      family === 'oddEven'
        ? [{ nat: 'ODD' }, { nat: 'EVEN' }]
        : family === 'cricketCasino'
          ? Array.from({ length: 10 }, (_, i) => ({ nat: String(i) }))
          : [{ nat: name }];
    const gtype =
      family === 'oddEven'
        ? 'oddeven'
        : family === 'cricketCasino'
          ? 'cricketcasino'
          : family === 'fancy1'
            ? 'fancy1'
            : family === 'khado'
              ? 'khado'
              : family === 'meter'
                ? 'meter'
                : 'fancy';
    const market = this.addMarket({
      name,
      type: family,
      gtype,
      priceKind: decimal ? 'decimal' : 'line',
      runners,
      sno: 10 + this.created.size,
      minBet: 100,
      maxBet:
        family === 'session' || family === 'overByover' || family === 'meter'
          ? this.sessionMax
          : Math.round(this.sessionMax / 2),
      inPlayDelay: 0,
      session: {
        innings: idx + 1,
        team: at(this.names, inn.batting),
        fromBall: w.from,
        toBall: w.to,
        measure: w.measure,
        wicket: w.measure === 'fallOfWicket' ? inn.wickets + 1 : null,
        range: w.range > 0 ? w.range : null,
      },
    });
    if (this.fx.inPlay) this.setInPlay(market);
    const def: SessionDef = {
      market,
      family,
      innings: idx,
      from: w.from,
      to: w.to,
      measure: w.measure,
      over: w.over,
      range: w.range,
      bias: Math.round(this.quoteRng.normal(0, 0.8)),
    };
    this.defs.set(market.id, def);
    if (this.phase === 'ball') this.setStatus(market, 'BALL RUNNING');
    this.quoteSession(def);
  }

  /** Runs already scored inside a window and the projected mean/spread of its final value. */
  private windowProjection(d: SessionDef): { sofar: number; mean: number; sd: number } {
    const inn = at(this.innings, d.innings);
    const to = d.to ?? this.maxBalls;
    const started = inn.legal >= d.from;
    const base = started ? at(inn.after, d.from) : 0;
    const sofar = started ? inn.runs - base : 0;
    const ahead = started
      ? this.project(inn.batting, inn.legal, to, inn.wickets)
      : (() => {
          const pre = this.project(inn.batting, inn.legal, d.from, inn.wickets);
          return this.project(inn.batting, d.from, to, pre.wickets);
        })();
    let mean = sofar + ahead.mean;
    if (d.innings === 1 && this.target !== null) {
      // A chase stops at the target: the window cannot run far past it.
      const startRuns = started ? base : inn.runs + this.project(inn.batting, inn.legal, d.from, inn.wickets).mean;
      mean = Math.min(mean, Math.max(sofar, this.target + 1 - startRuns));
    }
    return { sofar, mean, sd: Math.sqrt(ahead.variance + 0.5) };
  }

  private quoteSession(d: SessionDef): void {
    const m = d.market;
    if (m.status === 'CLOSED') return;
    const inn = at(this.innings, d.innings);
    if (d.measure === 'fallOfWicket') {
      // Runs the innings will have when the next wicket falls.
      let mean = 0;
      let alive = 1;
      for (let b = inn.legal; b < this.maxBalls && alive > 0.01; b++) {
        const x = this.distFor(inn.batting, b, inn.wickets);
        mean += x.mu * alive;
        alive *= 1 - x.pWicket;
      }
      if (d.innings === 1 && this.target !== null) mean = Math.min(mean, Math.max(0, this.target - inn.runs));
      const q = lineQuote(inn.runs + mean + d.bias, Math.max(2, mean * 0.8), inn.runs, 'gap');
      this.writeLine(m, q.yesLine, q.yesRate, q.noLine, q.noRate);
      return;
    }
    if (d.measure === 'sixInOver') {
      const left = Math.max(0, d.over * 6 - Math.max(inn.legal, d.from));
      const p6 = this.distFor(inn.batting, inn.legal, inn.wickets).pSix;
      const p = clamp(1 - (1 - p6) ** left, 0.01, 0.95);
      const back = clamp(floorTick(1 / (p * 1.05)), MIN_PRICE, 990);
      this.writeLevels(m, 0, 'back', [{ price: back, size: this.sessionMax / 2 }]);
      this.writeLevels(m, 0, 'lay', [{ price: tickUp(back, this.quoteRng.int(1, 2)), size: this.sessionMax / 2 }]);
      return;
    }
    const proj = this.windowProjection(d);
    if (d.family === 'oddEven') {
      const pOdd = this.parityChance(d, proj);
      this.writeDecimalBacks(m, [pOdd, 1 - pOdd], 1.04);
      return;
    }
    if (d.family === 'cricketCasino') {
      this.writeDecimalBacks(m, this.lastDigitChances(d, proj), 1.04);
      return;
    }
    if (d.family === 'khado') {
      const line = Math.max(proj.sofar, Math.round(proj.mean + d.bias) - 2);
      const sd = Math.max(proj.sd, 0.8);
      const p = normCdf((line + d.range - 0.5 - proj.mean) / sd) - normCdf((line - 0.5 - proj.mean) / sd);
      this.writeLevels(m, 0, 'back', [{ price: line, size: rateForChance(p, 0.12) }]);
      this.writeLevels(m, 0, 'lay', []);
      return;
    }
    const style = d.family === 'ballByBall' ? 'rated' : 'gap';
    const q = lineQuote(proj.mean + (style === 'gap' ? d.bias : 0), proj.sd, proj.sofar, style);
    this.writeLine(m, q.yesLine, q.yesRate, q.noLine, q.noRate);
  }

  private writeLine(m: Market, yesLine: number, yesRate: number, noLine: number, noRate: number): void {
    this.writeLevels(m, 0, 'back', [{ price: yesLine, size: yesRate }]);
    this.writeLevels(m, 0, 'lay', [{ price: noLine, size: noRate }]);
  }

  /** Back-only decimal prices from chances with a book margin. */
  private writeDecimalBacks(m: Market, chances: readonly number[], margin: number): void {
    chances.forEach((p, i) => {
      const price = clamp(floorTick(1 / (clamp(p, 0.002, 0.98) * margin)), MIN_PRICE, 990);
      const levels: PriceSize[] = [{ price, size: Math.round(this.sessionMax / 5) }];
      this.writeLevels(m, i, 'back', levels);
    });
  }

  private parityChance(d: SessionDef, proj: { sofar: number; mean: number }): number {
    const inn = at(this.innings, d.innings);
    const left = (d.to ?? this.maxBalls) - Math.max(inn.legal, d.from);
    if (left !== 1 || inn.legal < d.from) return 0.5;
    const x = this.distFor(inn.batting, inn.legal, inn.wickets);
    let oddBall = 0;
    x.weights.forEach((p, i) => {
      if (at(OUTCOME_RUNS, i) % 2 === 1) oddBall += p;
    });
    return proj.sofar % 2 === 1 ? 1 - oddBall : oddBall;
  }

  private lastDigitChances(d: SessionDef, proj: { sofar: number; mean: number }): number[] {
    const inn = at(this.innings, d.innings);
    const left = (d.to ?? this.maxBalls) - Math.max(inn.legal, d.from);
    const out = Array.from({ length: 10 }, () => 0.1);
    if (left !== 1 || inn.legal < d.from) return out;
    const x = this.distFor(inn.batting, inn.legal, inn.wickets);
    out.fill(0);
    x.weights.forEach((p, i) => {
      const digit = (proj.sofar + at(OUTCOME_RUNS, i)) % 10;
      out[digit] = at(out, digit) + p;
    });
    return out;
  }

  private sessionResult(d: SessionDef, runs: number): MarketResult {
    const m = d.market;
    if (d.family === 'oddEven') {
      const r = at(m.runners, runs % 2 === 1 ? 0 : 1);
      return { type: 'winner', selectionId: r.selectionId, name: r.nat, placed: [] };
    }
    if (d.family === 'cricketCasino') {
      const r = at(m.runners, runs % 10);
      return { type: 'winner', selectionId: r.selectionId, name: r.nat, placed: [] };
    }
    return { type: 'runs', runs };
  }

  private settle(d: SessionDef, result: MarketResult): void {
    this.defs.delete(d.market.id);
    this.closeMarket(d.market, result, this.play.range(60_000, 120_000));
  }

  /** Windows that end with legal ball k of innings idx. */
  private settleWindows(idx: number, k: number): void {
    const inn = at(this.innings, idx);
    for (const d of [...this.defs.values()]) {
      if (d.innings !== idx || d.measure !== 'runs' || d.to !== k) continue;
      this.settle(d, this.sessionResult(d, at(inn.after, k) - at(inn.after, d.from)));
    }
  }

  private settleFallOfWicket(idx: number, runs: number, wicket: number): void {
    for (const d of [...this.defs.values()]) {
      if (d.innings === idx && d.measure === 'fallOfWicket' && d.market.session?.wicket === wicket)
        this.settle(d, { type: 'runs', runs });
    }
  }

  private settleSix(idx: number, over: number): void {
    for (const d of [...this.defs.values()]) {
      if (d.innings === idx && d.measure === 'sixInOver' && d.over === over)
        this.settle(d, { type: 'yesNo', outcome: 'YES' });
    }
  }

  private settleOverWithoutSix(idx: number, over: number): void {
    for (const d of [...this.defs.values()]) {
      if (d.innings === idx && d.measure === 'sixInOver' && d.over === over)
        this.settle(d, { type: 'yesNo', outcome: 'NO' });
    }
  }

  /** The innings is over: every session of it settles on the final score (or is void if its window never started). */
  private closeInningsSessions(idx: number): void {
    const inn = at(this.innings, idx);
    for (const d of [...this.defs.values()]) {
      if (d.innings !== idx) continue;
      if (d.measure === 'fallOfWicket') {
        this.settle(d, { type: 'runs', runs: inn.runs });
      } else if (d.measure === 'sixInOver') {
        this.settle(d, { type: 'yesNo', outcome: inn.sixOvers.has(d.over) ? 'YES' : 'NO' });
      } else if (d.from > inn.legal || (d.from === inn.legal && d.from > 0)) {
        this.settle(d, { type: 'void', reason: 'not started' });
      } else {
        this.settle(d, this.sessionResult(d, inn.runs - at(inn.after, d.from)));
      }
    }
  }

  protected override refresh(m: Market): void {
    const d = this.defs.get(m.id);
    if (d) {
      this.quoteSession(d);
      return;
    }
    super.refresh(m);
  }

  // ---------------------------------------------------------------------------------------------

  score(): CricketScore {
    const innings: CricketInnings[] = this.innings.map((i) => ({
      team: at(this.names, i.batting),
      runs: i.runs,
      wickets: i.wickets,
      overs: `${Math.floor(i.legal / 6)}.${i.legal % 6}`,
      legalBalls: i.legal,
      extras: i.extras,
      fours: i.fours,
      sixes: i.sixes,
    }));
    const cur = this.innings[this.innings.length - 1];
    const crr = cur && cur.legal > 0 ? Math.round((cur.runs / (cur.legal / 6)) * 100) / 100 : 0;
    let rrr: number | null = null;
    let status = this.outcome;
    if (!status) {
      if (this.phase === 'break') {
        status = `Innings break – ${at(this.names, this.battingFirst === 0 ? 1 : 0)} need ${this.target ?? 0} to win`;
      } else if (this.innings.length === 2 && cur && this.target !== null) {
        const need = this.target - cur.runs;
        const balls = this.maxBalls - cur.legal;
        rrr = balls > 0 ? Math.round(((need * 6) / balls) * 100) / 100 : null;
        status = `${at(this.names, cur.batting)} need ${need} runs from ${balls} balls`;
      } else if (this.tossWinner !== null) {
        status = `${at(this.names, this.tossWinner)} won the toss and chose to ${this.tossChoice}`;
      }
    }
    return {
      kind: 'cricket',
      format: this.format,
      innings,
      currentInnings: Math.max(1, this.innings.length),
      battingTeam: cur && this.phase !== 'done' && this.phase !== 'break' ? at(this.names, cur.batting) : null,
      target: this.target,
      lastBalls: this.lastBalls.slice(),
      crr,
      rrr,
      tossWinner: this.tossWinner === null ? null : at(this.names, this.tossWinner),
      status,
    };
  }
}

function shortName(name: string): string {
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 3).toUpperCase();
  return words
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase()
    .slice(0, 4);
}
