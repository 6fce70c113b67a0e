/**
 * Checks every card family's tests share: a definition's sanity, the settlement properties every
 * round must keep over random shoes, and the hygiene of live prices. Test support only: it calls
 * jest's `expect`, so tsconfig.json leaves `*.test-support.ts` out of the build and only
 * `*.test.ts` files import it.
 *
 * Problems are collected into one list per check rather than asserted one by one: expect() in a hot
 * loop dominates the run time, and a list names the table, round and row that broke.
 */
import { MAX_CARD_PRICE, MIN_CARD_PRICE } from '../cards.js';
import type { CardCode, CardFamily, CardOutcome, CardRoundResult, CardTableDefinition, DealtCard } from '../types.js';

/** Problems are reported up to this many; the first few say enough and keep the failure readable. */
const MAX_PROBLEMS = 5;

/**
 * mulberry32, the generator the engines sample live prices with (teenPatti's seededRandom), so a seed
 * names the same shoes here as in the tests that shuffle with that one.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates into a new array: decks and definitions are shared by the tests of a file. */
export function shuffle<T>(items: readonly T[], rand: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * A shoe as the engine builds it, shuffled from `rand`: through `family.shoe` where the family shuffles
 * parts apart (cricket's fresh deck per innings), else the whole deck.
 */
export function shuffledShoe(family: CardFamily, def: CardTableDefinition, rand: () => number): CardCode[] {
  const mix = (cards: readonly CardCode[]): CardCode[] => shuffle(cards, rand);
  return family.shoe ? family.shoe(def, mix) : mix(family.deck(def));
}

/** Outcomes the worked examples compare with. */
export const WIN: CardOutcome = { kind: 'win', pct: 100 };
export const LOSE: CardOutcome = { kind: 'lose', pct: 100 };
export const VOID: CardOutcome = { kind: 'void' };
export const winPct = (pct: number): CardOutcome => ({ kind: 'win', pct });
export const losePct = (pct: number): CardOutcome => ({ kind: 'lose', pct });

/** The outcome of a back bet on the row named `nat`; an unknown name throws rather than passing vacuously. */
export function outcomeOf(
  family: CardFamily,
  def: CardTableDefinition,
  dealt: readonly DealtCard[],
  nat: string,
): CardOutcome {
  const row = def.rows.find((r) => r.nat === nat);
  if (!row) throw new Error(`${def.code} has no row ${nat}`);
  return family.outcome(def, dealt, row.sid);
}

/** Every row's outcome, by sid, to compare a whole round at once. */
export function outcomesBySid(
  family: CardFamily,
  def: CardTableDefinition,
  dealt: readonly DealtCard[],
): Record<number, CardOutcome> {
  return Object.fromEntries(def.rows.map((r) => [r.sid, family.outcome(def, dealt, r.sid)]));
}

/** The sids of the rows a round pays, in row order. */
export function winningSids(family: CardFamily, def: CardTableDefinition, dealt: readonly DealtCard[]): number[] {
  return def.rows.filter((r) => family.outcome(def, dealt, r.sid).kind === 'win').map((r) => r.sid);
}

const isCents = (price: number): boolean => Math.round(price * 100) / 100 === price;
const inRange = (price: number): boolean => price >= MIN_CARD_PRICE && price <= MAX_CARD_PRICE;

/**
 * A definition the engine, the exposure and the client can rely on: unique sids and groups, every
 * row in a known group and every group used, prices on the card ladder in cents with a lay above
 * its back, sane limits, windows and opposite sides that name real rows, a main betting window
 * first, rules to show and a reveal pace.
 */
export function checkDefinition(def: CardTableDefinition): void {
  const problems: string[] = [];
  const at = (what: string): void => void problems.push(`${def.code}: ${what}`);
  const sids = def.rows.map((r) => r.sid);
  if (new Set(sids).size !== sids.length) at(`duplicate sids ${sids.join(',')}`);
  const groupKeys = new Set(def.groups.map((g) => g.key));
  if (groupKeys.size !== def.groups.length) at(`duplicate group keys ${def.groups.map((g) => g.key).join(',')}`);
  for (const g of def.groups) if (!def.rows.some((r) => r.group === g.key)) at(`group ${g.key} has no rows`);
  for (const row of def.rows) {
    const name = `row ${row.sid} (${row.nat})`;
    if (!groupKeys.has(row.group)) at(`${name} is in unknown group ${row.group}`);
    for (const price of [row.back, row.lay]) {
      if (price === null) continue;
      if (!inRange(price)) at(`${name} price ${price} is off the ladder ${MIN_CARD_PRICE}–${MAX_CARD_PRICE}`);
      if (!isCents(price)) at(`${name} price ${price} is not in cents`);
    }
    if (row.lay !== null && !(row.lay > row.back)) at(`${name} lay ${row.lay} is not above back ${row.back}`);
    if (!(row.min <= row.max)) at(`${name} min ${row.min} above max ${row.max}`);
  }
  for (const [a, b] of def.oppositeSides)
    if (!sids.includes(a) || !sids.includes(b)) at(`opposite sides ${a}/${b} name a missing row`);
  for (const w of def.windows)
    for (const sid of w.sids ?? [])
      if (!sids.includes(sid)) at(`window after ${w.afterCards} names missing row ${sid}`);
  if (def.windows[0]?.afterCards !== 0) at('the first window is not the main one (after 0 cards)');
  if (def.rules.length === 0) at('no rules');
  if (!(def.timings.revealSeconds > 0)) at(`reveal pace ${def.timings.revealSeconds}`);
  expect(problems).toEqual([]);
}

/** One dealt round, for a table's own extra checks. */
export interface DealtRound {
  shoe: CardCode[];
  dealt: DealtCard[];
  result: CardRoundResult;
  /** The outcome of a back bet on every row, by sid. */
  outcomes: Map<number, CardOutcome>;
}

export interface RandomRoundOptions {
  rounds: number;
  seed: number;
  /**
   * Whether the deal takes the shoe's cards in order from the top (default), which also lets the
   * revealed cards alone replay the round. Cricket's match tables deal the chase from the second
   * deck, so they pass false.
   */
  fromTop?: boolean;
  /** Table-specific checks of a round; returns what is wrong (the round is named by the caller). */
  extra?: (round: DealtRound) => string[];
}

/**
 * The properties every round of a table keeps, over random shoes: the deal uses only the shoe's
 * cards (from the top, and replays from what it revealed) to known hands; result and outcomes do not
 * throw; the result lists the dealt cards, has a last-results letter and names exactly the winning
 * rows; a win pays at least the row's minWinPct and a loss costs at most its maxLossPct; an
 * exclusive group has at most one winner, and one with lays (where backs and lays offset in the
 * exposure) either has one winner and every other row losing, or is void throughout.
 */
export function checkRandomRounds(
  family: CardFamily,
  def: CardTableDefinition,
  { rounds, seed, fromTop = true, extra }: RandomRoundOptions,
): void {
  const rand = seededRandom(seed);
  const problems: string[] = [];
  const exclusive = def.groups
    .filter((g) => g.exclusive)
    .map((g) => ({ key: g.key, rows: def.rows.filter((r) => r.group === g.key) }));
  for (let i = 0; i < rounds && problems.length < MAX_PROBLEMS; i++) {
    const shoe = shuffledShoe(family, def, rand);
    const dealt = family.deal(def, shoe);
    const cards = dealt.map((d) => d.card);
    const where = `${def.code} round ${i} (seed ${seed}): ${cards.join(',')}`;
    const problem = (what: string): void => void problems.push(`${where}: ${what}`);
    if (fromTop && dealt.some((d, k) => d.card !== shoe[k])) problem('not dealt from the top of the shoe');
    const left = [...shoe];
    for (const c of cards) {
      const at = left.indexOf(c);
      if (at < 0) problem(`${c} is not in the shoe (or dealt more often than it holds it)`);
      else left.splice(at, 1);
    }
    if (!dealt.every((d) => def.hands.some((h) => h.key === d.hand))) problem('unknown hand');
    if (fromTop && JSON.stringify(family.deal(def, cards)) !== JSON.stringify(dealt))
      problem('replaying the revealed cards deals another round');
    const result = family.result(def, dealt);
    if (result.cards.join(',') !== cards.join(',')) problem('result cards');
    if (def.resultLetters[result.win] === undefined) problem(`no letter for ${result.win}`);
    const outcomes = new Map(def.rows.map((r) => [r.sid, family.outcome(def, dealt, r.sid)]));
    for (const row of def.rows) {
      const o = outcomes.get(row.sid)!;
      if (o.kind === 'win' && o.pct < (row.minWinPct ?? 100)) problem(`${row.nat} pays below minWinPct`);
      if (o.kind === 'lose' && o.pct > (row.maxLossPct ?? 100)) problem(`${row.nat} loses above maxLossPct`);
    }
    const winners = def.rows.filter((r) => outcomes.get(r.sid)!.kind === 'win').map((r) => r.sid);
    if (result.sid !== winners.join(',')) problem(`result sid ${result.sid} ≠ ${winners.join(',')}`);
    for (const group of exclusive) {
      const kinds = group.rows.map((r) => outcomes.get(r.sid)!.kind);
      const wins = kinds.filter((k) => k === 'win').length;
      if (wins > 1) problem(`${wins} winners in exclusive group ${group.key}`);
      const oneWins = wins === 1 && kinds.filter((k) => k === 'lose').length === group.rows.length - 1;
      if (group.rows.some((r) => r.lay !== null) && !oneWins && !kinds.every((k) => k === 'void'))
        problem(`group ${group.key} with lays is not one-wins or all-void`);
    }
    for (const what of extra?.({ shoe, dealt, result, outcomes }) ?? []) problem(what);
  }
  expect(problems).toEqual([]);
}

/**
 * Mean and median milliseconds a price() call may take: prices are recomputed on every revealed
 * card. A guard against a price() that has become an order of magnitude slower (a search that no
 * longer prunes), not a measurement: the slowest family's (poker's) median is ~14 ms on this machine when it
 * is idle and 24 ms with CI's suites running two at a time beside it, and this bound holds under
 * that load.
 */
const PRICE_MS = 100;

/**
 * Live prices at every shown state of the given rounds (no card up to all of them): the same prices
 * again from a copy of the shown cards after pricing another state (no hidden state, no reliance on
 * object identity); only the table's rows priced; backs and lays on the card ladder in cents, an
 * open row's lay above its back; and fast enough, mean and median, to recompute on every card.
 */
export function checkPriceStates(
  family: CardFamily,
  def: CardTableDefinition,
  rounds: readonly (readonly DealtCard[])[],
): void {
  const price = family.price?.bind(family);
  if (!price) throw new Error(`${def.code}: the family has no price()`);
  const sids = new Set(def.rows.map((r) => r.sid));
  const problems: string[] = [];
  const times: number[] = [];
  for (const [i, dealt] of rounds.entries()) {
    for (let k = 0; k <= dealt.length && problems.length < MAX_PROBLEMS; k++) {
      const shown = dealt.slice(0, k);
      const where = `${def.code} round ${i} after ${k} cards`;
      const start = performance.now();
      const first = price(def, shown);
      times.push(performance.now() - start);
      price(def, dealt.slice(0, k === 0 ? dealt.length : k - 1));
      const again = price(
        def,
        shown.map((d) => ({ ...d })),
      );
      if (JSON.stringify([...again]) !== JSON.stringify([...first]))
        problems.push(`${where}: prices differ on the same cards`);
      for (const [sid, p] of first) {
        const row = `${where}: row ${sid}`;
        if (!sids.has(sid)) problems.push(`${row} is not a row of the table`);
        for (const x of [p.back, p.lay]) {
          if (x === null) continue;
          if (!inRange(x)) problems.push(`${row} price ${x} is off the ladder`);
          if (!isCents(x)) problems.push(`${row} price ${x} is not in cents`);
        }
        // A suspended row may show the ladder end it ran off (1000 / 1000); only an open one is bet on.
        const open = family.isOpen?.(def, shown, sid) ?? true;
        if (open && p.lay !== null && !(p.lay > p.back))
          problems.push(`${row} is open with lay ${p.lay} not above back ${p.back}`);
      }
    }
  }
  expect(problems).toEqual([]);
  times.sort((a, b) => a - b);
  expect(times.reduce((s, t) => s + t, 0) / times.length).toBeLessThan(PRICE_MS);
  expect(times[Math.floor(times.length / 2)]!).toBeLessThan(PRICE_MS);
}

/** Expected P/L per unit of a back and a lay bet on each row, over weighted complete deals. */
export function expectedReturns(
  def: CardTableDefinition,
  family: CardFamily,
  deals: Iterable<{ dealt: DealtCard[]; weight: number }>,
): Map<number, { back: number; lay: number }> {
  const acc = new Map(def.rows.map((r) => [r.sid, { back: 0, lay: 0 }]));
  let total = 0;
  for (const { dealt, weight } of deals) {
    total += weight;
    for (const row of def.rows) {
      const o = family.outcome(def, dealt, row.sid);
      const a = acc.get(row.sid)!;
      if (o.kind === 'win') {
        a.back += (weight * (row.back - 1) * o.pct) / 100;
        if (row.lay !== null) a.lay -= (weight * (row.lay - 1) * o.pct) / 100;
      } else if (o.kind === 'lose') {
        a.back -= (weight * o.pct) / 100;
        a.lay += (weight * o.pct) / 100;
      }
    }
  }
  for (const a of acc.values()) {
    a.back /= total;
    a.lay /= total;
  }
  return acc;
}
