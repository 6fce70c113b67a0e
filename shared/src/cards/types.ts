/**
 * Live card tables as data. A table is a definition (markets in the client's fixed order, prices,
 * limits, timings, rules) plus the pure functions of its family: the deck, the deal from a shuffled
 * shoe, the result, and the fate of each bet. The API runs rounds with these; the casino remote
 * renders from the same definitions; a player can replay a round from its revealed shoe.
 */
import type { Static } from 'typebox';
// Type-only: typebox stays out of the browser's first load.
import type { CardRoundResultSchema, CardScoreboardSchema, DealtCardSchema } from '../schemas/cards.js';

/**
 * A card in the product's convention: rank (A, 2–10, J, Q, K) + doubled suit letter, where
 * HH = ♠ spade, DD = ♥ heart, SS = ♦ diamond, CC = ♣ club (casino-games.md §1.2). `"1"` is a card
 * not dealt yet.
 */
export type CardCode = string;

export type Suit = 'spade' | 'heart' | 'diamond' | 'club';

/**
 * Every table code, which is also the table's casino route: the spec's 28 codes, then the three
 * in-house tables outside them (Casino War, Ball By Ball, Casino Queen; lobby ids 13, 1 and 4).
 */
export const CARD_TABLE_CODES = [
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
] as const;

export type CardTableCode = (typeof CARD_TABLE_CODES)[number];

export type CardFamilyKey =
  | 'teenPatti'
  | 'dragonTiger'
  | 'lucky7'
  | 'andarBahar'
  | 'cards32'
  | 'baccarat'
  | 'poker'
  | 'cricket'
  | 'worli'
  | 'race'
  | 'judgement'
  | 'meter'
  | 'bollywood'
  | 'war'
  | 'ballByBall'
  | 'queen';

/** One odds row of a table (the feed's `t2`), in the order the client slices them. */
export interface CardRow {
  /** Selection id, unique within the table. */
  sid: number;
  /** Name shown to the player (the feed's `nat`). */
  nat: string;
  /** Group key (`CardGroup.key`) the row is shown in. */
  group: string;
  /** Decimal back price including the stake (2.00 = even money); the opening price on live-priced tables. */
  back: number;
  /** Decimal lay price; null where the row takes back bets only. */
  lay: number | null;
  /** Stake limits in whole currency units. */
  min: number;
  max: number;
  /**
   * The smallest share of (back − 1) a winning back bet can be paid, in percent (Banker winning on 6
   * pays 50, Andar Bahar's Bahar first card 25). Exposure assumes this share; default 100.
   */
  minWinPct?: number;
  /** The largest share of the stake a losing back bet can lose, in percent (Casino Meter 5000); default 100. */
  maxLossPct?: number;
}

/**
 * A group of rows shown together. `exclusive`: at most one row of the group wins in any round
 * (the others lose or push), so backs and lays inside it offset each other in the exposure;
 * non-exclusive rows are reserved one by one.
 */
export interface CardGroup {
  key: string;
  title: string;
  exclusive: boolean;
  /** Shown as a grid of tiles however few its rows (back-only rows of one limit, as a long list is). */
  tiles?: boolean;
}

/** A named place cards are dealt to (Player A, Dragon, Andar, the board, an innings …). */
export interface CardHand {
  key: string;
  label: string;
}

/**
 * When rows take bets during a round. The first window (after 0 cards) is the main betting
 * window; later windows reopen betting after that many cards have been revealed (Andar Bahar 2's
 * second bet, the 1-day tables' live prices). Rows not listed (sids omitted = every row) stay
 * suspended in that window; `CardFamily.isOpen` can close more.
 */
export interface BettingWindow {
  afterCards: number;
  seconds: number;
  sids?: number[];
}

export interface CardTimings {
  /** Seconds between two revealed cards. */
  revealSeconds: number;
  /** Seconds the result stays on the table before the next round. */
  resultSeconds: number;
}

export interface CardTableDefinition {
  code: CardTableCode;
  /** The feed's table code (card32, card32eu, lucky7, abj differ from the route code). */
  gtype: string;
  /** Display name in the lobby and on the page. */
  name: string;
  /** Casino lobby game id. */
  lobbyId: number;
  family: CardFamilyKey;
  hands: CardHand[];
  groups: CardGroup[];
  /** Rows in the feed's `t2` order (casino-games.md §1.2). */
  rows: CardRow[];
  windows: BettingWindow[];
  timings: CardTimings;
  /**
   * Pairs of sids a player may not both back in one round (the table's rules say so; the second
   * is refused while the first is open).
   */
  oppositeSides: [number, number][];
  /** Result `win` code → last-results letter. */
  resultLetters: Record<string, string>;
  /** Rules shown to players, one paragraph per entry (includes every choice made where sources conflict). */
  rules: string[];
  /** Table min/max shown on the video row. */
  min: number;
  max: number;
}

/** A card dealt to a hand, in reveal order. */
export type DealtCard = Static<typeof DealtCardSchema>;

/**
 * A round's result in the feed's shape (casino-games.md §1.3): `win` code, `desc` summary,
 * `sid` winning selection ids where the table has several, `cards` every dealt card in reveal
 * order.
 */
export type CardRoundResult = Static<typeof CardRoundResultSchema>;

/**
 * What happens to a BACK bet on a selection (a lay takes the other side):
 * - `win`: paid (back − 1) × stake × pct / 100 (pct 100 = the price; 50 = half; 4500 = 45× pair plus
 *   on a nominal 2.00 price; Casino Meter: run difference × 100 on 2.15);
 * - `lose`: loses stake × pct / 100 (100 = the stake; 50 = half back; meter: difference × 100);
 * - `void`: the stake comes back.
 */
export type CardOutcome = { kind: 'win'; pct: number } | { kind: 'lose'; pct: number } | { kind: 'void' };

/** A selection as a bet names it: usually a row, sometimes a row plus the player's choice (3 Cards Judgement). */
export interface CardSelection {
  row: CardRow;
  /** What the player backed, for the bet record ("Yes AKQ", "Player A"). */
  label: string;
}

/** Live prices of one row during a round. */
export interface RowPrice {
  back: number;
  lay: number | null;
}

/** The pure functions of a game family; every one deterministic. */
export interface CardFamily {
  /** The unshuffled shoe of a table. */
  deck(def: CardTableDefinition): CardCode[];
  /**
   * A shuffled shoe, for tables whose shoe is several decks shuffled apart (a fresh deck per
   * innings); default: `shuffle(deck(def))`. `shuffle` is the engine's secure shuffle.
   */
  shoe?(def: CardTableDefinition, shuffle: (cards: readonly CardCode[]) => CardCode[]): CardCode[];
  /**
   * The whole round dealt from a shuffled shoe, in reveal order. Replaying a revealed shoe through
   * this reproduces the round.
   */
  deal(def: CardTableDefinition, shoe: readonly CardCode[]): DealtCard[];
  /** The result of a complete deal. */
  result(def: CardTableDefinition, dealt: readonly DealtCard[]): CardRoundResult;
  /** The fate of a back bet on `selectionId` for a complete deal. */
  outcome(def: CardTableDefinition, dealt: readonly DealtCard[], selectionId: number): CardOutcome;
  /**
   * Resolves a bet's selection id; default: the row with that sid. Families whose bets carry a
   * choice (3 Cards Judgement: three ranks) encode it in the id.
   */
  selection?(def: CardTableDefinition, selectionId: number): CardSelection | null;
  /** Whether a row still takes bets once `shown` cards are revealed (Andar Bahar closes a rank when it shows). */
  isOpen?(def: CardTableDefinition, shown: readonly DealtCard[], sid: number): boolean;
  /** Live prices from the cards shown and the rest of the shoe (1-day tables); default: the row's prices. */
  price?(def: CardTableDefinition, shown: readonly DealtCard[]): Map<number, RowPrice>;
  /** Extra lines for the video row (cricket scoreboards): label → value. */
  scoreboard?(def: CardTableDefinition, shown: readonly DealtCard[]): CardScoreboard | null;
}

/** A simulated cricket innings pair for the scoreboard (superover, cricketv3, cmatch20). */
export type CardScoreboard = Static<typeof CardScoreboardSchema>;
