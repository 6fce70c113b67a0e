import { RANKS, standardDeck, type Rank } from '../cards.js';
import type { CardCode, DealtCard } from '../types.js';
import { checkDefinition, seededRandom, shuffle, shuffledShoe } from './familyChecks.test-support.js';
import {
  JUDGEMENT_NO_CHANCE,
  judgementFamily as family,
  judgementSelectionId,
  judgementSelectionOf,
  judgementTables,
} from './judgement.js';

const def = judgementTables[0]!;
const deal = (...cards: CardCode[]): DealtCard[] => family.deal(def, cards);

describe('3 cards judgement definition', () => {
  it('has the lobby name, id, feed code and two rows Yes (1) and No (2)', () => {
    expect([def.code, def.gtype, def.name, def.lobbyId, def.family]).toEqual([
      '3cardj',
      '3cardj',
      '3 Cards Judgement',
      25,
      'judgement',
    ]);
    expect(def.rows.map((r) => [r.sid, r.nat, r.lay])).toEqual([
      [1, 'Yes', null],
      [2, 'No', null],
    ]);
    expect(def.groups).toEqual([{ key: 'judgement', title: 'Yes / No', exclusive: false }]);
    expect(def.rows.every((r) => r.group === 'judgement')).toBe(true);
    expect(def.windows).toEqual([{ afterCards: 0, seconds: 20 }]);
    expect(def.oppositeSides).toEqual([]);
    checkDefinition(def);
  });

  it('prices both rows from the exact chance with the house edge, rounded down', () => {
    expect(JUDGEMENT_NO_CHANCE).toBeCloseTo(9880 / 22100, 15);
    const [yes, no] = def.rows as [(typeof def.rows)[0], (typeof def.rows)[0]];
    expect(yes.back).toBe(1.74);
    expect(no.back).toBe(2.15);
    expect(yes.back * (1 - JUDGEMENT_NO_CHANCE)).toBeLessThan(0.97);
    expect(no.back * JUDGEMENT_NO_CHANCE).toBeLessThan(0.97);
    expect(yes.back * (1 - JUDGEMENT_NO_CHANCE)).toBeGreaterThan(0.95);
  });
});

describe('3 cards judgement selections', () => {
  it('encodes side and three ranks as sid × 10000 + rank mask', () => {
    expect(judgementSelectionId('Yes', ['A', 'K', 'Q'])).toBe(10000 + 1 + 4096 + 2048);
    expect(judgementSelectionId('No', ['2', '3', '4'])).toBe(20000 + 2 + 4 + 8);
    expect(judgementSelectionId('No', ['4', '3', '2'])).toBe(judgementSelectionId('No', ['2', '3', '4']));
    expect(judgementSelectionOf(16145)).toEqual({ side: 'Yes', ranks: ['A', 'K', 'Q'] });
    expect(judgementSelectionOf(20014)).toEqual({ side: 'No', ranks: ['4', '3', '2'] });
  });

  it('round-trips every valid choice', () => {
    let n = 0;
    for (let a = 0; a < 13; a++)
      for (let b = a + 1; b < 13; b++)
        for (let c = b + 1; c < 13; c++)
          for (const side of ['Yes', 'No'] as const) {
            const ranks = [RANKS[a]!, RANKS[b]!, RANKS[c]!];
            const id = judgementSelectionId(side, ranks);
            const back = judgementSelectionOf(id)!;
            expect(back.side).toBe(side);
            expect([...back.ranks].sort()).toEqual([...ranks].sort());
            n += 1;
          }
    expect(n).toBe(2 * 286);
  });

  it('refuses anything but three different ranks', () => {
    expect(() => judgementSelectionId('Yes', ['A', 'K'])).toThrow(RangeError);
    expect(() => judgementSelectionId('Yes', ['A', 'A', 'K'])).toThrow(RangeError);
    expect(() => judgementSelectionId('Yes', ['A', 'K', 'Q', 'J'])).toThrow(RangeError);
    expect(() => judgementSelectionId('Yes', ['A', 'K', '1' as Rank])).toThrow(RangeError);
  });

  it('resolves a bet to its row and label, and nothing else', () => {
    expect(family.selection!(def, 16145)).toEqual({ row: def.rows[0], label: 'Yes AKQ' });
    expect(family.selection!(def, judgementSelectionId('No', ['10', '2', 'J']))).toEqual({
      row: def.rows[1],
      label: 'No J102',
    });
    for (const bad of [1, 2, 0, 10000, 10003, 10007 + 8, 30007, 10000 + 8192 + 7, -10007, 10007.5, 20000 + 0b1111])
      expect(family.selection!(def, bad)).toBeNull();
  });
});

describe('3 cards judgement settlement', () => {
  it('deals three cards from the top of one deck', () => {
    expect(family.deck(def)).toEqual(standardDeck(1));
    expect(deal('QHH', '10DD', 'KCC', 'AHH').map((d) => d.card)).toEqual(['QHH', '10DD', 'KCC']);
    expect(() => deal('QHH', '10DD')).toThrow(RangeError);
  });

  it('Yes wins when at least one card has a named rank; No only when none does', () => {
    const d = deal('QHH', '10DD', 'KCC');
    const o = (side: 'Yes' | 'No', ranks: Rank[]) => family.outcome(def, d, judgementSelectionId(side, ranks)).kind;
    expect(o('Yes', ['A', 'K', 'Q'])).toBe('win');
    expect(o('No', ['A', 'K', 'Q'])).toBe('lose');
    expect(o('Yes', ['2', '3', '4'])).toBe('lose');
    expect(o('No', ['2', '3', '4'])).toBe('win');
    // One named rank among the cards: No loses, even though the other two cards are not named.
    expect(o('No', ['Q', '2', '3'])).toBe('lose');
    expect(o('Yes', ['Q', '2', '3'])).toBe('win');
    expect(family.outcome(def, d, judgementSelectionId('Yes', ['A', 'K', 'Q']))).toEqual({ kind: 'win', pct: 100 });
    expect(() => family.outcome(def, d, 1)).toThrow(RangeError);
  });

  it('reports the dealt ranks as the result', () => {
    const res = family.result(def, deal('QHH', '10DD', 'KCC'));
    expect(res).toEqual({ win: 'Q10K', desc: 'Q | 10 | K', sid: 'Q10K', cards: ['QHH', '10DD', 'KCC'] });
    expect(def.resultLetters[res.win]).toBe('R');
    expect(Object.keys(def.resultLetters)).toHaveLength(13 ** 3);
  });

  it('No wins with the same exact chance whatever ranks are named (enumerated)', () => {
    const deck = standardDeck(1);
    for (const ranks of [
      ['A', 'K', 'Q'],
      ['2', '7', 'J'],
      ['3', '4', '5'],
    ] as Rank[][]) {
      const id = judgementSelectionId('No', ranks);
      let wins = 0;
      let deals = 0;
      for (let a = 0; a < 52; a++)
        for (let b = a + 1; b < 52; b++)
          for (let c = b + 1; c < 52; c++) {
            deals += 1;
            if (family.outcome(def, deal(deck[a]!, deck[b]!, deck[c]!), id).kind === 'win') wins += 1;
          }
      expect(deals).toBe(22100);
      expect(wins).toBe(9880);
    }
  });

  it('over random shoes: exactly one of Yes and No wins for a choice, from the top three cards', () => {
    const rand = seededRandom(3);
    const problems: string[] = [];
    for (let i = 0; i < 3000 && problems.length < 5; i++) {
      const shoe = shuffledShoe(family, def, rand);
      const dealt = family.deal(def, shoe);
      if (dealt.some((d, k) => d.card !== shoe[k])) problems.push(`round ${i}: not from the top`);
      const ranks = shuffle(RANKS, rand).slice(0, 3);
      const yes = family.outcome(def, dealt, judgementSelectionId('Yes', ranks));
      const no = family.outcome(def, dealt, judgementSelectionId('No', ranks));
      if ([yes.kind, no.kind].sort().join() !== 'lose,win') problems.push(`round ${i}: ${yes.kind}/${no.kind}`);
      for (const o of [yes, no]) if (o.kind !== 'void' && o.pct !== 100) problems.push(`round ${i}: pct ${o.pct}`);
      const res = family.result(def, dealt);
      if (def.resultLetters[res.win] !== 'R') problems.push(`round ${i}: letter`);
    }
    expect(problems).toEqual([]);
  });
});
