/**
 * One-card "film" tables, casino-games.md §2: Amar Akbar Anthony (`aaa`, one 52-card deck) and
 * Bollywood Casino (`btable`, J Q K A of every suit × 2 decks = 32 cards).
 */
import { isOddRank, isRed, parseCard, RANKS, standardDeck, valueOf, type Rank } from '../cards.js';
import type { CardCode, CardFamily, CardOutcome, CardRow, CardTableDefinition, DealtCard } from '../types.js';

const WIN: CardOutcome = { kind: 'win', pct: 100 };
const LOSE: CardOutcome = { kind: 'lose', pct: 100 };
const won = (yes: boolean): CardOutcome => (yes ? WIN : LOSE);

type Settle = (card: CardCode) => CardOutcome;
interface RowSpec {
  row: CardRow;
  settle: Settle;
}

const MAIN = { min: 100, max: 300000 };
const SIDE = { min: 100, max: 25000 };

function spec(
  sid: number,
  nat: string,
  group: string,
  back: number,
  lay: number | null,
  limits: { min: number; max: number },
  settle: Settle,
): RowSpec {
  return { row: { sid, nat, group, back, lay, min: limits.min, max: limits.max }, settle };
}

// ---------------------------------------------------------------------------------------------
// Amar Akbar Anthony

type Aaa = 'Amar' | 'Akbar' | 'Anthony';

/** A–6 Amar, 7–10 Akbar, J–K Anthony. */
function aaaWinner(card: CardCode): Aaa {
  const v = valueOf(card);
  return v <= 6 ? 'Amar' : v <= 10 ? 'Akbar' : 'Anthony';
}

const HALF_LOSS: CardOutcome = { kind: 'lose', pct: 50 };
const underOver =
  (under: boolean): Settle =>
  (card) => {
    const v = valueOf(card);
    if (v === 7) return HALF_LOSS;
    return won(under ? v < 7 : v > 7);
  };

/*
 * Amar (6/13), Akbar (4/13) and Anthony (3/13) take back and lay: back below and lay above the
 * fair price, about 2–4% either side (Amar's 2.12 / 2.22 are the live feed's).
 */
const AAA_SPECS: RowSpec[] = [
  spec(1, 'Amar', 'main', 2.12, 2.22, MAIN, (c) => won(aaaWinner(c) === 'Amar')),
  spec(2, 'Akbar', 'main', 3.15, 3.35, MAIN, (c) => won(aaaWinner(c) === 'Akbar')),
  spec(3, 'Anthony', 'main', 4.2, 4.45, MAIN, (c) => won(aaaWinner(c) === 'Anthony')),
  spec(4, 'Even', 'parity', 2.12, null, SIDE, (c) => won(!isOddRank(c))),
  spec(5, 'Odd', 'parity', 1.83, null, SIDE, (c) => won(isOddRank(c))),
  spec(6, 'Red', 'colour', 1.97, null, SIDE, (c) => won(isRed(c))),
  spec(7, 'Black', 'colour', 1.97, null, SIDE, (c) => won(!isRed(c))),
  ...RANKS.map((rank, i) =>
    spec(8 + i, `Card ${rank}`, 'card', 12, null, SIDE, (c) => won(parseCard(c).rank === rank)),
  ),
  spec(21, 'Under 7', 'underOver', 2, null, MAIN, underOver(true)),
  spec(22, 'Over 7', 'underOver', 2, null, MAIN, underOver(false)),
];

const aaa: CardTableDefinition = {
  code: 'aaa',
  gtype: 'aaa',
  name: 'Amar Akbar Anthony',
  lobbyId: 28,
  family: 'bollywood',
  hands: [{ key: 'card', label: 'Card' }],
  groups: [
    { key: 'main', title: 'Amar / Akbar / Anthony', exclusive: true },
    { key: 'parity', title: 'Even / Odd', exclusive: true },
    { key: 'colour', title: 'Red / Black', exclusive: true },
    { key: 'card', title: 'Card', exclusive: true },
    { key: 'underOver', title: 'Under 7 / Over 7', exclusive: true },
  ],
  rows: AAA_SPECS.map((s) => s.row),
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 3, resultSeconds: 6 },
  oppositeSides: [[21, 22]],
  resultLetters: { '1': 'A', '2': 'B', '3': 'C' },
  rules: [
    'Played with one deck of 52 cards, shuffled for every round. One card is dealt.',
    'Amar wins on A, 2, 3, 4, 5, 6; Akbar on 7, 8, 9, 10; Anthony on J, Q, K. Each takes back and lay bets.',
    'Even is 2, 4, 6, 8, 10, Q (2.12); Odd is A, 3, 5, 7, 9, J, K (1.83). Red is Heart or Diamond, Black is Spade or Club (1.97 each). Card A to Card K name the exact rank (12.00).',
    'Under 7 wins on A–6, Over 7 on 8–K, both at 1:1 (2.00). If the card is a 7, Under 7 and Over 7 bets lose half the stake (the other half is returned).',
    'You cannot back both Under 7 and Over 7 in the same round.',
  ],
  min: 100,
  max: 300000,
};

// ---------------------------------------------------------------------------------------------
// Bollywood Casino

const MOVIES = [
  'Don',
  'Amar Akbar Anthony',
  'Sahib Bibi Aur Ghulam',
  'Dharam Veer',
  'Kis Kisko Pyaar Karoon',
  'Ghulam',
] as const;

const BTABLE_RANKS: readonly Rank[] = ['A', 'J', 'Q', 'K'];

/** The film (1–6) a card belongs to. */
export function movieOf(card: CardCode): number {
  const { rank, suit } = parseCard(card);
  if (!BTABLE_RANKS.includes(rank)) throw new RangeError(`not a Bollywood card: ${card}`);
  if (suit === 'spade') return rank === 'A' ? 1 : 3;
  if (rank === 'A') return 2;
  if (rank === 'K') return suit === 'heart' ? 5 : 4;
  return rank === 'Q' ? 5 : 6;
}

const CARD_ROWS: readonly Rank[] = ['J', 'Q', 'K', 'A'];

/*
 * Fair prices (32 cards): Don 2 → 16, AAA / SBAG / Ghulam 6 → 5.33, Dharam Veer 4 → 8, KKPK 8 → 4;
 * Odd (J, K, A) 24 → 1.33. Back sits 2.5–3.5% under and lay 2.5–3.5% over fair.
 */
const MOVIE_PRICES: readonly [number, number][] = [
  [15.5, 16.5],
  [5.15, 5.5],
  [5.15, 5.5],
  [7.75, 8.25],
  [3.9, 4.1],
  [5.15, 5.5],
];

const BTABLE_SPECS: RowSpec[] = [
  ...MOVIES.map((name, i) =>
    spec(i + 1, name, 'movie', MOVIE_PRICES[i]![0], MOVIE_PRICES[i]![1], MAIN, (c) => won(movieOf(c) === i + 1)),
  ),
  spec(7, 'Odd', 'odd', 1.3, 1.37, SIDE, (c) => won(isOddRank(c))),
  spec(8, 'Red', 'colour', 1.97, null, SIDE, (c) => won(isRed(c))),
  spec(9, 'Black', 'colour', 1.97, null, SIDE, (c) => won(!isRed(c))),
  ...CARD_ROWS.map((rank, i) =>
    spec(10 + i, `Card ${rank}`, 'card', 3.75, null, SIDE, (c) => won(parseCard(c).rank === rank)),
  ),
  spec(14, 'Dulha Dulhan K-Q', 'couple', 1.97, null, SIDE, (c) => won(['K', 'Q'].includes(parseCard(c).rank))),
  spec(15, 'Barati J-A', 'couple', 1.97, null, SIDE, (c) => won(['J', 'A'].includes(parseCard(c).rank))),
];

const btable: CardTableDefinition = {
  code: 'btable',
  gtype: 'btable',
  name: 'Bollywood Casino',
  lobbyId: 29,
  family: 'bollywood',
  hands: [{ key: 'card', label: 'Card' }],
  groups: [
    { key: 'movie', title: 'Films', exclusive: true },
    { key: 'odd', title: 'Odd', exclusive: false },
    { key: 'colour', title: 'Red / Black', exclusive: true },
    { key: 'card', title: 'Card', exclusive: true },
    { key: 'couple', title: 'Dulha Dulhan / Barati', exclusive: true },
  ],
  rows: BTABLE_SPECS.map((s) => s.row),
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 3, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: { '1': 'A', '2': 'B', '3': 'C', '4': 'D', '5': 'E', '6': 'F' },
  rules: [
    'Played with 32 cards: the J, Q, K and A of every suit from two decks, shuffled for every round. One card is dealt.',
    'Films: Don = A♠; Amar Akbar Anthony = A♥, A♦, A♣; Sahib Bibi Aur Ghulam = K♠, Q♠, J♠; Dharam Veer = K♦, K♣; Kis Kisko Pyaar Karoon = K♥, Q♣, Q♦, Q♥; Ghulam = J♥, J♣, J♦. Each film takes back and lay bets.',
    'Odd wins on J, K or A (back and lay). Red (Heart, Diamond) and Black (Spade, Club) pay 1.97. Dulha Dulhan wins on K or Q and Barati on J or A, each 1.97. Card J, Q, K, A name the exact rank and pay 3.75.',
  ],
  min: 100,
  max: 300000,
};

// ---------------------------------------------------------------------------------------------

export const bollywoodTables: CardTableDefinition[] = [aaa, btable];

const SETTLE: Record<'aaa' | 'btable', Map<number, Settle>> = {
  aaa: new Map(AAA_SPECS.map((s) => [s.row.sid, s.settle])),
  btable: new Map(BTABLE_SPECS.map((s) => [s.row.sid, s.settle])),
};

function tableOf(def: CardTableDefinition): 'aaa' | 'btable' {
  if (def.code !== 'aaa' && def.code !== 'btable') throw new RangeError(`${def.code} is not a Bollywood table`);
  return def.code;
}

function theCard(def: CardTableDefinition, dealt: readonly DealtCard[]): CardCode {
  if (dealt.length !== 1) throw new RangeError(`${def.code}: a round has 1 card, got ${dealt.length}`);
  return dealt[0]!.card;
}

export const bollywoodFamily: CardFamily = {
  deck: (def) => (tableOf(def) === 'aaa' ? standardDeck(1) : standardDeck(2, BTABLE_RANKS)),

  deal(def, shoe) {
    tableOf(def);
    const card = shoe[0];
    if (card === undefined) throw new RangeError(`${def.code}: the shoe is empty`);
    return [{ hand: 'card', card }];
  },

  result(def, dealt) {
    const code = tableOf(def);
    const card = theCard(def, dealt);
    const settlers = SETTLE[code];
    const sid = def.rows
      .filter((r) => settlers.get(r.sid)!(card).kind === 'win')
      .map((r) => r.sid)
      .join(',');
    const colour = isRed(card) ? 'Red' : 'Black';
    const rank = parseCard(card).rank;
    if (code === 'aaa') {
      const winner = aaaWinner(card);
      const v = valueOf(card);
      const uo = v < 7 ? 'Under 7' : v > 7 ? 'Over 7' : 'Tie';
      return {
        win: String(['Amar', 'Akbar', 'Anthony'].indexOf(winner) + 1),
        desc: `${winner}|${colour}|${isOddRank(card) ? 'Odd' : 'Even'}|${uo}|Card ${rank}`,
        sid,
        cards: [card],
      };
    }
    const movie = movieOf(card);
    const couple = rank === 'K' || rank === 'Q' ? 'Dulha Dulhan' : 'Barati';
    return {
      win: String(movie),
      desc: `${MOVIES[movie - 1]}|${isOddRank(card) ? 'Odd' : 'Even'}|${colour}|${couple}|Card ${rank}`,
      sid,
      cards: [card],
    };
  },

  outcome(def, dealt, selectionId) {
    const settle = SETTLE[tableOf(def)].get(selectionId);
    if (!settle) throw new RangeError(`selection ${selectionId} is not on ${def.code}`);
    return settle(theCard(def, dealt));
  },
};
