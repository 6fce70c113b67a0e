import { MAX_CARD_PRICE, MIN_CARD_PRICE, RANKS, standardDeck } from '../cards.js';
import type { CardCode, CardFamily, CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import { worliAnk, worliDigit, worliFamily as family, worliTables } from './worli.js';

const [worli2] = worliTables as [CardTableDefinition];
const deal = (...cards: CardCode[]): DealtCard[] => family.deal(worli2, cards);
const out = (dealt: DealtCard[], nat: string): CardOutcome => {
  const row = worli2.rows.find((r) => r.nat === nat);
  if (!row) throw new Error(nat);
  return family.outcome(worli2, dealt, row.sid);
};
const WIN = { kind: 'win', pct: 100 };
const LOSE = { kind: 'lose', pct: 100 };

/** mulberry32. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], rand: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * Properties every round of a table must keep, over random shoes. Problems are collected (not
 * asserted one by one: expect() in a hot loop dominates the run time) and reported with the round.
 */
function checkRandomRounds(def: CardTableDefinition, fam: CardFamily, rounds: number, seed: number, fromTop = true): void {
  const rand = rng(seed);
  const problems: string[] = [];
  for (let i = 0; i < rounds && problems.length < 5; i++) {
    const shoe = shuffle(fam.deck(def), rand);
    const dealt = fam.deal(def, shoe);
    const where = `${def.code} round ${i} (seed ${seed}): ${dealt.map((d) => d.card).join(',')}`;
    if (fromTop && dealt.some((d, k) => d.card !== shoe[k])) problems.push(`${where}: not dealt from the top of the shoe`);
    const left = [...shoe];
    for (const d of dealt) {
      const at = left.indexOf(d.card);
      if (at < 0) problems.push(`${where}: ${d.card} is not in the shoe`);
      else left.splice(at, 1);
    }
    if (!dealt.every((d) => def.hands.some((h) => h.key === d.hand))) problems.push(`${where}: unknown hand`);
    const res = fam.result(def, dealt);
    if (res.cards.join(',') !== dealt.map((d) => d.card).join(',')) problems.push(`${where}: result cards`);
    if (def.resultLetters[res.win] === undefined) problems.push(`${where}: no letter for ${res.win}`);
    const outcomes = new Map(def.rows.map((r) => [r.sid, fam.outcome(def, dealt, r.sid)]));
    for (const row of def.rows) {
      const o = outcomes.get(row.sid)!;
      if (o.kind === 'win' && o.pct < (row.minWinPct ?? 100)) problems.push(`${where}: ${row.nat} pays below minWinPct`);
      if (o.kind === 'lose' && o.pct > (row.maxLossPct ?? 100)) problems.push(`${where}: ${row.nat} loses above maxLossPct`);
    }
    const winners = def.rows.filter((r) => outcomes.get(r.sid)!.kind === 'win').map((r) => r.sid);
    if (res.sid !== winners.join(',')) problems.push(`${where}: result sid ${res.sid} ≠ ${winners.join(',')}`);
    for (const group of def.groups.filter((g) => g.exclusive)) {
      const rows = def.rows.filter((r) => r.group === group.key);
      const kinds = rows.map((r) => outcomes.get(r.sid)!.kind);
      const wins = kinds.filter((k) => k === 'win').length;
      if (wins > 1) problems.push(`${where}: ${wins} winners in exclusive group ${group.key}`);
      const oneWins = wins === 1 && kinds.filter((k) => k === 'lose').length === rows.length - 1;
      if (rows.some((r) => r.lay !== null) && !oneWins && !kinds.every((k) => k === 'void')) problems.push(`${where}: group ${group.key} with lays is not one-wins or all-void`);
    }
  }
  expect(problems).toEqual([]);
}

function checkDefinition(def: CardTableDefinition): void {
  const sids = def.rows.map((r) => r.sid);
  expect(new Set(sids).size).toBe(sids.length);
  const groupKeys = new Set(def.groups.map((g) => g.key));
  expect(groupKeys.size).toBe(def.groups.length);
  for (const row of def.rows) {
    expect(groupKeys.has(row.group)).toBe(true);
    for (const price of [row.back, row.lay]) {
      if (price === null) continue;
      expect(price).toBeGreaterThanOrEqual(MIN_CARD_PRICE);
      expect(price).toBeLessThanOrEqual(MAX_CARD_PRICE);
      expect(Math.round(price * 100) / 100).toBe(price);
    }
    if (row.lay !== null) expect(row.lay).toBeGreaterThan(row.back);
    expect(row.min).toBeLessThanOrEqual(row.max);
  }
  for (const [a, b] of def.oppositeSides) expect(sids.includes(a) && sids.includes(b)).toBe(true);
  for (const w of def.windows) for (const sid of w.sids ?? []) expect(sids).toContain(sid);
  expect(def.windows[0]).toMatchObject({ afterCards: 0 });
  expect(def.rules.length).toBeGreaterThan(0);
}

/** Expected P/L per unit of a back and a lay bet on each row, over weighted complete deals. */
function expectedReturns(def: CardTableDefinition, fam: CardFamily, deals: Iterable<{ dealt: DealtCard[]; weight: number }>): Map<number, { back: number; lay: number }> {
  const acc = new Map(def.rows.map((r) => [r.sid, { back: 0, lay: 0 }]));
  let total = 0;
  for (const { dealt, weight } of deals) {
    total += weight;
    for (const row of def.rows) {
      const o = fam.outcome(def, dealt, row.sid);
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


describe('instant worli definition', () => {
  it('has the lobby name, id and feed code', () => {
    expect([worli2.code, worli2.gtype, worli2.name, worli2.lobbyId, worli2.family]).toEqual(['worli2', 'worli2', 'Instant Worli', 24, 'worli']);
    checkDefinition(worli2);
  });

  it('has singles 1–9, 0 (sid 1–10) at 9, then the four five-digit groups at 1.80 on the total stake', () => {
    expect(worli2.rows.map((r) => [r.sid, r.nat, r.back, r.lay])).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((d, i) => [i + 1, `${d} Single`, 9, null]),
      [11, 'Line1 Single', 1.8, null],
      [12, 'Line2 Single', 1.8, null],
      [13, 'ODD Single', 1.8, null],
      [14, 'EVEN Single', 1.8, null],
    ]);
    expect(worli2.rows.slice(10).every((r) => r.min === 500 && r.max === 125000)).toBe(true);
    expect(worli2.groups.every((g) => g.exclusive)).toBe(true);
    expect(Object.keys(worli2.resultLetters).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});

describe('instant worli deal and settlement', () => {
  it('deals three cards from the top of a 40-card A–10 deck', () => {
    expect(family.deck(worli2)).toEqual(standardDeck(1, RANKS.slice(0, 10)));
    expect(deal('AHH', '5DD', '9CC', 'KHH')).toEqual([
      { hand: 'cards', card: 'AHH' },
      { hand: 'cards', card: '5DD' },
      { hand: 'cards', card: '9CC' },
    ]);
    expect(() => deal('AHH', '5DD')).toThrow(RangeError);
  });

  it('counts A as 1 and 10 as 0; the digit is the last digit of the sum', () => {
    expect(['AHH', '9SS', '10CC'].map(worliDigit)).toEqual([1, 9, 0]);
    expect(worliAnk(['AHH', '5DD', '9CC'])).toBe(5);
    expect(worliAnk(['10HH', '10DD', '10CC'])).toBe(0);
    expect(worliAnk(['9HH', '9DD', '9CC'])).toBe(7);
    expect(() => worliDigit('JHH')).toThrow(RangeError);
  });

  it('settles singles and the groups', () => {
    const d = deal('AHH', '5DD', '9CC');
    expect(out(d, '5 Single')).toEqual(WIN);
    expect(out(d, '6 Single')).toEqual(LOSE);
    expect(out(d, 'Line1 Single')).toEqual(WIN);
    expect(out(d, 'Line2 Single')).toEqual(LOSE);
    expect(out(d, 'ODD Single')).toEqual(WIN);
    expect(out(d, 'EVEN Single')).toEqual(LOSE);
    expect(family.result(worli2, d)).toEqual({ win: '5', desc: '159|5', sid: '5,11,13', cards: ['AHH', '5DD', '9CC'] });
    const zero = deal('10HH', '4DD', '6CC');
    expect(out(zero, '0 Single')).toEqual(WIN);
    expect(out(zero, 'Line2 Single')).toEqual(WIN);
    expect(out(zero, 'EVEN Single')).toEqual(WIN);
    expect(family.result(worli2, zero)).toMatchObject({ win: '0', desc: '046|0', sid: '10,12,14' });
    expect(() => family.outcome(worli2, d, 15)).toThrow(RangeError);
  });
});

describe('instant worli digit distribution', () => {
  it('is exactly uniform over every three-card deal (enumerated)', () => {
    const deck = family.deck(worli2);
    const counts = new Array<number>(10).fill(0);
    let deals = 0;
    for (let a = 0; a < deck.length; a++)
      for (let b = a + 1; b < deck.length; b++)
        for (let c = b + 1; c < deck.length; c++) {
          counts[worliAnk([deck[a]!, deck[b]!, deck[c]!])]! += 1;
          deals += 1;
        }
    expect(deals).toBe(9880);
    expect(counts).toEqual(new Array<number>(10).fill(988));
  });

  it('gives every row a 10% house edge', () => {
    // Deal order does not change the sum: each unordered deal stands for the same 6 orders.
    const deck = family.deck(worli2);
    const deals: { dealt: DealtCard[]; weight: number }[] = [];
    for (let a = 0; a < deck.length; a++)
      for (let b = a + 1; b < deck.length; b++)
        for (let c = b + 1; c < deck.length; c++) deals.push({ dealt: deal(deck[a]!, deck[b]!, deck[c]!), weight: 1 });
    for (const [sid, r] of expectedReturns(worli2, family, deals)) expect({ sid, back: Math.round(r.back * 1e9) / 1e9 }).toEqual({ sid, back: -0.1 });
  });

  it('keeps every settlement property over random shoes', () => {
    checkRandomRounds(worli2, family, 3000, 24);
  });
});
