/**
 * Consistency properties over random books, with a hand-rolled seeded generator (no fast-check in
 * shared). Every run uses the same seeds, so a failure reproduces; the seed is in the message.
 */
import { LADDER } from '../sports/ladder.js';
import {
  backProfitCents,
  bookmakerBetAmounts,
  bookmakerPositions,
  decimalFancyExposure,
  decimalFancyPositions,
  khadoExposure,
  khadoLadder,
  khadoPnlAt,
  ladderExposure,
  marketExposure,
  meterExposure,
  meterLadder,
  oddsBetAmounts,
  rateProfitCents,
  rateToDecimal,
  runnerPositions,
  sessionBetAmounts,
  sessionExposure,
  sessionLadder,
  sessionPnlAt,
  settleBookmaker,
  settleDecimalFancy,
  settleKhado,
  settleMeter,
  settleOdds,
  settleSession,
  trimLadder,
  whatIf,
} from './index.js';
import type {
  DecimalFancyBet,
  KhadoBet,
  LadderRow,
  MeterBet,
  OddsBet,
  RateBet,
  SessionBet,
  Side,
  SessionSide,
} from './index.js';

/** mulberry32: a small, well-mixed 32-bit PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const int = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
function pick<T>(r: Rand, xs: readonly T[]): T {
  const x = xs[int(r, 0, xs.length - 1)];
  if (x === undefined) throw new Error('pick from an empty list');
  return x;
}
/** Stakes of every size: odd cents, round amounts, and large ones. */
function stake(r: Rand): number {
  switch (int(r, 0, 3)) {
    case 0:
      return int(r, 1, 999);
    case 1:
      return int(r, 1, 500) * 100;
    case 2:
      return int(r, 1, 100_000_000);
    default:
      return int(r, 1, 10_000_000_000);
  }
}
const side = (r: Rand): Side => (r() < 0.5 ? 'BACK' : 'LAY');
const sessionSide = (r: Rand): SessionSide => (r() < 0.5 ? 'YES' : 'NO');
const RUNS = 1000;

function oddsBook(r: Rand): { ids: number[]; bets: OddsBet[] } {
  const n = int(r, 2, 8);
  const ids = Array.from({ length: n }, (_, i) => 1000 + i * 7);
  const bets = Array.from({ length: int(r, 0, 25) }, (): OddsBet => ({
    side: side(r),
    selectionId: pick(r, ids),
    price: pick(r, LADDER),
    stakeCents: stake(r),
  }));
  return { ids, bets };
}

describe('match odds over 1,000 random books', () => {
  it('settled total on each winner = that runner position; void = 0; exposure = max(0, −min) ≥ 0', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = rng(seed);
      const { ids, bets } = oddsBook(r);
      const pos = runnerPositions(ids, bets);
      for (const w of ids) {
        const s = settleOdds(bets, w);
        expect({ seed, w, total: s.totalCents }).toEqual({ seed, w, total: pos.get(w) });
        expect(s.bets.reduce((acc, b) => acc + b.resultCents, 0)).toBe(s.totalCents);
      }
      const v = settleOdds(bets, null);
      expect(v.totalCents).toBe(0);
      expect(v.bets.every((b) => b.resultCents === 0)).toBe(true);
      const values = [...pos.values()];
      expect(values.every(Number.isSafeInteger)).toBe(true);
      const exposure = marketExposure(pos);
      expect(exposure).toBeGreaterThanOrEqual(0);
      expect(exposure).toBe(Math.max(0, -Math.min(...values)));
    }
  });

  it('Σ over runners of the positions = Σ over bets of (win on one runner, loss on n − 1)', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = rng(10_000 + seed);
      const { ids, bets } = oddsBook(r);
      const n = ids.length;
      const sum = [...runnerPositions(ids, bets).values()].reduce((a, b) => a + b, 0);
      // back: +win on its runner, −stake on the n − 1 others; lay: −liability on its runner, +stake on the others
      const expected = bets.reduce((acc, b) => {
        const a = oddsBetAmounts(b);
        return acc + (b.side === 'BACK' ? a.winCents - (n - 1) * a.lossCents : (n - 1) * a.winCents - a.lossCents);
      }, 0);
      expect({ seed, sum }).toEqual({ seed, sum: expected });
    }
  });

  it('whatIf = positions with the candidate; bet order does not matter', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = rng(20_000 + seed);
      const { ids, bets } = oddsBook(r);
      const candidate: OddsBet = {
        side: side(r),
        selectionId: pick(r, ids),
        price: pick(r, LADDER),
        stakeCents: stake(r),
      };
      expect(whatIf(ids, bets, candidate)).toEqual(runnerPositions(ids, [...bets, candidate]));
      expect(runnerPositions(ids, [...bets].reverse())).toEqual(runnerPositions(ids, bets));
    }
  });

  it('back profit = ⌊(s·(p−1)·100 + 50) / 100⌋ (an independent half-up formula for positives)', () => {
    const r = rng(42);
    for (let i = 0; i < RUNS; i++) {
      const s = int(r, 0, 1_000_000_000);
      const p = pick(r, LADDER);
      const k = Math.round(p * 100) - 100;
      expect({ s, p, profit: backProfitCents(s, p) }).toEqual({ s, p, profit: Math.floor((s * k + 50) / 100) });
    }
  });
});

describe('bookmaker over 1,000 random books', () => {
  it('equals match odds at decimal 1 + r/100, and settles to the winner position', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = rng(30_000 + seed);
      const ids = Array.from({ length: int(r, 2, 4) }, (_, i) => i + 1);
      const bets = Array.from({ length: int(r, 0, 15) }, (): RateBet => ({
        side: side(r),
        selectionId: pick(r, ids),
        rate: int(r, 1, 300),
        stakeCents: stake(r),
      }));
      const pos = bookmakerPositions(ids, bets);
      const asOdds = bets.map((b): OddsBet => ({
        side: b.side,
        selectionId: b.selectionId,
        price: rateToDecimal(b.rate),
        stakeCents: b.stakeCents,
      }));
      expect(pos).toEqual(runnerPositions(ids, asOdds));
      for (const w of ids) expect(settleBookmaker(bets, w).totalCents).toBe(pos.get(w));
      for (const b of bets)
        expect(bookmakerBetAmounts(b)).toEqual(oddsBetAmounts({ ...b, price: rateToDecimal(b.rate) }));
      expect(marketExposure(pos)).toBeGreaterThanOrEqual(0);
    }
  });
});

/** Rows of `trimmed` are a contiguous slice of `rows`, and every cut row equals the kept row at its end. */
function expectLosslessTrim(rows: readonly LadderRow[], trimmed: readonly LadderRow[]): void {
  const n = rows.length;
  if (n <= 8) {
    expect(trimmed).toEqual(rows);
    return;
  }
  const first = trimmed[0];
  const last = trimmed[trimmed.length - 1];
  if (first === undefined || last === undefined) throw new Error('trimmed a long ladder to nothing');
  const low = rows.findIndex((x) => x.run === first.run);
  const high = n - 1 - rows.findIndex((x) => x.run === last.run);
  expect(low).toBeGreaterThanOrEqual(0);
  expect(low).toBeLessThanOrEqual(4);
  expect(high).toBeLessThanOrEqual(4);
  expect(trimmed).toEqual(rows.slice(low, n - high));
  const flat = rows.every((x) => x.pnlCents === first.pnlCents);
  if (flat) {
    expect([low, high]).toEqual([4, 4]);
    return;
  }
  for (let i = 0; i < low; i++) expect(rows[i]?.pnlCents).toBe(first.pnlCents);
  for (let i = n - high; i < n; i++) expect(rows[i]?.pnlCents).toBe(last.pnlCents);
  expect(ladderExposure(trimmed)).toBe(ladderExposure(rows));
}

describe('sessions over 1,000 random books', () => {
  it('ladder = settlement (sampled rows); exposure is the true worst case, ≥ 0, ≤ Σ losses; trimming is lossless', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = rng(40_000 + seed);
      const bets = Array.from({ length: int(r, 1, 8) }, (): SessionBet => ({
        side: sessionSide(r),
        line: int(r, 0, 150),
        rate: int(r, 30, 200),
        stakeCents: stake(r),
      }));
      const lines = bets.map((b) => b.line);
      const minL = Math.min(...lines);
      const maxL = Math.max(...lines);
      const ladder = sessionLadder(bets);
      expect(ladder.map((x) => x.run)).toEqual(
        Array.from({ length: maxL + 5 - Math.max(0, minL - 5) + 1 }, (_, i) => Math.max(0, minL - 5) + i),
      );
      const bad: string[] = [];
      // settlement at the first and last rows, every line, and 10 random rows
      const sample = [
        ladder[0],
        ladder[ladder.length - 1],
        ...ladder.filter((x) => lines.includes(x.run)),
        ...Array.from({ length: 10 }, () => pick(r, ladder)),
      ];
      for (const row of sample) {
        if (row === undefined) continue;
        const settled = settleSession(bets, row.run).totalCents;
        if (settled !== row.pnlCents)
          bad.push(`seed ${seed} run ${row.run}: settled ${settled} ≠ ladder ${row.pnlCents}`);
      }
      // beyond the ladder, settlement follows the same formula
      for (const run of [0, maxL + 6, maxL + 100]) {
        const settled = settleSession(bets, run).totalCents;
        if (settled !== sessionPnlAt(bets, run)) bad.push(`seed ${seed} run ${run}: settled ${settled} ≠ sessionPnlAt`);
      }
      // brute force over every run 0 … max(line) + 30: the ladder holds the true worst case
      let worst = 0;
      for (let run = 0; run <= maxL + 30; run++) worst = Math.min(worst, sessionPnlAt(bets, run));
      expect(bad).toEqual([]);
      const exposure = sessionExposure(bets);
      expect({ seed, exposure }).toEqual({ seed, exposure: -worst + 0 });
      expect(exposure).toBeGreaterThanOrEqual(0);
      expect(exposure).toBeLessThanOrEqual(bets.reduce((a, b) => a + sessionBetAmounts(b).lossCents, 0));

      const trimmed = trimLadder(ladder);
      expectLosslessTrim(ladder, trimmed);
      if (minL >= 5) expect(trimmed).toEqual(ladder.slice(4, ladder.length - 4));
      expect(settleSession(bets, null).totalCents).toBe(0);
    }
  });
});

describe('khado, meter and decimal fancy over random books', () => {
  it('khado: ladder = settlement (sampled rows), exposure = true worst case', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const r = rng(50_000 + seed);
      const bets = Array.from({ length: int(r, 1, 6) }, (): KhadoBet => ({
        line: int(r, 0, 120),
        range: int(r, 1, 10),
        rate: int(r, 50, 500),
        stakeCents: stake(r),
      }));
      const ladder = khadoLadder(bets);
      const sample = Array.from({ length: 12 }, () => pick(r, ladder));
      expect(sample.filter((row) => settleKhado(bets, row.run).totalCents !== row.pnlCents)).toEqual([]);
      let worst = 0;
      for (let run = 0; run <= 150; run++) worst = Math.min(worst, khadoPnlAt(bets, run));
      expect({ seed, exposure: khadoExposure(bets) }).toEqual({ seed, exposure: -worst + 0 });
      expectLosslessTrim(ladder, trimLadder(ladder));
    }
  });

  it('meter: ladder = settlement, exposure ≥ 0 and = −min over the ladder', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const r = rng(60_000 + seed);
      const bets = Array.from({ length: int(r, 1, 4) }, (): MeterBet => ({
        side: sessionSide(r),
        line: int(r, 0, 60),
        rate: int(r, 50, 150),
        stakeCents: int(r, 1, 1_000_000),
      }));
      const ladder = meterLadder(bets);
      expect(ladder.filter((row) => settleMeter(bets, row.run).totalCents !== row.pnlCents)).toEqual([]);
      const exposure = meterExposure(bets);
      expect(exposure).toBeGreaterThanOrEqual(0);
      expect(exposure).toBe(Math.max(0, -Math.min(...ladder.map((x) => x.pnlCents))));
    }
  });

  it('decimal fancy: settlement = the position of the outcome', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const r = rng(70_000 + seed);
      const bets = Array.from({ length: int(r, 0, 10) }, (): DecimalFancyBet => ({
        side: side(r),
        price: pick(r, LADDER),
        stakeCents: stake(r),
      }));
      const p = decimalFancyPositions(bets);
      expect(settleDecimalFancy(bets, 'YES').totalCents).toBe(p.yesCents);
      expect(settleDecimalFancy(bets, 'NO').totalCents).toBe(p.noCents);
      expect(decimalFancyExposure(bets)).toBe(Math.max(0, -Math.min(p.yesCents, p.noCents)));
    }
  });
});

describe('trimLadder over 1,000 random ladders', () => {
  it('cuts at most 4 rows from each end, only rows equal to the kept edge, exactly 4 and 4 when flat', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const r = rng(80_000 + seed);
      const n = int(r, 0, 30);
      const start = int(r, 0, 50);
      const values = [-300, -100, 0, 100, 250];
      // runs of repeated values so flat stretches of every length appear
      const rows: LadderRow[] = [];
      let v = pick(r, values);
      for (let i = 0; i < n; i++) {
        if (r() < 0.25) v = pick(r, values);
        rows.push({ run: start + i, pnlCents: v });
      }
      expectLosslessTrim(rows, trimLadder(rows));
    }
  });
});

describe('rate profit rounding over random stakes', () => {
  it('round(s·r/100) half up for positive amounts, exact', () => {
    const r = rng(7);
    for (let i = 0; i < RUNS; i++) {
      const s = int(r, 0, 1_000_000_000);
      const rate = int(r, 0, 1000);
      expect(rateProfitCents(s, rate)).toBe(Math.floor((s * rate + 50) / 100));
    }
  });
});
