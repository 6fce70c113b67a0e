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

test('EMBED_SECRET: unset is left to main.ts; a placeholder or a short one stops the start, without echoing it', () => {
  assert.equal(loadConfig({}).embedSecret, undefined);
  const good = 'f3a9c1d7e2b84a6f9d0c5e1b7a3f8d2c';
  assert.equal(loadConfig({ EMBED_SECRET: good }).embedSecret, good);
  assert.throws(
    () => loadConfig({ EMBED_SECRET: 'change-me-embed-secret-0123456789ab' }),
    /EMBED_SECRET is a placeholder/,
  );
  assert.throws(
    () => loadConfig({ EMBED_SECRET: 'short1234' }),
    (e: Error) => {
      assert.match(e.message, /EMBED_SECRET is too short \(9 characters\)/);
      assert.doesNotMatch(e.message, /short1234/);
      return true;
    },
  );
});
