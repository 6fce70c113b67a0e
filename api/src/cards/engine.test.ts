/**
 * The round engine's pure parts: the shuffle is uniform, commitments verify, round ids follow the
 * feed's shape, and a round's timeline (windows, reveals, result) and state at any moment.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cardTable, commitText, type CardTableDefinition, type DealtCard } from '@backlay/shared/cards';
import { commitOf, roundId, secureShuffle } from './engine.js';
import { pricesAt, RESULT_DELAY_MS, stateAt, stateKey, timeline } from './timeline.js';

// The shuffle draws from the operating system's generator (no seed), so these tests sample it and
// compare with a uniform shuffle by chi-square. The bounds are the 1 - 1e-6 quantiles: a fair
// shuffle fails one run in a million (at the 0.999 quantiles, a bound used before, CI failed on a
// fair one). Each bound is shown to catch a biased shuffle, so the tests keep their power.
type Shuffle = (cards: readonly string[]) => string[];

/** Chi-square of how often each ordering of four cards comes (23 degrees of freedom). */
function orderingsChiSquare(shuffle: Shuffle, n = 48_000): { chi: number; orderings: number } {
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const key = shuffle(['A', 'B', 'C', 'D']).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const expected = n / 24;
  const seen = [...counts.values()];
  const chi = [...seen, ...new Array<number>(24 - seen.length).fill(0)].reduce(
    (sum, c) => sum + (c - expected) ** 2 / expected,
    0,
  );
  return { chi, orderings: counts.size };
}

/** Chi-square of how often each card of a 52-card shoe comes first (51 degrees of freedom). */
function firstCardChiSquare(shuffle: Shuffle, n = 52_000): number {
  const shoe = Array.from({ length: 52 }, (_, i) => String(i));
  const counts = new Array<number>(52).fill(0);
  for (let i = 0; i < n; i++) counts[Number(shuffle(shoe)[0])]! += 1;
  const expected = n / 52;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

const ORDERINGS_BOUND = 70.55; // 23 df
const FIRST_CARD_BOUND = 114.08; // 51 df

/** A classic biased shuffle: each card swapped with any position (some orderings come more often). */
const swapWithAny: Shuffle = (cards) => {
  const out = [...cards];
  for (let i = 0; i < out.length; i++) {
    const j = Math.floor(Math.random() * out.length);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** Another: Fisher-Yates one short (Sattolo's), which never leaves a card where it was. */
const neverInPlace: Shuffle = (cards) => {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

test('the shuffle is uniform: every ordering of 4 cards about equally often (chi-square, 23 df)', () => {
  const { chi, orderings } = orderingsChiSquare(secureShuffle);
  assert.equal(orderings, 24);
  assert.ok(chi < ORDERINGS_BOUND, `chi-square ${chi.toFixed(1)}`);
  // The bound catches a biased shuffle.
  assert.ok(orderingsChiSquare(swapWithAny).chi > ORDERINGS_BOUND);
});

test('every card of a 52-card shoe reaches the first position about equally often', () => {
  const chi = firstCardChiSquare(secureShuffle);
  assert.ok(chi < FIRST_CARD_BOUND, `chi-square ${chi.toFixed(1)}`);
  assert.ok(firstCardChiSquare(neverInPlace) > FIRST_CARD_BOUND);
  const shoe = Array.from({ length: 52 }, (_, i) => String(i));
  assert.deepEqual([...secureShuffle(shoe)].sort(), [...shoe].sort(), 'a permutation of the same cards');
});

test('a commitment is SHA-256 of the salt and the shoe', () => {
  const shoe = ['AHH', '10DD', 'KCC'];
  assert.equal(commitOf('ab12', shoe), createHash('sha256').update('ab12:AHH,10DD,KCC').digest('hex'));
  assert.equal(commitText('ab12', shoe), 'ab12:AHH,10DD,KCC');
  assert.notEqual(commitOf('ab12', shoe), commitOf('ab12', ['10DD', 'AHH', 'KCC']));
});

test('round ids are the table prefix and the opening time', () => {
  const def = cardTable('teen20')!;
  assert.equal(roundId(def, Date.UTC(2025, 7, 15, 18, 15, 56)), `${100 + def.lobbyId}250815181556`);
});

const table = {
  ...cardTable('teen20')!,
  windows: [
    { afterCards: 0, seconds: 20 },
    { afterCards: 2, seconds: 5, sids: [3] },
  ],
  timings: { revealSeconds: 2, resultSeconds: 6 },
} satisfies CardTableDefinition;
const dealt: DealtCard[] = [
  { hand: 'A', card: 'AHH' },
  { hand: 'B', card: '2HH' },
  { hand: 'A', card: '3HH' },
];

test('the timeline: first window, reveals, the window after two cards, the result, the end', () => {
  const line = timeline(table, 0, dealt);
  assert.deepEqual(
    line.windows.map((w) => [w.openAt, w.closeAt, w.afterCards]),
    [
      [0, 20_000, 0],
      [24_000, 29_000, 2],
    ],
  );
  assert.deepEqual(line.revealAt, [22_000, 24_000, 31_000]);
  assert.equal(line.resultAt, 31_000 + RESULT_DELAY_MS);
  assert.equal(line.endAt, line.resultAt + 6_000);
});

test('the state at any moment', () => {
  const line = timeline(table, 0, dealt);
  const at = (t: number) => stateAt(line, dealt, t);
  assert.equal(at(0).phase, 'betting');
  assert.equal(at(19_999).phase, 'betting');
  assert.equal(at(20_000).phase, 'dealing');
  assert.equal(at(22_000).shown.length, 1);
  assert.equal(at(24_000).phase, 'betting');
  assert.equal(at(24_000).shown.length, 2);
  assert.deepEqual([...(at(24_000).window?.sids ?? [])], [3]);
  assert.equal(at(31_000).shown.length, 3);
  assert.equal(at(line.resultAt).phase, 'result');
  assert.notEqual(stateKey(at(0)), stateKey(at(20_000)));
  assert.equal(stateKey(at(1)), stateKey(at(2)), 'the countdown alone is no change');
});

test('prices of a state are computed once and served again', () => {
  const def = cardTable('dt6')!;
  const shown: DealtCard[] = [{ hand: def.hands[0]!.key, card: '5HH' }];
  const first = pricesAt(def, shown);
  assert.equal(pricesAt(def, [...shown]), first, 'the same state answers from memory');
  assert.notEqual(pricesAt(def, []), first, 'another state has its own prices');
  assert.equal(first.size, def.rows.length);
});
