import type { BookBet } from '@backlay/shared/betting';
import { placedBet, position } from '../../test/betting.js';
import { asRejection, betSideOf, openBookBets, positionView, whatIf, type SlipMarket } from './outcomes.js';

const threeWay: SlipMarket = {
  id: 'mo',
  type: 'matchOdds',
  priceKind: 'decimal',
  session: null,
  runners: [{ selectionId: 1 }, { selectionId: 2 }, { selectionId: 3 }],
};

const session: SlipMarket = {
  id: 's6',
  type: 'session',
  priceKind: 'line',
  session: { innings: 1, team: 'Team A', fromBall: 0, toBall: 36, measure: 'runs', wicket: null, range: null },
  runners: [{ selectionId: 6 }],
};

const back = (selectionId: number, odds: number, stake: number): BookBet => ({
  side: 'BACK',
  selectionId,
  odds,
  rate: null,
  stakeCents: stake * 100,
});

describe('what the slip shows if a bet is placed', () => {
  it('backs A at 2.50 for 100: A +150, every other runner −100', () => {
    const result = whatIf(threeWay, [], back(1, 2.5, 100));
    expect(result?.view.runners).toEqual(
      new Map([
        [1, 15_000],
        [2, -10_000],
        [3, -10_000],
      ]),
    );
    expect(result?.view.worstCents).toBe(-10_000);
    expect(result?.amounts).toEqual({ winCents: 15_000, lossCents: 10_000 });
  });

  it('adds a lay of B at 3.00 for 50 to that back: A +200, B −200, C −50', () => {
    const result = whatIf(threeWay, [back(1, 2.5, 100)], {
      side: 'LAY',
      selectionId: 2,
      odds: 3,
      rate: null,
      stakeCents: 5_000,
    });
    expect(result?.view.runners).toEqual(
      new Map([
        [1, 20_000],
        [2, -20_000],
        [3, -5_000],
      ]),
    );
    expect(result?.amounts).toEqual({ winCents: 5_000, lossCents: 10_000 });
  });

  it('gives a session bet its win and liability and the book its worst case', () => {
    const result = whatIf(session, [], { side: 'NO', selectionId: 6, odds: 50, rate: 120, stakeCents: 10_000 });
    expect(result?.amounts).toEqual({ winCents: 10_000, lossCents: 12_000 });
    expect(result?.view.worstCents).toBe(-12_000);
    expect(result?.view.runners.size).toBe(0);
  });

  it('gives up on numbers it cannot compute exactly instead of throwing', () => {
    expect(whatIf(threeWay, [], back(9, 2.5, 100))).toBeNull();
  });
});

describe('the player’s bets and positions as the book reads them', () => {
  it('counts open bets of the market only, not settled, deleted or other markets’ bets', () => {
    const bets = [
      placedBet({ id: 'a', stake: 10 }),
      placedBet({ id: 'b', result: 'WIN' }),
      placedBet({ id: 'c', deleteReason: 'Wrong price' }),
      placedBet({ id: 'd', betId: 'bm' }),
      placedBet({ id: 'e', result: 'UNDECLARE', betType: 'LAY', odds: 1.67, stake: 12.5, selectionId: 2 }),
    ];
    expect(openBookBets(bets, 'mo')).toEqual([
      { side: 'BACK', selectionId: 1, odds: 2.5, rate: null, stakeCents: 1_000 },
      { side: 'LAY', selectionId: 2, odds: 1.67, rate: null, stakeCents: 1_250 },
    ]);
  });

  it('reads a server position into cents', () => {
    expect(positionView(position({ runners: { '1': 150, '2': -100 }, exposure: 100 }))).toEqual({
      runners: new Map([
        [1, 15_000],
        [2, -10_000],
      ]),
      yesCents: null,
      worstCents: -10_000,
    });
    const fancy = positionView(
      position({
        marketType: 'fancy1',
        ladder: [
          { run: 0, profitLoss: -50 },
          { run: 1, profitLoss: 950 },
        ],
        exposure: 50,
      }),
    );
    expect(fancy.yesCents).toBe(95_000);
    expect(positionView(position({ exposure: 0 })).worstCents).toBe(0);
  });

  it('names sides as the API takes them', () => {
    expect([
      betSideOf('back', 'decimal'),
      betSideOf('lay', 'rate'),
      betSideOf('back', 'line'),
      betSideOf('lay', 'line'),
    ]).toEqual(['BACK', 'LAY', 'YES', 'NO']);
  });

  it('recognises a refusal body and its current price', () => {
    expect(
      asRejection({ statusCode: 409, code: 'PRICE_CHANGED', message: 'The price moved', current: { odds: 2.48 } }),
    ).toEqual({
      statusCode: 409,
      code: 'PRICE_CHANGED',
      message: 'The price moved',
      current: { odds: 2.48 },
    });
    expect(asRejection({ statusCode: 500, message: 'Server error' })).toBeNull();
    expect(asRejection('text')).toBeNull();
  });
});
