import { standardDeck } from '../cards.js';
import type { CardCode, CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import {
  checkDefinition,
  checkPriceStates,
  checkRandomRounds,
  LOSE,
  outcomesBySid,
  shuffledShoe,
  VOID,
  WIN,
  winPct,
} from './familyChecks.test-support.js';
import { LIVE_EDGE, livePrice, seededRandom, seedOf, teenPattiFamily as family, teenPattiTables } from './teenPatti.js';
import { teenHand } from './teenPattiHands.js';

const table = (code: string): CardTableDefinition => {
  const def = teenPattiTables.find((t) => t.code === code);
  if (!def) throw new Error(code);
  return def;
};
const teen20 = table('teen20');
const teen = table('teen');
const teen8 = table('teen8');
const teen9 = table('teen9');

/** Hands given as 'AHH KHH QHH', dealt one card to each in turn (the tables' deal order). */
const roundRobin = (...hands: string[]): CardCode[] => {
  const split = hands.map((h) => h.split(' '));
  return [0, 1, 2].flatMap((i) => split.map((h) => h[i]!));
};
const dealOf = (def: CardTableDefinition, ...hands: string[]): DealtCard[] => family.deal(def, roundRobin(...hands));
const bySid = (def: CardTableDefinition, dealt: DealtCard[]): Record<number, CardOutcome> =>
  outcomesBySid(family, def, dealt);

describe('teen patti definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(teenPattiTables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['teen20', 'teen20', '20-20 Teenpatti', 18, 'teenPatti'],
      ['teen', 'teen', '1 Day Teenpatti', 17, 'teenPatti'],
      ['teen8', 'teen8', 'Open Teenpatti', 16, 'teenPatti'],
      ['teen9', 'teen9', 'Test Teenpatti', 15, 'teenPatti'],
    ]);
    for (const def of teenPattiTables) checkDefinition(def);
  });

  it('orders teen20 as Player A, Pair plus A, Player B, Pair plus B', () => {
    expect(teen20.rows.map((r) => [r.sid, r.nat, r.back, r.lay, r.min, r.max])).toEqual([
      [1, 'Player A', 1.98, null, 100, 500000],
      [2, 'Pair plus A', 2, null, 100, 25000],
      [3, 'Player B', 1.98, null, 100, 500000],
      [4, 'Pair plus B', 2, null, 100, 25000],
    ]);
    expect(teen20.rows.filter((r) => r.group === 'pairPlus').every((r) => r.minWinPct === 100)).toBe(true);
    expect(teen20.groups).toEqual([
      { key: 'main', title: 'Winner', exclusive: true },
      { key: 'pairPlus', title: 'Pair Plus', exclusive: false },
    ]);
    expect(teen20.oppositeSides).toEqual([[1, 3]]);
    expect(teen20.resultLetters).toEqual({ '1': 'A', '3': 'B', '0': 'T' });
  });

  it('opens 1 Day Teenpatti at even live prices and reopens betting after every card but the last', () => {
    expect(teen.rows.map((r) => [r.sid, r.nat, r.back, r.lay])).toEqual([
      [1, 'Player A', 1.96, 2.05],
      [2, 'Player B', 1.96, 2.05],
    ]);
    expect(teen.windows.map((w) => w.afterCards)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(teen.oppositeSides).toEqual([]);
    expect(teen.groups).toEqual([{ key: 'main', title: 'Match Odds', exclusive: true }]);
  });

  it('lists Open Teenpatti players 1–8 then pair plus 1–8 (sids 11–18)', () => {
    expect(teen8.rows.map((r) => r.nat)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Player ${n}`),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Pair plus ${n}`),
    ]);
    expect(teen8.rows.map((r) => r.sid)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(teen8.groups.every((g) => !g.exclusive)).toBe(true);
    expect(teen8.hands.map((h) => h.key)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'D']);
  });

  it('lays Test Teenpatti out as six rows of Tiger, Lion, Dragon cells', () => {
    const markets = ['Winner', 'Pair', 'Flush', 'Straight', 'Trio', 'Straight Flush'];
    expect(teen9.rows.map((r) => r.nat)).toEqual(
      markets.flatMap((m) => ['Tiger', 'Lion', 'Dragon'].map((h) => `${h} ${m}`)),
    );
    expect(teen9.rows.map((r) => r.sid)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(teen9.rows.slice(0, 3).every((r) => r.group === 'winner')).toBe(true);
    expect(teen9.rows.filter((r) => r.group === 'patternT').map((r) => r.nat)).toEqual([
      'Tiger Pair',
      'Tiger Flush',
      'Tiger Straight',
      'Tiger Trio',
      'Tiger Straight Flush',
    ]);
    expect(teen9.groups.every((g) => g.exclusive)).toBe(true);
    expect(teen9.resultLetters).toEqual({ '11': 'D', '21': 'T', '31': 'L', '0': 'R' });
  });

  it('states the ranking and the choices in the rules', () => {
    for (const def of teenPattiTables) {
      const text = def.rules.join(' ');
      expect(text).toContain('Trail (three of a kind), Pure Sequence');
      expect(text).toContain('A-K-Q, then A-2-3, then K-Q-J');
    }
    expect(teen20.rules.join(' ')).toMatch(/Trail 35 to 1, Pure Sequence 45 to 1/);
    expect(teen8.rules.join(' ')).toMatch(/Trail 35 to 1, Pure Sequence 45 to 1/);
    expect(teen.rules.join(' ')).toMatch(/tie every bet, back and lay, is returned/);
    expect(teen8.rules.join(' ')).toMatch(/ties with the Dealer.*returned/);
  });
});

describe('teen patti deal', () => {
  it('deals A, B alternately from the top of the shoe', () => {
    const shoe = ['AHH', '2DD', 'KHH', '3DD', 'QHH', '4DD', '9CC'];
    expect(family.deal(teen20, shoe)).toEqual([
      { hand: 'A', card: 'AHH' },
      { hand: 'B', card: '2DD' },
      { hand: 'A', card: 'KHH' },
      { hand: 'B', card: '3DD' },
      { hand: 'A', card: 'QHH' },
      { hand: 'B', card: '4DD' },
    ]);
    expect(family.deal(teen, shoe)).toEqual(family.deal(teen20, shoe));
  });

  it('deals eight players and the dealer three times round, and Tiger, Lion, Dragon', () => {
    const shoe = standardDeck();
    const dealt = family.deal(teen8, shoe);
    expect(dealt).toHaveLength(27);
    expect(dealt.slice(0, 10).map((d) => d.hand)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'D', 'P1']);
    expect(dealt.map((d) => d.card)).toEqual(shoe.slice(0, 27));
    expect(family.deal(teen9, shoe).map((d) => d.hand)).toEqual(['T', 'L', 'D', 'T', 'L', 'D', 'T', 'L', 'D']);
  });

  it('refuses a short shoe', () => {
    expect(() => family.deal(teen20, ['AHH', 'KHH'])).toThrow(RangeError);
    expect(() => family.deal(teen8, standardDeck().slice(0, 26))).toThrow(RangeError);
  });

  it('builds the 52-card deck', () => {
    expect(family.deck(teen20)).toEqual(standardDeck());
  });
});

describe('20-20 Teenpatti settlement', () => {
  it('pays the better hand and settles the result codes', () => {
    const dealt = dealOf(teen20, 'AHH ADD 5CC', 'KHH QDD 9CC');
    expect(bySid(teen20, dealt)).toEqual({ 1: WIN, 2: winPct(100), 3: LOSE, 4: LOSE });
    expect(family.result(teen20, dealt)).toEqual({
      win: '1',
      desc: 'Player A|A: Pair|B: High Card',
      sid: '1,2',
      cards: ['AHH', 'KHH', 'ADD', 'QDD', '5CC', '9CC'],
    });
    const bWins = dealOf(teen20, 'AHH KDD 5CC', '2HH 3HH 4HH');
    expect(family.result(teen20, bWins)).toMatchObject({
      win: '3',
      desc: 'Player B|A: High Card|B: Pure Sequence',
      sid: '3,4',
    });
    expect(bySid(teen20, bWins)[4]).toEqual(winPct(4500));
  });

  it('pushes Player A and Player B on a tie; pair plus still settles', () => {
    const dealt = dealOf(teen20, 'AHH 9DD 3CC', 'ASS 9CC 3HH');
    expect(bySid(teen20, dealt)).toEqual({ 1: VOID, 2: LOSE, 3: VOID, 4: LOSE });
    expect(family.result(teen20, dealt)).toMatchObject({ win: '0', desc: 'Tie|A: High Card|B: High Card', sid: '' });
    const pairs = dealOf(teen20, '7HH 7DD 3CC', '7SS 7CC 3HH');
    expect(bySid(teen20, pairs)).toEqual({ 1: VOID, 2: winPct(100), 3: VOID, 4: winPct(100) });
  });

  it("pays pair plus 1 / 4 / 6 / 35 / 45 on the hand's highest combination", () => {
    const pp = (a: string): CardOutcome => family.outcome(teen20, dealOf(teen20, a, '2CC 7DD 9SS'), 2);
    expect(pp('AHH KDD JCC')).toEqual(LOSE);
    expect(pp('QHH QDD 4CC')).toEqual(winPct(100));
    expect(pp('2HH 8HH JHH')).toEqual(winPct(400));
    expect(pp('AHH 2DD 3CC')).toEqual(winPct(600));
    expect(pp('5HH 5DD 5SS')).toEqual(winPct(3500));
    expect(pp('QHH KHH AHH')).toEqual(winPct(4500));
  });

  it('ranks a trail above a pure sequence for the winner', () => {
    const dealt = dealOf(teen20, '2HH 2DD 2CC', 'AHH KHH QHH');
    expect(family.result(teen20, dealt).win).toBe('1');
    // …while pair plus still pays the pure sequence its 45.
    expect(bySid(teen20, dealt)).toEqual({ 1: WIN, 2: winPct(3500), 3: LOSE, 4: winPct(4500) });
  });
});

describe('1 Day Teenpatti settlement', () => {
  it('uses win codes 1 / 2 / 0 and voids both sides on a tie', () => {
    expect(family.result(teen, dealOf(teen, 'AHH ADD 5CC', 'KHH QDD 9CC'))).toMatchObject({ win: '1', sid: '1' });
    expect(family.result(teen, dealOf(teen, 'AHH KDD 5CC', 'KHH KSS 9CC'))).toMatchObject({
      win: '2',
      sid: '2',
      desc: 'Player B|A: High Card|B: Pair',
    });
    const tie = dealOf(teen, '4HH 5DD 6CC', '4SS 5CC 6HH');
    expect(family.result(teen, tie)).toMatchObject({ win: '0', sid: '', desc: 'Tie|A: Sequence|B: Sequence' });
    expect(bySid(teen, tie)).toEqual({ 1: VOID, 2: VOID });
  });
});

describe('Open Teenpatti settlement', () => {
  const hands = [
    'AHH ADD 2CC', // P1 pair of aces
    '3HH 5DD 7CC', // P2 high card
    'KHH KDD KCC', // P3 trail
    '4SS 5SS 6SS', // P4 pure sequence
    '9HH 9DD 4CC', // P5 pair of nines (the dealer's pair, lower kicker)
    '9SS 9CC 6HH', // P6 pair of nines, kicker 6: ties the dealer
    '2HH 4HH 8HH', // P7 color
    'JDD QCC 10HH', // P8 sequence
    '9CC 9DD 6SS', // Dealer: pair of nines, kicker 6
  ];
  // The dealer repeats 9CC/9DD from P5/P6 for readability; the deal does not check the deck.
  const dealt = dealOf(teen8, ...hands);

  it('settles each player against the dealer on its own, ties pushed', () => {
    const o = bySid(teen8, dealt);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => o[n])).toEqual([WIN, LOSE, WIN, WIN, LOSE, VOID, WIN, WIN]);
    expect([11, 12, 13, 14, 15, 16, 17, 18].map((n) => o[n])).toEqual([
      winPct(100),
      LOSE,
      winPct(3500),
      winPct(4500),
      winPct(100),
      winPct(100),
      winPct(400),
      winPct(600),
    ]);
  });

  it('reports the winners', () => {
    expect(family.result(teen8, dealt)).toMatchObject({
      win: 'R',
      desc: 'Player 1, Player 3, Player 4, Player 7, Player 8|Dealer: Pair',
      sid: '1,3,4,7,8,11,13,14,15,16,17,18',
    });
    const none = dealOf(teen8, ...hands.slice(0, 8).map(() => '2HH 3DD 5CC'), 'AHH ADD ACC');
    expect(family.result(teen8, none)).toMatchObject({ desc: 'No winner|Dealer: Trail', sid: '' });
  });
});

describe('Test Teenpatti settlement', () => {
  it('pays the single best hand and the exact categories', () => {
    // Tiger pair, Lion sequence, Dragon color: Lion wins.
    const dealt = dealOf(teen9, '8HH 8DD 2CC', '5HH 6DD 7CC', '2SS 9SS JSS');
    const o = bySid(teen9, dealt);
    expect([o[1], o[2], o[3]]).toEqual([LOSE, WIN, LOSE]);
    expect(o[4]).toEqual(WIN); // Tiger Pair
    expect(o[11]).toEqual(WIN); // Lion Straight
    expect(o[9]).toEqual(WIN); // Dragon Flush
    expect(Object.values(o).filter((x) => x.kind === 'win')).toHaveLength(4);
    expect(family.result(teen9, dealt)).toEqual({
      win: '31',
      desc: 'Lion|Tiger: Pair|Lion: Sequence|Dragon: Color',
      sid: '2,4,9,11',
      cards: roundRobin('8HH 8DD 2CC', '5HH 6DD 7CC', '2SS 9SS JSS'),
    });
    expect(family.result(teen9, dealOf(teen9, 'AHH ADD ACC', '2HH 3DD 5CC', '2SS 3SS 4SS')).win).toBe('21');
    expect(family.result(teen9, dealOf(teen9, '2HH 3DD 5CC', '3HH 4DD 6CC', 'AHH ADD ACC')).win).toBe('11');
  });

  it('returns Winner bets on the hands sharing the best hand; the others lose', () => {
    const dealt = dealOf(teen9, 'AHH 9DD 3CC', '2HH 4DD 6CC', 'ASS 9CC 3HH');
    const o = bySid(teen9, dealt);
    expect([o[1], o[2], o[3]]).toEqual([VOID, LOSE, VOID]);
    expect(family.result(teen9, dealt)).toMatchObject({
      win: '0',
      desc: 'Tie|Tiger: High Card|Lion: High Card|Dragon: High Card',
      sid: '',
    });
    expect(teen9.resultLetters['0']).toBe('R');
  });

  it('pays Trio and Straight Flush only on their own category', () => {
    const dealt = dealOf(teen9, 'QHH QDD QCC', 'AHH 2HH 3HH', '2CC 3DD 5SS');
    const o = bySid(teen9, dealt);
    expect(o[13]).toEqual(WIN); // Tiger Trio
    expect(o[16]).toEqual(LOSE); // Tiger Straight Flush
    expect(o[17]).toEqual(WIN); // Lion Straight Flush
    expect(o[11]).toEqual(LOSE); // Lion Straight: a pure sequence is not a plain straight
    expect(o[8]).toEqual(LOSE); // Lion Flush
  });
});

describe('1 Day Teenpatti live prices', () => {
  const rand = seededRandom(20240601);
  const rounds = Array.from({ length: 6 }, () => family.deal(teen, shuffledShoe(family, teen, rand)));

  it('prices the opening and a tie-free state with the 2% edge on both sides', () => {
    expect([...family.price!(teen, [])]).toEqual([
      [1, { back: 1.96, lay: 2.05 }],
      [2, { back: 1.96, lay: 2.05 }],
    ]);
    for (const dealt of rounds) {
      for (let n = 0; n < 6; n++) {
        const prices = family.price!(teen, dealt.slice(0, n));
        const open = [1, 2].filter((sid) => family.isOpen!(teen, dealt.slice(0, n), sid));
        // Both match rows always carry a lay (its format is checkPriceStates' below).
        expect([...prices.values()].every((p) => p.lay !== null)).toBe(true);
        if (open.length === 2) {
          // Back prices imply 100% plus the edge (within rounding).
          const implied = [...prices.values()].reduce((s, p) => s + 1 / p.back, 0);
          expect(implied).toBeGreaterThan(1 / (1 - LIVE_EDGE) - 0.002);
          expect(implied).toBeLessThan(1 / (1 - LIVE_EDGE) + 0.03);
          const layImplied = [...prices.values()].reduce((s, p) => s + 1 / p.lay!, 0);
          expect(layImplied).toBeLessThan(1);
        }
      }
    }
  });

  it('is deterministic, within format and fast on every shown state', () => {
    checkPriceStates(family, teen, rounds);
  });

  it('matches a brute-force count of every way the deal can finish', () => {
    const shown = dealOf(teen, 'KHH 7DD 2CC', '5DD 5SS 9HH').slice(0, 3); // A: K, 7 · B: 5
    const used = new Set(shown.map((d) => d.card));
    const rest = standardDeck().filter((c) => !used.has(c));
    let a = 0;
    let b = 0;
    for (const x of rest)
      for (let i = 0; i < rest.length; i++)
        for (let j = i + 1; j < rest.length; j++) {
          const y = rest[i]!;
          const z = rest[j]!;
          if (y === x || z === x) continue;
          const diff = teenHand(['KHH', '7DD', x]).score - teenHand(['5DD', y, z]).score;
          if (diff > 0) a++;
          else if (diff < 0) b++;
        }
    const pA = a / (a + b);
    expect(family.price!(teen, shown).get(1)).toEqual(livePrice(pA).price);
    expect(family.price!(teen, shown).get(2)).toEqual(livePrice(1 - pA).price);
  });

  it('closes a side that is decided, and everything once all cards are out', () => {
    // A holds A-A after four cards and gets the third ace: B can no longer win.
    const dealt = dealOf(teen, 'AHH ADD ACC', '2HH 7DD 9SS');
    const shown = dealt.slice(0, 5);
    expect(family.isOpen!(teen, shown, 1)).toBe(false);
    expect(family.isOpen!(teen, shown, 2)).toBe(false);
    expect(family.price!(teen, shown).get(1)).toEqual({ back: 1.01, lay: 1.02 });
    expect(family.isOpen!(teen, dealt.slice(0, 2), 1)).toBe(true);
    expect(family.isOpen!(teen, dealt, 1)).toBe(false);
    expect(family.isOpen!(teen, [], 1)).toBe(true);
  });

  it('gives fixed tables no live prices', () => {
    expect(family.price!(teen20, []).size).toBe(0);
    expect(family.isOpen!(teen20, dealOf(teen20, 'AHH ADD ACC', '2HH 7DD 9SS').slice(0, 2), 1)).toBe(true);
  });

  it('seeds samples from the shown cards', () => {
    const one = [{ hand: 'A', card: 'AHH' }];
    expect(seedOf(one)).toBe(seedOf([{ hand: 'A', card: 'AHH' }]));
    expect(seedOf(one)).not.toBe(seedOf([{ hand: 'B', card: 'AHH' }]));
    const r1 = seededRandom(5);
    const r2 = seededRandom(5);
    expect([r1(), r1()]).toEqual([r2(), r2()]);
  });
});

describe('teen patti random rounds', () => {
  it.each(teenPattiTables.map((t) => [t.code, t] as const))('%s keeps its invariants', (_code, def) => {
    checkRandomRounds(family, def, { rounds: def.code === 'teen8' ? 800 : 2000, seed: 7 });
  });
});
