import {
  bookmakerBetAmounts,
  bookmakerPositions,
  bookmakerWhatIf,
  decimalFancyExposure,
  decimalFancyPositions,
  marketExposure,
  oddsBetAmounts,
  runnerPositions,
  settleBookmaker,
  settleDecimalFancy,
  settleOdds,
  whatIf,
} from './index.js';
import type { DecimalFancyBet, OddsBet, RateBet, Side } from './index.js';

const back = (selectionId: number, price: number, stakeCents: number): OddsBet => ({
  side: 'BACK',
  selectionId,
  price,
  stakeCents,
});
const lay = (selectionId: number, price: number, stakeCents: number): OddsBet => ({
  side: 'LAY',
  selectionId,
  price,
  stakeCents,
});
const bm = (side: Side, selectionId: number, rate: number, stakeCents: number): RateBet => ({
  side,
  selectionId,
  rate,
  stakeCents,
});
const obj = (m: ReadonlyMap<number, number>): Record<string, number> => Object.fromEntries(m);

const A = 1;
const B = 2;
const C = 3;
const ABC = [A, B, C];

describe('oddsBetAmounts', () => {
  it('back wins s·(p−1), loses s; lay wins s, loses s·(p−1)', () => {
    expect(oddsBetAmounts(back(A, 2.5, 10000))).toEqual({ winCents: 15000, lossCents: 10000 });
    expect(oddsBetAmounts(lay(B, 3, 5000))).toEqual({ winCents: 5000, lossCents: 10000 }); // liability 50 × 2
    expect(oddsBetAmounts(back(A, 1.15, 105))).toEqual({ winCents: 16, lossCents: 105 }); // 15.75¢ → 16¢
    expect(oddsBetAmounts(lay(A, 1.15, 105))).toEqual({ winCents: 105, lossCents: 16 });
  });
});

describe('runnerPositions (match odds)', () => {
  it('exchange-research c2 worked example', () => {
    // Back A 2.50 × 100.00: A +100·1.5 = +150, B −100, C −100
    const first = [back(A, 2.5, 10000)];
    expect(obj(runnerPositions(ABC, first))).toEqual({ 1: 15000, 2: -10000, 3: -10000 });
    expect(marketExposure(runnerPositions(ABC, first))).toBe(10000);
    // then Lay B 3.00 × 50.00 (liability 50·2 = 100): A +150+50 = +200, B −100−100 = −200, C −100+50 = −50
    const both = [...first, lay(B, 3, 5000)];
    const p = runnerPositions(ABC, both);
    expect(obj(p)).toEqual({ 1: 20000, 2: -20000, 3: -5000 });
    expect(marketExposure(p)).toBe(20000);
  });

  it('keys the map in selectionIds order, zero with no bets', () => {
    const p = runnerPositions([C, A, B], []);
    expect([...p.keys()]).toEqual([C, A, B]);
    expect([...p.values()]).toEqual([0, 0, 0]);
    expect(marketExposure(p)).toBe(0);
  });

  it('green book: back then lay the same runner at a lower price profits on every runner', () => {
    // Back A 3.00 × 100: A +200, B −100, C −100
    // Lay A 2.00 × 150 (= 100 × 3 / 2, liability 150): A −150, B +150, C +150
    // → A +50, B +50, C +50: exposure 0
    const p = runnerPositions(ABC, [back(A, 3, 10000), lay(A, 2, 15000)]);
    expect(obj(p)).toEqual({ 1: 5000, 2: 5000, 3: 5000 });
    expect(marketExposure(p)).toBe(0);
  });

  it('red book: back then lay at a higher price loses on every runner', () => {
    // Back A 2.00 × 100: A +100, B −100
    // Lay A 3.00 × 66.67 (liability 133.34): A −133.34, B +66.67 → A −33.34, B −33.33
    const p = runnerPositions([A, B], [back(A, 2, 10000), lay(A, 3, 6667)]);
    expect(obj(p)).toEqual({ 1: -3334, 2: -3333 });
    expect(marketExposure(p)).toBe(3334);
  });

  it('lay-only books', () => {
    // Lay A 4.0 × 20 (liability 60): A −60, B +20, C +20
    const one = runnerPositions(ABC, [lay(A, 4, 2000)]);
    expect(obj(one)).toEqual({ 1: -6000, 2: 2000, 3: 2000 });
    expect(marketExposure(one)).toBe(6000);
    // + Lay B 5.0 × 10 (liability 40): A −60+10 = −50, B +20−40 = −20, C +20+10 = +30
    const two = runnerPositions(ABC, [lay(A, 4, 2000), lay(B, 5, 1000)]);
    expect(obj(two)).toEqual({ 1: -5000, 2: -2000, 3: 3000 });
    expect(marketExposure(two)).toBe(5000);
  });

  it('2-runner books', () => {
    // Back A 1.80 × 100: A +80, B −100.  Back B 2.20 × 100: B +120, A −100.  → A −20, B +20
    const p = runnerPositions([A, B], [back(A, 1.8, 10000), back(B, 2.2, 10000)]);
    expect(obj(p)).toEqual({ 1: -2000, 2: 2000 });
    expect(marketExposure(p)).toBe(2000);
    // Back and lay the same runner at the same price cancel: A +50 −50, B −50 +50
    const flat = runnerPositions([A, B], [back(A, 2, 5000), lay(A, 2, 5000)]);
    expect(obj(flat)).toEqual({ 1: 0, 2: 0 });
    // Backing both sides of a 2-runner book at 2.00 is flat too
    expect(obj(runnerPositions([A, B], [back(A, 2, 5000), back(B, 2, 5000)]))).toEqual({ 1: 0, 2: 0 });
  });

  it('a many-bet 4-runner book', () => {
    const D = 4;
    const bets = [
      back(A, 4, 2000), //  A +60  | B, C, D −20
      back(B, 6, 1000), //  B +50  | A, C, D −10
      lay(C, 2.5, 4000), // C −60  | A, B, D +40
      lay(A, 3.5, 1000), // A −25  | B, C, D +10
      back(D, 10, 500), //  D +45  | A, B, C −5
    ];
    // A: 60 − 10 + 40 − 25 − 5 = 60;  B: −20 + 50 + 40 + 10 − 5 = 75
    // C: −20 − 10 − 60 + 10 − 5 = −85; D: −20 − 10 + 40 + 10 + 45 = 65
    const p = runnerPositions([A, B, C, D], bets);
    expect(obj(p)).toEqual({ 1: 6000, 2: 7500, 3: -8500, 4: 6500 });
    expect(marketExposure(p)).toBe(8500);
  });

  it('rounds each bet once, so positions are whole cents', () => {
    // Back A 1.15 × 1.05: +15.75¢ → +16¢ per bet; two bets → 2 × 16 = +32¢, B −2 × 105
    const p = runnerPositions([A, B], [back(A, 1.15, 105), back(A, 1.15, 105)]);
    expect(obj(p)).toEqual({ 1: 32, 2: -210 });
    // Back A 1.01 × 0.50: 0.5¢ → 1¢ each; three bets → 3¢ (a single 1.50 bet would make 1.5¢ → 2¢)
    const q = runnerPositions([A, B], [back(A, 1.01, 50), back(A, 1.01, 50), back(A, 1.01, 50)]);
    expect(obj(q)).toEqual({ 1: 3, 2: -150 });
  });

  it('refuses unknown and duplicate selections and bad bets', () => {
    expect(() => runnerPositions([A, B], [back(C, 2, 100)])).toThrow(RangeError);
    expect(() => runnerPositions([A, A], [])).toThrow(RangeError);
    expect(() => runnerPositions([A, B], [back(A, 2.555, 100)])).toThrow(RangeError);
    expect(() => runnerPositions([A, B], [back(A, 2, -100)])).toThrow(RangeError);
    expect(() => runnerPositions([A, B], [{ side: 'SELL' as Side, selectionId: A, price: 2, stakeCents: 1 }])).toThrow(
      RangeError,
    );
  });
});

describe('whatIf (slip numbers)', () => {
  it('adds the candidate without touching the placed bets', () => {
    const placed = [back(A, 2.5, 10000)];
    const p = whatIf(ABC, placed, lay(B, 3, 5000));
    expect(obj(p)).toEqual({ 1: 20000, 2: -20000, 3: -5000 });
    expect(placed).toHaveLength(1);
  });

  it('a zero-stake candidate (empty slip) shows the current positions', () => {
    const placed = [back(A, 2.5, 10000)];
    expect(whatIf(ABC, placed, back(C, 5, 0))).toEqual(runnerPositions(ABC, placed));
  });

  it('a candidate that greens the book brings exposure to 0', () => {
    expect(marketExposure(whatIf(ABC, [back(A, 3, 10000)], lay(A, 2, 15000)))).toBe(0);
  });
});

describe('settleOdds', () => {
  const bets = [back(A, 2.5, 10000), lay(B, 3, 5000)];

  it('A wins: back +150, lay of B +50; total = A position +200', () => {
    const s = settleOdds(bets, A);
    expect(s.bets.map((b) => b.resultCents)).toEqual([15000, 5000]);
    expect(s.totalCents).toBe(20000);
    expect(s.voided).toBe(false);
    expect(s.totalCents).toBe(runnerPositions(ABC, bets).get(A));
  });

  it('B wins: back −100, lay of B −100; total −200', () => {
    const s = settleOdds(bets, B);
    expect(s.bets.map((b) => b.resultCents)).toEqual([-10000, -10000]);
    expect(s.totalCents).toBe(-20000);
  });

  it('C wins: back −100, lay of B +50; total −50', () => {
    expect(settleOdds(bets, C).totalCents).toBe(-5000);
  });

  it('void (null) returns every stake: all results 0', () => {
    const s = settleOdds(bets, null);
    expect(s.bets.map((b) => b.resultCents)).toEqual([0, 0]);
    expect(s.totalCents).toBe(0);
    expect(s.voided).toBe(true);
  });

  it('keeps the bets in input order and no bets settle to 0', () => {
    const s = settleOdds(bets, A);
    expect(s.bets.map((b) => b.bet)).toEqual(bets);
    expect(settleOdds([], A)).toEqual({ bets: [], totalCents: 0, voided: false });
  });

  it('settles the many-bet book on each winner to its position', () => {
    const many = [back(A, 4, 2000), back(B, 6, 1000), lay(C, 2.5, 4000), lay(A, 3.5, 1000), back(4, 10, 500)];
    const p = runnerPositions([A, B, C, 4], many);
    for (const w of [A, B, C, 4]) expect(settleOdds(many, w).totalCents).toBe(p.get(w));
    // C wins: −20 −10 −60 +10 −5 = −85
    expect(settleOdds(many, C).bets.map((b) => b.resultCents)).toEqual([-2000, -1000, -6000, 1000, -500]);
  });
});

describe('bookmaker (rates in paise)', () => {
  it.each([
    // [rate, back win, back loss, lay win, lay loss] for a 100.00 stake
    [50, 5000, 10000, 10000, 5000], // 1.50: back wins 50, lay risks 50 to win 100
    [95, 9500, 10000, 10000, 9500],
    [120, 12000, 10000, 10000, 12000], // 2.20: lay risks 120
    [100, 10000, 10000, 10000, 10000], // even money
  ])('rate %d', (rate, bw, bl, lw, ll) => {
    expect(bookmakerBetAmounts(bm('BACK', A, rate, 10000))).toEqual({ winCents: bw, lossCents: bl });
    expect(bookmakerBetAmounts(bm('LAY', A, rate, 10000))).toEqual({ winCents: lw, lossCents: ll });
  });

  it('2-runner book at r = 50', () => {
    // Back A 50 × 100: A +50, B −100
    expect(obj(bookmakerPositions([A, B], [bm('BACK', A, 50, 10000)]))).toEqual({ 1: 5000, 2: -10000 });
    // Lay A 50 × 100: A −50, B +100
    expect(obj(bookmakerPositions([A, B], [bm('LAY', A, 50, 10000)]))).toEqual({ 1: -5000, 2: 10000 });
  });

  it('3-runner book at r = 95, 120 and 100', () => {
    const bets = [
      bm('BACK', A, 95, 20000), // A +190 | B, C −200
      bm('LAY', B, 95, 10000), //  B −95  | A, C +100
      bm('BACK', B, 120, 5000), // B +60  | A, C −50
      bm('LAY', C, 100, 3000), //  C −30  | A, B +30
    ];
    // A: 190 + 100 − 50 + 30 = 270;  B: −200 − 95 + 60 + 30 = −205;  C: −200 + 100 − 50 − 30 = −180
    const p = bookmakerPositions(ABC, bets);
    expect(obj(p)).toEqual({ 1: 27000, 2: -20500, 3: -18000 });
    expect(marketExposure(p)).toBe(20500);
    for (const w of ABC) expect(settleBookmaker(bets, w).totalCents).toBe(p.get(w));
    expect(settleBookmaker(bets, B).bets.map((b) => b.resultCents)).toEqual([-20000, -9500, 6000, 3000]);
    expect(settleBookmaker(bets, null)).toMatchObject({ totalCents: 0, voided: true });
  });

  it('rounds half cents of the rate profit away from zero', () => {
    // Back A 50 × 3.33: 166.5¢ → 167¢; lay B 50 × 3.33: liability 167¢
    expect(obj(bookmakerPositions([A, B], [bm('BACK', A, 50, 333), bm('LAY', B, 50, 333)]))).toEqual({
      1: 167 + 333, // back wins 167, lay of B wins 333
      2: -333 - 167,
    });
  });

  it('bookmakerWhatIf adds the candidate', () => {
    const p = bookmakerWhatIf([A, B], [bm('BACK', A, 50, 10000)], bm('LAY', A, 40, 10000));
    // A: +50 − 40 = +10; B: −100 + 100 = 0
    expect(obj(p)).toEqual({ 1: 1000, 2: 0 });
    expect(marketExposure(p)).toBe(0);
  });

  it('refuses a fractional rate', () => {
    expect(() => bookmakerPositions([A], [bm('BACK', A, 50.5, 100)])).toThrow(RangeError);
  });
});

describe('decimal fancy (fancy1) and the outcome books', () => {
  const f = (side: Side, price: number, stakeCents: number): DecimalFancyBet => ({ side, price, stakeCents });

  it('back (YES) wins s·(p−1) on YES; lay mirrored', () => {
    // Back 1.98 × 100: YES +98, NO −100.  Lay 2.00 × 50: YES −50, NO +50.  → YES +48, NO −50
    const bets = [f('BACK', 1.98, 10000), f('LAY', 2, 5000)];
    expect(decimalFancyPositions(bets)).toEqual({ yesCents: 4800, noCents: -5000 });
    expect(decimalFancyExposure(bets)).toBe(5000);
    expect(settleDecimalFancy(bets, 'YES').totalCents).toBe(4800);
    expect(settleDecimalFancy(bets, 'NO').bets.map((b) => b.resultCents)).toEqual([-10000, 5000]);
    expect(settleDecimalFancy(bets, null)).toMatchObject({ totalCents: 0, voided: true });
    expect(decimalFancyExposure([])).toBe(0);
  });

  it('oddEven is a 2-runner book and cricketCasino a 10-runner book', () => {
    const ODD = 1;
    const EVEN = 2;
    // Back odd 1.95 × 100: odd +95, even −100; back even 1.95 × 100: even +95, odd −100 → both −5
    const oe = runnerPositions([ODD, EVEN], [back(ODD, 1.95, 10000), back(EVEN, 1.95, 10000)]);
    expect(obj(oe)).toEqual({ 1: -500, 2: -500 });
    // Last digit 7 at 9.5 × 1.00: 7 → +8.50, every other digit −1.00
    const digits = Array.from({ length: 10 }, (_, d) => d);
    const cc = runnerPositions(digits, [back(7, 9.5, 100)]);
    expect(cc.get(7)).toBe(850);
    expect(cc.get(0)).toBe(-100);
    expect(marketExposure(cc)).toBe(100);
  });
});
