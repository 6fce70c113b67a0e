import {
  khadoBetAmounts,
  khadoExposure,
  khadoLadder,
  khadoPnlAt,
  ladderExposure,
  meterBetPnl,
  meterExposure,
  meterLadder,
  meterPnlAt,
  sessionBetAmounts,
  sessionBetPnl,
  sessionExposure,
  sessionLadder,
  sessionPnlAt,
  settleKhado,
  settleMeter,
  settleSession,
  trimLadder,
} from './index.js';
import type { KhadoBet, LadderRow, MeterBet, SessionBet, SessionSide } from './index.js';

const s = (side: SessionSide, line: number, rate: number, stakeCents: number): SessionBet => ({
  side,
  line,
  rate,
  stakeCents,
});
const k = (line: number, range: number, rate: number, stakeCents: number): KhadoBet => ({
  line,
  range,
  rate,
  stakeCents,
});
const m = (side: SessionSide, line: number, rate: number, stakeCents: number): MeterBet => ({
  side,
  line,
  rate,
  stakeCents,
});
/** Ladder as { run: pnl } for compact expectations. */
const byRun = (rows: readonly LadderRow[]): Record<number, number> =>
  Object.fromEntries(rows.map((r) => [r.run, r.pnlCents]));
const runs = (rows: readonly LadderRow[]): number[] => rows.map((r) => r.run);
const pnls = (rows: readonly LadderRow[]): number[] => rows.map((r) => r.pnlCents);
const row = (run: number, pnlCents: number): LadderRow => ({ run, pnlCents });

describe('session bets (YES/NO on a run line)', () => {
  it('amounts: YES wins s·r/100 or loses s; NO wins s or loses s·r/100', () => {
    expect(sessionBetAmounts(s('YES', 50, 100, 10000))).toEqual({ winCents: 10000, lossCents: 10000 });
    expect(sessionBetAmounts(s('YES', 50, 80, 10000))).toEqual({ winCents: 8000, lossCents: 10000 });
    expect(sessionBetAmounts(s('NO', 50, 90, 10000))).toEqual({ winCents: 10000, lossCents: 9000 });
    expect(sessionBetAmounts(s('YES', 50, 50, 333))).toEqual({ winCents: 167, lossCents: 333 }); // 166.5¢ → 167¢
  });

  it('YES wins at runs ≥ line (the line itself wins); NO wins below it', () => {
    const yes = s('YES', 50, 100, 10000);
    const no = s('NO', 50, 90, 10000);
    expect(sessionBetPnl(yes, 49)).toBe(-10000);
    expect(sessionBetPnl(yes, 50)).toBe(10000);
    expect(sessionBetPnl(no, 49)).toBe(10000);
    expect(sessionBetPnl(no, 50)).toBe(-9000);
    expect(sessionBetPnl(no, 0)).toBe(10000);
  });

  it('ladder of one YES bet: runs 45…55', () => {
    const ladder = sessionLadder([s('YES', 50, 100, 10000)]);
    expect(runs(ladder)).toEqual([45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55]);
    // 45–49: −100;  50–55: +100
    expect(pnls(ladder)).toEqual([-10000, -10000, -10000, -10000, -10000, 10000, 10000, 10000, 10000, 10000, 10000]);
    expect(sessionExposure([s('YES', 50, 100, 10000)])).toBe(10000);
  });

  it('ladder of one NO bet at rate 90: exposure is the rate loss, 90', () => {
    const bets = [s('NO', 50, 90, 10000)];
    expect(byRun(sessionLadder(bets))).toMatchObject({ 45: 10000, 49: 10000, 50: -9000, 55: -9000 });
    expect(sessionExposure(bets)).toBe(9000);
  });

  it('exchange-research c4 middle: YES 50 and NO 52 → 0, +200 on 50–51, 0; exposure 0', () => {
    const bets = [s('YES', 50, 100, 10000), s('NO', 52, 100, 10000)];
    const ladder = sessionLadder(bets);
    expect(runs(ladder)).toEqual([45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57]);
    // ≤ 49: YES −100, NO +100 = 0;  50–51: YES +100, NO +100 = +200;  ≥ 52: YES +100, NO −100 = 0
    expect(pnls(ladder)).toEqual([0, 0, 0, 0, 0, 20000, 20000, 0, 0, 0, 0, 0, 0]);
    expect(sessionExposure(bets)).toBe(0);
  });

  it('the reverse middle (NO 50, YES 52) loses both on 50–51: exposure 200', () => {
    const bets = [s('NO', 50, 100, 10000), s('YES', 52, 100, 10000)];
    // ≤ 49: +100 −100 = 0;  50–51: −100 −100 = −200;  ≥ 52: −100 +100 = 0
    expect(byRun(sessionLadder(bets))).toMatchObject({ 49: 0, 50: -20000, 51: -20000, 52: 0 });
    expect(sessionExposure(bets)).toBe(20000);
  });

  it('exposure is the worst ladder row, not the sum of stakes', () => {
    // YES 50 and NO 50 at 100, 100 each: every run nets 0, though 200 is staked
    expect(sessionExposure([s('YES', 50, 100, 10000), s('NO', 50, 100, 10000)])).toBe(0);
    // YES 40 × 100 and YES 60 × 50: ≤39: −150; 40–59: +100 −50 = +50; ≥60: +150 → exposure 150
    const two = [s('YES', 40, 100, 10000), s('YES', 60, 100, 5000)];
    expect(byRun(sessionLadder(two))).toMatchObject({
      35: -15000,
      39: -15000,
      40: 5000,
      59: 5000,
      60: 15000,
      65: 15000,
    });
    expect(sessionLadder(two)).toHaveLength(65 - 35 + 1);
    expect(sessionExposure(two)).toBe(15000);
    // Two NO bets at rate 80 on different lines: ≥ 60 both lose 80 → exposure 160
    expect(sessionExposure([s('NO', 40, 80, 10000), s('NO', 60, 80, 10000)])).toBe(16000);
  });

  it('clamps the ladder at run 0 for low lines', () => {
    expect(runs(sessionLadder([s('YES', 3, 100, 100)]))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(runs(sessionLadder([s('NO', 0, 100, 100)]))).toEqual([0, 1, 2, 3, 4, 5]);
    // NO at line 0 can never win (runs ≥ 0 always): every row −100
    expect(sessionExposure([s('NO', 0, 100, 100)])).toBe(100);
  });

  it('no bets: empty ladder, exposure 0', () => {
    expect(sessionLadder([])).toEqual([]);
    expect(sessionExposure([])).toBe(0);
    expect(sessionPnlAt([], 10)).toBe(0);
  });

  it('refuses bad input', () => {
    expect(() => sessionLadder([s('YES', 50.5, 100, 100)])).toThrow(RangeError);
    expect(() => sessionLadder([s('YES', -1, 100, 100)])).toThrow(RangeError);
    expect(() => sessionLadder([s('YES', 50, 100, -100)])).toThrow(RangeError);
    expect(() => sessionBetPnl(s('YES', 50, 100, 100), -1)).toThrow(RangeError);
    expect(() => sessionLadder([s('BACK' as SessionSide, 50, 100, 100)])).toThrow(RangeError);
  });
});

describe('settleSession', () => {
  const middle = [s('YES', 50, 100, 10000), s('NO', 52, 100, 10000)];

  it('settles on the final runs', () => {
    expect(settleSession(middle, 51).bets.map((b) => b.resultCents)).toEqual([10000, 10000]);
    expect(settleSession(middle, 51).totalCents).toBe(20000);
    expect(settleSession(middle, 52).bets.map((b) => b.resultCents)).toEqual([10000, -10000]);
    expect(settleSession(middle, 30).totalCents).toBe(0);
  });

  it('no result (null) voids every bet', () => {
    const v = settleSession(middle, null);
    expect(v.voided).toBe(true);
    expect(v.bets.map((b) => b.resultCents)).toEqual([0, 0]);
    expect(v.totalCents).toBe(0);
  });

  it('equals the ladder value at the final runs, and the edge row beyond the ladder', () => {
    const ladder = sessionLadder(middle);
    for (const r of ladder) expect(settleSession(middle, r.run).totalCents).toBe(r.pnlCents);
    expect(settleSession(middle, 300).totalCents).toBe(ladder[ladder.length - 1]?.pnlCents);
    expect(settleSession(middle, 0).totalCents).toBe(ladder[0]?.pnlCents);
  });

  it('refuses fractional or negative runs', () => {
    expect(() => settleSession(middle, 50.5)).toThrow(RangeError);
    expect(() => settleSession(middle, -1)).toThrow(RangeError);
  });
});

describe('trimLadder (spec 4 and 9)', () => {
  const flat = (n: number, pnl = 0): LadderRow[] => Array.from({ length: n }, (_, i) => row(i, pnl));

  it('keeps ladders of at most 8 rows unchanged (as a copy)', () => {
    for (const n of [0, 1, 5, 8]) {
      const rows = flat(n, -100);
      const t = trimLadder(rows);
      expect(t).toEqual(rows);
      expect(t).not.toBe(rows);
    }
    const mixed = [row(0, -1), row(1, 5), row(2, -1), row(3, 5), row(4, 0), row(5, 0), row(6, 7), row(7, -9)];
    expect(trimLadder(mixed)).toEqual(mixed);
  });

  it('cuts 4 and 4 from a session ladder of 11 rows (one line): keeps 49…51', () => {
    const ladder = sessionLadder([s('YES', 50, 100, 10000)]); // 45…55
    const t = trimLadder(ladder);
    expect(runs(t)).toEqual([49, 50, 51]);
    expect(pnls(t)).toEqual([-10000, 10000, 10000]);
  });

  it('cuts 4 and 4 from the middle ladder of 13 rows: keeps 49…53 around both changes', () => {
    const t = trimLadder(sessionLadder([s('YES', 50, 100, 10000), s('NO', 52, 100, 10000)]));
    expect(runs(t)).toEqual([49, 50, 51, 52, 53]);
    expect(pnls(t)).toEqual([0, 20000, 20000, 0, 0]);
  });

  it('cuts exactly 4 and 4 from every ladder whose lines are all ≥ 5', () => {
    const ladder = sessionLadder([s('YES', 5, 100, 100), s('NO', 30, 70, 250), s('YES', 12, 90, 40)]); // 0…35
    expect(runs(ladder)[0]).toBe(0);
    const t = trimLadder(ladder);
    expect(t).toEqual(ladder.slice(4, ladder.length - 4));
  });

  it('9 or more flat rows (no change at all, so no sign change): cut 4 and 4', () => {
    expect(runs(trimLadder(flat(9)))).toEqual([4]);
    expect(runs(trimLadder(flat(10, -50)))).toEqual([4, 5]);
    // a fully hedged session book is flat: 11 rows → 3 rows of 0
    expect(pnls(trimLadder(sessionLadder([s('YES', 50, 100, 100), s('NO', 50, 100, 100)])))).toEqual([0, 0, 0]);
  });

  it('10 rows with the change in the middle: cut 4 and 4', () => {
    const rows = [-1, -1, -1, -1, -1, 2, 2, 2, 2, 2].map((p, i) => row(i, p));
    expect(runs(trimLadder(rows))).toEqual([4, 5]);
  });

  it('never cuts past a change: a ladder clamped at run 0 keeps the low end', () => {
    // YES 3 × 1.00: runs 0…8 (9 rows), 0–2: −100, 3–8: +100. First change after row 2 → cut only 2
    // rows at the low end (runs 0, 1, both −100 like the kept run 2); 4 at the high end.
    const t = trimLadder(sessionLadder([s('YES', 3, 100, 100)]));
    expect(runs(t)).toEqual([2, 3, 4]);
    expect(pnls(t)).toEqual([-100, 100, 100]);
    // YES 0: the change is before run 0 — the ladder 0…5 has 6 rows and stays whole
    expect(runs(trimLadder(sessionLadder([s('YES', 0, 100, 100)])))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('cuts fewer rows at an end where the P/L changes within 4 rows of it', () => {
    // 9 rows [0,0,0,0,X,0,0,0,0]: changes at rows 3→4 and 4→5 → cut 3 and 3
    const spike = [0, 0, 0, 0, 7, 0, 0, 0, 0].map((p, i) => row(i, p));
    expect(runs(trimLadder(spike))).toEqual([3, 4, 5]);
    // the worst case at the very first row is never cut
    const edge = [-9, 1, 1, 1, 1, 1, 1, 1, 1, 1].map((p, i) => row(i, p));
    expect(runs(trimLadder(edge))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ladderExposure(trimLadder(edge))).toBe(9);
  });

  it('keeps the rows it does not cut in order, unchanged', () => {
    const ladder = sessionLadder([s('NO', 20, 60, 1000)]);
    const t = trimLadder(ladder);
    expect(t).toEqual(ladder.slice(4, -4));
    expect(ladder).toHaveLength(11); // input untouched
  });
});

describe('khado (back only, range [line, line + N − 1])', () => {
  it('wins s·r/100 inside the range, loses s outside', () => {
    // line 20, range 3 → wins on 20, 21, 22; rate 150 × 100 → win 150, loss 100
    const bet = k(20, 3, 150, 10000);
    expect(khadoBetAmounts(bet)).toEqual({ winCents: 15000, lossCents: 10000 });
    const ladder = khadoLadder([bet]);
    expect(runs(ladder)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]); // 20−5 … 22+5
    expect(byRun(ladder)).toMatchObject({ 19: -10000, 20: 15000, 22: 15000, 23: -10000 });
    expect(khadoExposure([bet])).toBe(10000);
  });

  it('a range of 1 wins on the line only', () => {
    expect(khadoPnlAt([k(10, 1, 200, 100)], 10)).toBe(200);
    expect(khadoPnlAt([k(10, 1, 200, 100)], 11)).toBe(-100);
  });

  it('two adjacent ranges: +50 inside either, −200 outside both', () => {
    const bets = [k(20, 3, 150, 10000), k(23, 3, 150, 10000)];
    // 20–22: +150 −100 = +50;  23–25: −100 +150 = +50;  elsewhere −200
    expect(byRun(khadoLadder(bets))).toMatchObject({
      15: -20000,
      19: -20000,
      20: 5000,
      25: 5000,
      26: -20000,
      30: -20000,
    });
    expect(khadoExposure(bets)).toBe(20000);
    const settled = settleKhado(bets, 24);
    expect(settled.bets.map((b) => b.resultCents)).toEqual([-10000, 15000]);
    expect(settled.totalCents).toBe(khadoPnlAt(bets, 24));
    expect(settleKhado(bets, null)).toMatchObject({ totalCents: 0, voided: true });
  });

  it('clamps at 0, and refuses a range below 1', () => {
    expect(runs(khadoLadder([k(2, 2, 100, 100)]))[0]).toBe(0);
    expect(() => khadoLadder([k(2, 0, 100, 100)])).toThrow(RangeError);
    expect(khadoLadder([])).toEqual([]);
    expect(khadoExposure([])).toBe(0);
  });
});

describe('meter (P/L scales with the distance from the line)', () => {
  it('YES wins s·r/100·(runs − L) at or above the line, loses s·(L − runs) below', () => {
    const yes = m('YES', 10, 100, 100); // 1.00 per run
    expect(meterBetPnl(yes, 15)).toBe(500); // 100·100·5/100
    expect(meterBetPnl(yes, 10)).toBe(0);
    expect(meterBetPnl(yes, 7)).toBe(-300); // 100·3
    expect(meterBetPnl(yes, 0)).toBe(-1000);
  });

  it('NO mirrored: wins s·r/100·(L − runs) below the line, loses s·(runs − L) at or above', () => {
    const no = m('NO', 10, 50, 100);
    expect(meterBetPnl(no, 6)).toBe(200); // 100·50·4/100
    expect(meterBetPnl(no, 10)).toBe(0);
    expect(meterBetPnl(no, 13)).toBe(-300); // 100·3
  });

  it('rounds the rate profit half away from zero', () => {
    expect(meterBetPnl(m('YES', 10, 50, 3), 11)).toBe(2); // 3·50·1/100 = 1.5 → 2
    expect(meterBetPnl(m('YES', 10, 50, 3), 12)).toBe(3); // 3·50·2/100 = 3
  });

  it('ladder 0 … max(line) + 100 and exposure over it', () => {
    const yes = [m('YES', 10, 100, 100)];
    const ladder = meterLadder(yes);
    expect(ladder).toHaveLength(111);
    expect(ladder[0]).toEqual({ run: 0, pnlCents: -1000 });
    expect(ladder[110]).toEqual({ run: 110, pnlCents: 10000 });
    expect(meterExposure(yes)).toBe(1000); // YES loses most at 0 runs: 1.00 × 10
    // NO loses without bound as runs grow: capped by the ladder's end (line + 100 → 100 × 1.00)
    expect(meterExposure([m('NO', 10, 50, 100)])).toBe(10000);
    expect(meterExposure([m('NO', 10, 50, 100)], 20)).toBe(2000);
    expect(meterLadder([])).toEqual([]);
  });

  it('a YES and a NO at different lines', () => {
    const bets = [m('YES', 10, 100, 100), m('NO', 14, 100, 100)];
    // runs 12: YES +2.00, NO +2.00 → +4.00; runs 8: YES −2.00, NO +6.00 → +4.00; runs 20: YES +10, NO −6 → +4
    expect(meterPnlAt(bets, 12)).toBe(400);
    expect(meterPnlAt(bets, 8)).toBe(400);
    expect(meterPnlAt(bets, 20)).toBe(400);
    expect(meterExposure(bets)).toBe(0);
    const settled = settleMeter(bets, 8);
    expect(settled.bets.map((b) => b.resultCents)).toEqual([-200, 600]);
    expect(settled.totalCents).toBe(400);
    // settlement beyond the ladder still follows the formula
    expect(settleMeter([m('NO', 10, 50, 100)], 500).totalCents).toBe(-49000);
    expect(settleMeter(bets, null)).toMatchObject({ totalCents: 0, voided: true });
  });
});
