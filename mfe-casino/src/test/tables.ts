/**
 * Hand-made table definitions for the remote's tests: two detailed tables (a teen patti table with
 * an exclusive winner group and a non-exclusive side group, and 3 Cards Judgement) and a minimal
 * definition for every other code, so the lobby and routes see all 31 tables. They are test data
 * of the remote, independent of the real families' prices and rows.
 */
import type {
  CardFamily,
  CardFamilyKey,
  CardRoundResult,
  CardTableCode,
  CardTableDefinition,
  DealtCard,
} from '@backlay/shared/cards';

const RULES = [
  'Each player gets three cards.',
  'The better hand wins; equal hands tie and back bets on a player lose half.',
];

export const TEEN20: CardTableDefinition = {
  code: 'teen20',
  gtype: 'teen20',
  name: '20-20 Teenpatti',
  lobbyId: 18,
  family: 'teenPatti',
  hands: [
    { key: 'A', label: 'Player A' },
    { key: 'B', label: 'Player B' },
  ],
  groups: [
    { key: 'main', title: 'Winner', exclusive: true },
    { key: 'pairPlus', title: 'Pair plus', exclusive: false },
  ],
  // Feed order interleaves the groups (Player A, Pair plus A, Player B, Pair plus B): the view must regroup.
  rows: [
    { sid: 1, nat: 'Player A', group: 'main', back: 1.98, lay: 2.02, min: 100, max: 25_000 },
    { sid: 2, nat: 'Pair plus A', group: 'pairPlus', back: 2, lay: null, min: 100, max: 5_000 },
    { sid: 3, nat: 'Player B', group: 'main', back: 1.98, lay: 2.02, min: 100, max: 25_000 },
    { sid: 4, nat: 'Pair plus B', group: 'pairPlus', back: 2, lay: null, min: 100, max: 5_000 },
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2, resultSeconds: 5 },
  oppositeSides: [],
  resultLetters: { '1': 'A', '2': 'T', '3': 'B' },
  rules: RULES,
  min: 100,
  max: 25_000,
};

export const JUDGEMENT: CardTableDefinition = {
  code: '3cardj',
  gtype: '3cardj',
  name: '3 Cards Judgement',
  lobbyId: 25,
  family: 'judgement',
  hands: [{ key: 'C', label: 'Cards' }],
  groups: [{ key: 'main', title: 'Judgement', exclusive: true }],
  rows: [
    { sid: 1, nat: 'Yes', group: 'main', back: 1.81, lay: null, min: 100, max: 10_000 },
    { sid: 2, nat: 'No', group: 'main', back: 2.24, lay: null, min: 100, max: 10_000 },
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2, resultSeconds: 5 },
  oppositeSides: [],
  resultLetters: {},
  rules: [
    'Pick exactly three ranks, then back Yes (at least one of the three dealt cards has a picked rank) or No (none has).',
  ],
  min: 100,
  max: 10_000,
};

/** Every other table: code, lobby name and id, family (casino-games.md §1.1). */
const OTHERS: [CardTableCode, string, number, CardFamilyKey][] = [
  ['32cards-A', '32 Cards A', 26, 'cards32'],
  ['32cards-B', '32 Cards B', 27, 'cards32'],
  ['lucky7-A', 'Lucky 7 - A', 32, 'lucky7'],
  ['lucky7eu', 'Lucky 7 - B', 10, 'lucky7'],
  ['abj2', 'Andar Bahar 2', 6, 'andarBahar'],
  ['dt20', '20-20 Dragon Tiger', 30, 'dragonTiger'],
  ['ab20', 'Andar Bahar', 22, 'andarBahar'],
  ['race20', 'Race 20-20', 3, 'race'],
  ['dt202', '20-20 Dragon Tiger 2', 7, 'dragonTiger'],
  ['dtl20', '20-20 DTL', 14, 'dragonTiger'],
  ['teen', '1 Day Teenpatti', 17, 'teenPatti'],
  ['teen8', 'Open Teenpatti', 16, 'teenPatti'],
  ['teen9', 'Test Teenpatti', 15, 'teenPatti'],
  ['dt6', '1 Day Dragon Tiger', 31, 'dragonTiger'],
  ['superover', 'Super Over', 2, 'cricket'],
  ['poker6', '6 Player Poker', 19, 'poker'],
  ['poker', '1 Day Poker', 20, 'poker'],
  ['poker20', '20-20 Poker', 21, 'poker'],
  ['baccarat', 'Baccarat', 9, 'baccarat'],
  ['baccarat2', 'Baccarat 2', 8, 'baccarat'],
  ['cricketv3', '5Five Cricket', 5, 'cricket'],
  ['aaa', 'Amar Akbar Anthony', 28, 'bollywood'],
  ['btable', 'Bollywood Casino', 29, 'bollywood'],
  ['worli2', 'Instant Worli', 24, 'worli'],
  ['cmatch20', '20-20 Cricket Match', 11, 'cricket'],
  ['cmeter', 'Casino Meter', 12, 'meter'],
  ['war', 'Casino War', 13, 'war'],
  ['ballbyball', 'Ball By Ball', 1, 'ballByBall'],
  ['queen', 'Casino Queen', 4, 'queen'],
];

function minimal([code, name, lobbyId, family]: (typeof OTHERS)[number]): CardTableDefinition {
  return {
    ...TEEN20,
    code,
    gtype: code,
    name,
    lobbyId,
    family,
    rows: TEEN20.rows.filter((r) => r.group === 'main'),
    groups: TEEN20.groups.filter((g) => g.key === 'main'),
    resultLetters: {},
  };
}

const ORDER: readonly string[] = [
  'teen20',
  '32cards-A',
  '32cards-B',
  'lucky7-A',
  'lucky7eu',
  'abj2',
  'dt20',
  'ab20',
  'race20',
  'dt202',
  'dtl20',
  'teen',
  'teen8',
  'teen9',
  'dt6',
  'superover',
  'poker6',
  'poker',
  'poker20',
  'baccarat',
  'baccarat2',
  'cricketv3',
  'aaa',
  'btable',
  'worli2',
  '3cardj',
  'cmatch20',
  'cmeter',
  'war',
  'ballbyball',
  'queen',
];

/** The 31 tables in the order of codes (the spec's 28, then the three in-house ones). */
export const TEST_TABLES: readonly CardTableDefinition[] = [TEEN20, ...OTHERS.map(minimal), JUDGEMENT].sort(
  (a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code),
);

const RANK_VALUES: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };
const valueOf = (code: string): number => RANK_VALUES[code.slice(0, -2)] ?? Number(code.slice(0, -2));

/**
 * A toy family: three cards to each hand in turn, the higher total wins ("1" first hand, "3"
 * second, "2" tie). Enough to replay a round from its shoe in the verification tests.
 */
export const TEST_FAMILY: CardFamily = {
  deck: () => {
    const out: string[] = [];
    for (const suit of ['HH', 'DD', 'CC', 'SS'])
      for (const rank of ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']) out.push(`${rank}${suit}`);
    return out;
  },
  deal: (def, shoe): DealtCard[] => {
    const hands = def.hands.map((h) => h.key);
    return shoe.slice(0, hands.length * 3).map((card, i) => ({ hand: hands[i % hands.length] ?? 'A', card }));
  },
  result: (def, dealt): CardRoundResult => {
    const totals = def.hands.map((h) =>
      dealt.filter((d) => d.hand === h.key).reduce((sum, d) => sum + valueOf(d.card), 0),
    );
    const [a = 0, b = 0] = totals;
    const win = a > b ? '1' : b > a ? '3' : '2';
    return {
      win,
      desc: def.hands.map((h, i) => `${h.label} ${totals[i] ?? 0}`).join(' | '),
      sid: win,
      cards: dealt.map((d) => d.card),
    };
  },
  outcome: () => ({ kind: 'void' }),
};

const JUDGEMENT_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A toy encoding of a 3 Cards Judgement pick: side × 100000 + a bit per rank (the real one is the judgement family's). */
export function testJudgementId(side: 'Yes' | 'No', ranks: readonly string[]): number {
  const mask = ranks.reduce((m, r) => m | (1 << JUDGEMENT_RANKS.indexOf(r)), 0);
  return (side === 'Yes' ? 1 : 2) * 100_000 + mask;
}

export const JUDGEMENT_FAMILY: CardFamily = {
  ...TEST_FAMILY,
  selection: (def, selectionId) => {
    const row = def.rows.find((r) => r.sid === Math.floor(selectionId / 100_000));
    const mask = selectionId % 100_000;
    const ranks = ['A', ...JUDGEMENT_RANKS.slice(1).reverse()].filter((r) => mask & (1 << JUDGEMENT_RANKS.indexOf(r)));
    return row && ranks.length === 3 ? { row, label: `${row.nat} ${ranks.join('')}` } : null;
  },
};
