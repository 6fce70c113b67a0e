import { exposureDelta, marketExposure, runnerPositions, sessionExposure, userExposure, whatIf } from './index.js';
import type { OddsBet, SessionBet } from './index.js';

const A = 1;
const B = 2;
const C = 3;

describe('userExposure', () => {
  it('sums the per-market worst cases', () => {
    expect(
      userExposure([
        { kind: 'odds', exposureCents: 20000 },
        { kind: 'session', exposureCents: 0 },
        { kind: 'bookmaker', exposureCents: 5000 },
        { kind: 'khado', exposureCents: 1000 },
        { kind: 'meter', exposureCents: 250 },
        { kind: 'card', exposureCents: 100 },
        { kind: 'decimalFancy', exposureCents: 1 },
      ]),
    ).toBe(26351);
    expect(userExposure([])).toBe(0);
  });

  it('markets never offset one another: a winning market does not lower the sum', () => {
    // market 1 loses at most 100 and wins elsewhere; market 2 only wins: exposure 100 + 0
    const m1 = marketExposure(runnerPositions([A, B], [{ side: 'BACK', selectionId: A, price: 2, stakeCents: 10000 }]));
    const m2 = marketExposure(
      runnerPositions(
        [A, B],
        [
          { side: 'BACK', selectionId: A, price: 3, stakeCents: 10000 },
          { side: 'LAY', selectionId: A, price: 2, stakeCents: 15000 },
        ],
      ),
    );
    expect([m1, m2]).toEqual([10000, 0]);
    expect(
      userExposure([
        { kind: 'odds', exposureCents: m1 },
        { kind: 'odds', exposureCents: m2 },
      ]),
    ).toBe(10000);
  });

  it('refuses a negative or fractional market exposure', () => {
    expect(() => userExposure([{ kind: 'odds', exposureCents: -1 }])).toThrow(RangeError);
    expect(() => userExposure([{ kind: 'odds', exposureCents: 1.5 }])).toThrow(RangeError);
  });
});

describe('exposureDelta (wallet reservation of a new bet)', () => {
  const ABC = [A, B, C];
  const placed: OddsBet[] = [{ side: 'BACK', selectionId: A, price: 2.5, stakeCents: 10000 }];

  it('reserves the increase of the market worst case', () => {
    // before: A +150, B −100, C −100 → 100; after Lay B 3.00 × 50: A +200, B −200, C −50 → 200
    const before = marketExposure(runnerPositions(ABC, placed));
    const after = marketExposure(whatIf(ABC, placed, { side: 'LAY', selectionId: B, price: 3, stakeCents: 5000 }));
    expect([before, after]).toEqual([10000, 20000]);
    expect(exposureDelta(before, after)).toBe(10000);
  });

  it('is 0 when the worst case moves to another runner at the same size', () => {
    // Back C 2.50 × 100: A −100, B −100, C +150; Back B 2.00 × 100: A −100, B +100, C −100
    // → A −200, B 0, C +50: exposure 200
    const book: OddsBet[] = [
      { side: 'BACK', selectionId: C, price: 2.5, stakeCents: 10000 },
      { side: 'BACK', selectionId: B, price: 2, stakeCents: 10000 },
    ];
    const before = marketExposure(runnerPositions(ABC, book));
    // + Back A 1.50 × 200: A −200 + 100 = −100, B 0 − 200 = −200, C +50 − 200 = −150 → exposure 200
    const candidate: OddsBet = { side: 'BACK', selectionId: A, price: 1.5, stakeCents: 20000 };
    expect(Object.fromEntries(whatIf(ABC, book, candidate))).toEqual({ 1: -10000, 2: -20000, 3: -15000 });
    expect(exposureDelta(before, marketExposure(whatIf(ABC, book, candidate)))).toBe(0);
  });

  it('is 0 for an empty slip (zero-stake candidate)', () => {
    const after = marketExposure(whatIf(ABC, placed, { side: 'LAY', selectionId: B, price: 1.5, stakeCents: 0 }));
    expect(exposureDelta(10000, after)).toBe(0);
  });

  it('releases funds (negative) for a hedging bet', () => {
    // Back A 3.00 × 100 then Lay A 2.00 × 150: exposure 100 → 0
    const bets: OddsBet[] = [{ side: 'BACK', selectionId: A, price: 3, stakeCents: 10000 }];
    const before = marketExposure(runnerPositions(ABC, bets));
    const after = marketExposure(whatIf(ABC, bets, { side: 'LAY', selectionId: A, price: 2, stakeCents: 15000 }));
    expect(exposureDelta(before, after)).toBe(-10000);
  });

  it('session: adding the NO side of a middle releases the YES reservation', () => {
    const yes: SessionBet = { side: 'YES', line: 50, rate: 100, stakeCents: 10000 };
    const no: SessionBet = { side: 'NO', line: 52, rate: 100, stakeCents: 10000 };
    expect(exposureDelta(sessionExposure([yes]), sessionExposure([yes, no]))).toBe(-10000);
  });

  it('new user exposure = old user exposure + delta', () => {
    const old = userExposure([
      { kind: 'odds', exposureCents: 10000 },
      { kind: 'session', exposureCents: 3000 },
    ]);
    const delta = exposureDelta(10000, 20000);
    expect(old + delta).toBe(
      userExposure([
        { kind: 'odds', exposureCents: 20000 },
        { kind: 'session', exposureCents: 3000 },
      ]),
    );
  });

  it('refuses negative inputs', () => {
    expect(() => exposureDelta(-1, 0)).toThrow(RangeError);
    expect(() => exposureDelta(0, 0.5)).toThrow(RangeError);
  });
});
