/**
 * The provider's engines as pure functions, with worked examples: crash multipliers, payouts and
 * the crash point's distribution; mines multipliers; the roulette, colour and sic bo payout tables;
 * the card tables paying exactly like Backlay's for a fixed shoe.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { providerGameByCode, PROVIDER_GAMES, type ProviderGame } from '@backlay/shared/casino';
import { cardTable, familyOf, judgementSelectionId, settleCardBets, standardDeck } from '@backlay/shared/cards';
import { cardsEngine, offeredRows, shuffledShoe, type CardsState } from './engines/cards.js';
import { colourReturnH, coloursOf, colourEngine } from './engines/colour.js';
import { crashEngine, crashPointFrom, multiplierAt, timeToReach } from './engines/crash.js';
import { minesEngine, minesMultiplier, type MinesState } from './engines/mines.js';
import { payoutAt, stakeCents } from './engines/money.js';
import { rouletteEngine, rouletteReturnH, WHEEL } from './engines/roulette.js';
import { secureRng, shuffle } from './engines/rng.js';
import { sicboEngine, sicboReturnH } from './engines/sicbo.js';
import { GameError, type Rng } from './engines/types.js';
import type { CardsView, CrashView, MinesView, RouletteView } from './engines/views.js';

const game = (code: string): ProviderGame => {
  const g = providerGameByCode(code);
  assert.ok(g, code);
  return g;
};

/** A "random" source that replays given values (ints modulo their max). */
function fixedRng(floats: number[] = [0.5], ints: number[] = [0]): Rng {
  let f = 0;
  let i = 0;
  return { float: () => floats[f++ % floats.length]!, int: (max) => ints[i++ % ints.length]! % max };
}

describe('money', () => {
  test('payouts are floored to the cent', () => {
    assert.equal(payoutAt(10_000, 237), 23_700); // 100.00 at 2.37× = 237.00
    assert.equal(payoutAt(3_333, 150), 4_999); // 33.33 at 1.50× = 49.995 → 49.99
    assert.equal(payoutAt(1, 199), 1);
  });

  test('stakes have at most two decimals and respect the limits', () => {
    assert.equal(stakeCents(12.34, 10, 100), 1234);
    assert.throws(() => stakeCents(12.345, 10, 100), GameError);
    assert.throws(() => stakeCents(9.99, 10, 100), /between 10 and 100/);
    assert.throws(() => stakeCents('12', 10, 100), GameError);
  });
});

describe('crash', () => {
  test('the crash point: floor(97 / (1 − r)) hundredths, between 1.00× and 1000×', () => {
    assert.equal(crashPointFrom(0), 100); // 0.97 → at least 1.00×
    assert.equal(crashPointFrom(0.03), 100);
    assert.equal(crashPointFrom(0.5), 194); // 1.94×
    assert.equal(crashPointFrom(0.75), 388);
    assert.equal(crashPointFrom(0.99), 9_700);
    assert.equal(crashPointFrom(0.999_999_9), 100_000); // capped at 1000×
    assert.throws(() => crashPointFrom(1), RangeError);
  });

  test('the multiplier grows as e^(0.00006·t) from 1.00×', () => {
    assert.equal(multiplierAt(0), 100);
    assert.equal(multiplierAt(10_000), 182); // e^0.6 = 1.822
    assert.equal(timeToReach(200), 11_553); // ln 2 / 0.00006 = 11,552.5 ms
    assert.equal(multiplierAt(11_552), 199);
    assert.equal(multiplierAt(11_553), 200);
    assert.equal(timeToReach(100), 0);
  });

  test('distribution: a target of x survives 0.97 / x of the draws, so every target returns 97 %', () => {
    const n = 200_000;
    const points = Array.from({ length: n }, (_, i) => crashPointFrom((i + 0.5) / n));
    for (const target of [101, 150, 200, 500, 1_000, 10_000]) {
      const survive = points.filter((p) => p >= target).length / n;
      assert.ok(
        Math.abs(survive * (target / 100) - 0.97) < 0.002,
        `target ${target / 100}: return ${survive * (target / 100)}`,
      );
    }
    // Instant crashes at 1.00×: about 4 %.
    const instant = points.filter((p) => p === 100).length / n;
    assert.ok(instant > 0.035 && instant < 0.045, String(instant));
    // The secure source looks the same.
    const drawn = Array.from({ length: 20_000 }, () => crashPointFrom(secureRng.float()));
    const share = drawn.filter((p) => p >= 200).length / drawn.length;
    assert.ok(Math.abs(share - 0.485) < 0.025, String(share));
  });

  const aviator = game('MAC88-AVIATOR');
  const opened = (bet: object, r = 0.5) => crashEngine.open(aviator, bet, fixedRng([r])).state;

  test('a cash-out pays the stake times the multiplier at the server time', () => {
    const state = opened({ stake: 100 }); // crash at 1.94×
    assert.equal(state.crashH, 194);
    const live = crashEngine.begin(state, 1_000);
    assert.equal(live.payoutCents, undefined);
    assert.equal(crashEngine.deadline(live.state), 1_000 + timeToReach(194));
    const cashed = crashEngine.act(live.state, { type: 'cashout' }, 11_000); // 10 s: 1.82×
    assert.equal(cashed.payoutCents, 18_200);
    const view = crashEngine.view(cashed.state, 11_000) as CrashView;
    assert.deepEqual([view.phase, view.multiplier, view.crashPoint, view.payout], ['cashed', 1.82, 1.94, 182]);
  });

  test('after the crash the stake is lost, and the crash point stays secret until then', () => {
    const live = crashEngine.begin(opened({ stake: 100 }), 0).state;
    assert.equal((crashEngine.view(live, 5_000) as CrashView).crashPoint, null);
    assert.deepEqual(crashEngine.expire(live, 5_000), { state: live }, 'not yet');
    const lost = crashEngine.expire(live, timeToReach(194));
    assert.equal(lost.payoutCents, 0);
    assert.equal(lost.state.end?.kind, 'crashed');
    // A cash-out that arrives late is the crash too.
    assert.equal(crashEngine.act(live, { type: 'cashout' }, 60_000).payoutCents, 0);
  });

  test('an automatic cash-out at or below the crash point pays exactly its target', () => {
    const live = crashEngine.begin(opened({ stake: 20, autoCashOut: 1.5 }), 0).state;
    assert.equal(crashEngine.deadline(live), timeToReach(150));
    const auto = crashEngine.expire(live, timeToReach(150));
    assert.equal(auto.payoutCents, 3_000);
    const above = crashEngine.begin(opened({ stake: 20, autoCashOut: 2.5 }), 0).state;
    assert.equal(crashEngine.expire(above, 100_000).payoutCents, 0, 'crashed at 1.94 before 2.50');
  });

  test('a 1.00× crash ends the round at take-off', () => {
    const instant = crashEngine.begin(opened({ stake: 10 }, 0), 0);
    assert.equal(instant.payoutCents, 0);
  });

  test('bad bets are refused', () => {
    assert.throws(() => opened({ stake: 5 }), /between 10 and 50000/);
    assert.throws(() => opened({ stake: 10, autoCashOut: 1 }), /Auto cash-out/);
    assert.throws(() => opened({ stake: 10, autoCashOut: 1.555 }), /Auto cash-out/);
  });
});

describe('mines', () => {
  test('multipliers are 97 % of C(n, k) / C(n − m, k), floored to hundredths', () => {
    assert.equal(minesMultiplier(25, 1, 1), 101); // 25/24 × 0.97 = 1.0104
    assert.equal(minesMultiplier(25, 3, 1), 110); // 25/22 × 0.97 = 1.1022
    assert.equal(minesMultiplier(25, 3, 2), 125); // 300/231 × 0.97 = 1.2597
    assert.equal(minesMultiplier(25, 3, 5), 195); // 53130/26334 × 0.97 = 1.957
    assert.equal(minesMultiplier(25, 24, 1), 2_425); // 24.25×
    assert.equal(minesMultiplier(9, 1, 8), 873); // 3×3 with one mine, every safe tile: 9 × 0.97
    assert.equal(minesMultiplier(25, 12, 13), 1_000_000, 'capped at 10,000×');
    assert.equal(minesMultiplier(25, 5, 0), 100);
  });

  const mines = game('MAC88-MINES');
  const board = (minePositions: number[]): MinesState => ({
    stakeCents: 5_000,
    side: 5,
    mines: minePositions.length,
    minePositions,
    revealed: [],
    end: null,
  });

  test('safe tiles raise the multiplier; cash out pays it', () => {
    let state = board([0, 1, 2]);
    state = minesEngine.act(state, { type: 'reveal', tile: 10 }, 0).state;
    state = minesEngine.act(state, { type: 'reveal', tile: 11 }, 0).state;
    const view = minesEngine.view(state, 0) as MinesView;
    assert.deepEqual([view.multiplier, view.nextMultiplier, view.minePositions], [1.25, 1.44, null]); // next: 2300/1540 × 0.97 = 1.448
    assert.deepEqual([view.phase, view.revealed], ['live', [10, 11]]);
    const cashed = minesEngine.act(state, { type: 'cashout' }, 0);
    assert.equal(cashed.payoutCents, 6_250); // 50.00 × 1.25
  });

  test('a mine takes the stake; no cash-out before a tile', () => {
    const state = board([0, 1, 2]);
    assert.throws(() => minesEngine.act(state, { type: 'cashout' }, 0), /at least one tile/);
    const bust = minesEngine.act(state, { type: 'reveal', tile: 1 }, 0);
    assert.equal(bust.payoutCents, 0);
    assert.deepEqual((minesEngine.view(bust.state, 0) as MinesView).minePositions, [0, 1, 2]);
    assert.throws(() => minesEngine.act(bust.state, { type: 'reveal', tile: 3 }, 0), /over/);
  });

  test('the last safe tile cashes out by itself', () => {
    const small = game('MAC88-MINES3');
    let state = minesEngine.open(small, { stake: 10, mines: 8 }, fixedRng([0.5], [3, 1, 4, 1, 5, 9, 2, 6])).state;
    assert.equal(state.side, 3);
    const safe = [...Array(9).keys()].find((t) => !state.minePositions.includes(t))!;
    const done = minesEngine.act(state, { type: 'reveal', tile: safe }, 0);
    assert.equal(done.payoutCents, 8_730); // 10.00 × 8.73
    state = done.state;
    assert.equal(state.end?.kind, 'cashed');
  });

  test('mines are placed by the shuffle; bad bets are refused', () => {
    const state = minesEngine.open(mines, { stake: 10, mines: 4 }, secureRng).state;
    assert.equal(new Set(state.minePositions).size, 4);
    assert.ok(state.minePositions.every((p) => p >= 0 && p < 25));
    assert.throws(() => minesEngine.open(mines, { stake: 10, mines: 25 }, secureRng), /between 1 and 24/);
    assert.throws(() => minesEngine.open(game('MAC88-MINES3'), { stake: 10, mines: 9 }, secureRng), /between 1 and 8/);
  });
});

describe('roulette', () => {
  test('payout table (returns per unit, stake included)', () => {
    assert.equal(rouletteReturnH('17', 17), 3_600);
    assert.equal(rouletteReturnH('17', 18), 0);
    assert.equal(rouletteReturnH('0', 0), 3_600);
    assert.equal(rouletteReturnH('red', 1), 200);
    assert.equal(rouletteReturnH('black', 2), 200);
    assert.equal(rouletteReturnH('red', 0), 0);
    assert.equal(rouletteReturnH('even', 0), 0);
    assert.equal(rouletteReturnH('low', 18), 200);
    assert.equal(rouletteReturnH('high', 19), 200);
    assert.equal(rouletteReturnH('dozen3', 36), 300);
    assert.equal(rouletteReturnH('column1', 34), 300);
    assert.equal(rouletteReturnH('column3', 36), 300);
    assert.equal(rouletteReturnH('column2', 36), 0);
  });

  test('every bet returns 36/37 of its stake over the wheel', () => {
    assert.equal(new Set(WHEEL).size, 37);
    const info = rouletteEngine.info(game('MACX-XRL'));
    assert.equal(info.engine, 'roulette');
    for (const spot of info.engine === 'roulette' ? info.spots : []) {
      assert.equal(
        WHEEL.reduce((n, pocket) => n + rouletteReturnH(spot.key, pocket), 0),
        3_600,
        spot.key,
      );
    }
  });

  test('one spin settles several bets with one total', () => {
    const opened = rouletteEngine.open(
      game('MAC88-RL'),
      {
        bets: [
          { key: '17', stake: 10 },
          { key: 'red', stake: 20 },
          { key: 'odd', stake: 15 },
        ],
      },
      fixedRng([0.5], [17]),
    );
    assert.equal(opened.stakeCents, 4_500);
    const spun = rouletteEngine.begin(opened.state, 0);
    assert.equal(spun.payoutCents, 36_000 + 0 + 3_000); // 17 is black and odd
    const view = rouletteEngine.view(spun.state, 0) as RouletteView;
    assert.deepEqual(
      [view.number, view.colour, view.payout, view.bets.map((b) => b.payout)],
      [17, 'black', 390, [360, 0, 30]],
    );
    assert.throws(
      () => rouletteEngine.open(game('MAC88-RL'), { bets: [{ key: '37', stake: 10 }] }, secureRng),
      /no bet 37/,
    );
  });
});

describe('colour prediction', () => {
  test('colours and payouts', () => {
    assert.deepEqual(coloursOf(0), ['red', 'violet']);
    assert.deepEqual(coloursOf(5), ['green', 'violet']);
    assert.deepEqual(coloursOf(7), ['green']);
    assert.deepEqual(coloursOf(4), ['red']);
    assert.equal(colourReturnH('green', 3), 200);
    assert.equal(colourReturnH('green', 5), 150);
    assert.equal(colourReturnH('red', 0), 150);
    assert.equal(colourReturnH('red', 8), 200);
    assert.equal(colourReturnH('red', 5), 0);
    assert.equal(colourReturnH('violet', 0), 450);
    assert.equal(colourReturnH('violet', 5), 450);
    assert.equal(colourReturnH('violet', 4), 0);
    assert.equal(colourReturnH('n6', 6), 900);
    assert.equal(colourReturnH('n6', 7), 0);
    // Returns over the ten numbers: colours 95 %, violet and numbers 90 %.
    const rtp = (key: string) =>
      Array.from({ length: 10 }, (_, n) => colourReturnH(key, n)).reduce((a, b) => a + b, 0) / 10;
    assert.deepEqual([rtp('green'), rtp('red'), rtp('violet'), rtp('n3')], [95, 95, 90, 90]);
  });

  test('a draw settles every bet', () => {
    const opened = colourEngine.open(
      game('MAC88-COLOUR1'),
      {
        bets: [
          { key: 'green', stake: 100 },
          { key: 'violet', stake: 10 },
          { key: 'n5', stake: 10 },
        ],
      },
      fixedRng([0.5], [5]),
    );
    assert.equal(colourEngine.deadline(opened.state), null);
    assert.equal(colourEngine.begin(opened.state, 0).payoutCents, 15_000 + 4_500 + 9_000);
  });
});

describe('sic bo', () => {
  test('payout table', () => {
    assert.equal(sicboReturnH('small', [1, 2, 3]), 200);
    assert.equal(sicboReturnH('small', [2, 2, 2]), 0, 'triples lose small');
    assert.equal(sicboReturnH('big', [6, 6, 5]), 200);
    assert.equal(sicboReturnH('big', [6, 6, 6]), 0);
    assert.equal(sicboReturnH('odd', [1, 1, 3]), 200);
    assert.equal(sicboReturnH('even', [1, 1, 4]), 200);
    assert.equal(sicboReturnH('t4', [1, 1, 2]), 6_100);
    assert.equal(sicboReturnH('t10', [3, 3, 4]), 700);
    assert.equal(sicboReturnH('t10', [3, 3, 5]), 0);
    assert.equal(sicboReturnH('t17', [6, 6, 5]), 6_100);
    assert.equal(sicboReturnH('triple', [3, 3, 3]), 3_100);
    assert.equal(sicboReturnH('triple', [3, 3, 4]), 0);
  });

  test('returns over the 216 rolls', () => {
    const rolls: number[][] = [];
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) rolls.push([a, b, c]);
    const rtp = (key: string) => rolls.reduce((n, r) => n + sicboReturnH(key, r), 0) / 216;
    assert.equal(rtp('small'), (105 * 200) / 216); // 97.2 %
    assert.equal(rtp('triple'), (6 * 3_100) / 216); // 86.1 %
    assert.equal(rtp('t4'), (3 * 6_100) / 216);
  });

  test('a roll settles every bet', () => {
    const opened = sicboEngine.open(
      game('MAC88-SB'),
      {
        bets: [
          { key: 'big', stake: 50 },
          { key: 't11', stake: 10 },
        ],
      },
      fixedRng([0.5], [5, 4, 0]),
    );
    const rolled = sicboEngine.begin(opened.state, 0); // dice 6, 5, 1 = 12
    assert.deepEqual(opened.state.draw, [6, 5, 1]);
    assert.equal(rolled.payoutCents, 10_000);
  });
});

describe('card tables', () => {
  test('every catalogue table offers rows at Backlay prices; rows opening later are left out', () => {
    for (const g of PROVIDER_GAMES.filter((x) => x.table)) {
      const def = cardTable(g.table!)!;
      const rows = offeredRows(def);
      assert.ok(rows.length > 0, g.game_code);
      for (const row of rows) assert.ok(row.back > 1 && row.min > 0 && row.max >= row.min, `${g.game_code} ${row.sid}`);
    }
    const ab = offeredRows(cardTable('abj2')!).map((r) => r.sid);
    assert.ok(!ab.includes(3) && !ab.includes(6), 'Andar Bahar 2nd bets open after three cards');
  });

  test('a fixed deal pays exactly like Backlay (Dragon Tiger)', () => {
    const def = cardTable('dt20')!;
    const dealt = [
      { hand: 'dragon', card: 'KHH' }, // K♠
      { hand: 'tiger', card: '5DD' }, // 5♥
    ];
    const state: CardsState = {
      table: 'dt20',
      dealt,
      pnl: null,
      bets: [
        { selectionId: 1, sid: 1, label: 'Dragon', odds: 2, stakeCents: 10_000 },
        { selectionId: 2, sid: 2, label: 'Tiger', odds: 2, stakeCents: 5_000 },
        { selectionId: 8, sid: 8, label: 'Dragon Black', odds: 1.97, stakeCents: 10_000 },
      ],
    };
    const settled = cardsEngine.begin(state, 0);
    const backlay = settleCardBets(
      def,
      dealt,
      state.bets.map((b) => ({
        side: 'BACK' as const,
        selectionId: b.selectionId,
        odds: b.odds,
        stakeCents: b.stakeCents,
      })),
    );
    assert.deepEqual(backlay, [10_000, -5_000, 9_700]);
    assert.deepEqual(settled.state.pnl, backlay);
    assert.equal(settled.payoutCents, 20_000 + 0 + 19_700);
    const view = cardsEngine.view(settled.state, 0) as CardsView;
    assert.deepEqual(
      view.cards?.map((c) => c.label),
      ['K♠', '5♥'],
    );
    assert.match(view.result ?? '', /^Dragon/);
  });

  test('the engine deals a full shoe shuffled by the source and settles it with the family (every catalogue table)', () => {
    for (const code of new Set(PROVIDER_GAMES.filter((x) => x.table).map((x) => x.table!))) {
      const def = cardTable(code)!;
      const rows = offeredRows(def);
      const g = PROVIDER_GAMES.find((x) => x.table === code)!;
      const rng = () => fixedRng([0.5], [7, 3, 11, 2, 5]);
      const bets = rows.slice(0, 2).map((r) => ({ sid: r.sid, stake: r.min, ranks: ['A', 'K', 'Q'] }));
      // Rows that may not be backed together: one bet then.
      const opposite = def.oppositeSides.some(
        ([a, b]) => bets.some((x) => x.sid === a) && bets.some((x) => x.sid === b),
      );
      const opened = cardsEngine.open(g, { bets: opposite ? bets.slice(0, 1) : bets }, rng());
      const expectedShoe = shuffle(familyOf(def).deck(def), rng());
      assert.deepEqual(shuffledShoe(def, rng()), expectedShoe, code);
      assert.deepEqual(opened.state.dealt, familyOf(def).deal(def, expectedShoe), code);
      assert.equal(shuffledShoe(def, secureRng).length, familyOf(def).deck(def).length, `${code}: the whole shoe`);
      const settled = cardsEngine.begin(opened.state, 0);
      const pnl = settleCardBets(
        def,
        opened.state.dealt,
        opened.state.bets.map((b) => ({
          side: 'BACK' as const,
          selectionId: b.selectionId,
          odds: b.odds,
          stakeCents: b.stakeCents,
        })),
      );
      assert.equal(
        settled.payoutCents,
        opened.state.bets.reduce((n, b, i) => n + Math.max(0, b.stakeCents + pnl[i]!), 0),
        code,
      );
    }
  });

  test('3 Cards Judgement bets carry three ranks', () => {
    const g = game('MAC88-TPJ');
    const opened = cardsEngine.open(g, { bets: [{ sid: 1, stake: 100, ranks: ['A', 'K', 'Q'] }] }, secureRng);
    assert.equal(opened.state.bets[0]!.selectionId, judgementSelectionId('Yes', ['A', 'K', 'Q']));
    assert.equal(opened.state.bets[0]!.label, 'Yes AKQ');
    const state: CardsState = {
      ...opened.state,
      dealt: standardDeck(1)
        .filter((c) => c.startsWith('2') || c.startsWith('3'))
        .slice(0, 3)
        .map((card) => ({ hand: 'cards', card })),
    };
    assert.equal(cardsEngine.begin(state, 0).payoutCents, 0, 'no A, K or Q: Yes loses');
    assert.throws(
      () => cardsEngine.open(g, { bets: [{ sid: 1, stake: 100, ranks: ['A', 'A', 'Q'] }] }, secureRng),
      /three different ranks/,
    );
    assert.throws(() => cardsEngine.open(g, { bets: [{ sid: 1, stake: 100 }] }, secureRng), /three different ranks/);
  });

  test('bets outside the table are refused', () => {
    const g = game('MAC88-DT20');
    assert.throws(
      () =>
        cardsEngine.open(
          g,
          {
            bets: [
              { sid: 1, stake: 100 },
              { sid: 2, stake: 100 },
            ],
          },
          secureRng,
        ),
      /cannot both be backed/,
    );
    assert.throws(() => cardsEngine.open(g, { bets: [{ sid: 99, stake: 100 }] }, secureRng), /no bet 99/);
    assert.throws(() => cardsEngine.open(g, { bets: [{ sid: 1, stake: 50 }] }, secureRng), /between 100 and 300000/);
    assert.throws(() => cardsEngine.open(g, { bets: [] }, secureRng), /at least one bet/);
  });
});
