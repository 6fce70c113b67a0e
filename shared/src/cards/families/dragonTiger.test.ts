import { parseCard, standardDeck } from '../cards.js';
import type { CardCode, CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import { dragonTigerFamily as family, dragonTigerTables, dtChances, DT6_EDGE } from './dragonTiger.js';
import {
  checkDefinition,
  checkPriceStates,
  checkRandomRounds,
  expectedReturns,
  LOSE,
  outcomeOf,
  seededRandom,
  shuffledShoe,
  WIN,
} from './familyChecks.test-support.js';

const table = (code: string): CardTableDefinition => {
  const def = dragonTigerTables.find((t) => t.code === code);
  if (!def) throw new Error(code);
  return def;
};
const dt20 = table('dt20');
const dt202 = table('dt202');
const dt6 = table('dt6');
const dtl20 = table('dtl20');

const deal = (def: CardTableDefinition, ...cards: CardCode[]): DealtCard[] => family.deal(def, cards);
const out = (def: CardTableDefinition, dealt: DealtCard[], nat: string): CardOutcome =>
  outcomeOf(family, def, dealt, nat);

/** Every ordered two-card deal from a shoe, weighted by its count. */
function* twoCardDeals(def: CardTableDefinition): Generator<{ dealt: DealtCard[]; weight: number }> {
  const counts = new Map<CardCode, number>();
  for (const c of family.deck(def)) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const [d, nd] of counts)
    for (const [t, nt] of counts) {
      const weight = nd * (d === t ? nt - 1 : nt);
      if (weight > 0) yield { dealt: deal(def, d, t), weight };
    }
}

describe('dragon tiger definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(dragonTigerTables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['dt20', 'dt20', '20-20 Dragon Tiger', 30, 'dragonTiger'],
      ['dt202', 'dt202', '20-20 Dragon Tiger 2', 7, 'dragonTiger'],
      ['dt6', 'dt6', '1 Day Dragon Tiger', 31, 'dragonTiger'],
      ['dtl20', 'dtl20', '20-20 DTL', 14, 'dragonTiger'],
    ]);
    for (const def of dragonTigerTables) checkDefinition(def);
  });

  it('orders dt20 / dt202 rows as the client slices them (38 rows)', () => {
    for (const [def, ace] of [
      [dt20, '1'],
      [dt202, 'A'],
    ] as const) {
      const nats = def.rows.map((r) => r.nat);
      expect(nats).toHaveLength(38);
      expect(def.rows.map((r) => r.sid)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
      expect(nats.slice(0, 4)).toEqual(['Dragon', 'Tiger', 'Tie', 'Pair']);
      expect(nats.slice(4, 8)).toEqual(['Dragon Even', 'Dragon Odd', 'Dragon Red', 'Dragon Black']);
      expect(nats[8]).toBe(`Dragon Card ${ace}`);
      expect(nats[20]).toBe('Dragon Card K');
      expect(nats.slice(21, 25)).toEqual(['Tiger Even', 'Tiger Odd', 'Tiger Red', 'Tiger Black']);
      expect(nats[25]).toBe(`Tiger Card ${ace}`);
      expect(nats[37]).toBe('Tiger Card K');
      expect(def.rows.slice(0, 8).map((r) => r.back)).toEqual([2, 2, 50, 12, 2.12, 1.83, 1.97, 1.97]);
      expect(def.rows.slice(8).every((r) => r.back === 12 || [2.12, 1.83, 1.97].includes(r.back))).toBe(true);
      expect(def.rows.every((r) => r.lay === null)).toBe(true);
      expect(def.oppositeSides).toEqual([[1, 2]]);
      expect(def.groups.find((g) => g.key === 'main')).toMatchObject({ exclusive: true });
      expect(def.groups.find((g) => g.key === 'pair')).toMatchObject({ exclusive: false });
    }
  });

  it('orders dt6 rows: Dragon, Tiger (back/lay), Pair, then 8 side rows per hand', () => {
    expect(dt6.rows.map((r) => r.nat)).toEqual([
      'Dragon',
      'Tiger',
      'Pair',
      ...['Even', 'Odd', 'Red', 'Black', 'Spade', 'Heart', 'Club', 'Diamond'].map((s) => `Dragon ${s}`),
      ...['Even', 'Odd', 'Red', 'Black', 'Spade', 'Heart', 'Club', 'Diamond'].map((s) => `Tiger ${s}`),
    ]);
    expect(dt6.rows.map((r) => r.sid)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(dt6.rows.filter((r) => r.lay !== null).map((r) => r.sid)).toEqual([1, 2]);
    // A tie loses both Dragon and Tiger, so they cannot offset each other.
    expect(dt6.groups.find((g) => g.key === 'match')).toMatchObject({ exclusive: false });
    expect(dt6.oppositeSides).toEqual([]);
    expect(dt6.windows).toEqual([
      { afterCards: 0, seconds: 20 },
      { afterCards: 1, seconds: 10, sids: [1, 2] },
    ]);
  });

  it('orders dtl20 rows: 18 per hand', () => {
    const nats = dtl20.rows.map((r) => r.nat);
    expect(nats).toHaveLength(54);
    expect(nats.slice(0, 6)).toEqual(['Winner D', 'Black D', 'Red D', 'Odd D', 'Even D', 'Dragon A']);
    expect(nats[17]).toBe('Dragon K');
    expect(nats.slice(18, 24)).toEqual(['Winner T', 'Black T', 'Red T', 'Odd T', 'Even T', 'Tiger A']);
    expect(nats.slice(36, 42)).toEqual(['Winner L', 'Black L', 'Red L', 'Odd L', 'Even L', 'Lion A']);
    expect(nats[53]).toBe('Lion K');
    expect(dtl20.rows.filter((r) => r.group === 'winner').map((r) => r.sid)).toEqual([1, 19, 37]);
  });
});

describe('dragon tiger deal and settlement', () => {
  it('uses 8 decks (dt20, dt202, dt6) and one deck (dtl20)', () => {
    expect(family.deck(dt20)).toHaveLength(416);
    expect(family.deck(dt6)).toHaveLength(416);
    expect(family.deck(dtl20)).toEqual(standardDeck(1));
  });

  it('deals Dragon then Tiger (then Lion) from the top of the shoe', () => {
    expect(family.deal(dt20, ['5DD', 'KHH', '2CC'])).toEqual([
      { hand: 'dragon', card: '5DD' },
      { hand: 'tiger', card: 'KHH' },
    ]);
    expect(family.deal(dtl20, ['5DD', 'KHH', '2CC', '3CC']).map((d) => d.hand)).toEqual(['dragon', 'tiger', 'lion']);
    expect(() => family.deal(dt20, ['5DD'])).toThrow(RangeError);
  });

  it('settles a plain Dragon win', () => {
    const d = deal(dt20, '5DD', '3CC');
    expect(out(dt20, d, 'Dragon')).toEqual(WIN);
    expect(out(dt20, d, 'Tiger')).toEqual(LOSE);
    expect(out(dt20, d, 'Tie')).toEqual(LOSE);
    expect(out(dt20, d, 'Pair')).toEqual(LOSE);
    expect(out(dt20, d, 'Dragon Odd')).toEqual(WIN);
    expect(out(dt20, d, 'Dragon Even')).toEqual(LOSE);
    expect(out(dt20, d, 'Dragon Red')).toEqual(WIN);
    expect(out(dt20, d, 'Dragon Black')).toEqual(LOSE);
    expect(out(dt20, d, 'Dragon Card 5')).toEqual(WIN);
    expect(out(dt20, d, 'Dragon Card 6')).toEqual(LOSE);
    expect(out(dt20, d, 'Tiger Card 3')).toEqual(WIN);
    expect(out(dt20, d, 'Tiger Black')).toEqual(WIN);
    expect(out(dt20, d, 'Tiger Odd')).toEqual(WIN);
    expect(family.result(dt20, d)).toEqual({
      win: '1',
      desc: 'Dragon|No Pair*Red|Odd|Card 5*Black|Odd|Card 3',
      sid: '1,6,7,13,23,25,28',
      cards: ['5DD', '3CC'],
    });
  });

  it('breaks equal ranks by suit ♠ > ♥ > ♣ > ♦ and pays Pair', () => {
    // 8♥ (DD) vs 8♠ (HH): Tiger's spade wins.
    const d = deal(dt20, '8DD', '8HH');
    expect(out(dt20, d, 'Tiger')).toEqual(WIN);
    expect(out(dt20, d, 'Dragon')).toEqual(LOSE);
    expect(out(dt20, d, 'Tie')).toEqual(LOSE);
    expect(out(dt20, d, 'Pair')).toEqual(WIN);
    expect(family.result(dt20, d).win).toBe('2');
    expect(family.result(dt20, d).desc).toBe('Tiger|Is Pair*Red|Even|Card 8*Black|Even|Card 8');
    // ♣ (CC) beats ♦ (SS).
    expect(out(dt20, deal(dt20, 'QCC', 'QSS'), 'Dragon')).toEqual(WIN);
    expect(out(dt20, deal(dt20, 'QDD', 'QCC'), 'Dragon')).toEqual(WIN);
    expect(out(dt20, deal(dt20, 'AHH', '2SS'), 'Tiger')).toEqual(WIN);
  });

  it('on a Tie (identical card) Dragon and Tiger lose the whole stake; Tie and Pair win', () => {
    const d = deal(dt20, 'KHH', 'KHH');
    expect(out(dt20, d, 'Dragon')).toEqual(LOSE);
    expect(out(dt20, d, 'Tiger')).toEqual(LOSE);
    expect(out(dt20, d, 'Tie')).toEqual(WIN);
    expect(out(dt20, d, 'Pair')).toEqual(WIN);
    expect(family.result(dt20, d)).toMatchObject({ win: '3', desc: 'Tie|Is Pair*Black|Odd|Card K*Black|Odd|Card K' });
    expect(dt20.resultLetters).toEqual({ '1': 'D', '2': 'T', '3': 'T' });
  });

  it('names the ace "Card 1" on dt20 and "Card A" on dt202', () => {
    expect(family.result(dt20, deal(dt20, 'ADD', '2DD')).desc).toBe('Tiger|No Pair*Red|Odd|Card 1*Red|Even|Card 2');
    expect(family.result(dt202, deal(dt202, 'ADD', '2DD')).desc).toBe('Tiger|No Pair*Red|Odd|Card A*Red|Even|Card 2');
    expect(out(dt202, deal(dt202, 'ADD', '2DD'), 'Dragon Card A')).toEqual(WIN);
  });

  it('settles dt6 suit rows and writes suits in the desc', () => {
    const d = deal(dt6, '7CC', '7SS');
    expect(out(dt6, d, 'Dragon')).toEqual(WIN);
    expect(out(dt6, d, 'Pair')).toEqual(WIN);
    expect(out(dt6, d, 'Dragon Club')).toEqual(WIN);
    expect(out(dt6, d, 'Dragon Spade')).toEqual(LOSE);
    expect(out(dt6, d, 'Tiger Diamond')).toEqual(WIN);
    expect(family.result(dt6, d)).toMatchObject({ win: '1', desc: 'Dragon|Is Pair*Black|Odd|Club*Red|Odd|Diamond' });
    const tie = deal(dt6, '7CC', '7CC');
    expect(out(dt6, tie, 'Dragon')).toEqual(LOSE);
    expect(out(dt6, tie, 'Tiger')).toEqual(LOSE);
    expect(family.result(dt6, tie).win).toBe('3');
  });

  it('settles dtl20: highest card, suits break ranks; codes 1 / 21 / 41', () => {
    const d = deal(dtl20, '9HH', 'KDD', 'KHH');
    expect(family.result(dtl20, d)).toMatchObject({
      win: '41',
      desc: 'L|D : Black, T : Red, L : Black|D : Odd, T : Odd, L : Odd|D : 9, T : K, L : K',
    });
    expect(out(dtl20, d, 'Winner L')).toEqual(WIN);
    expect(out(dtl20, d, 'Winner T')).toEqual(LOSE);
    expect(out(dtl20, d, 'Red T')).toEqual(WIN);
    expect(out(dtl20, d, 'Even D')).toEqual(LOSE);
    expect(out(dtl20, d, 'Tiger K')).toEqual(WIN);
    expect(out(dtl20, d, 'Lion Q')).toEqual(LOSE);
    expect(family.result(dtl20, deal(dtl20, 'QSS', '2CC', 'JHH')).win).toBe('1');
    expect(family.result(dtl20, deal(dtl20, '2SS', '3CC', '2HH')).win).toBe('21');
    expect(dtl20.resultLetters).toEqual({ '1': 'D', '21': 'T', '41': 'L' });
  });

  it('rejects incomplete deals and unknown selections', () => {
    expect(() => family.result(dt20, deal(dt20, '5DD', '3CC').slice(0, 1))).toThrow(RangeError);
    expect(() => family.outcome(dt20, deal(dt20, '5DD', '3CC'), 99)).toThrow(RangeError);
  });
});

describe('dragon tiger prices', () => {
  it('keeps a house edge on every fixed price (exact over the 8-deck shoe)', () => {
    for (const def of [dt20, dt202, dt6]) {
      for (const [sid, r] of expectedReturns(def, family, twoCardDeals(def))) {
        expect({ sid, back: r.back < 0 }).toEqual({ sid, back: true });
        if (def.rows.find((x) => x.sid === sid)!.lay !== null) expect(r.lay).toBeLessThan(0);
      }
    }
  });

  it('dt6: chances from the full shoe are symmetric and exclude the tie', () => {
    const c = dtChances(dt6, [])!;
    expect(c.dragon).toBeCloseTo((1 - 7 / 415) / 2, 12);
    expect(c.tiger).toBeCloseTo(c.dragon, 12);
    expect(dt6.rows[0]).toMatchObject({ back: 1.99, lay: 2.08 });
    expect(dt6.rows[1]).toMatchObject({ back: 1.99, lay: 2.08 });
  });

  it("dt6: prices after Dragon's card are exact from the rest of the shoe", () => {
    const shown = deal(dt6, '7CC', '2HH').slice(0, 1);
    const c = dtChances(dt6, shown)!;
    // Below 7♣: A–6 (6 × 32) and 7♦ (8); above: 7♠, 7♥ (16) and 8–K (6 × 32); 7 7♣ left over.
    expect(c.dragon).toBeCloseTo((6 * 32 + 8) / 415, 12);
    expect(c.tiger).toBeCloseTo((16 + 6 * 32) / 415, 12);
    const prices = family.price!(dt6, shown);
    const dragon = prices.get(1)!;
    expect(dragon.back).toBe(Math.floor(((1 - DT6_EDGE) / c.dragon) * 100) / 100);
    expect(dragon.lay).toBe(Math.ceil((1 / (c.dragon * (1 - DT6_EDGE))) * 100) / 100);
    expect(dragon.back * c.dragon).toBeLessThan(1);
    expect(dragon.lay! * c.dragon).toBeGreaterThan(1);
    expect(prices.get(3)).toEqual({ back: 12, lay: null });
    expect(family.isOpen!(dt6, shown, 1)).toBe(true);
    expect(family.isOpen!(dt6, shown, 3)).toBe(false);
  });

  it('dt6: suspends a side that cannot be priced (A♦ for Dragon: nothing is lower)', () => {
    const shown = deal(dt6, 'ASS', '2HH').slice(0, 1);
    expect(dtChances(dt6, shown)!.dragon).toBe(0);
    expect(family.isOpen!(dt6, shown, 1)).toBe(false);
    expect(family.isOpen!(dt6, shown, 2)).toBe(false);
    // The map still carries a valid price for the suspended row.
    expect(family.price!(dt6, shown).get(1)).toEqual({ back: dt6.rows[0]!.back, lay: dt6.rows[0]!.lay });
    expect(family.isOpen!(dt6, deal(dt6, 'ASS', '2HH'), 1)).toBe(false);
  });

  it('price() is deterministic, fast and within format on every shown state', () => {
    const rand = seededRandom(7);
    checkPriceStates(
      family,
      dt6,
      Array.from({ length: 50 }, () => family.deal(dt6, shuffledShoe(family, dt6, rand))),
    );
  });

  it('fixed tables return the definition prices', () => {
    const p = family.price!(dt20, deal(dt20, '5DD', '3CC').slice(0, 1));
    expect(p.get(3)).toEqual({ back: 50, lay: null });
  });
});

describe('dragon tiger random rounds', () => {
  it.each(dragonTigerTables.map((t) => [t.code, t] as const))('%s keeps every settlement property', (_code, def) => {
    checkRandomRounds(family, def, { rounds: 2000, seed: 20260101 });
  });

  it('deals only identical cards as ties (8 decks)', () => {
    const rand = seededRandom(99);
    let ties = 0;
    const deck = family.deck(dt20);
    for (let i = 0; i < 20000; i++) {
      // Two different positions of the shoe: all a two-card deal needs.
      const a = Math.floor(rand() * deck.length);
      const b = (a + 1 + Math.floor(rand() * (deck.length - 1))) % deck.length;
      const dealt = family.deal(dt20, [deck[a]!, deck[b]!]);
      const res = family.result(dt20, dealt);
      if (res.win === '3') {
        ties += 1;
        expect(dealt[0]!.card).toBe(dealt[1]!.card);
        expect(parseCard(dealt[0]!.card)).toEqual(parseCard(dealt[1]!.card));
      }
    }
    expect(ties / 20000).toBeGreaterThan(0.01);
    expect(ties / 20000).toBeLessThan(0.025);
  });
});
