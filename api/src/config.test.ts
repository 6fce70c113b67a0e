/** COMMISSION_RATES: the operator's commission schedule, read once at start; a bad one stops the start. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commissionRatesFrom, loadConfig } from './config.js';

test('unset, the schedule is 1 % on match odds only; empty or "none" charges nothing', () => {
  assert.deepEqual(loadConfig({}).commissionRates, { matchOdds: 100 });
  assert.deepEqual(commissionRatesFrom(''), {});
  assert.deepEqual(commissionRatesFrom(' none '), {});
});

test('percentages per market type become basis points', () => {
  assert.deepEqual(commissionRatesFrom('matchOdds:2, bookmaker:0.5,fancy1:0'), {
    matchOdds: 200,
    bookmaker: 50,
    fancy1: 0,
  });
  assert.deepEqual(commissionRatesFrom('matchOdds:100'), { matchOdds: 10_000 });
  assert.deepEqual(loadConfig({ COMMISSION_RATES: 'bookmaker:2.25' }).commissionRates, { bookmaker: 225 });
});

test('an unknown type, a bad or out-of-range rate, or a type named twice stops the start', () => {
  for (const [text, message] of [
    ['matchodds:1', /does not start with a market type/],
    ['matchOdds', /at most two decimals/],
    ['matchOdds:1:2', /does not start with a market type/],
    ['matchOdds:-1', /at most two decimals/],
    ['matchOdds:1.005', /at most two decimals/],
    ['matchOdds:abc', /at most two decimals/],
    ['matchOdds:100.01', /above 100 %/],
    ['matchOdds:1,matchOdds:2', /named twice/],
  ] as const) {
    assert.throws(() => commissionRatesFrom(text), message, text);
  }
});
