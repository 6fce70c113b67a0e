import { MAX_CARD_PRICE, MIN_CARD_PRICE, RANKS, standardDeck } from '../cards.js';
import type { CardCode, CardFamily, CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import { lucky7Family as family, lucky7Tables } from './lucky7.js';

const [luckyA, luckyB] = lucky7Tables as [CardTableDefinition, CardTableDefinition];
const deal = (def: CardTableDefinition, card: CardCode): DealtCard[] => family.deal(def, [card, '2HH']);
const out = (def: CardTableDefinition, dealt: DealtCard[], nat: string): CardOutcome => {
  const row = def.rows.find((r) => r.nat === nat);
  if (!row) throw new Error(nat);
  return family.outcome(def, dealt, row.sid);
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


describe('lucky 7 definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(lucky7Tables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['lucky7-A', 'lucky7', 'Lucky 7 - A', 32, 'lucky7'],
      ['lucky7eu', 'lucky7eu', 'Lucky 7 - B', 10, 'lucky7'],
    ]);
    for (const def of lucky7Tables) checkDefinition(def);
  });

  it('orders the 19 rows as the client slices them, with the doc prices and limits', () => {
    const nats = ['LOW Card', 'HIGH Card', 'Even', 'Odd', 'Red', 'Black', 'Card 1', ...RANKS.slice(1).map((r) => `Card ${r}`)];
    for (const def of lucky7Tables) {
      expect(def.rows.map((r) => r.nat)).toEqual(nats);
      expect(def.rows.map((r) => r.sid)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
      expect(def.rows.every((r) => r.lay === null && r.min === 100)).toBe(true);
      expect(def.rows.map((r) => r.max)).toEqual([300000, 300000, ...new Array<number>(17).fill(25000)]);
      expect(def.oppositeSides).toEqual([[1, 2]]);
      expect(def.resultLetters).toEqual({ '1': 'L', '2': 'H', '0': 'T' });
      expect(def.groups.every((g) => g.exclusive)).toBe(true);
    }
    expect(luckyA.rows.slice(0, 7).map((r) => r.back)).toEqual([2, 2, 2.12, 1.83, 1.97, 1.97, 12]);
    expect(luckyB.rows.slice(0, 7).map((r) => r.back)).toEqual([2, 2, 2.1, 1.79, 1.95, 1.95, 12]);
  });
});

describe('lucky 7 deal and settlement', () => {
  it('deals one card from the top of an 8-deck shoe', () => {
    expect(family.deck(luckyA)).toEqual(standardDeck(8));
    expect(family.deal(luckyA, ['QSS', '2HH'])).toEqual([{ hand: 'card', card: 'QSS' }]);
    expect(() => family.deal(luckyA, [])).toThrow(RangeError);
  });

  it('settles a low card', () => {
    const d = deal(luckyA, '5DD');
    expect(out(luckyA, d, 'LOW Card')).toEqual(WIN);
    expect(out(luckyA, d, 'HIGH Card')).toEqual(LOSE);
    expect(out(luckyA, d, 'Odd')).toEqual(WIN);
    expect(out(luckyA, d, 'Even')).toEqual(LOSE);
    expect(out(luckyA, d, 'Red')).toEqual(WIN);
    expect(out(luckyA, d, 'Card 5')).toEqual(WIN);
    expect(out(luckyA, d, 'Card 6')).toEqual(LOSE);
    expect(family.result(luckyA, d)).toEqual({ win: '1', desc: 'Low Card || Odd || Red || Card 5', sid: '1,4,5,11', cards: ['5DD'] });
  });

  it('settles a high card and the ace as Card 1', () => {
    const d = deal(luckyB, 'QCC');
    expect(out(luckyB, d, 'HIGH Card')).toEqual(WIN);
    expect(out(luckyB, d, 'Even')).toEqual(WIN);
    expect(out(luckyB, d, 'Black')).toEqual(WIN);
    expect(family.result(luckyB, d)).toMatchObject({ win: '2', desc: 'High Card || Even || Black || Card Q' });
    const ace = deal(luckyB, 'AHH');
    expect(out(luckyB, ace, 'Card 1')).toEqual(WIN);
    expect(out(luckyB, ace, 'LOW Card')).toEqual(WIN);
    expect(family.result(luckyB, ace).desc).toBe('Low Card || Odd || Black || Card 1');
  });

  it('on a 7, LOW and HIGH lose half the stake; the side bets settle as usual', () => {
    const d = deal(luckyA, '7SS');
    expect(out(luckyA, d, 'LOW Card')).toEqual({ kind: 'lose', pct: 50 });
    expect(out(luckyA, d, 'HIGH Card')).toEqual({ kind: 'lose', pct: 50 });
    expect(out(luckyA, d, 'Odd')).toEqual(WIN);
    expect(out(luckyA, d, 'Red')).toEqual(WIN);
    expect(out(luckyA, d, 'Card 7')).toEqual(WIN);
    expect(family.result(luckyA, d)).toEqual({ win: '0', desc: 'Tie || Odd || Red || Card 7', sid: '4,5,13', cards: ['7SS'] });
  });

  it('rejects other deals and selections', () => {
    expect(() => family.result(luckyA, [])).toThrow(RangeError);
    expect(() => family.outcome(luckyA, deal(luckyA, '5DD'), 20)).toThrow(RangeError);
  });
});

describe('lucky 7 prices', () => {
  it('keeps a house edge on every row (exact over one deck; 8 decks have the same proportions)', () => {
    for (const def of lucky7Tables) {
      const deals = standardDeck(1).map((card) => ({ dealt: deal(def, card), weight: 1 }));
      const returns = expectedReturns(def, family, deals);
      for (const [sid, r] of returns) expect({ sid, edge: r.back < 0 }).toEqual({ sid, edge: true });
      // Low/High: win 6/13, lose 6/13, half-lose 1/13.
      expect(returns.get(1)!.back).toBeCloseTo(-0.5 / 13, 12);
    }
  });
});

describe('lucky 7 random rounds', () => {
  it.each(lucky7Tables.map((t) => [t.code, t] as const))('%s keeps every settlement property', (_code, def) => {
    checkRandomRounds(def, family, 2000, 777);
  });
});
