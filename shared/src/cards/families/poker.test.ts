import { standardDeck } from '../cards.js';
import type { CardCode, CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import {
  checkDefinition,
  checkPriceStates,
  checkRandomRounds,
  LOSE,
  outcomesBySid,
  seededRandom,
  shuffledShoe,
  VOID,
  WIN,
  winPct,
} from './familyChecks.test-support.js';
import { pokerFamily as family, pokerTables } from './poker.js';
import { pokerHand } from './pokerHands.js';
import { LIVE_EDGE, livePrice } from './teenPatti.js';

const table = (code: string): CardTableDefinition => {
  const def = pokerTables.find((t) => t.code === code);
  if (!def) throw new Error(code);
  return def;
};
const poker = table('poker');
const poker20 = table('poker20');
const poker6 = table('poker6');

const split = (s: string): CardCode[] => s.split(' ');
/** A heads-up shoe: A's two cards, B's two, then the board. */
const headsUp = (def: CardTableDefinition, a: string, b: string, board: string): DealtCard[] =>
  family.deal(def, [...split(a), ...split(b), ...split(board)]);
/** A six-player shoe from each player's two cards: first cards round, second cards round, board. */
const sixHanded = (players: string[], board: string): DealtCard[] => {
  const holes = players.map(split);
  return family.deal(poker6, [...holes.map((h) => h[0]!), ...holes.map((h) => h[1]!), ...split(board)]);
};
const bySid = (def: CardTableDefinition, dealt: DealtCard[]): Record<number, CardOutcome> =>
  outcomesBySid(family, def, dealt);

describe('poker definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(pokerTables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['poker6', 'poker6', '6 Player Poker', 19, 'poker'],
      ['poker', 'poker', '1 Day Poker', 20, 'poker'],
      ['poker20', 'poker20', '20-20 Poker', 21, 'poker'],
    ]);
    for (const def of pokerTables) checkDefinition(def);
  });

  it('lists 1 Day Poker as Player A / B (back and lay) then the four bonus rows', () => {
    expect(poker.rows.map((r) => [r.sid, r.nat, r.back, r.lay, r.minWinPct ?? 100])).toEqual([
      [1, 'Player A', 1.96, 2.05, 100],
      [2, 'Player B', 1.96, 2.05, 100],
      [3, 'Player A 2 card Bonus', 2, null, 300],
      [4, 'Player B 2 card Bonus', 2, null, 300],
      [5, 'Player A 7 card Bonus', 2, null, 300],
      [6, 'Player B 7 card Bonus', 2, null, 300],
    ]);
    expect(poker.windows[0]).toEqual({ afterCards: 0, seconds: 20 });
    expect(poker.windows.slice(1).map((w) => [w.afterCards, w.sids])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [n, [1, 2]]),
    );
    expect(poker.oppositeSides).toEqual([]);
    expect(poker.groups).toEqual([
      { key: 'main', title: 'Match Odds', exclusive: true },
      { key: 'bonus', title: 'Bonus', exclusive: false },
    ]);
  });

  it('alternates 20-20 Poker rows A / B: Winner, then One Pair up to Straight Flush', () => {
    const markets = [
      'Winner',
      'One Pair',
      'Two Pair',
      'Three of a Kind',
      'Straight',
      'Flush',
      'Full House',
      'Four of a Kind',
      'Straight Flush',
    ];
    expect(poker20.rows.map((r) => r.nat)).toEqual(markets.flatMap((m) => [`Player A ${m}`, `Player B ${m}`]));
    expect(poker20.rows.map((r) => r.sid)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(poker20.rows.map((r) => r.group)).toEqual([
      'winner',
      'winner',
      ...Array.from({ length: 8 }, () => ['patternA', 'patternB']).flat(),
    ]);
    expect(poker20.rows.filter((r) => r.sid % 2 === 1).map((r) => r.back)).toEqual([
      1.98, 2.09, 3.91, 19, 19.9, 30.4, 35.4, 547, 1000,
    ]);
    expect(poker20.oppositeSides).toEqual([[1, 2]]);
    expect(poker20.groups.every((g) => g.exclusive)).toBe(true);
  });

  it('lists 6 Player Poker hands then the nine pattern rows', () => {
    expect(poker6.rows.map((r) => r.nat)).toEqual([
      'Player 1',
      'Player 2',
      'Player 3',
      'Player 4',
      'Player 5',
      'Player 6',
      'High Card',
      'Pair',
      'Two Pair',
      'Three of a Kind',
      'Straight',
      'Flush',
      'Full House',
      'Four of a Kind',
      'Straight Flush',
    ]);
    expect(poker6.rows.map((r) => r.sid)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(poker6.resultLetters).toEqual({
      '11': '1',
      '12': '2',
      '13': '3',
      '14': '4',
      '15': '5',
      '16': '6',
      '0': 'T',
    });
  });

  it('states the choices in the rules', () => {
    expect(poker.rules.join(' ')).toMatch(/Player B's 7 card Bonus uses this same table/);
    expect(poker.rules.join(' ')).toMatch(/split every Player A and Player B bet, back and lay, is returned/);
    for (const def of pokerTables) expect(def.rules.join(' ')).toMatch(/A-2-3-4-5 is the lowest straight/);
  });
});

describe('poker deal', () => {
  it('deals A, A, B, B and five board cards from the top', () => {
    const shoe = standardDeck();
    const dealt = family.deal(poker, shoe);
    expect(dealt.map((d) => d.hand)).toEqual(['A', 'A', 'B', 'B', 'board', 'board', 'board', 'board', 'board']);
    expect(dealt.map((d) => d.card)).toEqual(shoe.slice(0, 9));
    expect(family.deal(poker20, shoe)).toEqual(dealt);
  });

  it('deals six players round-robin twice, then the board', () => {
    const dealt = family.deal(poker6, standardDeck());
    expect(dealt.map((d) => d.hand)).toEqual([
      'P1',
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
      'P1',
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
      'board',
      'board',
      'board',
      'board',
      'board',
    ]);
    expect(() => family.deal(poker6, standardDeck().slice(0, 16))).toThrow(RangeError);
    expect(family.deck(poker6)).toEqual(standardDeck());
  });
});

describe('1 Day Poker settlement', () => {
  it('pays the better hand; the result carries 11 / 21 and both hands', () => {
    const dealt = headsUp(poker, 'AHH 9HH', 'KDD KCC', '2HH 5HH JHH KSS 3DD');
    expect(bySid(poker, dealt)).toEqual({ 1: WIN, 2: LOSE, 3: LOSE, 4: winPct(1000), 5: winPct(600), 6: winPct(300) });
    expect(family.result(poker, dealt)).toEqual({
      win: '11',
      desc: 'Player A|A : Flush|B : Three of a Kind',
      sid: '1,4,5,6',
      cards: split('AHH 9HH KDD KCC 2HH 5HH JHH KSS 3DD'),
    });
    const bWins = headsUp(poker, '2CC 7DD', 'QHH QDD', 'QSS 9CC 4HH 3SS 8DD');
    expect(family.result(poker, bWins)).toMatchObject({
      win: '21',
      desc: 'Player B|A : High Card|B : Three of a Kind',
    });
  });

  it('returns Player A and Player B bets on a split', () => {
    const dealt = headsUp(poker, '2CC 3DD', '4SS 5HH', 'AHH KHH QHH JHH 10HH');
    const o = bySid(poker, dealt);
    expect([o[1], o[2]]).toEqual([VOID, VOID]);
    expect([o[5], o[6]]).toEqual([winPct(10000), winPct(10000)]);
    expect(family.result(poker, dealt)).toMatchObject({
      win: '0',
      desc: 'Tie|A : Straight Flush|B : Straight Flush',
      sid: '5,6',
    });
  });

  it("settles Player B's 7 card bonus on the 7 card table, not the 2 card one", () => {
    // B's two cards win no 2 card bonus, but make a flush with the board.
    const dealt = headsUp(poker, '7CC 7DD', '5HH 9HH', '2HH JHH KHH 4SS 8CC');
    const o = bySid(poker, dealt);
    expect(o[4]).toEqual(LOSE);
    expect(o[6]).toEqual(winPct(600));
    expect(o[3]).toEqual(winPct(300));
    expect(o[5]).toEqual(LOSE);
  });

  it('pays the 2 card bonus on the hole cards only', () => {
    const dealt = headsUp(poker, 'AHH QHH', 'JCC ADD', 'AHH AHH 2CC 3DD 4SS');
    const o = bySid(poker, dealt);
    expect(o[3]).toEqual(winPct(2000));
    expect(o[4]).toEqual(winPct(500));
  });
});

describe('20-20 Poker settlement', () => {
  it("settles the winner and each player's exact hand", () => {
    const dealt = headsUp(poker20, 'AHH 9HH', 'KDD 2CC', '2HH 5HH JHH KSS 3DD');
    const o = bySid(poker20, dealt);
    expect(
      Object.entries(o)
        .filter(([, v]) => v.kind === 'win')
        .map(([k]) => Number(k)),
    ).toEqual([1, 6, 11]);
    expect(o[2]).toEqual(LOSE);
    expect(family.result(poker20, dealt)).toMatchObject({
      win: '11',
      desc: 'Player A|A : Flush|B : Two Pair',
      sid: '1,6,11',
    });
  });

  it('pays nothing on High Card, counts a royal flush as Straight Flush, and voids Winner on a split', () => {
    const dealt = headsUp(poker20, '2CC 3DD', '4SS 5HH', 'AHH KHH QHH JHH 10HH');
    const o = bySid(poker20, dealt);
    expect([o[1], o[2]]).toEqual([VOID, VOID]);
    expect([o[17], o[18]]).toEqual([WIN, WIN]);
    const high = headsUp(poker20, '2CC 4DD', '3SS 9HH', 'AHH KDD QCC 7HH 6SS');
    expect(Object.values(bySid(poker20, high)).filter((v) => v.kind === 'win')).toHaveLength(1);
  });
});

describe('6 Player Poker settlement', () => {
  const players = ['2CC 7DD', '3CC 8DD', '4HH 9HH', 'KSS KCC', 'AHH QDD', '5SS 6SS'];

  it("pays the single best hand and the winning hand's pattern", () => {
    const dealt = sixHanded(players, '2HH JHH KHH 10SS 3DD');
    const o = bySid(poker6, dealt);
    // Player 3 has the heart flush; Player 4 trips, Player 5 a straight.
    expect([1, 2, 3, 4, 5, 6].map((n) => o[n])).toEqual([LOSE, LOSE, WIN, LOSE, LOSE, LOSE]);
    expect(o[12]).toEqual(WIN);
    expect(Object.values(o).filter((v) => v.kind === 'win')).toHaveLength(2);
    expect(family.result(poker6, dealt)).toMatchObject({ win: '13', desc: 'Player 3|Flush', sid: '3,12' });
  });

  it('returns bets on the players sharing the best hand', () => {
    // Players 2 and 4 both hold Q-J: the same king-high straight.
    const dealt = sixHanded(['2CC 3DD', 'QCC JDD', '4HH 2HH', 'QSS JCC', 'AHH 3CC', '5SS 4DD'], 'KHH 10DD 9CC 7SS 2SS');
    const o = bySid(poker6, dealt);
    expect([1, 2, 3, 4, 5, 6].map((n) => o[n])).toEqual([LOSE, VOID, LOSE, VOID, LOSE, LOSE]);
    expect(o[11]).toEqual(WIN);
    expect(family.result(poker6, dealt)).toMatchObject({
      win: '0',
      desc: 'Tie: Player 2, Player 4|Straight',
      sid: '11',
    });
  });

  it('returns every player bet when the board plays', () => {
    const dealt = sixHanded(['2CC 3DD', '4CC 5DD', '6CC 7DD', '8CC 9DD', '2HH 3HH', '4HH 5HH'], 'ASS KSS QSS JSS 10SS');
    const o = bySid(poker6, dealt);
    expect([1, 2, 3, 4, 5, 6].map((n) => o[n])).toEqual([VOID, VOID, VOID, VOID, VOID, VOID]);
    expect(o[15]).toEqual(WIN);
  });
});

describe('1 Day Poker live prices', () => {
  const rand = seededRandom(99);
  const rounds = Array.from({ length: 4 }, () => family.deal(poker, shuffledShoe(family, poker, rand)));

  it('opens at even prices and keeps the 2% edge on both sides', () => {
    expect([...family.price!(poker, [])]).toEqual([
      [1, { back: 1.96, lay: 2.05 }],
      [2, { back: 1.96, lay: 2.05 }],
    ]);
    for (const dealt of rounds) {
      for (let n = 1; n < 9; n++) {
        const shown = dealt.slice(0, n);
        const prices = family.price!(poker, shown);
        const open = [1, 2].filter((sid) => family.isOpen!(poker, shown, sid));
        // Both match rows always carry a lay (its format is checkPriceStates' below).
        expect([...prices.values()].every((p) => p.lay !== null)).toBe(true);
        if (open.length === 2) {
          const implied = [...prices.values()].reduce((s, p) => s + 1 / p.back, 0);
          expect(implied).toBeGreaterThan(1 / (1 - LIVE_EDGE) - 0.002);
          expect(implied).toBeLessThan(1 / (1 - LIVE_EDGE) + 0.03);
        }
      }
    }
  });

  it('is deterministic, within format and fast on every shown state, sampled states included', () => {
    checkPriceStates(family, poker, rounds);
  });

  it('counts the last board cards exactly', () => {
    const dealt = headsUp(poker, 'AHH 9HH', 'KDD KCC', '2HH 5CC JSS KSS 3DD');
    const shown = dealt.slice(0, 7);
    const used = new Set(shown.map((d) => d.card));
    const rest = standardDeck().filter((c) => !used.has(c));
    let a = 0;
    let b = 0;
    const board = shown.slice(4).map((d) => d.card);
    for (let i = 0; i < rest.length; i++)
      for (let j = i + 1; j < rest.length; j++) {
        const full = [...board, rest[i]!, rest[j]!];
        const diff = pokerHand(['AHH', '9HH', ...full]).score - pokerHand(['KDD', 'KCC', ...full]).score;
        if (diff > 0) a++;
        else if (diff < 0) b++;
      }
    expect(family.price!(poker, shown).get(1)).toEqual(livePrice(a / (a + b)).price);
  });

  it('samples early states close to the true chance', () => {
    // Pocket aces against a random hand win about 85% of the hands that are not split.
    const shown = headsUp(poker, 'AHH ADD', '2CC 3CC', '4CC 5CC 6CC 7CC 8CC').slice(0, 2);
    const back = family.price!(poker, shown).get(1)!.back;
    expect(back).toBeGreaterThan((1 - LIVE_EDGE) / 0.87);
    expect(back).toBeLessThan((1 - LIVE_EDGE) / 0.83);
  });

  it('closes the bonus rows after the first card and a decided side', () => {
    const dealt = headsUp(poker, 'AHH KHH', '2CC 7DD', 'QHH JHH 10HH 3SS 4DD');
    expect([1, 2, 3, 4, 5, 6].map((sid) => family.isOpen!(poker, [], sid))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([1, 2, 3, 4, 5, 6].map((sid) => family.isOpen!(poker, dealt.slice(0, 1), sid))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    // A royal flush on the flop: nothing can beat it.
    expect(family.isOpen!(poker, dealt.slice(0, 7), 1)).toBe(false);
    expect(family.isOpen!(poker, dealt.slice(0, 7), 2)).toBe(false);
    expect(family.isOpen!(poker, dealt, 1)).toBe(false);
  });

  it('gives the fixed tables no live prices', () => {
    expect(family.price!(poker20, []).size).toBe(0);
    expect(family.isOpen!(poker6, [], 7)).toBe(true);
  });
});

describe('poker random rounds', () => {
  it.each(pokerTables.map((t) => [t.code, t] as const))('%s keeps its invariants', (_code, def) => {
    checkRandomRounds(family, def, { rounds: def.code === 'poker6' ? 600 : 1500, seed: 11 });
  });
});
