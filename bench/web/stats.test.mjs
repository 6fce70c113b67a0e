// The web benchmark's pure helpers (npm test runs this with the scripts' tests).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  barsVerdict,
  clickDuration,
  figuresOf,
  formatFigure,
  frameRate,
  markdownTable,
  median,
  medianFigures,
  nextChangeFrames,
  p3Table,
  percentile,
} from './stats.mjs';

test('median: odd and even counts, missing values left out', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([5, null, undefined, Number.NaN]), 5);
  assert.equal(median([]), null);
});

test('percentile: nearest rank', () => {
  const xs = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(xs, 99), 99);
  assert.equal(percentile(xs, 50), 50);
  assert.equal(percentile([7], 99), 7);
  assert.equal(percentile([1, 2, 3], 100), 3);
  assert.equal(percentile([1, 2, 3], 0), 1);
  assert.equal(percentile([], 99), null);
});

const lhr = (score, lcp, scriptBytes) => ({
  categories: { performance: { score } },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 120 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'speed-index': { numericValue: 1500 },
    'mainthread-work-breakdown': { numericValue: 1800 },
    'bootup-time': { numericValue: 600 },
    // As Lighthouse 12 gives it: a table with the element, then one with the LCP's phases.
    'largest-contentful-paint-element': {
      details: {
        items: [
          { type: 'table', items: [{ node: { selector: 'div.bl-sk__row > img.bl-sk__logo', nodeLabel: 'Backlay' } }] },
          { type: 'table', items: [{ phase: 'TTFB', timing: 450 }] },
        ],
      },
    },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 900_000 },
          { resourceType: 'script', transferSize: scriptBytes },
        ],
      },
    },
  },
});

test('figuresOf reads the score, the metrics, the script bytes and the LCP element of a Lighthouse result', () => {
  assert.deepEqual(figuresOf(lhr(0.964, 1900, 250_000)), {
    score: 96.4,
    fcp: 900,
    lcp: 1900,
    tbt: 120,
    cls: 0.01,
    si: 1500,
    jsBytes: 250_000,
    mainThread: 1800,
    bootup: 600,
    lcpElement: 'div.bl-sk__row > img.bl-sk__logo "Backlay"',
  });
  const partial = figuresOf({ categories: {}, audits: {} });
  assert.equal(partial.score, null);
  assert.equal(partial.lcpElement, null);
  assert.equal(partial.lcp, null);
  assert.equal(partial.jsBytes, null);
});

test('medianFigures takes each figure over the runs', () => {
  const runs = [
    figuresOf(lhr(0.9, 2500, 300_000)),
    figuresOf(lhr(0.97, 1800, 310_000)),
    figuresOf(lhr(0.95, 2100, 305_000)),
  ];
  const m = medianFigures(runs);
  assert.equal(m.score, 95);
  assert.equal(m.lcp, 2100);
  assert.equal(m.jsBytes, 305_000);
});

test('barsVerdict names the bars a page misses', () => {
  assert.equal(barsVerdict({ score: 96, lcp: 1900, tbt: 150, cls: 0.05 }), 'met');
  assert.equal(
    barsVerdict({ score: 94.9, lcp: 2001, tbt: 100, cls: 0.1 }),
    'not met: score ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05',
  );
  assert.equal(barsVerdict({ score: null, lcp: 1, tbt: 1, cls: 0 }), '–');
});

test('formatFigure: each unit', () => {
  assert.equal(formatFigure('score', 75.5), '75.5');
  assert.equal(formatFigure('lcp', 4330), '4.33 s');
  assert.equal(formatFigure('tbt', 103.6), '104 ms');
  assert.equal(formatFigure('cls', 0.04567), '0.046');
  assert.equal(formatFigure('jsBytes', 420_000), '420.0 KB');
  assert.equal(formatFigure('fcp', null), '–');
});

test('markdownTable pads columns and right-aligns where asked', () => {
  const table = markdownTable(
    ['a', 'bb'],
    [
      ['xxxx', '1'],
      ['y', '22'],
    ],
    ['left', 'right'],
  );
  assert.equal(table, ['| a    |  bb |', '| ---- | --: |', '| xxxx |   1 |', '| y    |  22 |'].join('\n'));
});

test("p3Table puts the spec client's /login figures under /login", () => {
  const page = (name, label) => ({ name, label, median: figuresOf(lhr(0.96, 1900, 250_000)) });
  const lines = p3Table([page('login', '/login'), page('home', '/home')]).split('\n');
  assert.equal(lines.length, 5);
  assert.match(lines[2], /^\| \/login +\| +96 \|.* met +\|$/);
  assert.match(lines[3], /^\| spec client \/login \| +75\.5 \|.*4\.33 s.*104 ms.*420\.0 KB.*1\.90 s.*0\.70 s/);
  assert.match(lines[4], /^\| \/home /);
});

test('nextChangeFrames: the frame of the first change at or after each time', () => {
  const changes = [
    { at: 30, frame: 40 },
    { at: 10, frame: 20 },
    { at: 50, frame: 60 },
  ];
  assert.deepEqual(nextChangeFrames([5, 10, 11, 29, 45, 51], changes), [20, 20, 40, 40, 60, null]);
  assert.deepEqual(nextChangeFrames([], changes), []);
});

test('frameRate: frames per second and the longest gap', () => {
  const frames = Array.from({ length: 61 }, (_, i) => 1000 + i * (1000 / 60));
  const { fps, longestFrame } = frameRate(frames);
  assert.ok(Math.abs(fps - 60) < 1e-9);
  assert.ok(Math.abs(longestFrame - 1000 / 60) < 1e-9);
  assert.deepEqual(frameRate([5]), { fps: null, longestFrame: null });
  assert.equal(frameRate([0, 100, 400]).longestFrame, 300);
});

test("clickDuration: the longest entry of the click's interaction, not a key press's", () => {
  const entries = [
    { name: 'keydown', id: 1, duration: 300 },
    { name: 'pointerdown', id: 2, duration: 24 },
    { name: 'pointerup', id: 2, duration: 40 },
    { name: 'click', id: 2, duration: 88 },
  ];
  assert.equal(clickDuration(entries), 88);
  assert.equal(clickDuration([{ name: 'keyup', id: 3, duration: 50 }]), null);
  assert.equal(clickDuration([]), null);
});
