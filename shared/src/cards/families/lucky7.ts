/**
 * Lucky 7 - A (feed `lucky7`) and Lucky 7 - B (`lucky7eu`), casino-games.md §2: one card from
 * 8 decks. A–6 is Low, 8–K is High, and a 7 is neither: Low and High bets then lose half the stake.
 */
import { isOddRank, isRed, parseCard, RANKS, standardDeck, valueOf, type Rank } from '../cards.js';
import type { CardCode, CardFamily, CardOutcome, CardRow, CardTableDefinition, DealtCard } from '../types.js';

const WIN: CardOutcome = { kind: 'win', pct: 100 };
const LOSE: CardOutcome = { kind: 'lose', pct: 100 };
const HALF_LOSS: CardOutcome = { kind: 'lose', pct: 50 };
const won = (yes: boolean): CardOutcome => (yes ? WIN : LOSE);

type Settle = (card: CardCode) => CardOutcome;

interface Prices {
  even: number;
  odd: number;
  red: number;
  black: number;
}

const cardName = (rank: Rank): string => `Card ${rank === 'A' ? '1' : rank}`;

function specs(prices: Prices): { row: CardRow; settle: Settle }[] {
  const side = { min: 100, max: 25000 };
  const main = { min: 100, max: 300000 };
  const spec = (
    sid: number,
    nat: string,
    group: string,
    back: number,
    limits: { min: number; max: number },
    settle: Settle,
  ) => ({
    row: { sid, nat, group, back, lay: null, min: limits.min, max: limits.max },
    settle,
  });
  const lowHigh =
    (low: boolean): Settle =>
    (card) => {
      const v = valueOf(card);
      if (v === 7) return HALF_LOSS;
      return won(low ? v < 7 : v > 7);
    };
  return [
    spec(1, 'LOW Card', 'lowHigh', 2, main, lowHigh(true)),
    spec(2, 'HIGH Card', 'lowHigh', 2, main, lowHigh(false)),
    spec(3, 'Even', 'parity', prices.even, side, (c) => won(!isOddRank(c))),
    spec(4, 'Odd', 'parity', prices.odd, side, (c) => won(isOddRank(c))),
    spec(5, 'Red', 'colour', prices.red, side, (c) => won(isRed(c))),
    spec(6, 'Black', 'colour', prices.black, side, (c) => won(!isRed(c))),
    ...RANKS.map((rank, i) => spec(7 + i, cardName(rank), 'card', 12, side, (c) => won(parseCard(c).rank === rank))),
  ];
}

type Lucky7Code = 'lucky7-A' | 'lucky7eu';

const PRICES: Record<Lucky7Code, Prices> = {
  'lucky7-A': { even: 2.12, odd: 1.83, red: 1.97, black: 1.97 },
  // Lucky 7 - B's live feed quotes slightly lower side prices than A.
  lucky7eu: { even: 2.1, odd: 1.79, red: 1.95, black: 1.95 },
};

const SPECS: Record<Lucky7Code, { row: CardRow; settle: Settle }[]> = {
  'lucky7-A': specs(PRICES['lucky7-A']),
  lucky7eu: specs(PRICES.lucky7eu),
};

function table(code: Lucky7Code, gtype: string, name: string, lobbyId: number): CardTableDefinition {
  const prices = PRICES[code];
  return {
    code,
    gtype,
    name,
    lobbyId,
    family: 'lucky7',
    hands: [{ key: 'card', label: 'Card' }],
    groups: [
      { key: 'lowHigh', title: 'Low / High', exclusive: true },
      { key: 'parity', title: 'Even / Odd', exclusive: true },
      { key: 'colour', title: 'Red / Black', exclusive: true },
      { key: 'card', title: 'Card', exclusive: true },
    ],
    rows: SPECS[code].map((s) => s.row),
    windows: [{ afterCards: 0, seconds: 20 }],
    timings: { revealSeconds: 3, resultSeconds: 6 },
    oppositeSides: [[1, 2]],
    resultLetters: { '1': 'L', '2': 'H', '0': 'T' },
    rules: [
      'Played with 8 decks of 52 cards, shuffled for every round. One card is dealt.',
      'LOW Card wins on A, 2, 3, 4, 5 or 6; HIGH Card wins on 8, 9, 10, J, Q or K. Both pay 1:1 (2.00).',
      'If the card is a 7, LOW Card and HIGH Card bets lose half the stake (the other half is returned).',
      'You cannot back both LOW Card and HIGH Card in the same round.',
      `Even (2, 4, 6, 8, 10, Q) pays ${prices.even.toFixed(2)}, Odd (A, 3, 5, 7, 9, J, K) pays ${prices.odd.toFixed(2)}. Red (Heart, Diamond) pays ${prices.red.toFixed(2)}, Black (Spade, Club) pays ${prices.black.toFixed(2)}. A 7 counts as Odd and keeps its colour.`,
      'Card 1 (Ace) to Card K name the exact rank and pay 11:1 (12.00).',
    ],
    min: 100,
    max: 300000,
  };
}

export const lucky7Tables: CardTableDefinition[] = [
  table('lucky7-A', 'lucky7', 'Lucky 7 - A', 32),
  table('lucky7eu', 'lucky7eu', 'Lucky 7 - B', 10),
];

const SETTLE: Record<Lucky7Code, Map<number, Settle>> = {
  'lucky7-A': new Map(SPECS['lucky7-A'].map((s) => [s.row.sid, s.settle])),
  lucky7eu: new Map(SPECS.lucky7eu.map((s) => [s.row.sid, s.settle])),
};

function settlersOf(def: CardTableDefinition): Map<number, Settle> {
  if (def.code !== 'lucky7-A' && def.code !== 'lucky7eu') throw new RangeError(`${def.code} is not a lucky 7 table`);
  return SETTLE[def.code];
}

function theCard(def: CardTableDefinition, dealt: readonly DealtCard[]): CardCode {
  if (dealt.length !== 1) throw new RangeError(`${def.code}: a round has 1 card, got ${dealt.length}`);
  return dealt[0]!.card;
}

export const lucky7Family: CardFamily = {
  deck: () => standardDeck(8),

  deal(def, shoe) {
    const card = shoe[0];
    if (card === undefined) throw new RangeError(`${def.code}: the shoe is empty`);
    return [{ hand: 'card', card }];
  },

  result(def, dealt) {
    const card = theCard(def, dealt);
    const v = valueOf(card);
    const settlers = settlersOf(def);
    const sid = def.rows
      .filter((r) => settlers.get(r.sid)!(card).kind === 'win')
      .map((r) => r.sid)
      .join(',');
    const band = v < 7 ? 'Low Card' : v > 7 ? 'High Card' : 'Tie';
    const desc = `${band} || ${isOddRank(card) ? 'Odd' : 'Even'} || ${isRed(card) ? 'Red' : 'Black'} || ${cardName(parseCard(card).rank)}`;
    return { win: v < 7 ? '1' : v > 7 ? '2' : '0', desc, sid, cards: [card] };
  },

  outcome(def, dealt, selectionId) {
    const settle = settlersOf(def).get(selectionId);
    if (!settle) throw new RangeError(`selection ${selectionId} is not on ${def.code}`);
    return settle(theCard(def, dealt));
  },
};
