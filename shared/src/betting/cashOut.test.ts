import type { BookBet, BookMarket } from './book.js';
import { cashOutQuote, type CashOutAnswer, type CashOutPrices } from './cashOut.js';

const TWO: BookMarket = { type: 'matchOdds', priceKind: 'decimal', selectionIds: [1, 2], range: null };
const THREE: BookMarket = { type: 'matchOdds', priceKind: 'decimal', selectionIds: [1, 2, 3], range: null };
const BOOKMAKER: BookMarket = { type: 'bookmaker', priceKind: 'rate', selectionIds: [1, 2], range: null };
const SESSION: BookMarket = { type: 'session', priceKind: 'line', selectionIds: [1], range: null };
const ANY = { minStakeCents: 1, maxStakeCents: 100_000_000 };

const back = (selectionId: number, odds: number, stakeCents: number): BookBet => ({
  side: 'BACK',
  selectionId,
  odds,
  rate: null,
  stakeCents,
});
const lay = (selectionId: number, odds: number, stakeCents: number): BookBet => ({
  ...back(selectionId, odds, stakeCents),
  side: 'LAY',
});

function quoted(answer: CashOutAnswer) {
  if (!answer.ok) throw new Error(`refused: ${answer.message}`);
  return { ...answer.quote, runners: Object.fromEntries(answer.quote.runners) };
}

describe('cash out on two runners', () => {
  // A 1.98 / 2.00, B 1.98 / 2.02 (back / lay).
  const prices: CashOutPrices[] = [
    { selectionId: 1, back: 1.98, lay: 2 },
    { selectionId: 2, back: 1.98, lay: 2.02 },
  ];

  it('a back of 100 on A at 2.50 (A +150, B −100): lay A 125.00 at 2.00 → +25.00 on both', () => {
    // D = 250; lay A 250 / 2.00 = 125.00. Backing B instead (126.26 at 1.98) would leave 23.73.
    expect(quoted(cashOutQuote(TWO, [back(1, 2.5, 10_000)], prices, 100, ANY))).toEqual({
      percent: 100,
      bet: { selectionId: 1, side: 'LAY', odds: 2, stakeCents: 12_500 },
      runners: { 1: 2_500, 2: 2_500 },
      profitCents: 2_500,
    });
  });

  it('half of it: lay A 62.50 → A +87.50, B −37.50, the rest of the position stays', () => {
    expect(quoted(cashOutQuote(TWO, [back(1, 2.5, 10_000)], prices, 50, ANY))).toMatchObject({
      bet: { selectionId: 1, side: 'LAY', odds: 2, stakeCents: 6_250 },
      runners: { 1: 8_750, 2: -3_750 },
      profitCents: -3_750,
    });
  });

  it('a lay of 100 on A at 3.00 (A −200, B +100): back A 93.75 at 3.20 → +6.25 on both', () => {
    const at = [
      { selectionId: 1, back: 3.2, lay: 3.3 },
      { selectionId: 2, back: 1.4, lay: 1.42 },
    ];
    // Laying B instead: D_B = 300, 300 / 1.42 = 211.27 → B 100 − 211.27·0.42 = 11.27, A −200 + 211.27 = 11.27.
    // Here laying B leaves more than backing A, so it is the quote.
    expect(quoted(cashOutQuote(TWO, [lay(1, 3, 10_000)], at, 100, ANY))).toEqual({
      percent: 100,
      bet: { selectionId: 2, side: 'LAY', odds: 1.42, stakeCents: 21_127 },
      runners: { 1: 1_127, 2: 1_127 },
      profitCents: 1_127,
    });
    // Without a lay price on B, backing A is the way: 300 / 3.20 = 93.75 → +6.25 on both.
    const noLayB = [at[0]!, { selectionId: 2, back: 1.4, lay: null }];
    expect(quoted(cashOutQuote(TWO, [lay(1, 3, 10_000)], noLayB, 100, ANY))).toEqual({
      percent: 100,
      bet: { selectionId: 1, side: 'BACK', odds: 3.2, stakeCents: 9_375 },
      runners: { 1: 625, 2: 625 },
      profitCents: 625,
    });
  });

  it('several bets on both runners level the same way', () => {
    // Back A 100 at 2.5, lay B 50 at 2.2: A +150 + 50 = +200, B −100 − 60 = −160. D = 360.
    const bets = [back(1, 2.5, 10_000), lay(2, 2.2, 5_000)];
    // Lay A at 2.00: 180.00 → +20.00 on both; back B at 1.98: 181.82 → A 18.18, B 18.18 (181.82·0.98 = 178.18).
    expect(quoted(cashOutQuote(TWO, bets, prices, 100, ANY))).toMatchObject({
      bet: { selectionId: 1, side: 'LAY', odds: 2, stakeCents: 18_000 },
      runners: { 1: 2_000, 2: 2_000 },
    });
  });

  it('a cash out for a loss is still offered: the price moved against the bet', () => {
    // Back A 100 at 2.00 (A +100, B −100), A now 2.98 / 3.00: lay A 200 / 3.00 = 66.67 → A 100 − 133.34, B −100 + 66.67.
    const at = [
      { selectionId: 1, back: 2.98, lay: 3 },
      { selectionId: 2, back: 1.45, lay: 1.47 },
    ];
    // Backing B instead: 200 / 1.45 = 137.93 → −37.93 on both, less than laying A leaves.
    const quote = quoted(cashOutQuote(TWO, [back(1, 2, 10_000)], at, 100, ANY));
    expect(quote.bet).toEqual({ selectionId: 1, side: 'LAY', odds: 3, stakeCents: 6_667 });
    expect(quote.runners).toEqual({ 1: -3_334, 2: -3_333 });
    expect(quote.profitCents).toBe(-3_334);
  });
});

describe('cash out on three runners', () => {
  const prices: CashOutPrices[] = [
    { selectionId: 1, back: 4, lay: 4.2 },
    { selectionId: 2, back: 2.5, lay: 2.56 },
    { selectionId: 3, back: 3.4, lay: 3.5 },
  ];

  it('a back of 100 on A at 4.00 (A +300, B and C −100): lay A 95.24 at 4.20 → −4.77 / −4.76', () => {
    // D = 400; 400 / 4.20 = 95.238 → 95.24; A: 300 − round(95.24·3.20) = 300 − 304.77.
    expect(quoted(cashOutQuote(THREE, [back(1, 4, 10_000)], prices, 100, ANY))).toEqual({
      percent: 100,
      bet: { selectionId: 1, side: 'LAY', odds: 4.2, stakeCents: 9_524 },
      runners: { 1: -477, 2: -476, 3: -476 },
      profitCents: -477,
    });
  });

  it('a lay of 100 on C at 3.00 (C −200, A and B +100): back C 88.24 at 3.40 → +11.76', () => {
    // D = −300; 300 / 3.40 = 88.235 → 88.24; C: −200 + round(88.24·2.40) = −200 + 211.78; others 100 − 88.24.
    expect(quoted(cashOutQuote(THREE, [lay(3, 3, 10_000)], prices, 100, ANY))).toEqual({
      percent: 100,
      bet: { selectionId: 3, side: 'BACK', odds: 3.4, stakeCents: 8_824 },
      runners: { 1: 1_176, 2: 1_176, 3: 1_178 },
      profitCents: 1_176,
    });
  });

  it('bets on two of three runners leave three different figures: not offered', () => {
    const answer = cashOutQuote(THREE, [back(1, 4, 10_000), back(2, 2.5, 10_000)], prices, 100, ANY);
    expect(answer).toEqual({
      ok: false,
      reason: 'several-runners',
      message: 'Your bets on this market are on several runners: cash out is not offered for them.',
    });
  });
});

describe('cash out on bookmaker', () => {
  it('a back of 100 on A at rate 50 (A +50, B −100): lay A 98.68 at rate 52 → −1.31 / −1.32', () => {
    // D = 150; a rate of 52 pays 1.52 in all: 150 / 1.52 = 98.684 → 98.68; A: 50 − round(98.68·52/100) = 50 − 51.31.
    const prices = [
      { selectionId: 1, back: 48, lay: 52 },
      { selectionId: 2, back: null, lay: null },
    ];
    expect(quoted(cashOutQuote(BOOKMAKER, [back(1, 50, 10_000)], prices, 100, ANY))).toEqual({
      percent: 100,
      bet: { selectionId: 1, side: 'LAY', odds: 52, stakeCents: 9_868 },
      runners: { 1: -131, 2: -132 },
      profitCents: -132,
    });
  });
});

describe('when cash out is not offered', () => {
  const prices: CashOutPrices[] = [
    { selectionId: 1, back: 1.98, lay: 2 },
    { selectionId: 2, back: 1.98, lay: 2.02 },
  ];

  it.each([
    ['no bets', TWO, [], prices, 'no-position'],
    ['a level book', TWO, [back(1, 2, 10_000), back(2, 2, 10_000)], prices, 'level'],
    ['no price on either way', TWO, [back(1, 2.5, 10_000)], [{ selectionId: 1, back: 2, lay: null }], 'no-price'],
    [
      'a session market',
      SESSION,
      [{ side: 'YES', selectionId: 1, odds: 50, rate: 100, stakeCents: 100 }],
      prices,
      'not-runner-book',
    ],
  ] as const)('%s', (_name, market, bets, at, reason) => {
    const answer = cashOutQuote(market, bets, at, 100, ANY);
    expect(answer.ok ? null : answer.reason).toBe(reason);
  });

  it('stakes outside the market’s limits', () => {
    const bets = [back(1, 2.5, 10_000)];
    // Full: lay 125.00; 10 %: 12.50.
    expect(cashOutQuote(TWO, bets, prices, 10, { minStakeCents: 10_000, maxStakeCents: 1_000_000 })).toMatchObject({
      ok: false,
      reason: 'below-min',
    });
    expect(cashOutQuote(TWO, bets, prices, 100, { minStakeCents: 100, maxStakeCents: 10_000 })).toMatchObject({
      ok: false,
      reason: 'above-max',
    });
  });

  it('refuses a percent that is not a whole number from 1 to 100', () => {
    expect(() => cashOutQuote(TWO, [back(1, 2.5, 10_000)], prices, 0, ANY)).toThrow(RangeError);
    expect(() => cashOutQuote(TWO, [back(1, 2.5, 10_000)], prices, 101, ANY)).toThrow(RangeError);
    expect(() => cashOutQuote(TWO, [back(1, 2.5, 10_000)], prices, 12.5, ANY)).toThrow(RangeError);
  });
});
