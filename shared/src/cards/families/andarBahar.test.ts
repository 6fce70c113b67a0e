import { parseCard, RANKS, standardDeck } from '../cards.js';
import type { CardCode, CardOutcome, CardTableDefinition } from '../types.js';
import { AB20_EDGE, andarBaharFamily as family, andarBaharTables } from './andarBahar.js';
import {
  checkDefinition,
  checkPriceStates,
  checkRandomRounds,
  LOSE,
  seededRandom,
  shuffledShoe,
  VOID,
  WIN,
} from './familyChecks.test-support.js';

const [abj2, ab20] = andarBaharTables as [CardTableDefinition, CardTableDefinition];
const sidOf = (def: CardTableDefinition, nat: string, nth = 0): number => {
  const rows = def.rows.filter((r) => r.nat === nat);
  if (!rows[nth]) throw new Error(nat);
  return rows[nth].sid;
};
const SA = 1;
const ANDAR_1ST = 2;
const ANDAR_2ND = 3;
const SB = 4;
const BAHAR_1ST = 5;
const BAHAR_2ND = 6;

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** The rest of a 52-card deck after `first`, in deck order. */
function shoeStarting(first: CardCode[]): CardCode[] {
  const rest = standardDeck(1);
  for (const c of first) rest.splice(rest.indexOf(c), 1);
  return [...first, ...rest];
}

describe('andar bahar definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(andarBaharTables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['abj2', 'abj', 'Andar Bahar 2', 6, 'andarBahar'],
      ['ab20', 'ab20', 'Andar Bahar', 22, 'andarBahar'],
    ]);
    for (const def of andarBaharTables) checkDefinition(def);
  });

  it('orders abj2 rows as the client slices them', () => {
    expect(abj2.rows.map((r) => r.nat)).toEqual([
      'SA',
      '1st Bet',
      '2nd Bet',
      'SB',
      '1st Bet',
      '2nd Bet',
      ...RANKS.map((r) => `Joker ${r}`),
      'Joker Spade',
      'Joker Heart',
      'Joker Club',
      'Joker Diamond',
      'Joker Odd',
      'Joker Even',
    ]);
    expect(abj2.rows.map((r) => r.sid)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(abj2.rows.filter((r) => r.minWinPct === 50).map((r) => r.sid)).toEqual([ANDAR_1ST, BAHAR_1ST]);
    expect(abj2.rows.slice(0, 6).map((r) => r.back)).toEqual([13, 2, 2, 13, 1.96, 1.9]);
    expect(abj2.rows.every((r) => r.lay === null)).toBe(true);
    // 2nd bets only in the second window, everything else only before the joker.
    expect(abj2.windows[0]!.sids).toEqual(
      abj2.rows.map((r) => r.sid).filter((s) => s !== ANDAR_2ND && s !== BAHAR_2ND),
    );
    expect(abj2.windows[1]).toEqual({ afterCards: 3, seconds: 15, sids: [ANDAR_2ND, BAHAR_2ND] });
    expect(abj2.resultLetters).toEqual({ '1': 'A', '2': 'B' });
  });

  it('labels abj2 bets with their side', () => {
    expect(family.selection!(abj2, BAHAR_1ST)).toEqual({ row: abj2.rows[4], label: 'Bahar 1st Bet' });
    expect(family.selection!(abj2, ANDAR_2ND)!.label).toBe('Andar 2nd Bet');
    expect(family.selection!(abj2, 7)!.label).toBe('Joker A');
    expect(family.selection!(abj2, 99)).toBeNull();
    expect(family.selection!(ab20, 21)).toEqual({ row: ab20.rows[13], label: 'Bahar A' });
  });

  it('orders ab20 rows Ander A..K (sid 1–13) then Bahar A..K (sid 21–33)', () => {
    expect(ab20.rows.map((r) => r.nat)).toEqual([...RANKS.map((r) => `Ander ${r}`), ...RANKS.map((r) => `Bahar ${r}`)]);
    expect(ab20.rows.map((r) => r.sid)).toEqual([
      ...Array.from({ length: 13 }, (_, i) => i + 1),
      ...Array.from({ length: 13 }, (_, i) => i + 21),
    ]);
    expect(ab20.rows.every((r) => r.back === 2 && r.lay === null && r.min === 10 && r.max === 10000)).toBe(true);
    expect(ab20.rows.filter((r) => r.minWinPct === 25)).toHaveLength(13);
    expect(ab20.rows.filter((r) => r.minWinPct === 25).every((r) => r.nat.startsWith('Bahar'))).toBe(true);
    // Each rank's Ander and Bahar rows form one exclusive group.
    for (const rank of RANKS)
      expect(ab20.rows.filter((r) => r.group === `rank${rank}`).map((r) => r.nat)).toEqual([
        `Ander ${rank}`,
        `Bahar ${rank}`,
      ]);
    expect(ab20.windows[0]).toEqual({ afterCards: 0, seconds: 30 });
    expect(ab20.windows.slice(1).map((w) => w.afterCards)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
  });
});

describe('andar bahar 2', () => {
  it('deals the joker, then Bahar first, until the joker rank shows', () => {
    const dealt = family.deal(abj2, ['7HH', '2DD', '3CC', '7SS', 'KHH']);
    expect(dealt).toEqual([
      { hand: 'joker', card: '7HH' },
      { hand: 'bahar', card: '2DD' },
      { hand: 'andar', card: '3CC' },
      { hand: 'bahar', card: '7SS' },
    ]);
    expect(() => family.deal(abj2, ['7HH', '2DD'])).toThrow(RangeError);
  });

  it('settles a round ending after the first two cards: full 1st Bet, 2nd Bet stands', () => {
    const dealt = family.deal(abj2, ['7HH', '2DD', '3CC', '7SS']);
    const o = (sid: number): CardOutcome => family.outcome(abj2, dealt, sid);
    expect(o(BAHAR_1ST)).toEqual(WIN);
    expect(o(ANDAR_1ST)).toEqual(LOSE);
    expect(o(BAHAR_2ND)).toEqual(WIN);
    expect(o(ANDAR_2ND)).toEqual(LOSE);
    expect(o(SA)).toEqual(LOSE);
    expect(o(SB)).toEqual(LOSE);
    expect(o(sidOf(abj2, 'Joker 7'))).toEqual(WIN);
    expect(o(sidOf(abj2, 'Joker 8'))).toEqual(LOSE);
    expect(o(sidOf(abj2, 'Joker Spade'))).toEqual(WIN);
    expect(o(sidOf(abj2, 'Joker Heart'))).toEqual(LOSE);
    expect(o(sidOf(abj2, 'Joker Odd'))).toEqual(WIN);
    expect(o(sidOf(abj2, 'Joker Even'))).toEqual(LOSE);
    expect(family.result(abj2, dealt)).toEqual({
      win: '2',
      desc: 'Bahar|Joker 7|Spade|Odd',
      sid: '5,6,13,20,24',
      cards: ['7HH', '2DD', '3CC', '7SS'],
    });
  });

  it('ends on the 1st card: Bahar 1st Bet paid half, SB wins, 2nd Bets void', () => {
    const dealt = family.deal(abj2, ['QDD', 'QSS', '3CC']);
    expect(dealt).toHaveLength(2);
    const o = (sid: number): CardOutcome => family.outcome(abj2, dealt, sid);
    expect(o(BAHAR_1ST)).toEqual({ kind: 'win', pct: 50 });
    expect(o(ANDAR_1ST)).toEqual(LOSE);
    expect(o(SB)).toEqual(WIN);
    expect(o(SA)).toEqual(LOSE);
    expect(o(BAHAR_2ND)).toEqual(VOID);
    expect(o(ANDAR_2ND)).toEqual(VOID);
    expect(o(sidOf(abj2, 'Joker Even'))).toEqual(WIN);
    expect(o(sidOf(abj2, 'Joker Heart'))).toEqual(WIN);
    expect(family.result(abj2, dealt)).toMatchObject({ win: '2', desc: 'Bahar|Joker Q|Heart|Even' });
  });

  it('ends on the 2nd card: Andar 1st Bet paid half, SA wins', () => {
    const dealt = family.deal(abj2, ['10CC', '4DD', '10SS', '9HH']);
    const o = (sid: number): CardOutcome => family.outcome(abj2, dealt, sid);
    expect(o(ANDAR_1ST)).toEqual({ kind: 'win', pct: 50 });
    expect(o(BAHAR_1ST)).toEqual(LOSE);
    expect(o(SA)).toEqual(WIN);
    expect(o(SB)).toEqual(LOSE);
    expect(o(ANDAR_2ND)).toEqual(VOID);
    expect(family.result(abj2, dealt).win).toBe('1');
  });

  it('opens the 2nd Bet only after two unmatched cards; joker bets only before the joker', () => {
    const dealt = family.deal(abj2, ['7HH', '2DD', '3CC', '7SS']);
    expect(family.isOpen!(abj2, [], sidOf(abj2, 'Joker 7'))).toBe(true);
    expect(family.isOpen!(abj2, [], BAHAR_2ND)).toBe(false);
    expect(family.isOpen!(abj2, dealt.slice(0, 1), sidOf(abj2, 'Joker 7'))).toBe(false);
    expect(family.isOpen!(abj2, dealt.slice(0, 3), BAHAR_2ND)).toBe(true);
    expect(family.isOpen!(abj2, dealt.slice(0, 3), BAHAR_1ST)).toBe(false);
    expect(family.isOpen!(abj2, family.deal(abj2, ['QDD', 'QSS']), BAHAR_2ND)).toBe(false);
  });

  it('keeps a house edge on every row (exact chances)', () => {
    // The first of the joker rank's 3 remaining cards is the n-th card dealt (1-based).
    const end = (n: number): number => choose(51 - n, 2) / choose(51, 3);
    let bahar = 0;
    for (let n = 1; n <= 49; n += 2) bahar += end(n);
    const row = (sid: number) => abj2.rows.find((r) => r.sid === sid)!;
    const firstBet = (sid: number, side: 'bahar' | 'andar'): number => {
      const win = side === 'bahar' ? bahar : 1 - bahar;
      const half = side === 'bahar' ? end(1) : end(2);
      return (win - half) * (row(sid).back - 1) + half * 0.5 * (row(sid).back - 1) - (1 - win);
    };
    expect(firstBet(BAHAR_1ST, 'bahar')).toBeLessThan(-0.01);
    expect(firstBet(ANDAR_1ST, 'andar')).toBeLessThan(-0.01);
    // After two unmatched cards: 49 left, Bahar gets the next one.
    let bahar2 = 0;
    for (let n = 1; n <= 47; n += 2) bahar2 += choose(49 - n, 2) / choose(49, 3);
    expect(bahar2 * row(BAHAR_2ND).back - 1).toBeLessThan(-0.01);
    expect((1 - bahar2) * row(ANDAR_2ND).back - 1).toBeLessThan(-0.01);
    expect(end(1) * row(SB).back - 1).toBeLessThan(0);
    expect(end(2) * row(SA).back - 1).toBeLessThan(0);
    // Joker rows: one card of 52.
    for (const r of abj2.rows.slice(6)) {
      let ev = 0;
      for (const joker of standardDeck(1)) {
        const o = family.outcome(
          abj2,
          [
            { hand: 'joker', card: joker },
            { hand: 'bahar', card: joker },
          ],
          r.sid,
        );
        ev += o.kind === 'win' ? r.back - 1 : -1;
      }
      expect({ nat: r.nat, edge: ev / 52 < 0 }).toEqual({ nat: r.nat, edge: true });
    }
  });

  it('keeps every settlement property over random shoes', () => {
    checkRandomRounds(family, abj2, { rounds: 3000, seed: 4242 });
  });
});

describe('andar bahar (ab20)', () => {
  const shoe = shoeStarting([
    'AHH',
    '2DD',
    '3CC',
    'ADD',
    '4SS',
    '5HH',
    '6HH',
    '7HH',
    '8HH',
    '9HH',
    '10HH',
    'JHH',
    'QHH',
    'KHH',
  ]);
  const dealt = family.deal(ab20, shoe);

  it('deals Bahar first, alternately, until all 13 ranks have shown', () => {
    expect(dealt).toHaveLength(14);
    expect(dealt.map((d) => d.hand)).toEqual(Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? 'bahar' : 'andar')));
    expect(dealt.map((d) => d.card)).toEqual(shoe.slice(0, 14));
  });

  it('settles each rank on the side where it first shows; the very first card pays Bahar 25%', () => {
    const o = (nat: string): CardOutcome => family.outcome(ab20, dealt, sidOf(ab20, nat));
    expect(o('Bahar A')).toEqual({ kind: 'win', pct: 25 });
    expect(o('Ander A')).toEqual(LOSE);
    expect(o('Ander 2')).toEqual(WIN);
    expect(o('Bahar 2')).toEqual(LOSE);
    expect(o('Bahar 3')).toEqual(WIN);
    expect(o('Bahar 4')).toEqual(WIN);
    expect(o('Ander 5')).toEqual(WIN);
    expect(o('Bahar Q')).toEqual(WIN);
    expect(o('Ander K')).toEqual(WIN);
    expect(o('Bahar K')).toEqual(LOSE);
    const res = family.result(ab20, dealt);
    expect(res.win).toBe('0');
    expect(res.desc).toBe('2DD,ADD,5HH,7HH,9HH,JHH,KHH*AHH,3CC,4SS,6HH,8HH,10HH,QHH');
    expect(res.sid).toBe('2,5,7,9,11,13,21,23,24,26,28,30,32');
    expect(ab20.resultLetters[res.win]).toBe('R');
  });

  it('closes a rank once it shows and prices the rest exactly after each card', () => {
    const shown = dealt.slice(0, 1);
    expect(family.isOpen!(ab20, [], sidOf(ab20, 'Bahar A'))).toBe(true);
    expect(family.isOpen!(ab20, shown, sidOf(ab20, 'Bahar A'))).toBe(false);
    expect(family.isOpen!(ab20, shown, sidOf(ab20, 'Ander A'))).toBe(false);
    expect(family.isOpen!(ab20, shown, sidOf(ab20, 'Ander 9'))).toBe(true);
    // Chance that a rank with all 4 cards among n left first shows on the next card's side.
    const toNext: number[] = [0, 0, 0, 0, 1];
    for (let n = 5; n <= 52; n++) toNext.push(4 / n + (1 - 4 / n) * (1 - toNext[n - 1]!));
    const prices = family.price!(ab20, shown);
    // 51 cards left and Ander gets the next one.
    const ander = toNext[51]!;
    expect(prices.get(sidOf(ab20, 'Ander 9'))).toEqual({
      back: Math.floor(((1 - AB20_EDGE) / ander) * 100) / 100,
      lay: null,
    });
    expect(prices.get(sidOf(ab20, 'Bahar 9'))).toEqual({
      back: Math.floor(((1 - AB20_EDGE) / (1 - ander)) * 100) / 100,
      lay: null,
    });
    expect(prices.get(sidOf(ab20, 'Ander 9'))!.back).toBeLessThan(prices.get(sidOf(ab20, 'Bahar 9'))!.back);
    expect(family.price!(ab20, [])).toEqual(new Map(ab20.rows.map((r) => [r.sid, { back: 2, lay: null }])));
  });

  it('keeps a house edge before the deal (2.00 with the 25% first-card rule) and on every live price', () => {
    let bahar = 0;
    for (let j = 1; j <= 49; j += 2) bahar += choose(52 - j, 3) / choose(52, 4);
    const first = 4 / 52;
    expect((bahar - first) * 1 + first * 0.25 - (1 - bahar)).toBeLessThan(-0.01);
    expect(1 - bahar - bahar).toBeLessThan(-0.01);
    const rand = seededRandom(5);
    for (let round = 0; round < 30; round++) {
      const d = family.deal(ab20, shuffledShoe(family, ab20, rand));
      for (let k = 1; k < d.length; k++) {
        const shown = d.slice(0, k);
        const left = 52 - k;
        const prices = family.price!(ab20, shown);
        for (const r of ab20.rows) {
          if (!family.isOpen!(ab20, shown, r.sid)) continue;
          const rank = RANKS[(r.sid - 1) % 20]!;
          expect(shown.some((s) => parseCard(s.card).rank === rank)).toBe(false);
          // Exact chance by the first-position formula, independent of the implementation's table.
          const nextIsBahar = k % 2 === 0;
          let toNext = 0;
          for (let j = 1; j <= left; j += 2) toNext += choose(left - j, 3) / choose(left, 4);
          const chance = r.sid > 20 === nextIsBahar ? toNext : 1 - toNext;
          expect(prices.get(r.sid)!.back * chance).toBeLessThan(1);
        }
      }
    }
  });

  it('price() is deterministic, fast and within format on every shown state', () => {
    checkPriceStates(family, ab20, [family.deal(ab20, shuffledShoe(family, ab20, seededRandom(11)))]);
  });

  it('keeps every settlement property over random shoes', () => {
    checkRandomRounds(family, ab20, { rounds: 2000, seed: 2020 });
  });
});
