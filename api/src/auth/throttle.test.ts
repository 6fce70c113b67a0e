import { after, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { harness, type Harness } from '../test/harness.js';
import { authThrottles } from '../db/schema.js';
import {
  FORGET_AFTER_MS,
  lockedFor,
  lockSeconds,
  recordFailure,
  recordSuccess,
  THROTTLE_RULES,
  waitText,
} from './throttle.js';

const h: Harness = await harness();
after(() => h.close());
beforeEach(() => h.reset());

const rule = THROTTLE_RULES.login;

describe('lock-out counters', () => {
  test('locks at the limit, doubles each further lock, caps at the longest', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((strike) => lockSeconds(rule, strike)),
      [60, 120, 240, 480, 960, 1920, 3600, 3600],
    );
  });

  test('a success clears the count; a key left alone for a day starts again', async () => {
    const now = h.clock.now();
    for (let i = 0; i < 4; i++) assert.equal(await recordFailure(h.db, 'k', rule, now), 0);
    await recordSuccess(h.db, 'k');
    for (let i = 0; i < 4; i++) assert.equal(await recordFailure(h.db, 'k', rule, now), 0);
    const later = now + rule.forgetAfterSeconds * 1000 + 1;
    assert.equal(await recordFailure(h.db, 'k', rule, later), 0, 'the four of a day ago are forgotten');
    assert.equal(await lockedFor(h.db, 'k', later), 0);
  });

  test('twenty concurrent failures are all counted: four locks', async () => {
    const now = h.clock.now();
    const locks = await Promise.all(Array.from({ length: 20 }, () => recordFailure(h.db, 'busy', rule, now)));
    assert.deepEqual(
      locks.filter((seconds) => seconds > 0).sort((a, b) => a - b),
      [60, 120, 240, 480],
    );
  });

  test('keys untouched for two days are deleted as new failures come in', async () => {
    const old = h.clock.now();
    await recordFailure(h.db, 'guessed-name-1', rule, old);
    await recordFailure(h.db, 'guessed-name-2', rule, old);
    await recordFailure(h.db, 'fresh', rule, old + FORGET_AFTER_MS + 61_000);
    const keys = (await h.db.select({ key: authThrottles.key }).from(authThrottles)).map((row) => row.key);
    assert.deepEqual(keys, ['fresh']);
  });

  test('says how long to wait in words', () => {
    assert.deepEqual([1, 45, 60, 61, 120, 3599, 3600, 7200].map(waitText), [
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '2 minutes',
      '1 hour',
      '1 hour',
      '2 hours',
    ]);
  });
});
