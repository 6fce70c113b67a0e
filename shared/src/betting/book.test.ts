import { betAmounts, book, bookFamily, ResultMismatchError, settleBets, type BookBet, type BookMarket } from './book';

const matchOdds: BookMarket = { type: 'matchOdds', priceKind: 'decimal', selectionIds: [1, 2, 3], range: null };
const bookmaker: BookMarket = { type: 'bookmaker', priceKind: 'rate', selectionIds: [1, 2], range: null };
const session: BookMarket = { type: 'session', priceKind: 'line', selectionIds: [9], range: null };
const khado: BookMarket = { type: 'khado', priceKind: 'line', selectionIds: [9], range: 3 };
const meter: BookMarket = { type: 'meter', priceKind: 'line', selectionIds: [9], range: null };
const fancy1: BookMarket = { type: 'fancy1', priceKind: 'decimal', selectionIds: [9], range: null };
const oddEven: BookMarket = { type: 'oddEven', priceKind: 'decimal', selectionIds: [1, 2], range: null };

const bet = (
  side: BookBet['side'],
  selectionId: number,
  odds: number,
  stake: number,
  rate: number | null = null,
): BookBet => ({
  side,
  selectionId,
  odds,
  rate,
  stakeCents: stake * 100,
});

describe('bookFamily', () => {
  it('maps each market type and price kind to its money rules', () => {
    expect(bookFamily('matchOdds', 'decimal')).toBe('odds');
    expect(bookFamily('raceWin', 'decimal')).toBe('odds');
    expect(bookFamily('oddEven', 'decimal')).toBe('odds');
    expect(bookFamily('cricketCasino', 'decimal')).toBe('odds');
    expect(bookFamily('bookmaker', 'rate')).toBe('bookmaker');
    expect(bookFamily('session', 'line')).toBe('line');
    expect(bookFamily('overByover', 'line')).toBe('line');
    expect(bookFamily('khado', 'line')).toBe('khado');
    expect(bookFamily('meter', 'line')).toBe('meter');
    expect(bookFamily('fancy1', 'decimal')).toBe('decimalFancy');
  });
});

describe('book', () => {
  it('match odds: back A 2.50×100 then lay B 3.00×50 → A +200, B −200, C −50, exposure 200', () => {
    const b = book(matchOdds, [bet('BACK', 1, 2.5, 100), bet('LAY', 2, 3, 50)]);
    expect(Object.fromEntries(b.runners)).toEqual({ 1: 20_000, 2: -20_000, 3: -5_000 });
    expect(b.exposureCents).toBe(20_000);
  });

  it('bookmaker: back rate 50 ×100 → +50 / −100; a lay at 45 ×100 on the same runner locks +5 / 0', () => {
    expect(Object.fromEntries(book(bookmaker, [bet('BACK', 1, 50, 100)]).runners)).toEqual({ 1: 5_000, 2: -10_000 });
    const hedged = book(bookmaker, [bet('BACK', 1, 50, 100), bet('LAY', 1, 45, 100)]);
    expect(Object.fromEntries(hedged.runners)).toEqual({ 1: 500, 2: 0 });
    expect(hedged.exposureCents).toBe(0);
  });

  it('session middle: YES 50 @100 ×100 and NO 52 @100 ×100 → 0 / +200 / 0, exposure 0', () => {
    const b = book(session, [bet('YES', 9, 50, 100, 100), bet('NO', 9, 52, 100, 100)]);
    const at = (run: number) => b.ladder.find((r) => r.run === run)?.pnlCents;
    expect(at(49)).toBe(0);
    expect(at(50)).toBe(20_000);
    expect(at(51)).toBe(20_000);
    expect(at(52)).toBe(0);
    expect(b.exposureCents).toBe(0);
    expect(b.ladder[0]?.run).toBe(45);
    expect(b.ladder.at(-1)?.run).toBe(57);
  });

  it('session: a single YES 40 @90 ×100 risks the stake', () => {
    expect(book(session, [bet('YES', 9, 40, 100, 90)]).exposureCents).toBe(10_000);
    expect(betAmounts(session, bet('YES', 9, 40, 100, 90))).toEqual({ winCents: 9_000, lossCents: 10_000 });
    expect(betAmounts(session, bet('NO', 9, 40, 100, 110))).toEqual({ winCents: 10_000, lossCents: 11_000 });
  });

  it('khado 20-3 @100 ×50 wins on 20, 21, 22 only', () => {
    const b = book(khado, [bet('BACK', 9, 20, 50, 100)]);
    const at = (run: number) => b.ladder.find((r) => r.run === run)?.pnlCents;
    expect([at(19), at(20), at(22), at(23)]).toEqual([-5_000, 5_000, 5_000, -5_000]);
    expect(b.exposureCents).toBe(5_000);
  });

  it('meter YES 30 @100 ×10 scales with the distance from the line', () => {
    expect(settleBets(meter, [bet('YES', 9, 30, 10, 100)], { type: 'runs', runs: 34 })).toEqual([4_000]);
    expect(settleBets(meter, [bet('YES', 9, 30, 10, 100)], { type: 'runs', runs: 27 })).toEqual([-3_000]);
    expect(settleBets(meter, [bet('NO', 9, 30, 10, 100)], { type: 'runs', runs: 27 })).toEqual([3_000]);
  });

  it('decimal fancy: back 1.8 ×100 is +80 on YES, −100 on NO', () => {
    const b = book(fancy1, [bet('BACK', 9, 1.8, 100)]);
    expect(b.ladder).toEqual([
      { run: 0, pnlCents: -10_000 },
      { run: 1, pnlCents: 8_000 },
    ]);
    expect(b.exposureCents).toBe(10_000);
  });

  it('no bets: nothing at stake', () => {
    expect(book(matchOdds, []).exposureCents).toBe(0);
    expect(book(session, []).ladder).toEqual([]);
  });
});

describe('settleBets', () => {
  it('settles match odds on the winner: the total equals the winner position', () => {
    const bets = [bet('BACK', 1, 2.5, 100), bet('LAY', 2, 3, 50)];
    expect(settleBets(matchOdds, bets, { type: 'winner', selectionId: 3, name: 'C', placed: [] })).toEqual([
      -10_000, 5_000,
    ]);
    expect(settleBets(matchOdds, bets, { type: 'winner', selectionId: 1, name: 'A', placed: [] })).toEqual([
      15_000, 5_000,
    ]);
  });

  it('odd/even settles as a runner book', () => {
    expect(
      settleBets(oddEven, [bet('BACK', 1, 1.95, 100)], { type: 'winner', selectionId: 1, name: 'ODD', placed: [] }),
    ).toEqual([9_500]);
  });

  it('settles sessions on runs and fancy on YES/NO; void returns every stake', () => {
    const s = [bet('YES', 9, 50, 100, 100), bet('NO', 9, 52, 100, 100)];
    expect(settleBets(session, s, { type: 'runs', runs: 51 })).toEqual([10_000, 10_000]);
    expect(settleBets(session, s, { type: 'runs', runs: 60 })).toEqual([10_000, -10_000]);
    expect(settleBets(fancy1, [bet('LAY', 9, 1.8, 100)], { type: 'yesNo', outcome: 'NO' })).toEqual([10_000]);
    expect(settleBets(session, s, { type: 'void', reason: 'abandoned' })).toEqual([0, 0]);
  });

  it('refuses a result of the wrong shape or an unknown runner', () => {
    expect(() => settleBets(session, [], { type: 'winner', selectionId: 1, name: 'x', placed: [] })).toThrow(
      ResultMismatchError,
    );
    expect(() => settleBets(matchOdds, [], { type: 'runs', runs: 3 })).toThrow(ResultMismatchError);
    expect(() => settleBets(matchOdds, [], { type: 'winner', selectionId: 7, name: 'x', placed: [] })).toThrow(
      ResultMismatchError,
    );
  });
});
