/**
 * @jest-environment node
 */
// Node's own WebCrypto for the round check (jsdom has no crypto.subtle).
import { createHash } from 'node:crypto';
import { RANKS, standardDeck, type Rank } from '../cards.js';
import { commitText, type CardRoundDetail } from '../contract.js';
import { settleCardBets, cardExposure } from '../book.js';
import { checkRound } from '../verify.js';
import type { CardCode, CardTableDefinition, DealtCard } from '../types.js';
import {
  checkDefinition,
  checkRandomRounds,
  expectedReturns,
  LOSE,
  losePct,
  outcomeOf,
  WIN,
} from './familyChecks.test-support.js';
import { WAR_DECKS, warFamily as family, warRank, warTables } from './war.js';

const [war] = warTables as [CardTableDefinition];
const deal = (...cards: CardCode[]): DealtCard[] => family.deal(war, [...cards, '2HH', '3HH', '4HH', '5HH', '6HH']);
const out = (dealt: DealtCard[], nat: string) => outcomeOf(family, war, dealt, nat);

describe('casino war definition', () => {
  it('has the lobby name, id and code, and the two rows', () => {
    expect([war.code, war.gtype, war.name, war.lobbyId, war.family]).toEqual(['war', 'war', 'Casino War', 13, 'war']);
    checkDefinition(war);
    expect(war.rows.map((r) => [r.sid, r.nat, r.back, r.lay, r.maxLossPct ?? 100])).toEqual([
      [1, 'Player', 2, null, 200],
      [2, 'Tie', 13, null, 100],
    ]);
    expect(war.resultLetters).toEqual({ '1': 'P', '2': 'D', '3': 'W', '4': 'L' });
    expect(war.rules.join(' ')).toMatch(/6 decks.*always goes to war.*Player 2\.88%, Tie 3\.86%/);
  });

  it('deals from a 6-deck shoe and ranks the ace high', () => {
    expect(family.deck(war)).toEqual(standardDeck(WAR_DECKS));
    expect(family.deck(war)).toHaveLength(312);
    expect(['2SS', '10HH', 'JHH', 'KDD', 'ACC'].map(warRank)).toEqual([2, 10, 11, 13, 14]);
  });
});

describe('casino war deal, result and settlement', () => {
  it('Player higher: Player wins 1:1, Tie loses', () => {
    const d = family.deal(war, ['AHH', 'KDD', '9CC']);
    expect(d).toEqual([
      { hand: 'player', card: 'AHH' },
      { hand: 'dealer', card: 'KDD' },
    ]);
    expect(out(d, 'Player')).toEqual(WIN);
    expect(out(d, 'Tie')).toEqual(LOSE);
    expect(family.result(war, d)).toEqual({
      win: '1',
      desc: 'Player || Player A | Dealer K',
      sid: '1',
      cards: ['AHH', 'KDD'],
    });
  });

  it('Dealer higher: Player loses the stake only', () => {
    const d = deal('2HH', '3SS');
    expect(out(d, 'Player')).toEqual(LOSE);
    expect(family.result(war, d)).toEqual({
      win: '2',
      desc: 'Dealer || Player 2 | Dealer 3',
      sid: '',
      cards: ['2HH', '3SS'],
    });
  });

  it('a tie goes to war: three burned cards, then one card each; the Player wins the war on a higher card', () => {
    const d = family.deal(war, ['7HH', '7CC', '2DD', '3DD', '4DD', 'QSS', '5HH', 'KHH']);
    expect(d).toEqual([
      { hand: 'player', card: '7HH' },
      { hand: 'dealer', card: '7CC' },
      { hand: 'burn', card: '2DD' },
      { hand: 'burn', card: '3DD' },
      { hand: 'burn', card: '4DD' },
      { hand: 'player', card: 'QSS' },
      { hand: 'dealer', card: '5HH' },
    ]);
    expect(out(d, 'Player')).toEqual(WIN);
    expect(out(d, 'Tie')).toEqual(WIN);
    expect(family.result(war, d)).toEqual({
      win: '3',
      desc: 'Player wins the war || Player 7 | Dealer 7 || War: Player Q | Dealer 5',
      sid: '1,2',
      cards: ['7HH', '7CC', '2DD', '3DD', '4DD', 'QSS', '5HH'],
    });
  });

  it('a second tie in the war goes to the Player', () => {
    const d = family.deal(war, ['JHH', 'JDD', '2DD', '3DD', '4DD', '9SS', '9HH']);
    expect(out(d, 'Player')).toEqual(WIN);
    expect(family.result(war, d).win).toBe('3');
  });

  it('a lost war costs the stake and the raise: two stakes', () => {
    const d = family.deal(war, ['KHH', 'KCC', '2DD', '3DD', '4DD', '5SS', 'AHH']);
    expect(out(d, 'Player')).toEqual(losePct(200));
    expect(out(d, 'Tie')).toEqual(WIN);
    expect(family.result(war, d)).toMatchObject({ win: '4', sid: '2' });
    // 100 on Player and 100 on Tie: −200 and +1,200 in cents × 100.
    const bets = [
      { side: 'BACK' as const, selectionId: 1, odds: 2, stakeCents: 10_000 },
      { side: 'BACK' as const, selectionId: 2, odds: 13, stakeCents: 10_000 },
    ];
    expect(settleCardBets(war, d, bets)).toEqual([-20_000, 120_000]);
  });

  it('reserves the lost war: a Player bet holds twice its stake, the Tie bet its stake', () => {
    expect(cardExposure(war, [{ side: 'BACK', selectionId: 1, odds: 2, stakeCents: 10_000 }])).toBe(20_000);
    expect(
      cardExposure(war, [
        { side: 'BACK', selectionId: 1, odds: 2, stakeCents: 10_000 },
        { side: 'BACK', selectionId: 2, odds: 13, stakeCents: 5_000 },
      ]),
    ).toBe(25_000);
  });

  it('rejects other deals and selections', () => {
    expect(() => family.deal(war, ['5HH'])).toThrow(RangeError);
    expect(() => family.deal(war, ['5HH', '5DD', '2CC'])).toThrow(RangeError);
    expect(() => family.result(war, deal('5HH', '5DD').slice(0, 2))).toThrow(RangeError);
    expect(() => family.outcome(war, deal('5HH', '6DD'), 3)).toThrow(RangeError);
    expect(() => family.deck({ ...war, family: 'lucky7' })).toThrow(RangeError);
  });
});

describe('casino war house edge, exact over the 6-deck shoe', () => {
  /**
   * Every deal by ranks, weighted by how many ordered ways the shoe holds it: the two first cards,
   * and after a tie the two war cards drawn from the 310 left. The three burned cards are any three
   * unseen cards; since every order of the shoe is equally likely, the two cards after them are
   * distributed as the next two cards would be (checked below by summing over the burns too).
   */
  function* deals(): Generator<{ dealt: DealtCard[]; weight: number }> {
    const counts = new Map<Rank, number>(RANKS.map((r) => [r, 4 * WAR_DECKS]));
    const take = (r: Rank): number => {
      const n = counts.get(r)!;
      counts.set(r, n - 1);
      return n;
    };
    const put = (r: Rank): void => void counts.set(r, counts.get(r)! + 1);
    for (const p of RANKS)
      for (const d of RANKS) {
        const w1 = take(p) * take(d);
        // Weights count ordered draws of four cards (the last two unused without a war): 310 × 309.
        if (p !== d) yield { dealt: family.deal(war, [`${p}HH`, `${d}DD`]), weight: w1 * 310 * 309 };
        else
          for (const x of RANKS)
            for (const y of RANKS) {
              const w2 = take(x) * take(y);
              yield {
                dealt: family.deal(war, [`${p}HH`, `${d}DD`, '2CC', '2CC', '2CC', `${x}SS`, `${y}CC`]),
                weight: w1 * w2,
              };
              put(y);
              put(x);
            }
        put(d);
        put(p);
      }
  }

  it('Player keeps 2.877% and Tie 12/311 = 3.859%', () => {
    const returns = expectedReturns(war, family, deals());
    // Tie: 23/311 to win 12, else lose 1.
    expect(returns.get(2)!.back).toBeCloseTo(-12 / 311, 12);
    // Player: even money on the first cards (no edge), then 23/311 of a war worth 3·P(win) − 2.
    const pWar = (1 + (22 * 21 + 12 * 24 * 23) / (310 * 309)) / 2;
    expect(pWar).toBeCloseTo(102_876 / 191_580, 15);
    expect(returns.get(1)!.back).toBeCloseTo((23 / 311) * (3 * pWar - 2), 12);
    expect(returns.get(1)!.back).toBeCloseTo(-0.02877, 5);
    // Surrender would have cost half the stake on every tie: a larger edge than going to war.
    expect(-(23 / 311) * 0.5).toBeLessThan(returns.get(1)!.back);
  });

  it('the burned cards do not change the war cards: summed over every burn, the same chance', () => {
    // After a tie of 7s: 22 sevens and 24 of each other rank left (310 cards).
    const left: number[] = RANKS.map((r) => (r === '7' ? 22 : 24));
    const total = 310;
    let withBurns = 0;
    let weightSum = 0;
    const burnt = [...left];
    const recurse = (depth: number, weight: number, remaining: number): void => {
      if (depth === 3) {
        for (let x = 0; x < 13; x++)
          for (let y = 0; y < 13; y++) {
            const wx = burnt[x]!;
            const wy = burnt[y]! - (x === y ? 1 : 0);
            const w = weight * wx * wy;
            weightSum += w;
            const px = x === 0 ? 14 : x + 1;
            const py = y === 0 ? 14 : y + 1;
            if (px >= py) withBurns += w;
          }
        return;
      }
      for (let b = 0; b < 13; b++) {
        const n = burnt[b]!;
        if (n === 0) continue;
        burnt[b] = n - 1;
        recurse(depth + 1, weight * n, remaining - 1);
        burnt[b] = n;
      }
    };
    recurse(0, 1, total);
    expect(withBurns / weightSum).toBeCloseTo(102_876 / 191_580, 12);
  });
});

describe('casino war verification', () => {
  it('a round checks against its commitment and replays to the same war', async () => {
    const shoe = [...family.deck(war)];
    // Put a tie and its war on top: 9 v 9, three burned, then A v 4.
    const top = ['9HH', '9SS', '2DD', '3DD', '4DD', 'AHH', '4CC'];
    for (const c of top) shoe.splice(shoe.indexOf(c), 1);
    shoe.unshift(...top);
    const salt = 'b7c1d2e3f4a5968778695a4b3c2d1e0f';
    const dealt = family.deal(war, shoe);
    const result = family.result(war, dealt);
    const detail: CardRoundDetail = {
      mid: '113261129120000',
      gameType: 'war',
      win: result.win,
      desc: result.desc,
      sid: result.sid,
      cards: result.cards,
      dealt,
      shoe,
      salt,
      commit: createHash('sha256').update(commitText(salt, shoe)).digest('hex'),
      voided: false,
      createdAt: '2026-11-29T12:00:00.000Z',
    };
    expect(await checkRound(detail, war)).toEqual({
      computed: detail.commit,
      commitMatches: true,
      dealMatches: true,
      resultMatches: true,
    });
    // Another shoe gives away that the cards were changed.
    const swapped = { ...detail, shoe: [shoe[1]!, shoe[0]!, ...shoe.slice(2)] };
    expect((await checkRound(swapped, war))!.commitMatches).toBe(false);
  });
});

describe('casino war random rounds', () => {
  it('keeps every settlement property', () => {
    checkRandomRounds(family, war, { rounds: 3000, seed: 1313 });
  });
});
