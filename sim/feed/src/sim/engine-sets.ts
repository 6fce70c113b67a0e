/**
 * Point-by-point games: tennis (games, sets, tiebreaks, serve) and the rally/frame/leg/map sports
 * (table tennis, badminton, volleyball, beach volleyball, snooker, darts, esports). Match odds
 * follow the exact chance of winning from the current score.
 */
import { at, clamp, matchFromSets, raceWinProb } from './math.js';
import { MatchSim, type Bus, type MatchSetup } from './match.js';
import type { SetsConfig, TennisConfig } from './sports.js';
import type { Market, MarketResult, SetsScore, TennisScore } from './types.js';

abstract class TwoSidedMatch extends MatchSim {
  protected readonly mo: Market;
  protected readonly bm: Market | null;
  protected winner: 0 | 1 | null = null;

  constructor(setup: MatchSetup, bus: Bus, createdAt: number, initial: () => number) {
    super(setup, bus, createdAt);
    const s = setup.sport;
    const [a, b] = [at(setup.teams, 0), at(setup.teams, 1)];
    const runners = [
      { nat: a.name, selectionId: a.selectionId },
      { nat: b.name, selectionId: b.selectionId },
    ];
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
    this.bm = null;
    // Subclass fields are not set yet: the first truth comes from a callback given by the subclass.
    const p = initial();
    this.addExchangeBook(this.mo, [p, 1 - p], s.liquidity, 3);
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
      this.addBookmakerBook(this.bm, [p, 1 - p]);
    }
  }

  protected pushTruth(pA: number): void {
    const p = clamp(pA, 0.0005, 0.9995);
    this.setTruth(this.mo, [p, 1 - p]);
    if (this.bm) this.setTruth(this.bm, [p, 1 - p]);
  }

  protected briefSuspend(): void {
    const list = this.bm ? [this.mo, this.bm] : [this.mo];
    this.suspend(list, this.play.range(4_000, 9_000));
  }

  protected end(winner: 0 | 1): void {
    this.winner = winner;
    this.emitScore();
    this.finishMatch((m) => this.resultFor(m, winner));
  }

  private resultFor(m: Market, winner: 0 | 1): MarketResult {
    const r = at(m.runners, winner);
    return { type: 'winner', selectionId: r.selectionId, name: r.nat, placed: [] };
  }
}

/** Chance A wins a point, from the strengths and the sport's edge. */
function pointChance(setup: MatchSetup, edge: number): number {
  const d = at(setup.teams, 0).strength - at(setup.teams, 1).strength;
  return clamp(0.5 + edge * clamp(d, -2, 2), 0.2, 0.8);
}

export class SetsMatch extends TwoSidedMatch {
  private readonly cfg: SetsConfig;
  private readonly p: number;
  private readonly sets: [number, number][] = [];
  private readonly setsWon: [number, number] = [0, 0];
  private readonly points: [number, number] = [0, 0];

  constructor(setup: MatchSetup, bus: Bus, createdAt: number, cfg: SetsConfig) {
    const p = pointChance(setup, cfg.edge);
    super(setup, bus, createdAt, () => matchProb(cfg, p, [0, 0], [0, 0]));
    this.cfg = cfg;
    this.p = p;
  }

  protected begin(): void {
    this.emitScore();
    this.schedulePoint(0);
  }

  private schedulePoint(extraMs: number): void {
    const [lo, hi] = this.cfg.pointSec;
    this.after(extraMs + this.play.range(lo, hi) * 1000, () => this.point());
  }

  private point(): void {
    const c = this.cfg;
    const side = this.play.chance(this.p) ? 0 : 1;
    this.points[side] += 1;
    const decider = this.setsWon[0] === c.setsToWin - 1 && this.setsWon[1] === c.setsToWin - 1;
    const target = decider ? c.deciderTarget : c.target;
    const [a, b] = this.points;
    const won = c.winBy2 ? (a >= target && a - b >= 2) || (b >= target && b - a >= 2) : a >= target || b >= target;
    if (won) {
      const setWinner = a > b ? 0 : 1;
      this.sets.push([a, b]);
      this.setsWon[setWinner] += 1;
      this.points[0] = 0;
      this.points[1] = 0;
      if (this.setsWon[setWinner] >= c.setsToWin) {
        this.end(setWinner);
        return;
      }
      if (c.setsToWin > 1) this.briefSuspend();
      this.emitScore();
      this.pushTruth(matchProb(c, this.p, this.setsWon, this.points));
      this.schedulePoint(c.setBreakSec * 1000);
      return;
    }
    this.emitScore();
    this.pushTruth(matchProb(c, this.p, this.setsWon, this.points));
    this.schedulePoint(0);
  }

  score(): SetsScore {
    return {
      kind: 'sets',
      unit: this.cfg.unit,
      bestOf: this.cfg.setsToWin > 1 ? this.cfg.setsToWin * 2 - 1 : this.cfg.target * 2 - 1,
      sets: this.sets.map(([a, b]) => [a, b]),
      setsWon: [this.setsWon[0], this.setsWon[1]],
      points: [this.points[0], this.points[1]],
    };
  }
}

function matchProb(
  c: SetsConfig,
  p: number,
  setsWon: readonly [number, number],
  points: readonly [number, number],
): number {
  const decider = setsWon[0] === c.setsToWin - 1 && setsWon[1] === c.setsToWin - 1;
  const current = raceWinProb(points[0], points[1], decider ? c.deciderTarget : c.target, p, c.winBy2);
  const fresh = raceWinProb(0, 0, c.target, p, c.winBy2);
  const dec = raceWinProb(0, 0, c.deciderTarget, p, c.winBy2);
  return matchFromSets(setsWon[0], setsWon[1], c.setsToWin, current, fresh, dec);
}

const TENNIS_POINTS = ['0', '15', '30', '40'];

export class TennisMatch extends TwoSidedMatch {
  private readonly cfg: TennisConfig;
  /** Chance each player wins a point on their own serve. */
  private readonly serve: [number, number];
  private readonly sets: [number, number][] = [];
  private readonly setsWon: [number, number] = [0, 0];
  private readonly games: [number, number] = [0, 0];
  private readonly points: [number, number] = [0, 0];
  private server: 0 | 1 = 0;
  private tiebreak = false;
  private tbFirstServer: 0 | 1 = 0;

  constructor(setup: MatchSetup, bus: Bus, createdAt: number, cfg: TennisConfig) {
    const d = clamp(at(setup.teams, 0).strength - at(setup.teams, 1).strength, -2, 2);
    const serve: [number, number] = [clamp(0.64 + 0.035 * d, 0.5, 0.78), clamp(0.64 - 0.035 * d, 0.5, 0.78)];
    super(setup, bus, createdAt, () => tennisMatchProb(serve, cfg.bestOf, [0, 0], [0, 0], [0, 0], 0, false));
    this.cfg = cfg;
    this.serve = serve;
  }

  protected begin(): void {
    this.server = this.play.chance(0.5) ? 0 : 1;
    this.emitScore();
    this.pushTruth(this.prob());
    this.schedulePoint(0);
  }

  private prob(): number {
    return tennisMatchProb(
      this.serve,
      this.cfg.bestOf,
      this.setsWon,
      this.games,
      this.points,
      this.server,
      this.tiebreak,
    );
  }

  private schedulePoint(extraMs: number): void {
    const [lo, hi] = this.cfg.pointSec;
    this.after(extraMs + this.play.range(lo, hi) * 1000, () => this.point());
  }

  private currentServer(): 0 | 1 {
    if (!this.tiebreak) return this.server;
    // Tiebreak: first point by the first server, then two each.
    const n = this.points[0] + this.points[1];
    const block = Math.floor((n + 1) / 2) % 2;
    return block === 0 ? this.tbFirstServer : this.tbFirstServer === 0 ? 1 : 0;
  }

  private point(): void {
    const srv = this.currentServer();
    const serverWins = this.play.chance(this.serve[srv]);
    const side: 0 | 1 = serverWins ? srv : srv === 0 ? 1 : 0;
    this.points[side] += 1;
    const [a, b] = this.points;
    const target = this.tiebreak ? 7 : 4;
    const gameWon = (a >= target && a - b >= 2) || (b >= target && b - a >= 2);
    let pause = 0;
    if (gameWon) {
      const g: 0 | 1 = a > b ? 0 : 1;
      this.points[0] = 0;
      this.points[1] = 0;
      this.games[g] += 1;
      const wasTiebreak = this.tiebreak;
      this.tiebreak = false;
      this.server = (wasTiebreak ? this.tbFirstServer : this.server) === 0 ? 1 : 0;
      const [ga, gb] = this.games;
      const setWon = wasTiebreak || (ga >= 6 && ga - gb >= 2) || (gb >= 6 && gb - ga >= 2) || ga === 7 || gb === 7;
      if (setWon) {
        const s: 0 | 1 = ga > gb ? 0 : 1;
        this.sets.push([ga, gb]);
        this.setsWon[s] += 1;
        this.games[0] = 0;
        this.games[1] = 0;
        if (this.setsWon[s] >= (this.cfg.bestOf + 1) / 2) {
          this.end(s);
          return;
        }
        this.briefSuspend();
        pause = 120_000;
      } else {
        if (ga === 6 && gb === 6) {
          this.tiebreak = true;
          this.tbFirstServer = this.server;
        }
        if ((ga + gb) % 2 === 1) pause = 60_000;
      }
    }
    this.emitScore();
    this.pushTruth(this.prob());
    this.schedulePoint(pause);
  }

  score(): TennisScore {
    let points: [string, string];
    const [a, b] = this.points;
    if (this.tiebreak) points = [String(a), String(b)];
    else if (a >= 3 && b >= 3) points = a === b ? ['40', '40'] : a > b ? ['AD', '40'] : ['40', 'AD'];
    else points = [at(TENNIS_POINTS, Math.min(a, 3)), at(TENNIS_POINTS, Math.min(b, 3))];
    return {
      kind: 'tennis',
      bestOf: this.cfg.bestOf,
      sets: this.sets.map(([x, y]) => [x, y]),
      games: [this.games[0], this.games[1]],
      points,
      server: this.currentServer(),
      tiebreak: this.tiebreak,
    };
  }
}

/** Chance player A wins the match from the given score (exact recursion over games and sets). */
export function tennisMatchProb(
  serve: readonly [number, number],
  bestOf: number,
  setsWon: readonly [number, number],
  games: readonly [number, number],
  points: readonly [number, number],
  server: 0 | 1,
  tiebreak: boolean,
): number {
  const [s0, s1] = serve;
  const hold0 = raceWinProb(0, 0, 4, s0, true);
  const hold1 = raceWinProb(0, 0, 4, s1, true);
  const pt = (s0 + 1 - s1) / 2;
  const tbFresh = raceWinProb(0, 0, 7, pt, true);
  const memo = new Map<number, number>();
  const setFrom = (ga: number, gb: number, srv: 0 | 1): number => {
    if ((ga >= 6 && ga - gb >= 2) || ga === 7) return 1;
    if ((gb >= 6 && gb - ga >= 2) || gb === 7) return 0;
    if (ga === 6 && gb === 6) return tbFresh;
    const key = ga * 100 + gb * 10 + srv;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const pg = srv === 0 ? hold0 : 1 - hold1;
    const next: 0 | 1 = srv === 0 ? 1 : 0;
    const v = pg * setFrom(ga + 1, gb, next) + (1 - pg) * setFrom(ga, gb + 1, next);
    memo.set(key, v);
    return v;
  };
  let current: number;
  if (tiebreak) {
    current = raceWinProb(points[0], points[1], 7, pt, true);
  } else {
    const game =
      server === 0
        ? raceWinProb(points[0], points[1], 4, s0, true)
        : 1 - raceWinProb(points[1], points[0], 4, s1, true);
    const next: 0 | 1 = server === 0 ? 1 : 0;
    current = game * setFrom(games[0] + 1, games[1], next) + (1 - game) * setFrom(games[0], games[1] + 1, next);
  }
  const fresh = (setFrom(0, 0, 0) + setFrom(0, 0, 1)) / 2;
  return matchFromSets(setsWon[0], setsWon[1], (bestOf + 1) / 2, current, fresh);
}
