import { MAX_CARD_PRICE, MIN_CARD_PRICE, RANKS, standardDeck } from '../cards.js';
import type { CardCode, CardFamily, CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import { bollywoodFamily as family, bollywoodTables, movieOf } from './bollywood.js';

const [aaa, btable] = bollywoodTables as [CardTableDefinition, CardTableDefinition];
const deal = (def: CardTableDefinition, card: CardCode): DealtCard[] => family.deal(def, [card]);
const out = (def: CardTableDefinition, dealt: DealtCard[], nat: string): CardOutcome => {
  const row = def.rows.find((r) => r.nat === nat);
  if (!row) throw new Error(nat);
  return family.outcome(def, dealt, row.sid);
};
const WIN = { kind: 'win', pct: 100 };
const LOSE = { kind: 'lose', pct: 100 };
const HALF = { kind: 'lose', pct: 50 };

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


describe('bollywood definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(bollywoodTables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['aaa', 'aaa', 'Amar Akbar Anthony', 28, 'bollywood'],
      ['btable', 'btable', 'Bollywood Casino', 29, 'bollywood'],
    ]);
    for (const def of bollywoodTables) checkDefinition(def);
  });

  it('orders aaa rows as the client slices them', () => {
    expect(aaa.rows.map((r) => r.nat)).toEqual(['Amar', 'Akbar', 'Anthony', 'Even', 'Odd', 'Red', 'Black', ...RANKS.map((r) => `Card ${r}`), 'Under 7', 'Over 7']);
    expect(aaa.rows.map((r) => r.sid)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(aaa.rows.filter((r) => r.lay !== null).map((r) => r.nat)).toEqual(['Amar', 'Akbar', 'Anthony']);
    expect(aaa.rows[0]).toMatchObject({ back: 2.12, lay: 2.22 });
    expect(aaa.rows.slice(3).map((r) => r.back)).toEqual([2.12, 1.83, 1.97, 1.97, ...new Array<number>(13).fill(12), 2, 2]);
    expect(aaa.oppositeSides).toEqual([[21, 22]]);
    expect(aaa.resultLetters).toEqual({ '1': 'A', '2': 'B', '3': 'C' });
  });

  it('orders btable rows as the client slices them', () => {
    expect(btable.rows.map((r) => r.nat)).toEqual([
      'Don',
      'Amar Akbar Anthony',
      'Sahib Bibi Aur Ghulam',
      'Dharam Veer',
      'Kis Kisko Pyaar Karoon',
      'Ghulam',
      'Odd',
      'Red',
      'Black',
      'Card J',
      'Card Q',
      'Card K',
      'Card A',
      'Dulha Dulhan K-Q',
      'Barati J-A',
    ]);
    expect(btable.rows.map((r) => r.sid)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(btable.rows.filter((r) => r.lay !== null).map((r) => r.sid)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(btable.rows.slice(7).map((r) => r.back)).toEqual([1.97, 1.97, 3.75, 3.75, 3.75, 3.75, 1.97, 1.97]);
    expect(btable.groups.find((g) => g.key === 'odd')).toMatchObject({ exclusive: false });
    expect(btable.resultLetters).toEqual({ '1': 'A', '2': 'B', '3': 'C', '4': 'D', '5': 'E', '6': 'F' });
  });
});

describe('amar akbar anthony', () => {
  it('deals one card from a single deck', () => {
    expect(family.deck(aaa)).toEqual(standardDeck(1));
    expect(deal(aaa, '6DD')).toEqual([{ hand: 'card', card: '6DD' }]);
  });

  it('settles Amar, Akbar, Anthony on A–6, 7–10, J–K', () => {
    expect(out(aaa, deal(aaa, '6DD'), 'Amar')).toEqual(WIN);
    expect(out(aaa, deal(aaa, '6DD'), 'Akbar')).toEqual(LOSE);
    expect(out(aaa, deal(aaa, '10CC'), 'Akbar')).toEqual(WIN);
    expect(out(aaa, deal(aaa, 'JCC'), 'Anthony')).toEqual(WIN);
    expect(out(aaa, deal(aaa, 'JCC'), 'Amar')).toEqual(LOSE);
    expect(family.result(aaa, deal(aaa, '6DD'))).toEqual({ win: '1', desc: 'Amar|Red|Even|Under 7|Card 6', sid: '1,4,6,13,21', cards: ['6DD'] });
    expect(family.result(aaa, deal(aaa, 'KSS'))).toMatchObject({ win: '3', desc: 'Anthony|Red|Odd|Over 7|Card K' });
  });

  it('on a 7, Under 7 and Over 7 lose half the stake; the 7 is Akbar and Odd', () => {
    const d = deal(aaa, '7CC');
    expect(out(aaa, d, 'Under 7')).toEqual(HALF);
    expect(out(aaa, d, 'Over 7')).toEqual(HALF);
    expect(out(aaa, d, 'Akbar')).toEqual(WIN);
    expect(out(aaa, d, 'Odd')).toEqual(WIN);
    expect(out(aaa, d, 'Black')).toEqual(WIN);
    expect(family.result(aaa, d)).toMatchObject({ win: '2', desc: 'Akbar|Black|Odd|Tie|Card 7', sid: '2,5,7,14' });
    expect(out(aaa, deal(aaa, '8CC'), 'Over 7')).toEqual(WIN);
    expect(out(aaa, deal(aaa, '8CC'), 'Under 7')).toEqual(LOSE);
  });

  it('keeps a house edge on every back and lay price (exact)', () => {
    const returns = expectedReturns(aaa, family, standardDeck(1).map((c) => ({ dealt: deal(aaa, c), weight: 1 })));
    for (const row of aaa.rows) {
      const r = returns.get(row.sid)!;
      expect({ nat: row.nat, back: r.back < 0, lay: row.lay === null || r.lay < 0 }).toEqual({ nat: row.nat, back: true, lay: true });
    }
  });

  it('keeps every settlement property over random shoes', () => {
    checkRandomRounds(aaa, family, 2000, 28);
  });
});

describe('bollywood casino', () => {
  it('uses J, Q, K, A of every suit from two decks', () => {
    const deck = family.deck(btable);
    expect(deck).toHaveLength(32);
    expect(new Set(deck.map((c) => c.slice(0, -2)))).toEqual(new Set(['A', 'J', 'Q', 'K']));
  });

  it('maps each card to its film', () => {
    const films: Record<string, number> = {
      AHH: 1,
      ADD: 2,
      ASS: 2,
      ACC: 2,
      KHH: 3,
      QHH: 3,
      JHH: 3,
      KSS: 4,
      KCC: 4,
      KDD: 5,
      QCC: 5,
      QSS: 5,
      QDD: 5,
      JDD: 6,
      JCC: 6,
      JSS: 6,
    };
    for (const [card, film] of Object.entries(films)) expect({ card, film: movieOf(card) }).toEqual({ card, film });
    expect(() => movieOf('5HH')).toThrow(RangeError);
  });

  it('settles every market and writes the desc', () => {
    const d = deal(btable, 'AHH');
    expect(out(btable, d, 'Don')).toEqual(WIN);
    expect(out(btable, d, 'Amar Akbar Anthony')).toEqual(LOSE);
    expect(out(btable, d, 'Odd')).toEqual(WIN);
    expect(out(btable, d, 'Black')).toEqual(WIN);
    expect(out(btable, d, 'Card A')).toEqual(WIN);
    expect(out(btable, d, 'Barati J-A')).toEqual(WIN);
    expect(out(btable, d, 'Dulha Dulhan K-Q')).toEqual(LOSE);
    expect(family.result(btable, d)).toEqual({ win: '1', desc: 'Don|Odd|Black|Barati|Card A', sid: '1,7,9,13,15', cards: ['AHH'] });
    const q = deal(btable, 'QDD');
    expect(out(btable, q, 'Odd')).toEqual(LOSE);
    expect(out(btable, q, 'Kis Kisko Pyaar Karoon')).toEqual(WIN);
    expect(family.result(btable, q)).toMatchObject({ win: '5', desc: 'Kis Kisko Pyaar Karoon|Even|Red|Dulha Dulhan|Card Q' });
  });

  it('keeps a house edge on every back and lay price (exact)', () => {
    const returns = expectedReturns(btable, family, family.deck(btable).map((c) => ({ dealt: deal(btable, c), weight: 1 })));
    for (const row of btable.rows) {
      const r = returns.get(row.sid)!;
      expect({ nat: row.nat, back: r.back < 0, lay: row.lay === null || r.lay < 0 }).toEqual({ nat: row.nat, back: true, lay: true });
    }
  });

  it('keeps every settlement property over random shoes', () => {
    checkRandomRounds(btable, family, 2000, 29);
  });

  it('rejects other tables, deals and selections', () => {
    expect(() => family.deck({ ...btable, code: 'dt20' })).toThrow(RangeError);
    expect(() => family.result(btable, [])).toThrow(RangeError);
    expect(() => family.outcome(btable, deal(btable, 'AHH'), 16)).toThrow(RangeError);
  });
});
