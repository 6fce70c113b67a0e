/**
 * @jest-environment node
 */
// Node's own WebCrypto for the round check (jsdom has no crypto.subtle).
import { createHash } from 'node:crypto';
import { RANKS, standardDeck } from '../cards.js';
import { commitText, type CardRoundDetail } from '../contract.js';
import { checkRound } from '../verify.js';
import type { CardCode, CardTableDefinition, DealtCard } from '../types.js';
import {
  checkDefinition,
  checkRandomRounds,
  expectedReturns,
  LOSE,
  outcomeOf,
  seededRandom,
  shuffle,
  WIN,
} from './familyChecks.test-support.js';
import {
  BALLS,
  ballByBallFamily as family,
  ballByBallTables,
  DELIVERIES,
  deliveryOf,
  OVER_RUNS_LINE,
} from './ballByBall.js';

const [bbb] = ballByBallTables as [CardTableDefinition];

/** A shoe whose six decks start with these cards (each deck otherwise in order). */
function shoeOf(tops: readonly CardCode[]): CardCode[] {
  return tops.flatMap((top) => {
    const deck = standardDeck(1).filter((c) => c !== top);
    return [top, ...deck];
  });
}
const over = (...tops: CardCode[]): DealtCard[] => family.deal(bbb, shoeOf(tops));
const out = (dealt: DealtCard[], nat: string) => outcomeOf(family, bbb, dealt, nat);

describe('ball by ball definition', () => {
  it('has the lobby name, id and code, six ball groups and the over markets', () => {
    expect([bbb.code, bbb.gtype, bbb.name, bbb.lobbyId, bbb.family]).toEqual([
      'ballbyball',
      'ballbyball',
      'Ball By Ball',
      1,
      'ballByBall',
    ]);
    checkDefinition(bbb);
    expect(bbb.groups.map((g) => g.title)).toEqual([
      'Over runs',
      'Wicket in the over',
      'Ball 1',
      'Ball 2',
      'Ball 3',
      'Ball 4',
      'Ball 5',
      'Ball 6',
    ]);
    expect(bbb.rows.filter((r) => r.group === 'ball1').map((r) => [r.sid, r.nat, r.back])).toEqual([
      [11, 'Ball 1 Dot', 4.16],
      [12, 'Ball 1 1 Run', 2.49],
      [13, 'Ball 1 2 Runs', 12.48],
      [14, 'Ball 1 3 Runs', 12.48],
      [15, 'Ball 1 Four', 12.48],
      [16, 'Ball 1 Six', 12.48],
      [17, 'Ball 1 Wicket', 12.48],
    ]);
    expect(bbb.rows.filter((r) => r.sid > 100).map((r) => [r.sid, r.nat, r.back])).toEqual([
      [101, 'Runs 0-8', 2.04],
      [102, 'Runs 9+', 1.8],
      [103, 'Wicket Yes', 2.51],
      [104, 'Wicket No', 1.55],
    ]);
    expect(bbb.rows).toHaveLength(6 * 7 + 4);
    expect(bbb.rows.every((r) => r.lay === null)).toBe(true);
  });

  it('maps every card to one delivery: 3 dots, 5 singles, one rank each for 2, 3, 4, 6 and the wicket', () => {
    expect(DELIVERIES.flatMap((d) => d.ranks).sort()).toEqual([...RANKS].sort());
    expect(DELIVERIES.map((d) => [d.nat, d.ranks.length])).toEqual([
      ['Dot', 3],
      ['1 Run', 5],
      ['2 Runs', 1],
      ['3 Runs', 1],
      ['Four', 1],
      ['Six', 1],
      ['Wicket', 1],
    ]);
    expect(['10HH', 'AHH', '2HH', '3HH', '4HH', '6HH', 'KHH'].map((c) => deliveryOf(c).nat)).toEqual([
      'Dot',
      '1 Run',
      '2 Runs',
      '3 Runs',
      'Four',
      'Six',
      'Wicket',
    ]);
  });

  it('opens every row first, then before each ball the balls still to come; the over markets only at the start', () => {
    expect(bbb.windows.map((w) => [w.afterCards, w.seconds, w.sids?.length ?? 'all'])).toEqual([
      [0, 20, 'all'],
      [1, 8, 35],
      [2, 8, 28],
      [3, 8, 21],
      [4, 8, 14],
      [5, 8, 7],
    ]);
    expect(bbb.windows[5]!.sids).toEqual([61, 62, 63, 64, 65, 66, 67]);
    expect(bbb.oppositeSides).toEqual([
      [101, 102],
      [103, 104],
    ]);
  });
});

describe('ball by ball deal, result and settlement', () => {
  it('bowls the top card of each of the six decks, each shuffled on its own', () => {
    expect(family.deck(bbb)).toEqual(standardDeck(BALLS));
    const rand = seededRandom(5);
    const shuffled = family.shoe!(bbb, (cards) => shuffle(cards, rand));
    for (let b = 0; b < BALLS; b++)
      expect([...shuffled.slice(b * 52, (b + 1) * 52)].sort()).toEqual(standardDeck(1).sort());
    const shoe = shoeOf(['4HH', '10DD', 'AHH', 'KCC', '6SS', '2DD']);
    expect(shoe).toHaveLength(BALLS * 52);
    expect(family.deal(bbb, shoe)).toEqual([
      { hand: 'b1', card: '4HH' },
      { hand: 'b2', card: '10DD' },
      { hand: 'b3', card: 'AHH' },
      { hand: 'b4', card: 'KCC' },
      { hand: 'b5', card: '6SS' },
      { hand: 'b6', card: '2DD' },
    ]);
    expect(() => family.deal(bbb, standardDeck(1))).toThrow(RangeError);
  });

  it('an over of 4 0 1 W 6 2: 13 runs, one wicket', () => {
    const d = over('4HH', '10DD', 'AHH', 'KCC', '6SS', '2DD');
    expect(out(d, 'Ball 1 Four')).toEqual(WIN);
    expect(out(d, 'Ball 1 Six')).toEqual(LOSE);
    expect(out(d, 'Ball 2 Dot')).toEqual(WIN);
    expect(out(d, 'Ball 3 1 Run')).toEqual(WIN);
    expect(out(d, 'Ball 4 Wicket')).toEqual(WIN);
    expect(out(d, 'Ball 4 Dot')).toEqual(LOSE);
    expect(out(d, 'Ball 5 Six')).toEqual(WIN);
    expect(out(d, 'Ball 6 2 Runs')).toEqual(WIN);
    expect(out(d, 'Runs 9+')).toEqual(WIN);
    expect(out(d, 'Runs 0-8')).toEqual(LOSE);
    expect(out(d, 'Wicket Yes')).toEqual(WIN);
    expect(out(d, 'Wicket No')).toEqual(LOSE);
    expect(family.result(bbb, d)).toEqual({
      win: '2',
      desc: '13/1 || 4 0 1 W 6 2 || Four, Dot, 1 Run, Wicket, Six, 2 Runs',
      sid: '15,21,32,47,56,63,102,103',
      cards: ['4HH', '10DD', 'AHH', 'KCC', '6SS', '2DD'],
    });
  });

  it(`an over of exactly ${OVER_RUNS_LINE} runs without a wicket: Runs 0-8 and Wicket No win`, () => {
    const d = over('3HH', '3DD', 'JCC', '5SS', 'QHH', '7DD');
    expect(out(d, 'Runs 0-8')).toEqual(WIN);
    expect(out(d, 'Runs 9+')).toEqual(LOSE);
    expect(out(d, 'Wicket No')).toEqual(WIN);
    expect(family.result(bbb, d)).toMatchObject({
      win: '1',
      desc: '8/0 || 3 3 0 1 0 1 || 3 Runs, 3 Runs, Dot, 1 Run, Dot, 1 Run',
    });
  });

  it('keeps the score ball by ball', () => {
    const d = over('4HH', 'KDD', 'AHH', '8CC', '6SS', '2DD');
    expect(family.scoreboard!(bbb, d.slice(0, 2))).toEqual({
      teams: [{ name: 'Over', runs: 4, wickets: 1, balls: 2, overs: '0.2' }],
      batting: 0,
      lastBalls: ['4', 'W'],
      status: 'Ball 3 of 6 next',
    });
    expect(family.scoreboard!(bbb, d)).toMatchObject({ batting: null, status: 'Over complete: 14 runs, 1 wicket' });
  });

  it('rejects other deals and selections', () => {
    const d = over('4HH', 'KDD', 'AHH', '8CC', '6SS', '2DD');
    expect(() => family.result(bbb, d.slice(0, 5))).toThrow(RangeError);
    expect(() => family.outcome(bbb, d, 18)).toThrow(RangeError);
    expect(() => family.outcome(bbb, d, 71)).toThrow(RangeError);
    expect(() => family.outcome(bbb, [...d.slice(1), d[0]!], 11)).toThrow(RangeError);
  });
});

describe('ball by ball house edge, exact over the cards', () => {
  it('every ball row keeps 4.00% (1 Run 4.23%)', () => {
    // Ball 1 over its 52 equally likely cards (the other balls fixed): every ball is alike.
    const deals = standardDeck(1).map((c) => ({ dealt: over(c, '2HH', '2HH', '2HH', '2HH', '2HH'), weight: 1 }));
    const returns = expectedReturns(bbb, family, deals);
    const edge = (sid: number) => -returns.get(sid)!.back;
    expect(edge(11)).toBeCloseTo(1 - (4.16 * 3) / 13, 12);
    expect(edge(11)).toBeCloseTo(0.04, 12);
    expect(edge(12)).toBeCloseTo(1 - (2.49 * 5) / 13, 12);
    expect(edge(12)).toBeCloseTo(0.0423, 4);
    for (const sid of [13, 14, 15, 16, 17]) expect(edge(sid)).toBeCloseTo(0.04, 12);
  });

  it('over rows over all 13^6 overs of ranks: Runs 0-8 4.25%, Runs 9+ 4.49%, Wicket Yes 4.27%, No 4.11%', () => {
    // An over by ranks: each of the 13^6 sequences is equally likely (a fresh deck per ball). Ranks
    // of one delivery settle alike, so the 7^6 sequences of deliveries are walked instead, each
    // weighted by how many rank sequences it stands for (the weights add up to 13^6).
    const sample = DELIVERIES.map((d) => ({ card: `${d.ranks[0]!}HH`, ranks: d.ranks.length }));
    function* overs(): Generator<{ dealt: DealtCard[]; weight: number }> {
      const idx = [0, 0, 0, 0, 0, 0];
      for (;;) {
        yield {
          dealt: idx.map((i, b) => ({ hand: `b${b + 1}`, card: sample[i]!.card })),
          weight: idx.reduce((w, i) => w * sample[i]!.ranks, 1),
        };
        let k = 0;
        while (k < BALLS && ++idx[k]! === sample.length) idx[k++] = 0;
        if (k === BALLS) return;
      }
    }
    let total = 0;
    for (const o of overs()) total += o.weight;
    expect(total).toBe(13 ** 6);
    const returns = expectedReturns(bbb, family, overs());
    const pUnder = 2_265_572 / 13 ** 6;
    const pWicket = 1 - (12 / 13) ** 6;
    expect(returns.get(101)!.back).toBeCloseTo(2.04 * pUnder - 1, 10);
    expect(returns.get(102)!.back).toBeCloseTo(1.8 * (1 - pUnder) - 1, 10);
    expect(returns.get(103)!.back).toBeCloseTo(2.51 * pWicket - 1, 10);
    expect(returns.get(104)!.back).toBeCloseTo(1.55 * (1 - pWicket) - 1, 10);
    expect([101, 102, 103, 104].map((sid) => Number((-returns.get(sid)!.back * 100).toFixed(2)))).toEqual([
      4.25, 4.49, 4.27, 4.11,
    ]);
    // And every ball row, over the same overs.
    for (let ball = 1; ball <= BALLS; ball++)
      for (let o = 1; o <= 7; o++) expect(returns.get(ball * 10 + o)!.back).toBeLessThanOrEqual(-0.04 + 1e-9);
  });
});

describe('ball by ball verification', () => {
  it('a round checks against its commitment and replays to the same over', async () => {
    const rand = seededRandom(11);
    const shoe = family.shoe!(bbb, (cards) => shuffle(cards, rand));
    const salt = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
    const dealt = family.deal(bbb, shoe);
    const result = family.result(bbb, dealt);
    const detail: CardRoundDetail = {
      mid: '101261129120000',
      gameType: 'ballbyball',
      ...result,
      dealt,
      shoe,
      salt,
      commit: createHash('sha256').update(commitText(salt, shoe)).digest('hex'),
      voided: false,
      createdAt: '2026-11-29T12:00:00.000Z',
    };
    expect(await checkRound(detail, bbb)).toEqual({
      computed: detail.commit,
      commitMatches: true,
      dealMatches: true,
      resultMatches: true,
    });
    // A shoe with another sixth ball replays to other cards than the ones shown.
    const other = [...shoe];
    [other[5 * 52], other[5 * 52 + 1]] = [other[5 * 52 + 1]!, other[5 * 52]!];
    const forged = await checkRound({ ...detail, shoe: other }, bbb);
    expect([forged!.commitMatches, forged!.dealMatches]).toEqual([false, false]);
  });
});

describe('ball by ball random rounds', () => {
  it('keeps every settlement property, each ball from its own deck', () => {
    checkRandomRounds(family, bbb, {
      rounds: 1500,
      seed: 101,
      fromTop: false,
      extra: ({ shoe, dealt }) =>
        dealt.some((d, b) => d.card !== shoe[b * 52]) ? ['a ball is not the top card of its deck'] : [],
    });
  });
});
