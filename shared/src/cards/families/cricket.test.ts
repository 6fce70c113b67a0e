import { parseCard, RANKS, standardDeck } from '../cards.js';
import type { CardCode, CardOutcome, CardTableDefinition } from '../types.js';
import {
  ballOf,
  CRICKET_EDGE,
  cricketFamily as family,
  cricketTables,
  matchChances,
  matchState,
  oversOf,
  restOfInnings,
} from './cricket.js';
import {
  checkDefinition,
  checkPriceStates,
  checkRandomRounds,
  expectedReturns,
  LOSE,
  seededRandom,
  shuffledShoe,
  VOID,
  WIN,
  type DealtRound,
} from './familyChecks.test-support.js';

const [superover, cricketv3, cmatch20] = cricketTables as [
  CardTableDefinition,
  CardTableDefinition,
  CardTableDefinition,
];

/** Ball ranks in the order of the implementation's counts (A, 2, 3, 4, 6, 10, K). */
const BALLS = ['A', '2', '3', '4', '6', '10', 'K'];
const RUNS = [1, 2, 3, 4, 6, 0, 0];

/** A card for a ball: runs 0–6 or "W"; the suit does not matter. */
const ball = (b: number | 'W'): CardCode => (b === 'W' ? 'KCC' : b === 0 ? '10CC' : b === 1 ? 'ACC' : `${b}CC`);

/** A match shoe whose innings start with the given balls; each half is filled from a fresh deck. */
function matchShoe(def: CardTableDefinition, first: (number | 'W')[], second: (number | 'W')[]): CardCode[] {
  const deck = family.deck(def);
  const half = deck.slice(0, deck.length / 2);
  const fill = (balls: (number | 'W')[]): CardCode[] => {
    const rest = [...half];
    const cards = balls.map(ball);
    for (const c of cards) {
      const at = rest.findIndex((r) => parseCard(r).rank === parseCard(c).rank);
      if (at < 0) throw new Error(`no ${c} left`);
      rest.splice(at, 1);
    }
    return [...cards, ...rest];
  };
  return [...fill(first), ...fill(second)];
}

/** Exact final-runs distribution by walking every ball order (small innings only). */
function bruteInnings(
  counts: number[],
  balls: number,
  wickets: number,
  runs: number,
  target: number | null,
  p: number,
  into: Map<number, number>,
): void {
  const total = counts.reduce((a, b) => a + b, 0);
  if (balls === 0 || wickets === 0 || (target !== null && runs > target) || total === 0) {
    into.set(runs, (into.get(runs) ?? 0) + p);
    return;
  }
  counts.forEach((n, t) => {
    if (n === 0) return;
    counts[t] = n - 1;
    bruteInnings(counts, balls - 1, t === 6 ? wickets - 1 : wickets, runs + RUNS[t]!, target, (p * n) / total, into);
    counts[t] = n;
  });
}

/**
 * A match deals each innings from the top of its own deck, the shoe's two halves; the shared check
 * cannot ask for the whole shoe's top.
 */
function inningsFromOwnDeck(def: CardTableDefinition): (round: DealtRound) => string[] {
  return ({ shoe, dealt }) =>
    def.hands.flatMap((hand, i) => {
      const cards = dealt.filter((d) => d.hand === hand.key).map((d) => d.card);
      const start = (i * shoe.length) / 2;
      return cards.join(',') === shoe.slice(start, start + cards.length).join(',')
        ? []
        : [`${hand.label} not dealt from the top of deck ${i + 1}`];
    });
}

function countsAfter(copies: number, cards: CardCode[]): number[] {
  const counts = BALLS.map(() => copies);
  for (const c of cards) counts[BALLS.indexOf(parseCard(c).rank)]! -= 1;
  return counts;
}

describe('cricket definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(cricketTables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['superover', 'superover', 'Super Over', 2, 'cricket'],
      ['cricketv3', 'cricketv3', '5Five Cricket', 5, 'cricket'],
      ['cmatch20', 'cmatch20', '20-20 Cricket Match', 11, 'cricket'],
    ]);
    for (const def of cricketTables) checkDefinition(def);
  });

  it('match tables have the two teams as back/lay rows in one exclusive group, priced evenly at the open', () => {
    for (const [def, teams, letters] of [
      [superover, ['ENG', 'RSA'], { '1': 'E', '2': 'R', '0': 'T' }],
      [cricketv3, ['AUS', 'IND'], { '1': 'A', '2': 'I', '0': 'T' }],
    ] as const) {
      expect(def.rows.map((r) => [r.sid, r.nat, r.group])).toEqual([
        [1, teams[0], 'match'],
        [2, teams[1], 'match'],
      ]);
      expect(def.groups).toEqual([{ key: 'match', title: 'Match odds', exclusive: true }]);
      // Both sides are equally likely before the first ball: 50% with a 2% edge.
      expect(def.rows.map((r) => [r.back, r.lay])).toEqual([
        [1.96, 2.05],
        [1.96, 2.05],
      ]);
      // The opening prices written into the definitions are the ones the rules work out.
      const open = family.price!(def, []);
      expect(def.rows.map((r) => ({ back: r.back, lay: r.lay }))).toEqual([open.get(1), open.get(2)]);
      expect(def.resultLetters).toEqual(letters);
      expect(def.hands.map((h) => h.label)).toEqual(teams);
      expect(def.oppositeSides).toEqual([]);
    }
    expect(superover.windows.map((w) => w.afterCards)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(cricketv3.windows.map((w) => w.afterCards)).toEqual([
      0, 6, 12, 18, 24, 30, 36, 42, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,
    ]);
    expect(cricketv3.windows.slice(1).every((w) => w.sids?.join() === '1,2')).toBe(true);
  });

  it('cmatch20 has Run 2 … Run 10 (sid 1–9) with back and lay', () => {
    expect(cmatch20.rows.map((r) => [r.sid, r.nat])).toEqual(
      Array.from({ length: 9 }, (_, i) => [i + 1, `Run ${i + 2}`]),
    );
    expect(cmatch20.rows.every((r) => r.lay !== null)).toBe(true);
    expect(cmatch20.groups).toEqual([{ key: 'runs', title: 'Runs at 19.5', exclusive: false }]);
    expect(cmatch20.resultLetters['7']).toBe('7');
  });
});

describe('super over deal and settlement', () => {
  it('the shoe is two fresh 35-card decks (the deck is reshuffled between innings)', () => {
    const deck = family.deck(superover);
    expect(deck).toHaveLength(70);
    const half = deck.slice(0, 35);
    expect(deck.slice(35)).toEqual(half);
    for (const rank of BALLS) expect(half.filter((c) => parseCard(c).rank === rank)).toHaveLength(5);
    expect(family.deck(cricketv3)).toHaveLength(140);
    expect(family.deck(cmatch20)).toEqual(standardDeck(1, RANKS.slice(0, 10)));
  });

  it('maps cards to balls', () => {
    expect(['AHH', '2DD', '3CC', '4SS', '6HH', '10DD', 'KCC'].map((c) => ballOf(c))).toEqual([
      { runs: 1, wicket: false },
      { runs: 2, wicket: false },
      { runs: 3, wicket: false },
      { runs: 4, wicket: false },
      { runs: 6, wicket: false },
      { runs: 0, wicket: false },
      { runs: 0, wicket: true },
    ]);
    expect(() => ballOf('5HH')).toThrow(RangeError);
  });

  it('deals six balls to ENG, then RSA from the second deck until they pass the target', () => {
    const shoe = matchShoe(superover, [4, 6, 'W', 1, 0, 2], [6, 6, 2, 4]);
    const dealt = family.deal(superover, shoe);
    expect(dealt.map((d) => d.hand)).toEqual(['eng', 'eng', 'eng', 'eng', 'eng', 'eng', 'rsa', 'rsa', 'rsa']);
    expect(dealt.map((d) => d.card)).toEqual([...shoe.slice(0, 6), ...shoe.slice(35, 38)]);
    const res = family.result(superover, dealt);
    expect(res).toEqual({ win: '2', desc: 'ENG : 13 | RSA : 14', sid: '2', cards: dealt.map((d) => d.card) });
    expect(family.outcome(superover, dealt, 1)).toEqual(LOSE);
    expect(family.outcome(superover, dealt, 2)).toEqual(WIN);
  });

  it('ends an innings at the second wicket', () => {
    const dealt = family.deal(superover, matchShoe(superover, ['W', 4, 'W'], [1, 'W', 'W']));
    expect(dealt.map((d) => d.hand)).toEqual(['eng', 'eng', 'eng', 'rsa', 'rsa', 'rsa']);
    expect(family.result(superover, dealt)).toMatchObject({ win: '1', desc: 'ENG : 4 | RSA : 1', sid: '1' });
    expect(family.outcome(superover, dealt, 1)).toEqual(WIN);
  });

  it('voids both teams on equal scores', () => {
    const dealt = family.deal(superover, matchShoe(superover, [4, 4, 4, 0, 0, 0], [6, 6, 0, 0, 0, 0]));
    expect(dealt).toHaveLength(12);
    expect(family.result(superover, dealt)).toMatchObject({ win: '0', desc: 'ENG : 12 | RSA : 12', sid: '' });
    expect(family.outcome(superover, dealt, 1)).toEqual(VOID);
    expect(family.outcome(superover, dealt, 2)).toEqual(VOID);
  });

  it('rejects incomplete matches and unknown selections', () => {
    const dealt = family.deal(superover, matchShoe(superover, [4, 6], [1]));
    expect(() => family.result(superover, dealt.slice(0, 8))).toThrow(RangeError);
    expect(() => family.outcome(superover, dealt, 3)).toThrow(RangeError);
  });

  it('keeps the scoreboard ball by ball', () => {
    const dealt = family.deal(superover, matchShoe(superover, [4, 6, 'W', 1, 0, 2], [6, 'W', 2, 'W']));
    const board = (n: number) => family.scoreboard!(superover, dealt.slice(0, n))!;
    expect(board(0)).toEqual({
      teams: [
        { name: 'ENG', runs: 0, wickets: 0, balls: 0, overs: '0.0' },
        { name: 'RSA', runs: 0, wickets: 0, balls: 0, overs: '0.0' },
      ],
      batting: 0,
      lastBalls: [],
      status: 'ENG to bat first',
    });
    expect(board(3)).toMatchObject({ batting: 0, lastBalls: ['4', '6', 'W'], status: 'ENG batting: 3 balls left' });
    expect(board(3).teams[0]).toEqual({ name: 'ENG', runs: 10, wickets: 1, balls: 3, overs: '0.3' });
    expect(board(6)).toMatchObject({ batting: 1, lastBalls: [], status: 'RSA need 14 from 6 balls' });
    expect(board(6).teams[0]!.overs).toBe('1.0');
    expect(board(9)).toMatchObject({ batting: 1, lastBalls: ['6', 'W', '2'], status: 'RSA need 6 from 3 balls' });
    expect(board(10)).toMatchObject({ batting: null, lastBalls: ['6', 'W', '2', 'W'], status: 'ENG won by 5 runs' });
    const chase = family.deal(superover, matchShoe(superover, [1, 0, 0, 0, 0, 0], [0, 'W', 2]));
    expect(family.scoreboard!(superover, chase)!.status).toBe('RSA won by 1 wicket');
    const tie = family.deal(superover, matchShoe(superover, [4, 4, 4, 0, 0, 0], [6, 6, 0, 0, 0, 0]));
    expect(family.scoreboard!(superover, tie)!.status).toBe('Match tied');
    expect(oversOf(29)).toBe('4.5');
  });

  it('keeps every settlement property over random shoes; innings 2 comes from the second deck', () => {
    checkRandomRounds(family, superover, {
      rounds: 2000,
      seed: 60,
      fromTop: false,
      extra: inningsFromOwnDeck(superover),
    });
    const rand = seededRandom(61);
    for (let i = 0; i < 300; i++) {
      const shoe = shuffledShoe(family, superover, rand);
      const dealt = family.deal(superover, shoe);
      const first = dealt.filter((d) => d.hand === 'eng').map((d) => d.card);
      const second = dealt.filter((d) => d.hand === 'rsa').map((d) => d.card);
      expect(first).toEqual(shoe.slice(0, first.length));
      expect(second).toEqual(shoe.slice(35, 35 + second.length));
    }
  });
});

describe('cricket exact chances', () => {
  it('rest-of-innings distributions sum to 1 and match a walk over every ball order', () => {
    const cases: [number[], number, number][] = [
      [countsAfter(5, []), 6, 2],
      [countsAfter(5, ['KCC', 'AHH', '6HH']), 3, 1],
      [countsAfter(5, ['KCC', 'KDD', 'KHH']), 4, 2],
      [[1, 0, 2, 0, 3, 1, 4], 5, 2],
      [[2, 1, 0, 1, 0, 0, 6], 4, 3],
    ];
    for (const [counts, balls, wickets] of cases) {
      const dist = restOfInnings(counts, balls, wickets);
      expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      const brute = new Map<number, number>();
      bruteInnings([...counts], balls, wickets, 0, null, 1, brute);
      dist.forEach((p, r) => expect(p).toBeCloseTo(brute.get(r) ?? 0, 12));
      for (const [r, p] of brute) expect(dist[r]).toBeCloseTo(p, 12);
    }
    expect(restOfInnings(countsAfter(5, []), 0, 2)).toEqual([1]);
  });

  it('a 5Five innings averages 30 × 16/7 runs (the tenth wicket almost never falls)', () => {
    const dist = restOfInnings(countsAfter(10, []), 30, 10);
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    const mean = dist.reduce((a, p, r) => a + p * r, 0);
    expect(mean).toBeCloseTo((30 * 16) / 7, 2);
    expect(mean).toBeLessThan((30 * 16) / 7);
  });

  it('super over match chances equal an exhaustive walk', () => {
    const deck = family.deck(superover);
    const shoe = matchShoe(superover, [4, 'W'], []);
    const shown = family.deal(superover, shoe).slice(0, 2);
    const c = matchChances(superover, shown)!;
    const firstFinal = new Map<number, number>();
    bruteInnings(
      countsAfter(
        5,
        shown.map((d) => d.card),
      ),
      4,
      1,
      4,
      null,
      1,
      firstFinal,
    );
    let second = 0;
    let tie = 0;
    for (const [t, p] of firstFinal) {
      const chase = new Map<number, number>();
      bruteInnings(countsAfter(5, []), 6, 2, 0, t, 1, chase);
      for (const [r, q] of chase) {
        if (r > t) second += p * q;
        else if (r === t) tie += p * q;
      }
    }
    expect(c.second).toBeCloseTo(second, 12);
    expect(c.tie).toBeCloseTo(tie, 12);
    expect(c.first + c.second + c.tie).toBeCloseTo(1, 12);
    expect(deck).toHaveLength(70);
  });

  it('prices the chase from the score and the second deck; suspends a decided side', () => {
    const dealt = family.deal(superover, matchShoe(superover, [6, 6, 6, 6, 6, 4], [1, 1, 1, 1, 1]));
    // ENG 34: RSA need 35 from 6 balls, more than any deck allows (5 sixes + 4 = 34).
    const breakShown = dealt.slice(0, 6);
    expect(matchChances(superover, breakShown)!.second).toBe(0);
    expect(family.isOpen!(superover, breakShown, 1)).toBe(false);
    expect(family.isOpen!(superover, breakShown, 2)).toBe(false);
    const prices = family.price!(superover, breakShown);
    expect(prices.get(1)).toEqual({ back: superover.rows[0]!.back, lay: superover.rows[0]!.lay });

    const close = family.deal(superover, matchShoe(superover, [4, 6, 4, 1, 0, 2], [6, 0]));
    const shown = close.slice(0, 7);
    const c = matchChances(superover, shown)!;
    const q = c.second / (c.first + c.second);
    const rsa = family.price!(superover, shown).get(2)!;
    expect(rsa.back).toBe(Math.floor(((1 - CRICKET_EDGE) / q) * 100 + 1e-9) / 100);
    expect(rsa.lay).toBe(Math.ceil((1 / (q * (1 - CRICKET_EDGE))) * 100 - 1e-9) / 100);
    expect(family.isOpen!(superover, shown, 2)).toBe(true);
    // Once the match is decided nothing is open.
    expect(family.isOpen!(superover, close, 1)).toBe(false);
    expect(matchChances(superover, close)).toBeNull();
  });

  it('price() is deterministic, fast and within format at every ball (both match tables)', () => {
    const rand = seededRandom(8);
    for (const def of [superover, cricketv3]) {
      const rounds = Array.from({ length: 4 }, () => family.deal(def, shuffledShoe(family, def, rand)));
      checkPriceStates(family, def, rounds);
      for (const dealt of rounds) {
        for (let k = 0; k < dealt.length; k++) {
          const a = family.price!(def, dealt.slice(0, k));
          // Match odds are two-sided at every ball, suspended or not: both teams carry a lay above the back.
          expect([...a.values()].every((p) => p.lay !== null && p.lay > p.back)).toBe(true);
          // An open row always keeps the edge on both sides.
          const c = matchChances(def, dealt.slice(0, k))!;
          for (const sid of [1, 2]) {
            if (!family.isOpen!(def, dealt.slice(0, k), sid)) continue;
            const q = (sid === 1 ? c.first : c.second) / (c.first + c.second);
            expect(a.get(sid)!.back * q).toBeLessThan(1);
            expect(a.get(sid)!.lay! * q).toBeGreaterThan(1);
          }
        }
      }
    }
  });
});

describe('5Five cricket', () => {
  it('plays 30 balls an innings, AUS then IND, the chase from the second deck', () => {
    // Six wickets and six each of 1, 2, 3, 4: 60 runs.
    const first = Array.from({ length: 30 }, (_, i) => (i % 5 === 0 ? 'W' : i % 5));
    const dealt = family.deal(cricketv3, matchShoe(cricketv3, first, [...new Array<number>(10).fill(6), 4, 4]));
    const state = matchState(cricketv3, dealt);
    expect(state.first).toMatchObject({ runs: 60, wickets: 6, balls: 30, over: true });
    expect(state.second).toMatchObject({ runs: 64, wickets: 0, balls: 11, over: true });
    expect(dealt).toHaveLength(41);
    expect(family.result(cricketv3, dealt)).toMatchObject({ win: '2', desc: 'AUS : 60 | IND : 64', sid: '2' });
    const board = family.scoreboard!(cricketv3, dealt.slice(0, 32))!;
    expect(board).toMatchObject({ batting: 1, lastBalls: ['6', '6'], status: 'IND need 49 from 28 balls' });
    expect(board.teams[0]).toEqual({ name: 'AUS', runs: 60, wickets: 6, balls: 30, overs: '5.0' });
    expect(family.scoreboard!(cricketv3, dealt)!.status).toBe('IND won by 10 wickets');
  });

  it('ends an innings when all 10 wickets fall', () => {
    const first = [1, ...new Array<'W'>(10).fill('W')];
    const dealt = family.deal(cricketv3, matchShoe(cricketv3, first, [4, 'W']));
    expect(matchState(cricketv3, dealt).first).toMatchObject({ runs: 1, wickets: 10, balls: 11, over: true });
    expect(family.result(cricketv3, dealt)).toMatchObject({ win: '2', desc: 'AUS : 1 | IND : 4' });
  });

  it('keeps every settlement property over random shoes', () => {
    checkRandomRounds(family, cricketv3, {
      rounds: 600,
      seed: 5,
      fromTop: false,
      extra: inningsFromOwnDeck(cricketv3),
    });
  });
});

describe('20-20 cricket match', () => {
  it('deals the 19.6 ball; Run X wins when X + card ≥ 12', () => {
    const dealt = family.deal(cmatch20, ['7DD', '2HH']);
    expect(dealt).toEqual([{ hand: 'ball', card: '7DD' }]);
    const o = (sid: number): CardOutcome => family.outcome(cmatch20, dealt, sid);
    expect(o(3)).toEqual(LOSE); // Run 4: 11
    expect(o(4)).toEqual(WIN); // Run 5: 12, a tie counts as a chase win
    expect(o(9)).toEqual(WIN);
    expect(family.result(cmatch20, dealt)).toEqual({
      win: '7',
      desc: 'Ball 19.6: 7 runs|Run 5 to Run 10 win',
      sid: '4,5,6,7,8,9',
      cards: ['7DD'],
    });
    const ace = family.deal(cmatch20, ['AHH']);
    expect(cmatch20.rows.every((r) => family.outcome(cmatch20, ace, r.sid).kind === 'lose')).toBe(true);
    expect(family.result(cmatch20, ace)).toMatchObject({ win: '1', desc: 'Ball 19.6: 1 run|No shot wins', sid: '' });
    const ten = family.deal(cmatch20, ['10SS']);
    expect(family.result(cmatch20, ten)).toMatchObject({
      win: '10',
      desc: 'Ball 19.6: 10 runs|Run 2 to Run 10 win',
      sid: '1,2,3,4,5,6,7,8,9',
    });
    expect(() => family.outcome(cmatch20, dealt, 10)).toThrow(RangeError);
    expect(() => family.result(cmatch20, [{ hand: 'ball', card: 'KHH' }])).toThrow(RangeError);
  });

  it('keeps a house edge on every back and lay price (exact)', () => {
    const returns = expectedReturns(
      cmatch20,
      family,
      family.deck(cmatch20).map((c) => ({ dealt: family.deal(cmatch20, [c]), weight: 1 })),
    );
    for (const row of cmatch20.rows) {
      const r = returns.get(row.sid)!;
      expect({ nat: row.nat, back: r.back < 0, lay: r.lay < 0 }).toEqual({ nat: row.nat, back: true, lay: true });
    }
  });

  it('shows the last two balls on the scoreboard', () => {
    expect(family.scoreboard!(cmatch20, [])).toEqual({
      teams: [
        { name: 'Team A', runs: 180, wickets: 6, balls: 120, overs: '20.0' },
        { name: 'Team B', runs: 168, wickets: 5, balls: 118, overs: '19.4' },
      ],
      batting: 1,
      lastBalls: [],
      status: 'Team B need 12 from 2 balls (a tie counts as a win)',
    });
    expect(family.scoreboard!(cmatch20, family.deal(cmatch20, ['7DD']))).toMatchObject({
      batting: null,
      lastBalls: ['7'],
      status: 'Ball 19.6: 7 runs. Run 5 or more wins',
    });
    expect(family.isOpen!(cmatch20, [], 1)).toBe(true);
    expect(family.isOpen!(cmatch20, family.deal(cmatch20, ['7DD']), 1)).toBe(false);
    expect(family.price!(cmatch20, [])).toEqual(
      new Map(cmatch20.rows.map((r) => [r.sid, { back: r.back, lay: r.lay }])),
    );
  });

  it('keeps every settlement property over random shoes', () => {
    checkRandomRounds(family, cmatch20, { rounds: 2000, seed: 11 });
  });
});
