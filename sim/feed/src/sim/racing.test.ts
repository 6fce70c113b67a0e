import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FeedMirror } from './mirror.js';
import { json, run } from './feed-harness.js';
import { SPORTS } from './sports.js';
import { isOnLadder } from './ladder.js';
import type { Fixture, SportKey } from './types.js';

const onlyRacing: Partial<Record<SportKey, number>> = Object.fromEntries(SPORTS.map((s) => [s.key, 0]));

describe('racing', () => {
  const r = run(41, 75, 1000, {
    fixturesPerSport: onlyRacing,
    outrights: false,
    racingMeetings: { horseRacing: 4, greyHound: 3 },
  });
  const races = new Map<string, Fixture>();
  for (const s of r.initial) races.set(s.id, s.fixture);
  for (const c of r.changes) if (c.kind === 'added') races.set(c.fixture.id, c.fixture);

  test('meetings by country list races with 6–14 priced runners', () => {
    assert.ok(races.size >= 40, `${races.size} races listed`);
    const countries = new Set<string>();
    for (const f of races.values()) {
      assert.equal(f.kind, 'race');
      assert.ok(f.sport === 'horseRacing' || f.sport === 'greyHound');
      assert.ok(f.countryCode && f.venue && f.raceNumber && f.raceNumber >= 1);
      countries.add(f.countryCode);
      assert.match(f.title, /^\d\d:\d\d /);
    }
    assert.ok(countries.size >= 3, `countries ${[...countries].join(',')}`);
    for (const s of r.initial) {
      const win = s.tournament[0];
      assert.ok(win && win.type === 'raceWin' && s.tournament.length === 1);
      assert.ok(win.runners.length >= 6 && win.runners.length <= 14);
      if (s.fixture.sport === 'greyHound') assert.ok(win.runners.length === 6 || win.runners.length === 8);
      for (const x of win.runners) {
        assert.ok(x.nat.length > 0);
        assert.ok(x.ex.availableToBack.every((l) => isOnLadder(l.price)));
      }
    }
  });

  test('races go off at their start time and produce one winner and the placed runners', () => {
    const mirror = new FeedMirror(json(r.initial));
    const off = new Map<string, number>();
    const finishedAt = new Map<string, number>();
    let results = 0;
    let perMinuteOff = 0;
    for (const c of json(r.changes)) {
      mirror.apply([c]);
      if (c.kind === 'status') {
        const f = races.get(c.matchId);
        assert.ok(f);
        if (c.inPlay) {
          assert.equal(c.at, f.startMs, 'off at the advertised time');
          off.set(c.matchId, c.at);
          perMinuteOff += 1;
        }
        if (c.finished) {
          const start = off.get(c.matchId);
          assert.ok(start !== undefined, 'finishes after the off');
          const ran = c.at - start;
          assert.ok(ran >= 20_000 && ran <= 4 * 60_000, `race ran ${ran} ms`);
          finishedAt.set(c.matchId, c.at);
        }
      }
      if (c.kind === 'result') {
        const s = mirror.snapshot(c.matchId);
        const m = s?.tournament.find((x) => x.id === c.marketId);
        assert.ok(s && m && m.type === 'raceWin');
        assert.equal(c.result.type, 'winner');
        if (c.result.type !== 'winner') continue;
        const winners = m.runners.filter((x) => x.status === 'WINNER');
        assert.equal(winners.length, 1, 'exactly one winner');
        assert.equal(winners[0]?.selectionId, c.result.selectionId);
        assert.equal(c.result.placed.length, m.numberOfPlaces - 1);
        assert.deepEqual(
          m.runners
            .filter((x) => x.status === 'PLACED')
            .map((x) => x.selectionId)
            .sort(),
          [...c.result.placed].sort(),
        );
        assert.ok(
          m.runners.every((x) => x.status !== 'ACTIVE'),
          'every runner settled',
        );
        const after = c.at - (finishedAt.get(c.matchId) ?? c.at);
        assert.ok(after >= 30_000 && after <= 150_000, `result ${after} ms after the finish`);
        results += 1;
      }
    }
    assert.ok(perMinuteOff >= 20, `${perMinuteOff} races off in 75 minutes`);
    assert.ok(results >= 15, `${results} results`);
  });

  test('greyhound markets suspend at the off; horse races trade in running', () => {
    const offAt = new Map<string, number>();
    const finished = new Set<string>();
    let horseMoves = 0;
    let dogMoves = 0;
    let dogSuspended = 0;
    for (const c of r.changes) {
      if (c.kind === 'status' && c.inPlay) offAt.set(c.matchId, c.at);
      if (c.kind === 'status' && c.finished) finished.add(c.matchId);
      if (c.kind !== 'market' || !offAt.has(c.matchId) || finished.has(c.matchId)) continue;
      const f = races.get(c.matchId);
      const moves = (c.patch.runners ?? []).some((x) => (x.back ?? []).some((u) => u.size > 0));
      if (f?.sport === 'horseRacing' && moves) horseMoves += 1;
      if (f?.sport === 'greyHound') {
        if (moves) dogMoves += 1;
        if (c.patch.status === 'SUSPENDED' && c.at === offAt.get(c.matchId)) dogSuspended += 1;
      }
    }
    assert.ok(horseMoves > 500, `${horseMoves} in-running price moves`);
    assert.equal(dogMoves, 0, 'no in-running prices for greyhounds');
    assert.ok(dogSuspended >= 5);
  });
});
