/**
 * Dragon Tiger tables: 20-20 Dragon Tiger (dt20), 20-20 Dragon Tiger 2 (dt202), 1 Day Dragon Tiger
 * (dt6, live back/lay prices) and 20-20 DTL (dtl20, Dragon Tiger Lion), casino-games.md §2.
 *
 * One card per hand. Rank decides (A low … K high); equal ranks are broken by suit ♠ > ♥ > ♣ > ♦,
 * so only an identical card (possible with 8 decks) is a tie. On these tables a tie loses Dragon and
 * Tiger bets in full (not the half-back rule of other Dragon Tiger games).
 */
import {
  edgePrices,
  isOddRank,
  isRed,
  parseCard,
  RANKS,
  standardDeck,
  suitOf,
  suitStrength,
  SUITS,
  valueOf,
  type Rank,
} from '../cards.js';
import type {
  CardCode,
  CardFamily,
  CardGroup,
  CardOutcome,
  CardRoundResult,
  CardRow,
  CardTableCode,
  CardTableDefinition,
  DealtCard,
  RowPrice,
  Suit,
} from '../types.js';

const WIN: CardOutcome = { kind: 'win', pct: 100 };
const LOSE: CardOutcome = { kind: 'lose', pct: 100 };
const won = (yes: boolean): CardOutcome => (yes ? WIN : LOSE);

/** The house keeps this share on 1 Day Dragon Tiger's live Dragon/Tiger prices (both sides). */
export const DT6_EDGE = 0.02;

const SUIT_NAMES: Record<Suit, string> = { spade: 'Spade', heart: 'Heart', club: 'Club', diamond: 'Diamond' };

/** Strength of a card in a Dragon Tiger comparison: rank first, then suit; equal only for identical cards. */
export function dtStrength(code: CardCode): number {
  return valueOf(code) * 4 + suitStrength(code);
}

type Settle = (cards: readonly CardCode[]) => CardOutcome;

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
  limits: { min: number; max: number },
  settle: Settle,
  lay: number | null = null,
): RowSpec {
  return { row: { sid, nat, group, back, lay, min: limits.min, max: limits.max }, settle };
}

/** Index of each hand's card in the deal. */
const DRAGON = 0;
const TIGER = 1;
const LION = 2;

function at(cards: readonly CardCode[], index: number): CardCode {
  const code = cards[index];
  if (code === undefined) throw new RangeError(`dragon tiger: card ${index + 1} was not dealt`);
  return code;
}

/** Winner index among the hands (never a tie unless two cards are identical). */
function dtWinner(cards: readonly CardCode[]): number | null {
  let best = -1;
  let winner: number | null = null;
  cards.forEach((code, i) => {
    const s = dtStrength(code);
    if (s > best) {
      best = s;
      winner = i;
    } else if (s === best) winner = null;
  });
  return winner;
}

/** Even, Odd, Red, Black rows of one hand (sids from `first`). */
function sideRows(
  first: number,
  hand: number,
  name: string,
  key: string,
  prices: { even: number; odd: number; red: number; black: number },
): RowSpec[] {
  return [
    spec(first, `${name} Even`, `${key}Parity`, prices.even, SIDE, (c) => won(!isOddRank(at(c, hand)))),
    spec(first + 1, `${name} Odd`, `${key}Parity`, prices.odd, SIDE, (c) => won(isOddRank(at(c, hand)))),
    spec(first + 2, `${name} Red`, `${key}Colour`, prices.red, SIDE, (c) => won(isRed(at(c, hand)))),
    spec(first + 3, `${name} Black`, `${key}Colour`, prices.black, SIDE, (c) => won(!isRed(at(c, hand)))),
  ];
}

function cardRows(first: number, hand: number, label: (rank: Rank) => string, key: string): RowSpec[] {
  return RANKS.map((rank, i) =>
    spec(first + i, label(rank), `${key}Card`, 12, SIDE, (c) => won(parseCard(at(c, hand)).rank === rank)),
  );
}

const SIDE_PRICES = { even: 2.12, odd: 1.83, red: 1.97, black: 1.97 };

/** dt20 / dt202: 38 rows in the client's slice order. */
function twentyRows(aceLabel: string): RowSpec[] {
  const rankLabel = (rank: Rank): string => (rank === 'A' ? aceLabel : rank);
  return [
    spec(1, 'Dragon', 'main', 2, MAIN, (c) => won(dtWinner(c) === DRAGON)),
    spec(2, 'Tiger', 'main', 2, MAIN, (c) => won(dtWinner(c) === TIGER)),
    spec(3, 'Tie', 'main', 50, SIDE, (c) => won(dtWinner(c) === null)),
    spec(4, 'Pair', 'pair', 12, SIDE, (c) => won(valueOf(at(c, DRAGON)) === valueOf(at(c, TIGER)))),
    ...sideRows(5, DRAGON, 'Dragon', 'dragon', SIDE_PRICES),
    ...cardRows(9, DRAGON, (r) => `Dragon Card ${rankLabel(r)}`, 'dragon'),
    ...sideRows(22, TIGER, 'Tiger', 'tiger', SIDE_PRICES),
    ...cardRows(26, TIGER, (r) => `Tiger Card ${rankLabel(r)}`, 'tiger'),
  ];
}

function suitRows(first: number, hand: number, name: string, key: string): RowSpec[] {
  return SUITS.map((suit, i) =>
    spec(first + i, `${name} ${SUIT_NAMES[suit]}`, `${key}Suit`, 3.75, SIDE, (c) => won(suitOf(at(c, hand)) === suit)),
  );
}

/** dt6: 19 rows; Dragon and Tiger open at the prices of a full shoe (filled in below). */
function oneDayRows(): RowSpec[] {
  return [
    spec(1, 'Dragon', 'match', 2, MAIN, (c) => won(dtWinner(c) === DRAGON), 2),
    spec(2, 'Tiger', 'match', 2, MAIN, (c) => won(dtWinner(c) === TIGER), 2),
    spec(3, 'Pair', 'pair', 12, SIDE, (c) => won(valueOf(at(c, DRAGON)) === valueOf(at(c, TIGER)))),
    ...sideRows(4, DRAGON, 'Dragon', 'dragon', SIDE_PRICES),
    ...suitRows(8, DRAGON, 'Dragon', 'dragon'),
    ...sideRows(12, TIGER, 'Tiger', 'tiger', SIDE_PRICES),
    ...suitRows(16, TIGER, 'Tiger', 'tiger'),
  ];
}

/** dtl20: 18 rows per hand (Winner, Black, Red, Odd, Even, A..K). */
function dtlRows(): RowSpec[] {
  const hands: [number, string, string, string][] = [
    [DRAGON, 'D', 'Dragon', 'dragon'],
    [TIGER, 'T', 'Tiger', 'tiger'],
    [LION, 'L', 'Lion', 'lion'],
  ];
  return hands.flatMap(([hand, letter, name, key], h) => {
    const first = 1 + h * 18;
    return [
      spec(first, `Winner ${letter}`, 'winner', 2.9, MAIN, (c) => won(dtWinner(c) === hand)),
      spec(first + 1, `Black ${letter}`, `${key}Colour`, 1.97, SIDE, (c) => won(!isRed(at(c, hand)))),
      spec(first + 2, `Red ${letter}`, `${key}Colour`, 1.97, SIDE, (c) => won(isRed(at(c, hand)))),
      spec(first + 3, `Odd ${letter}`, `${key}Parity`, 1.83, SIDE, (c) => won(isOddRank(at(c, hand)))),
      spec(first + 4, `Even ${letter}`, `${key}Parity`, 2.12, SIDE, (c) => won(!isOddRank(at(c, hand)))),
      ...cardRows(first + 5, hand, (r) => `${name} ${r}`, key),
    ];
  });
}

function sideGroups(key: string, name: string, suits: boolean): CardGroup[] {
  const groups: CardGroup[] = [
    { key: `${key}Parity`, title: `${name} Even / Odd`, exclusive: true },
    { key: `${key}Colour`, title: `${name} Red / Black`, exclusive: true },
  ];
  groups.push(
    suits
      ? { key: `${key}Suit`, title: `${name} Suit`, exclusive: true }
      : { key: `${key}Card`, title: `${name} Card`, exclusive: true },
  );
  return groups;
}

const TIMINGS = { revealSeconds: 3, resultSeconds: 6 };

const TIE_RULE =
  'On a Tie, bets on Dragon and on Tiger lose the whole stake (this table does not return half the stake on a Tie).';
const RANK_RULE =
  'One card is dealt to Dragon and one to Tiger. The higher rank wins (A is lowest, K highest). When both cards have the same rank, the suit decides in the order Spade > Heart > Club > Diamond, so only two identical cards (same rank and suit) make a Tie.';
const SIDE_RULE =
  'Even is 2, 4, 6, 8, 10, Q; Odd is A, 3, 5, 7, 9, J, K. Red is Heart or Diamond; Black is Spade or Club. Pair wins when both cards have the same rank, whatever their suits (an identical pair included).';

function twentyTable(
  code: 'dt20' | 'dt202',
  name: string,
  lobbyId: number,
  aceLabel: string,
  specs: RowSpec[],
): CardTableDefinition {
  return {
    code,
    gtype: code,
    name,
    lobbyId,
    family: 'dragonTiger',
    hands: [
      { key: 'dragon', label: 'Dragon' },
      { key: 'tiger', label: 'Tiger' },
    ],
    groups: [
      { key: 'main', title: 'Dragon / Tiger / Tie', exclusive: true },
      { key: 'pair', title: 'Pair', exclusive: false },
      ...sideGroups('dragon', 'Dragon', false),
      ...sideGroups('tiger', 'Tiger', false),
    ],
    rows: specs.map((s) => s.row),
    windows: [{ afterCards: 0, seconds: 20 }],
    timings: TIMINGS,
    oppositeSides: [[1, 2]],
    resultLetters: { '1': 'D', '2': 'T', '3': 'T' },
    rules: [
      'Played with 8 decks of 52 cards, shuffled for every round.',
      RANK_RULE,
      'Dragon and Tiger pay 1:1 (2.00). Tie pays 49:1 (50.00). Pair pays 11:1 (12.00).',
      TIE_RULE,
      SIDE_RULE,
      `Card bets name the exact rank of Dragon's or Tiger's card${aceLabel === '1' ? ' (Card 1 is the Ace)' : ''} and pay 11:1 (12.00).`,
      'You cannot back both Dragon and Tiger in the same round.',
    ],
    min: 100,
    max: 300000,
  };
}

const DT20_SPECS = twentyRows('1');
const DT202_SPECS = twentyRows('A');
const DT6_SPECS = oneDayRows();
const DTL20_SPECS = dtlRows();

const SPECS: Partial<Record<CardTableCode, Map<number, RowSpec>>> = {
  dt20: new Map(DT20_SPECS.map((s) => [s.row.sid, s])),
  dt202: new Map(DT202_SPECS.map((s) => [s.row.sid, s])),
  dt6: new Map(DT6_SPECS.map((s) => [s.row.sid, s])),
  dtl20: new Map(DTL20_SPECS.map((s) => [s.row.sid, s])),
};

function deckOf(code: CardTableCode): CardCode[] {
  return code === 'dtl20' ? standardDeck(1) : standardDeck(8);
}

/** Cards per round: Dragon, Tiger (and Lion). */
function handCount(def: CardTableDefinition): number {
  return def.code === 'dtl20' ? 3 : 2;
}

/** Chances that Dragon and Tiger win from the rest of the shoe (a tie is neither); null once decided. */
export function dtChances(
  def: CardTableDefinition,
  shown: readonly DealtCard[],
): { dragon: number; tiger: number } | null {
  if (shown.length >= 2) return null;
  // Remaining count of each card strength (rank × 4 + suit; 56 slots cover 5..56).
  const counts = new Array<number>(57).fill(0);
  for (const code of deckOf(def.code)) counts[dtStrength(code)]! += 1;
  for (const d of shown) counts[dtStrength(d.card)]! -= 1;
  const total = counts.reduce((a, b) => a + b, 0);
  if (shown.length === 1) {
    const dragon = dtStrength(shown[0]!.card);
    let below = 0;
    let above = 0;
    counts.forEach((n, s) => {
      if (s < dragon) below += n;
      else if (s > dragon) above += n;
    });
    return { dragon: below / total, tiger: above / total };
  }
  // Dragon draws strength a, then Tiger one of the remaining cards below a: by symmetry Tiger's chance is the same.
  let below = 0;
  let pairsDragonWins = 0;
  counts.forEach((n) => {
    pairsDragonWins += n * below;
    below += n;
  });
  const chance = pairsDragonWins / (total * (total - 1));
  return { dragon: chance, tiger: chance };
}

function liveMatchPrices(
  def: CardTableDefinition,
  shown: readonly DealtCard[],
): { dragon: RowPrice | null; tiger: RowPrice | null } {
  const chances = dtChances(def, shown);
  if (!chances) return { dragon: null, tiger: null };
  return { dragon: edgePrices(chances.dragon, DT6_EDGE), tiger: edgePrices(chances.tiger, DT6_EDGE) };
}

function dt6Table(): CardTableDefinition {
  const def: CardTableDefinition = {
    code: 'dt6',
    gtype: 'dt6',
    name: '1 Day Dragon Tiger',
    lobbyId: 31,
    family: 'dragonTiger',
    hands: [
      { key: 'dragon', label: 'Dragon' },
      { key: 'tiger', label: 'Tiger' },
    ],
    groups: [
      // A tie loses both Dragon and Tiger (and wins both lays), so the two are not one-winner rows.
      { key: 'match', title: 'Dragon / Tiger', exclusive: false },
      { key: 'pair', title: 'Pair', exclusive: false },
      ...sideGroups('dragon', 'Dragon', false).slice(0, 2),
      { key: 'dragonSuit', title: 'Dragon Suit', exclusive: true },
      ...sideGroups('tiger', 'Tiger', false).slice(0, 2),
      { key: 'tigerSuit', title: 'Tiger Suit', exclusive: true },
    ],
    rows: DT6_SPECS.map((s) => s.row),
    windows: [
      { afterCards: 0, seconds: 20 },
      // Dragon's card is out: the Dragon/Tiger prices are exact from the rest of the shoe.
      { afterCards: 1, seconds: 10, sids: [1, 2] },
    ],
    timings: { revealSeconds: 3, resultSeconds: 6 },
    oppositeSides: [],
    resultLetters: { '1': 'D', '2': 'T', '3': 'T' },
    rules: [
      'Played with 8 decks of 52 cards, shuffled for every round.',
      RANK_RULE,
      "Dragon and Tiger take back and lay bets at live prices. Before the deal the prices come from the full shoe; betting on Dragon and Tiger reopens after Dragon's card is shown, priced exactly from the cards left in the shoe. A lay on Dragon wins whenever Dragon does not win (a Tie included), and likewise for Tiger.",
      TIE_RULE,
      SIDE_RULE,
      "Suit bets name the suit of Dragon's or Tiger's card and pay 2.75:1 (3.75). Side bets and Pair are taken before the deal only.",
    ],
    min: 100,
    max: 300000,
  };
  const opening = liveMatchPrices(def, []);
  for (const [sid, price] of [
    [1, opening.dragon],
    [2, opening.tiger],
  ] as const) {
    const row = def.rows.find((r) => r.sid === sid)!;
    if (!price) throw new Error('dt6: no opening price');
    row.back = price.back;
    row.lay = price.lay;
  }
  return def;
}

function dtl20Table(): CardTableDefinition {
  return {
    code: 'dtl20',
    gtype: 'dtl20',
    name: '20-20 DTL',
    lobbyId: 14,
    family: 'dragonTiger',
    hands: [
      { key: 'dragon', label: 'Dragon' },
      { key: 'tiger', label: 'Tiger' },
      { key: 'lion', label: 'Lion' },
    ],
    groups: [
      { key: 'winner', title: 'Winner', exclusive: true },
      ...sideGroups('dragon', 'Dragon', false),
      ...sideGroups('tiger', 'Tiger', false),
      ...sideGroups('lion', 'Lion', false),
    ],
    rows: DTL20_SPECS.map((s) => s.row),
    windows: [{ afterCards: 0, seconds: 20 }],
    timings: TIMINGS,
    oppositeSides: [],
    resultLetters: { '1': 'D', '21': 'T', '41': 'L' },
    rules: [
      'Played with one deck of 52 cards, shuffled for every round. One card each is dealt to Dragon, Tiger and Lion.',
      'The highest card wins: rank first (A is lowest, K highest), then suit in the order Spade > Heart > Club > Diamond. With one deck there is never a tie.',
      "Winner pays 1.9:1 (2.90). Red and Black pay 1.97, Odd 1.83, Even 2.12, and the exact rank of a hand's card 12.00.",
      'Even is 2, 4, 6, 8, 10, Q; Odd is A, 3, 5, 7, 9, J, K. Red is Heart or Diamond; Black is Spade or Club.',
    ],
    min: 100,
    max: 300000,
  };
}

export const dragonTigerTables: CardTableDefinition[] = [
  twentyTable('dt20', '20-20 Dragon Tiger', 30, '1', DT20_SPECS),
  twentyTable('dt202', '20-20 Dragon Tiger 2', 7, 'A', DT202_SPECS),
  dt6Table(),
  dtl20Table(),
];

function specsOf(def: CardTableDefinition): Map<number, RowSpec> {
  const specs = SPECS[def.code];
  if (!specs) throw new RangeError(`${def.code} is not a dragon tiger table`);
  return specs;
}

function cardsOf(def: CardTableDefinition, dealt: readonly DealtCard[]): CardCode[] {
  const n = handCount(def);
  if (dealt.length !== n) throw new RangeError(`${def.code}: a round has ${n} cards, got ${dealt.length}`);
  return dealt.map((d) => d.card);
}

function rankWord(def: CardTableDefinition, code: CardCode): string {
  const rank = parseCard(code).rank;
  return def.code === 'dt20' && rank === 'A' ? '1' : rank;
}

function colour(code: CardCode): string {
  return isRed(code) ? 'Red' : 'Black';
}

function parity(code: CardCode): string {
  return isOddRank(code) ? 'Odd' : 'Even';
}

export const dragonTigerFamily: CardFamily = {
  deck: (def) => deckOf(def.code),

  deal(def, shoe) {
    const n = handCount(def);
    if (shoe.length < n) throw new RangeError(`${def.code}: the shoe has ${shoe.length} cards`);
    return def.hands.slice(0, n).map((hand, i) => ({ hand: hand.key, card: shoe[i]! }));
  },

  result(def, dealt): CardRoundResult {
    const cards = cardsOf(def, dealt);
    const winner = dtWinner(cards);
    const specs = specsOf(def);
    const sid = def.rows
      .filter((r) => specs.get(r.sid)!.settle(cards).kind === 'win')
      .map((r) => r.sid)
      .join(',');
    if (def.code === 'dtl20') {
      const letters = ['D', 'T', 'L'];
      const part = (f: (c: CardCode) => string): string => cards.map((c, i) => `${letters[i]} : ${f(c)}`).join(', ');
      return {
        win: String([1, 21, 41][winner!]),
        desc: `${letters[winner!]}|${part(colour)}|${part(parity)}|${part((c) => parseCard(c).rank)}`,
        sid,
        cards,
      };
    }
    const dragon = cards[DRAGON]!;
    const tiger = cards[TIGER]!;
    const last = (c: CardCode): string => (def.code === 'dt6' ? SUIT_NAMES[suitOf(c)] : `Card ${rankWord(def, c)}`);
    const side = (c: CardCode): string => `${colour(c)}|${parity(c)}|${last(c)}`;
    const pair = valueOf(dragon) === valueOf(tiger) ? 'Is Pair' : 'No Pair';
    const name = winner === DRAGON ? 'Dragon' : winner === TIGER ? 'Tiger' : 'Tie';
    return {
      win: winner === DRAGON ? '1' : winner === TIGER ? '2' : '3',
      desc: `${name}|${pair}*${side(dragon)}*${side(tiger)}`,
      sid,
      cards,
    };
  },

  outcome(def, dealt, selectionId) {
    const spec = specsOf(def).get(selectionId);
    if (!spec) throw new RangeError(`selection ${selectionId} is not on ${def.code}`);
    return spec.settle(cardsOf(def, dealt));
  },

  price(def, shown) {
    const out = new Map<number, RowPrice>();
    for (const row of def.rows) out.set(row.sid, { back: row.back, lay: row.lay });
    if (def.code !== 'dt6') return out;
    const live = liveMatchPrices(def, shown);
    if (live.dragon) out.set(1, live.dragon);
    if (live.tiger) out.set(2, live.tiger);
    return out;
  },

  isOpen(def, shown, sid) {
    if (def.code !== 'dt6' || (sid !== 1 && sid !== 2)) return shown.length === 0;
    const live = liveMatchPrices(def, shown);
    return (sid === 1 ? live.dragon : live.tiger) !== null;
  },
};
