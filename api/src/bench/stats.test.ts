import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { markdownTable, percentile, refusals, summarise, type CaseResult, type PhaseSummary } from './stats.js';

describe('bench statistics', () => {
  test('percentiles are nearest-rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile(values, 99), 99);
    assert.equal(percentile(values, 100), 100);
    assert.equal(percentile([7], 99), 7);
    assert.equal(percentile([], 50), 0);
  });

  test('a phase is summarised per second of its window', () => {
    const s = summarise({
      seconds: 2,
      completed: 300,
      latencies: [3, 1, 2, 4],
      outcomes: { '201': 3, '409': 1 },
      errors: [],
    });
    assert.equal(s.perSecond, 150);
    assert.equal(s.requests, 4);
    assert.equal(s.p50Ms, 2);
    assert.equal(s.p99Ms, 4);
    assert.equal(s.rate, undefined);
  });

  test('5xx and unanswered requests are failures; any other status only not a bet', () => {
    assert.deepEqual(refusals({ '201': 10, '409': 2, '503': 1, error: 1 }), { non201: 4, failures: 2 });
    assert.deepEqual(refusals({ '201': 10 }), { non201: 0, failures: 0 });
  });

  test('the table has a row per number of wallets', () => {
    const phase = (perSecond: number, outcomes: Record<string, number>): PhaseSummary => ({
      perSecond,
      requests: 1,
      p50Ms: 10,
      p99Ms: 40,
      maxMs: 50,
      outcomes,
      errors: [],
    });
    const cases: CaseResult[] = [
      {
        wallets: 1000,
        baseline: phase(2000, { committed: 1 }),
        placement: phase(1500, { '201': 1 }),
        halfLoad: { ...phase(750, { '201': 1, '400': 2 }), rate: 750, p99Ms: 12 },
        ratioPercent: 75,
        violations: { baseline: [], placement: [{ check: 'x', rows: [] }] },
      },
    ];
    const lines = markdownTable(cases).split('\n');
    assert.equal(lines.length, 3);
    assert.match(lines[0]!, /^\| wallets \| baseline tx\/s \| placement bets\/s \| ratio \|/);
    assert.equal(
      lines[2],
      '| 1,000 | 2,000 | 1,500 | 75.0 % | 10 / 40 ms | 12 ms (p50 10 ms at 750/s) | 2 (2×400) | 1 |',
    );
  });
});
