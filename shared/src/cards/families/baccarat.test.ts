import { standardDeck } from '../cards.js';
import type { CardCode, CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import { baccaratFamily as family, baccaratPoint, baccaratTables, bankerDraws } from './baccarat.js';
import { checkDefinition, checkRandomRounds, LOSE, VOID, WIN } from './familyChecks.test-support.js';

const [baccarat, baccarat2] = baccaratTables as [CardTableDefinition, CardTableDefinition];
const deal = (def: CardTableDefinition, shoe: string): DealtCard[] => family.deal(def, shoe.split(' '));
const byNat = (def: CardTableDefinition, dealt: DealtCard[]): Record<string, CardOutcome> =>
  Object.fromEntries(def.rows.map((r) => [r.nat, family.outcome(def, dealt, r.sid)]));

describe('baccarat definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(baccaratTables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['baccarat', 'baccarat', 'Baccarat', 9, 'baccarat'],
      ['baccarat2', 'baccarat2', 'Baccarat 2', 8, 'baccarat'],
    ]);
    for (const def of baccaratTables) checkDefinition(def);
  });

  it("orders Baccarat's nine rows with decimal prices", () => {
    expect(baccarat.rows.map((r) => [r.sid, r.nat, r.back, r.group])).toEqual([
      [1, 'Player', 2, 'main'],
      [2, 'Banker', 2, 'main'],
      [3, 'Tie', 9, 'main'],
      [4, 'Player Pair', 12, 'pairs'],
      [5, 'Banker Pair', 12, 'pairs'],
      [6, 'Perfect Pair', 26, 'pairs'],
      [7, 'Big', 1.54, 'size'],
      [8, 'Small', 2.5, 'size'],
      [9, 'Either Pair', 6, 'pairs'],
    ]);
    expect(baccarat.groups).toEqual([
      { key: 'main', title: 'Main', exclusive: true },
      { key: 'pairs', title: 'Pairs', exclusive: false },
      { key: 'size', title: 'Big / Small', exclusive: true },
    ]);
  });

  it("orders Baccarat 2's ten rows with the score prices", () => {
    expect(baccarat2.rows.map((r) => [r.sid, r.nat, r.back])).toEqual([
      [1, 'Player', 2],
      [2, 'Banker', 2],
      [3, 'Tie', 9],
      [4, 'Player Pair', 12],
      [5, 'Banker Pair', 12],
      [6, 'Score 1-4', 8.5],
      [7, 'Score 5-6', 5],
      [8, 'Score 7', 5.5],
      [9, 'Score 8', 4],
      [10, 'Score 9', 3.5],
    ]);
  });

  it('lets Banker pay half, forbids backing both sides, and maps the result letters', () => {
    for (const def of baccaratTables) {
      expect(def.rows.find((r) => r.nat === 'Banker')!.minWinPct).toBe(50);
      expect(def.rows.filter((r) => r.nat !== 'Banker').every((r) => r.minWinPct === undefined && r.lay === null)).toBe(
        true,
      );
      expect(def.oppositeSides).toEqual([[1, 2]]);
      expect(def.resultLetters).toEqual({ '1': 'P', '2': 'B', '3': 'T', '4': 'B' });
      expect(def.rules.join(' ')).toMatch(/only half \(0\.5 to 1\) when the Banker wins with a total of 6/);
    }
    expect(baccarat2.rules.join(' ')).toMatch(/On a tie every score bet loses/);
  });

  it('uses an eight-deck shoe', () => {
    expect(family.deck(baccarat)).toEqual(standardDeck(8));
  });
});

describe('baccarat drawing rules', () => {
  it('counts A as 1, 2–9 at face value and tens and pictures as 0', () => {
    expect(['AHH', '2DD', '9CC', '10SS', 'JHH', 'QDD', 'KCC'].map(baccaratPoint)).toEqual([1, 2, 9, 0, 0, 0, 0]);
  });

  it('follows the Banker table of the rules', () => {
    const thirds: (CardCode | null)[] = [null, '10HH', 'AHH', '2HH', '3HH', '4HH', '5HH', '6HH', '7HH', '8HH', '9HH'];
    const table = [0, 1, 2, 3, 4, 5, 6, 7].map((total) =>
      thirds.map((t) => (bankerDraws(total, t) ? 'D' : 'S')).join(''),
    );
    // Columns: Player stood, then the Player's third card worth 0, 1, …, 9.
    expect(table).toEqual([
      'DDDDDDDDDDD',
      'DDDDDDDDDDD',
      'DDDDDDDDDDD',
      'DDDDDDDDDSD',
      'DSSDDDDDDSS',
      'DSSSSDDDDSS',
      'SSSSSSSDDSS',
      'SSSSSSSSSSS',
    ]);
  });

  it('stops on a natural', () => {
    const dealt = deal(baccarat, '4HH KHH 5DD 7CC 2SS 3SS');
    expect(dealt.map((d) => `${d.hand}:${d.card}`)).toEqual(['player:4HH', 'banker:KHH', 'player:5DD', 'banker:7CC']);
    expect(deal(baccarat, '10HH 4HH 5DD 4CC 2SS 3SS')).toHaveLength(4);
  });

  it('lets the Player stand on 6 and the Banker draw on 0–5 then', () => {
    const dealt = deal(baccarat, '3HH 2DD 3CC 2SS 5HH 9HH');
    expect(dealt.map((d) => `${d.hand}:${d.card}`)).toEqual([
      'player:3HH',
      'banker:2DD',
      'player:3CC',
      'banker:2SS',
      'banker:5HH',
    ]);
    expect(deal(baccarat, '3HH 3DD 3CC 3SS 5HH')).toHaveLength(4);
  });

  it('draws the Player on 0–5, then applies the Banker table to its third card', () => {
    // Player 5 draws an 8; Banker on 3 stands against an 8.
    expect(deal(baccarat, '2HH 2DD 3CC ASS 8HH 9HH').map((d) => d.hand)).toEqual([
      'player',
      'banker',
      'player',
      'banker',
      'player',
    ]);
    // Banker on 3 draws against anything else.
    expect(deal(baccarat, '2HH 2DD 3CC ASS 7HH 9HH').map((d) => d.hand)).toEqual([
      'player',
      'banker',
      'player',
      'banker',
      'player',
      'banker',
    ]);
  });

  it('refuses a shoe that runs out', () => {
    expect(() => deal(baccarat, '2HH 2DD 3CC')).toThrow(RangeError);
  });
});

describe('baccarat settlement', () => {
  it('pays the Player on a natural, with Small', () => {
    const dealt = deal(baccarat, '4HH KHH 5DD 7CC');
    expect(byNat(baccarat, dealt)).toEqual({
      Player: WIN,
      Banker: LOSE,
      Tie: LOSE,
      'Player Pair': LOSE,
      'Banker Pair': LOSE,
      'Perfect Pair': LOSE,
      Big: LOSE,
      Small: WIN,
      'Either Pair': LOSE,
    });
    expect(family.result(baccarat, dealt)).toEqual({
      win: '1',
      desc: 'Player|P 9 : B 7|Player Pair No|Banker Pair No|Small',
      sid: '1,8',
      cards: ['4HH', 'KHH', '5DD', '7CC'],
    });
  });

  it('pays Banker half when it wins with 6 (win code 4)', () => {
    const dealt = deal(baccarat, '10HH 3DD 5CC 3SS 10DD');
    expect(dealt).toHaveLength(5);
    const o = byNat(baccarat, dealt);
    expect(o.Banker).toEqual({ kind: 'win', pct: 50 });
    expect(o.Player).toEqual(LOSE);
    expect(o.Big).toEqual(WIN);
    expect(family.result(baccarat, dealt)).toMatchObject({
      win: '4',
      desc: 'Banker|P 5 : B 6|Player Pair No|Banker Pair Yes|Big',
    });
    expect(o['Banker Pair']).toEqual(WIN);
    expect(o['Either Pair']).toEqual(WIN);
  });

  it('pays Banker in full on any other total', () => {
    const dealt = deal(baccarat, '3HH 2DD 3CC 2SS 5HH');
    expect(byNat(baccarat, dealt).Banker).toEqual(WIN);
    expect(family.result(baccarat, dealt)).toMatchObject({
      win: '2',
      desc: 'Banker|P 6 : B 9|Player Pair Yes|Banker Pair Yes|Big',
    });
  });

  it('returns Player and Banker on a tie and pays the Tie', () => {
    const dealt = deal(baccarat, '4HH 3DD 4CC 5SS');
    const o = byNat(baccarat, dealt);
    expect([o.Player, o.Banker, o.Tie]).toEqual([VOID, VOID, WIN]);
    expect(family.result(baccarat, dealt)).toMatchObject({
      win: '3',
      desc: 'Tie|P 8 : B 8|Player Pair Yes|Banker Pair No|Small',
      sid: '3,4,8,9',
    });
  });

  it('pays Perfect Pair only on identical cards, from either hand', () => {
    expect(byNat(baccarat, deal(baccarat, '4HH 3DD 4HH 5SS'))['Perfect Pair']).toEqual(WIN);
    expect(byNat(baccarat, deal(baccarat, '4HH 5SS 3DD 5SS 2CC'))['Perfect Pair']).toEqual(WIN);
    expect(byNat(baccarat, deal(baccarat, '4HH 3DD 4CC 5SS'))['Perfect Pair']).toEqual(LOSE);
  });
});

describe('Baccarat 2 settlement', () => {
  it('pays the score range of the winning hand', () => {
    const score = (shoe: string): string[] =>
      Object.entries(byNat(baccarat2, deal(baccarat2, shoe)))
        .filter(([nat, o]) => nat.startsWith('Score') && o.kind === 'win')
        .map(([nat]) => nat);
    expect(score('4HH KHH 5DD 7CC')).toEqual(['Score 9']);
    expect(score('3HH 2DD 3CC 2SS 5HH')).toEqual(['Score 9']);
    expect(score('10HH 3DD 5CC 3SS 10DD')).toEqual(['Score 5-6']);
    expect(score('AHH 10DD 2CC JSS KHH 2DD')).toEqual(['Score 1-4']);
    expect(score('4HH 10DD 4CC JSS')).toEqual(['Score 8']);
    expect(score('3HH 10DD 4CC JSS KCC')).toEqual(['Score 7']);
  });

  it('loses every score bet on a tie', () => {
    const dealt = deal(baccarat2, '4HH 3DD 4CC 5SS');
    const o = byNat(baccarat2, dealt);
    expect(['Score 1-4', 'Score 5-6', 'Score 7', 'Score 8', 'Score 9'].map((n) => o[n])).toEqual([
      LOSE,
      LOSE,
      LOSE,
      LOSE,
      LOSE,
    ]);
    expect([o.Player, o.Banker, o.Tie, o['Player Pair']]).toEqual([VOID, VOID, WIN, WIN]);
    expect(family.result(baccarat2, dealt)).toEqual({
      win: '3',
      desc: 'Tie|P 8 : B 8|-',
      sid: '3,4',
      cards: ['4HH', '3DD', '4CC', '5SS'],
    });
  });

  it('reports the winner, the points and the score row', () => {
    expect(family.result(baccarat2, deal(baccarat2, '10HH 3DD 5CC 3SS 10DD'))).toMatchObject({
      win: '4',
      desc: 'Banker|P 5 : B 6|Score 5-6',
      sid: '2,5,7',
    });
    expect(family.result(baccarat2, deal(baccarat2, 'AHH 10DD 2CC JSS KHH 2DD'))).toMatchObject({
      win: '1',
      desc: 'Player|P 3 : B 2|Score 1-4',
    });
  });
});

describe('baccarat random rounds', () => {
  it.each(baccaratTables.map((t) => [t.code, t] as const))('%s keeps its invariants', (_code, def) => {
    // Two cards each, and at most one third card each.
    checkRandomRounds(family, def, {
      rounds: 1500,
      seed: 3,
      extra: ({ dealt }) => (dealt.length < 4 || dealt.length > 6 ? [`${dealt.length} cards`] : []),
    });
  });
});
