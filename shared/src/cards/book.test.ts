import { cardBetAmounts, cardBetResult, cardExposure, cardPositions, type CardBookBet } from './book.js';
import type { CardTableDefinition } from './types.js';

/** A made-up table covering every kind of row the book distinguishes. */
const def: CardTableDefinition = {
  code: 'teen',
  gtype: 'test',
  name: 'Test table',
  lobbyId: 99,
  family: 'teenPatti',
  hands: [{ key: 'A', label: 'A' }],
  groups: [
    { key: 'main', title: 'Main', exclusive: true },
    { key: 'banker', title: 'Banker', exclusive: true },
    { key: 'side', title: 'Side', exclusive: false },
  ],
  rows: [
    { sid: 1, nat: 'A', group: 'main', back: 1.98, lay: 2, min: 1, max: 1000 },
    { sid: 2, nat: 'B', group: 'main', back: 1.98, lay: 2, min: 1, max: 1000 },
    { sid: 3, nat: 'Player', group: 'banker', back: 2, lay: null, min: 1, max: 1000 },
    { sid: 4, nat: 'Banker', group: 'banker', back: 2, lay: null, min: 1, max: 1000, minWinPct: 50 },
    { sid: 5, nat: 'Pair plus', group: 'side', back: 2, lay: null, min: 1, max: 1000 },
    { sid: 6, nat: 'Meter', group: 'side', back: 2.15, lay: null, min: 1, max: 1000, maxLossPct: 5000 },
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2, resultSeconds: 5 },
  oppositeSides: [],
  resultLetters: {},
  rules: [],
  min: 1,
  max: 1000,
};

const back = (selectionId: number, odds: number, stakeCents: number): CardBookBet => ({
  side: 'BACK',
  selectionId,
  odds,
  stakeCents,
});
const lay = (selectionId: number, odds: number, stakeCents: number): CardBookBet => ({
  side: 'LAY',
  selectionId,
  odds,
  stakeCents,
});

describe('cardBetAmounts', () => {
  it('back: profit at the price, loss of the stake (or its largest multiple)', () => {
    expect(cardBetAmounts(def, back(1, 1.98, 10_000))).toEqual({ winCents: 9_800, lossCents: 10_000 });
    expect(cardBetAmounts(def, back(6, 2.15, 10_000))).toEqual({ winCents: 11_500, lossCents: 500_000 });
  });
  it('lay: wins the stake, risks the liability', () => {
    expect(cardBetAmounts(def, lay(1, 2, 10_000))).toEqual({ winCents: 10_000, lossCents: 10_000 });
  });
  it('rounds once per bet, half away from zero', () => {
    expect(cardBetAmounts(def, back(1, 1.15, 105)).winCents).toBe(16);
  });
  it('refuses a selection the table does not have', () => {
    expect(() => cardBetAmounts(def, back(77, 2, 100))).toThrow(RangeError);
  });
});

describe('cardExposure', () => {
  it('is 0 with no bets', () => expect(cardExposure(def, [])).toBe(0));
  it('a single back reserves its stake', () => expect(cardExposure(def, [back(1, 1.98, 10_000)])).toBe(10_000));
  it('backs on both rows of an exclusive group: the worst is neither winning', () => {
    expect(cardExposure(def, [back(1, 1.98, 10_000), back(2, 1.98, 10_000)])).toBe(20_000);
  });
  it('a back and a lay on one row leave the spread', () => {
    // A wins: +100.00 − 110.00 = −10.00; A loses: −100.00 + 100.00 = 0.
    expect(cardExposure(def, [back(1, 2, 10_000), lay(1, 2.1, 10_000)])).toBe(1_000);
  });
  it('a lay on one row and a back on the other: the lay loses only when its row wins', () => {
    // A wins: −100 (lay liability at 2.00) − 100 (back B) = −200; B wins: +100 + 98 = 198; none: +100 − 100 = 0.
    expect(cardExposure(def, [lay(1, 2, 10_000), back(2, 1.98, 10_000)])).toBe(20_000);
  });
  it('pays a winner its smallest share: Banker at half against Player', () => {
    // Banker wins on 6: +50 − 100 = −50; Player wins: +100 − 100 = 0; neither: −200.
    expect(cardExposure(def, [back(3, 2, 10_000), back(4, 2, 10_000)])).toBe(20_000);
    expect(cardExposure(def, [back(4, 2, 10_000)])).toBe(10_000);
  });
  it('rows outside exclusive groups are reserved one by one, at their largest loss', () => {
    expect(cardExposure(def, [back(5, 2, 10_000), back(6, 2.15, 100)])).toBe(10_000 + 5_000);
  });
  it('sums the groups', () => {
    expect(cardExposure(def, [back(1, 2, 10_000), lay(1, 2.1, 10_000), back(5, 2, 2_500)])).toBe(1_000 + 2_500);
  });
});

describe('cardBetResult', () => {
  it('back: win at pct of the price profit, lose pct of the stake, void returns it', () => {
    expect(cardBetResult(back(5, 2, 10_000), { kind: 'win', pct: 4_500 })).toBe(450_000);
    expect(cardBetResult(back(4, 2, 10_000), { kind: 'win', pct: 50 })).toBe(5_000);
    expect(cardBetResult(back(1, 1.98, 10_000), { kind: 'lose', pct: 50 })).toBe(-5_000);
    expect(cardBetResult(back(6, 2.15, 10_000), { kind: 'win', pct: 1_200 })).toBe(138_000);
    expect(cardBetResult(back(6, 2.15, 10_000), { kind: 'lose', pct: 1_200 })).toBe(-120_000);
    expect(cardBetResult(back(1, 1.98, 10_000), { kind: 'void' })).toBe(0);
  });
  it('lay: the other side of the same outcome', () => {
    expect(cardBetResult(lay(1, 2.1, 10_000), { kind: 'win', pct: 100 })).toBe(-11_000);
    expect(cardBetResult(lay(1, 2.1, 10_000), { kind: 'lose', pct: 100 })).toBe(10_000);
    expect(Object.is(cardBetResult(lay(1, 2.1, 10_000), { kind: 'void' }), 0)).toBe(true);
  });
  it('never loses more than the exposure reserved for the bet alone', () => {
    for (const [bet, pct] of [
      [back(6, 2.15, 333), 5_000],
      [back(1, 1.98, 333), 100],
    ] as const) {
      expect(-cardBetResult(bet, { kind: 'lose', pct })).toBeLessThanOrEqual(cardExposure(def, [bet]));
    }
  });
});

describe('cardPositions', () => {
  it("shows each exclusive row's P/L if it wins, and a side row's own win", () => {
    const positions = cardPositions(def, [back(1, 2, 10_000), back(5, 2, 1_000)]);
    expect(Object.fromEntries(positions)).toEqual({ 1: 10_000, 2: -10_000, 5: 1_000 });
  });
});
