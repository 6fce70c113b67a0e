/**
 * The placement path's copy of a player's book: pricing a bet from the carried-forward runner P/L
 * gives exactly the reservation the money rules compute from every open bet, and placements on one
 * player and market run one after another.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { BookBet } from '@backlay/shared/betting';
import { PlayerBooks, priceWith, type HeldBook } from './positions.js';
import { exposureOf, type MarketMeta } from './rows.js';

const RUNNERS = [101, 202, 303];
const matchOdds: MarketMeta = {
  id: '1.1',
  matchId: 'm1',
  type: 'matchOdds',
  priceKind: 'decimal',
  name: 'Match Odds',
  selectionIds: RUNNERS,
  range: null,
};
const bookmaker: MarketMeta = { ...matchOdds, id: '1.2', type: 'bookmaker', priceKind: 'rate', name: 'Bookmaker' };
const fancy: MarketMeta = {
  ...matchOdds,
  id: '1.3',
  type: 'session',
  priceKind: 'line',
  name: '6 over runs',
  selectionIds: [1],
};

const runnerBet = (priceKind: 'decimal' | 'rate') =>
  fc.record({
    side: fc.constantFrom<'BACK' | 'LAY'>('BACK', 'LAY'),
    selectionId: fc.constantFrom(...RUNNERS),
    // Decimal prices with two places (1.01–20.00), or bookmaker rates 1–300.
    odds:
      priceKind === 'decimal'
        ? fc.integer({ min: 101, max: 2000 }).map((h) => h / 100)
        : fc.integer({ min: 1, max: 300 }),
    rate: fc.constant(null),
    // Odd stakes on purpose: each bet's amounts round on their own.
    stakeCents: fc.integer({ min: 1, max: 1_000_000 }),
  });

/** Places `bets` one by one as the placement path does, checking each price against the whole book. */
function carryForward(market: MarketMeta, bets: BookBet[]): void {
  let held: HeldBook = { version: 1, market, open: [] };
  for (const bet of bets) {
    const priced = priceWith(market, held, bet);
    assert.equal(priced.exposureCents, exposureOf(market, [...held.open, bet]));
    held = {
      ...held,
      open: [...held.open, { ...bet, teamName: 'x' }],
      ...(priced.runners ? { runners: priced.runners } : {}),
    };
  }
}

test('match odds: the carried-forward runner P/L prices every bet exactly as the whole book does', () => {
  fc.assert(
    fc.property(fc.array(runnerBet('decimal'), { minLength: 1, maxLength: 40 }), (bets) =>
      carryForward(matchOdds, bets),
    ),
    { numRuns: 300 },
  );
});

test('bookmaker: the same, with rates', () => {
  fc.assert(
    fc.property(fc.array(runnerBet('rate'), { minLength: 1, maxLength: 40 }), (bets) => carryForward(bookmaker, bets)),
    { numRuns: 300 },
  );
});

test('run-line books are priced from the open bets themselves', () => {
  const yes: BookBet = { side: 'YES', selectionId: 1, odds: 45, rate: 100, stakeCents: 10_000 };
  const no: BookBet = { side: 'NO', selectionId: 1, odds: 48, rate: 100, stakeCents: 10_000 };
  const held: HeldBook = { version: 3, market: fancy, open: [{ ...yes, teamName: '6 over runs' }] };
  const priced = priceWith(fancy, held, no);
  assert.equal(priced.runners, undefined);
  // YES 45 and NO 48: runs 45–47 win both (+200.00), anything else is level — nothing at risk.
  assert.equal(priced.exposureCents, 0);
  assert.equal(priced.exposureCents, exposureOf(fancy, [yes, no]));
});

test('placements on one player and market run one after another; other keys do not wait', async () => {
  const books = new PlayerBooks();
  const order: string[] = [];
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const first = books.exclusive('a', async () => {
    order.push('a1 start');
    await gate;
    order.push('a1 end');
  });
  const second = books.exclusive('a', () => Promise.resolve(void order.push('a2')));
  const other = books.exclusive('b', () => Promise.resolve(void order.push('b')));
  await other;
  assert.deepEqual(order, ['a1 start', 'b']);
  open();
  await Promise.all([first, second]);
  assert.deepEqual(order, ['a1 start', 'b', 'a1 end', 'a2']);
});

test('the copy of books is bounded: the least recently used key goes first', () => {
  const books = new PlayerBooks(2);
  const held = (version: number): HeldBook => ({ version, market: null, open: [] });
  books.set('a', held(1));
  books.set('b', held(2));
  books.get('a');
  books.set('c', held(3));
  assert.equal(books.size, 2);
  assert.equal(books.get('b'), undefined);
  assert.equal(books.get('a')?.version, 1);
  assert.equal(books.get('c')?.version, 3);
});
