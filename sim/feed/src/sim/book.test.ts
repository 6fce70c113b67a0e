import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  BACK_OVERROUND_MAX,
  BACK_OVERROUND_MIN,
  bestPrices,
  bookmakerQuotes,
  depthPrices,
  LAY_OVERROUND_MAX,
  LAY_OVERROUND_MIN,
  lineQuote,
  overround,
} from './book.js';
import { isOnLadder, ticksBetween } from './ladder.js';

const probabilities = fc
  .array(fc.double({ min: 0.0001, max: 1, noNaN: true }), { minLength: 2, maxLength: 16 })
  .map((ws) => {
    const t = ws.reduce((s, x) => s + x, 0);
    return ws.map((w) => w / t);
  });

describe('exchange book from probabilities', () => {
  test('prices are on the ladder, back below lay, overrounds inside the bounds', () => {
    fc.assert(
      fc.property(
        probabilities,
        fc.double({ min: 0, max: 0.03, noNaN: true }),
        fc.double({ min: 0, max: 0.03, noNaN: true }),
        (probs, mb, ml) => {
          const { back, lay } = bestPrices(probs, mb, ml);
          back.forEach((b, i) => {
            const l = lay[i] ?? 0;
            assert.ok(isOnLadder(b) && isOnLadder(l), `${b}/${l} on the ladder`);
            assert.ok(ticksBetween(b, l) >= 1, `back ${b} at least a tick below lay ${l}`);
          });
          const sb = overround(back);
          const sl = overround(lay);
          assert.ok(
            sb >= BACK_OVERROUND_MIN - 1e-9 && sb <= BACK_OVERROUND_MAX + 1e-9,
            `back overround ${sb} for ${probs.join(',')}`,
          );
          assert.ok(
            sl >= LAY_OVERROUND_MIN - 1e-9 && sl <= LAY_OVERROUND_MAX + 1e-9,
            `lay overround ${sl} for ${probs.join(',')}`,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('a balanced two-way market sits close to evens', () => {
    const { back, lay } = bestPrices([0.5, 0.5], 0.01, 0.005);
    assert.deepEqual(back, [1.98, 1.98]);
    assert.deepEqual(lay, [2.02, 2.02]);
  });

  test('depth goes away from the best price and stops at the ends of the ladder', () => {
    assert.deepEqual(depthPrices(2, 'back'), [2, 1.99, 1.98]);
    assert.deepEqual(depthPrices(2, 'lay'), [2, 2.02, 2.04]);
    assert.deepEqual(depthPrices(1.02, 'back'), [1.02, 1.01]);
    assert.deepEqual(depthPrices(990, 'lay'), [990, 1000]);
  });
});

describe('bookmaker rates', () => {
  test('rates are whole paise, lay above back, and lays over 99.99 need rateThan100', () => {
    const [fav, dog] = bookmakerQuotes([0.65, 0.35], 0.03, 2, false);
    assert.ok(fav && dog);
    assert.equal(fav.back, 49); // 1/0.65 = 1.538 → /1.03 → 1.493 → 49 paise
    assert.equal(fav.lay, 51);
    assert.ok(dog.back !== null && dog.back > 99.99);
    assert.equal(dog.lay, null, 'lay box above 99.99 is blank without rateThan100');
    const [, dog2] = bookmakerQuotes([0.65, 0.35], 0.03, 2, true);
    assert.equal(dog2?.lay, (dog2?.back ?? 0) + 2);
  });

  test('a runner too short or too long is not offered', () => {
    const [fav, dog] = bookmakerQuotes([0.995, 0.005], 0.03, 1, true);
    assert.deepEqual(fav, { back: null, lay: null });
    assert.deepEqual(dog, { back: null, lay: null });
  });
});

describe('session lines', () => {
  test('gap style: NO L @100, YES L+1 @100, never below the runs already scored', () => {
    assert.deepEqual(lineQuote(48.7, 6, 30, 'gap'), { noLine: 48, noRate: 100, yesLine: 49, yesRate: 100 });
    assert.equal(lineQuote(20, 6, 31, 'gap').noLine, 31);
  });

  test('rated style: one line, the likelier side pays less', () => {
    const q = lineQuote(1.3, 1.5, 0, 'rated');
    assert.equal(q.noLine, q.yesLine);
    assert.ok(q.yesRate > 0 && q.noRate > 0);
    const pYesLikely = lineQuote(3, 1, 0, 'rated');
    assert.ok(lineQuote(5, 1, 0, 'rated').yesRate < lineQuote(5, 1, 0, 'rated').noRate || pYesLikely.yesLine === 3);
  });
});
