/**
 * One-on-one contests decided by a finish or on the cards: boxing (with a draw), mixed martial
 * arts, sumo bouts and chess games (white, black or a draw).
 */
import { at, clamp } from './math.js';
import { MatchSim, type Bus, type MatchSetup } from './match.js';
import type { DuelConfig } from './sports.js';
import type { ChessScore, Market, MarketResult, RoundsScore } from './types.js';

const STEP_MS = 30_000;

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

export class DuelMatch extends MatchSim {
  private readonly cfg: DuelConfig;
  private readonly mo: Market;
  /** Chance A wins a round / finishes the fight when someone does. */
  private readonly edge: number;
  private readonly finishPerStep: number;
  private round = 0;
  private roundStart = 0;
  private inRound = false;
  private readonly roundsWon: [number, number] = [0, 0];
  private readonly knockdowns: [number, number] = [0, 0];
  private roundTally = 0;
  /** Seconds into the round as of the last play event. */
  private clockSec = 0;
  private done = false;
  // Chess
  private move = 0;
  private evaluation = 0;
  private lastMove = 60;

  constructor(setup: MatchSetup, bus: Bus, createdAt: number, cfg: DuelConfig) {
    super(setup, bus, createdAt);
    this.cfg = cfg;
    const s = setup.sport;
    const [a, b] = [at(setup.teams, 0), at(setup.teams, 1)];
    this.edge = logistic(1.3 * clamp(a.strength - b.strength, -2, 2));
    const perRound = cfg.style === 'boxing' ? 0.06 : cfg.style === 'mma' ? 0.14 : 0;
    this.finishPerStep = perRound / ((cfg.roundSec * 1000) / STEP_MS);
    const runners = [
      { nat: a.name, selectionId: a.selectionId },
      { nat: b.name, selectionId: b.selectionId },
    ];
    if (cfg.draw) runners.push({ nat: 'The Draw', selectionId: 58805 });
    this.mo = this.addMarket({
      name: cfg.style === 'chess' ? 'Match Odds' : cfg.style === 'sumo' ? 'Bout Winner' : 'Fight Result',
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
    this.addExchangeBook(this.mo, this.probs(), s.liquidity, 3);
  }

  protected begin(): void {
    const c = this.cfg;
    this.emitScore();
    if (c.style === 'sumo') {
      // A bout lasts seconds: no betting once the wrestlers charge.
      this.suspend([this.mo], null);
      this.after(this.play.range(5_000, c.roundSec * 1000), () => this.end(this.play.chance(this.edge) ? 0 : 1));
      return;
    }
    if (c.style === 'chess') {
      this.lastMove = this.play.int(40, 90);
      this.after(60_000, () => this.chessMove());
      return;
    }
    this.startRound();
  }

  // ---------------------------------------------------------------------------------------------
  // Fights

  private startRound(): void {
    this.round += 1;
    this.inRound = true;
    this.roundStart = this.now;
    this.roundTally = 0;
    this.clockSec = 0;
    this.emitScore();
    this.after(STEP_MS, () => this.fightStep());
  }

  private fightStep(): void {
    if (this.done) return;
    const c = this.cfg;
    if (this.play.chance(this.finishPerStep)) {
      this.end(this.play.chance(this.edge) ? 0 : 1);
      return;
    }
    if (c.style === 'boxing' && this.play.chance(0.015)) {
      const side: 0 | 1 = this.play.chance(this.edge) ? 0 : 1;
      this.knockdowns[side] += 1;
      this.roundTally += side === 0 ? 2 : -2;
      this.suspend([this.mo], this.play.range(8_000, 14_000));
    } else {
      this.roundTally += this.play.chance(this.edge) ? 0.2 : -0.2;
    }
    const endOfRound = this.now - this.roundStart + STEP_MS > c.roundSec * 1000;
    this.clockSec = Math.min(c.roundSec, Math.round((this.now - this.roundStart) / 1000));
    if (endOfRound) {
      this.inRound = false;
      const roundWinner: 0 | 1 = this.roundTally > 0 || (this.roundTally === 0 && this.play.chance(this.edge)) ? 0 : 1;
      this.roundsWon[roundWinner] += 1;
      if (this.round >= c.rounds) {
        this.decision();
        return;
      }
      this.emitScore();
      this.setTruth(this.mo, this.probs());
      this.after(c.roundSec * 1000 - (this.now - this.roundStart) + c.restSec * 1000, () => this.startRound());
      return;
    }
    this.emitScore();
    this.setTruth(this.mo, this.probs());
    this.after(STEP_MS, () => this.fightStep());
  }

  private decision(): void {
    const [a, b] = this.roundsWon;
    if (a === b) {
      if (this.cfg.draw) this.end(2);
      else this.end(this.play.chance(0.5) ? 0 : 1);
      return;
    }
    this.end(a > b ? 0 : 1);
  }

  // ---------------------------------------------------------------------------------------------
  // Chess

  private chessMove(): void {
    if (this.done) return;
    this.move += 1;
    const drift = (this.edge - 0.5) * 0.06;
    this.evaluation = clamp(this.evaluation + this.play.normal(drift, 0.22 + this.move / 400), -12, 12);
    if (Math.abs(this.evaluation) > 6 || this.move >= this.lastMove) {
      const p = this.probs();
      const pick = this.play.weighted(p);
      this.end(pick === 0 ? 0 : pick === 1 ? 1 : 2);
      return;
    }
    this.emitScore();
    this.setTruth(this.mo, this.probs());
    this.after(60_000, () => this.chessMove());
  }

  // ---------------------------------------------------------------------------------------------

  private probs(): number[] {
    const c = this.cfg;
    if (c.style === 'chess') {
      const progress = this.move / Math.max(1, this.lastMove);
      const e = this.evaluation + (this.edge - 0.5) * 1.2 * (1 - progress);
      const decisive = clamp(0.45 + 0.5 * Math.tanh(Math.abs(e) / 2.5), 0, 0.99);
      const pa = logistic(1.6 * e);
      return [decisive * pa, decisive * (1 - pa), 1 - decisive];
    }
    if (c.style === 'sumo') return [this.edge, 1 - this.edge];
    // Steps left in the fight and rounds still to be scored.
    const stepsPerRound = (c.roundSec * 1000) / STEP_MS;
    const inRoundSteps = this.inRound ? Math.floor((this.clockSec * 1000) / STEP_MS) : 0;
    const roundsToScore = c.rounds - this.roundsWon[0] - this.roundsWon[1];
    const stepsLeft = Math.max(0, roundsToScore * stepsPerRound - inRoundSteps);
    const noFinish = (1 - this.finishPerStep) ** stepsLeft;
    const finishA = (1 - noFinish) * this.edge;
    const finishB = (1 - noFinish) * (1 - this.edge);
    const lead = this.roundsWon[0] - this.roundsWon[1];
    const qRound = clamp(this.edge + (this.inRound ? this.roundTally * 0.05 : 0), 0.05, 0.95);
    let decA = 0;
    let decB = 0;
    let decD = 0;
    binomial(roundsToScore, qRound).forEach((pk, k) => {
      const margin = lead + 2 * k - roundsToScore;
      if (margin > 0) decA += pk;
      else if (margin < 0) decB += pk;
      else decD += pk;
    });
    if (!c.draw) {
      decA += decD / 2;
      decB += decD / 2;
      decD = 0;
      return [finishA + noFinish * decA, finishB + noFinish * decB];
    }
    return [finishA + noFinish * decA, finishB + noFinish * decB, noFinish * decD];
  }

  private end(winner: 0 | 1 | 2): void {
    this.done = true;
    this.inRound = false;
    this.emitScore();
    this.finishMatch((m) => this.resultFor(m, winner));
  }

  private resultFor(m: Market, winner: 0 | 1 | 2): MarketResult {
    const r = m.runners[winner];
    if (!r) return { type: 'void', reason: 'tie' };
    return { type: 'winner', selectionId: r.selectionId, name: r.nat, placed: [] };
  }

  score(): RoundsScore | ChessScore {
    if (this.cfg.style === 'chess') {
      return { kind: 'chess', move: this.move, evaluation: Math.round(this.evaluation * 100) / 100 };
    }
    const elapsed = this.inRound ? this.clockSec : 0;
    return {
      kind: 'rounds',
      round: Math.max(1, this.round),
      rounds: this.cfg.rounds,
      clock: `${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}`,
      roundsWon: [this.roundsWon[0], this.roundsWon[1]],
      knockdowns: [this.knockdowns[0], this.knockdowns[1]],
    };
  }
}
