import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FeedSimulator, otherProviderEventId } from './simulator.js';
import { FeedMirror } from './mirror.js';
import { SPORTS } from './sports.js';
import { json, run, START } from './feed-harness.js';
import type { FeedChange, SportKey } from './types.js';

const ALL_SPORTS: SportKey[] = [
  'politics',
  'cricket',
  'football',
  'tennis',
  'tableTennis',
  'badminton',
  'esoccer',
  'basketball',
  'volleyball',
  'snooker',
  'iceHockey',
  'eGames',
  'futsal',
  'handball',
  'kabaddi',
  'golf',
  'rugbyLeague',
  'boxing',
  'beachVolleyball',
  'mixedMartialArts',
  'motogp',
  'chess',
  'cycling',
  'motorbikes',
  'athletics',
  'basketball3x3',
  'sumo',
  'virtualSports',
  'motorSports',
  'baseball',
  'rugbyUnion',
  'darts',
  'americanFootball',
  'soccer',
  'esports',
  'boatRacing',
  'horseRacing',
  'greyHound',
];

describe('sports and fixtures', () => {
  test('the sport list holds the 36 All Sports entries plus horse and greyhound racing, with unique ids', () => {
    assert.deepEqual(
      SPORTS.map((s) => s.key),
      ALL_SPORTS,
    );
    assert.equal(new Set(SPORTS.map((s) => s.id)).size, SPORTS.length);
    assert.ok(SPORTS.every((s) => s.name.length > 0));
    assert.deepEqual(
      SPORTS.filter((s) => s.racing).map((s) => s.key),
      ['horseRacing', 'greyHound'],
    );
  });

  test('every sport has fixtures from the start, with well-formed fields', () => {
    const sim = new FeedSimulator({ seed: 1, startMs: START });
    const list = sim.fixtures();
    const sports = new Set(list.map((f) => f.sport));
    for (const key of ALL_SPORTS) assert.ok(sports.has(key), `${key} has fixtures`);
    assert.ok(list.length >= 100 && list.length <= 200, `${list.length} fixtures`);
    assert.equal(new Set(list.map((f) => f.id)).size, list.length, 'ids are unique');
    for (const f of list) {
      assert.match(f.id, /^\d+$/);
      assert.match(f.eventId, /^\d+$/);
      assert.equal(f.matchType, f.sport);
      assert.equal(new Date(f.startAt).getTime(), f.startMs);
      assert.ok(f.marketId.startsWith('1.'));
      assert.ok(f.competitionName.length > 0 && f.title.length > 0);
      assert.ok(sim.snapshot(f.id), 'a snapshot exists');
      if (f.kind === 'match') {
        assert.equal(f.title, `${f.teamA} v ${f.teamB}`);
        assert.notEqual(f.teamA, f.teamB);
      }
      if (f.inPlay) assert.ok(f.startMs <= START);
      if (f.startMs > START) assert.ok(!f.inPlay && !f.finished);
      if (f.sport === 'cricket' && f.kind === 'match') {
        assert.ok(f.isFancy && (f.format === 'T20' || f.format === 'ODI'));
        assert.equal(f.betFairSessionMinBet, 100);
      }
      if (f.sport === 'football' && f.kind === 'match') assert.equal(f.teamC, 'The Draw');
      if (f.kind === 'race') assert.ok(f.countryCode && f.venue && f.raceNumber);
    }
    assert.ok(
      list.some((f) => f.inPlay),
      'some fixtures are already in play',
    );
    assert.ok(
      list.some((f) => f.startMs > START + 24 * 3600_000),
      'some start days ahead',
    );
    assert.ok(
      list.some((f) => f.startMs < START - 3600_000),
      'some started hours ago',
    );
    const sorted = list.map((f) => f.startMs);
    assert.deepEqual(
      sorted,
      [...sorted].sort((a, b) => a - b),
      'listed by start time',
    );
  });

  test('the simulator never reads the wall clock: time only moves through advanceTo', () => {
    const sim = new FeedSimulator({ seed: 5, startMs: START });
    assert.equal(sim.now, START);
    sim.advanceTo(START + 1000);
    assert.equal(sim.now, START + 1000);
    assert.throws(() => sim.advanceTo(START), RangeError);
    assert.deepEqual(sim.advanceTo(START + 1000), [], 'no time passed, nothing changed');
  });
});

describe('determinism', () => {
  const minutes = 10;
  const a = run(77, minutes);

  test('the same seed and the same calls give identical change streams', () => {
    const b = run(77, minutes);
    assert.ok(a.changes.length > 10_000, `${a.changes.length} changes`);
    assert.deepEqual(b.initial, a.initial);
    assert.deepEqual(b.changes, a.changes);
  });

  test('a different seed gives a different feed', () => {
    const c = run(78, minutes);
    assert.notDeepEqual(
      c.initial.map((s) => s.fixture.title),
      a.initial.map((s) => s.fixture.title),
    );
    assert.notDeepEqual(c.changes.slice(0, 200), a.changes.slice(0, 200));
  });

  test('the stream does not depend on how finely time is advanced', () => {
    const coarse = run(77, minutes, 1000);
    const fine = a.changes.filter((c) => c.at <= START + minutes * 60_000);
    assert.deepEqual(coarse.changes, fine);
  });

  test('changes are in order: seq counts up, time never goes back', () => {
    a.changes.forEach((c, i) => {
      assert.equal(c.seq, i + 1);
      if (i > 0) assert.ok(c.at >= (a.changes[i - 1]?.at ?? 0));
    });
  });
});

describe('patches carry only what changed', () => {
  test('replaying the change stream onto the first snapshots gives the current snapshots', () => {
    const r = run(11, 15, 500);
    const mirror = new FeedMirror(json(r.initial));
    mirror.apply(json(r.changes));
    const live = r.sim
      .fixtures()
      .map((f) => f.id)
      .sort();
    assert.deepEqual(mirror.ids().sort(), live);
    for (const id of live) assert.deepEqual(mirror.snapshot(id), json(r.sim.snapshot(id)), `match ${id}`);
  });

  test('market patches only list levels whose price or size changed', () => {
    const r = run(12, 3, 250);
    const mirror = new FeedMirror(json(r.initial));
    for (const c of json(r.changes)) {
      if (c.kind === 'market') {
        const before = mirror.snapshot(c.matchId);
        const m =
          before && [...before.tournament, ...Object.values(before.apiSession).flat()].find((x) => x.id === c.marketId);
        assert.ok(m, 'patched market is known');
        for (const rp of c.patch.runners ?? []) {
          const runner = m.runners.find((x) => x.selectionId === rp.selectionId);
          assert.ok(runner);
          for (const [side, ups] of [
            ['back', rp.back],
            ['lay', rp.lay],
          ] as const) {
            const cur = side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay;
            for (const u of ups ?? []) {
              const old = cur[u.level];
              assert.ok(
                !old || old.price !== u.price || old.size !== u.size || u.size === 0,
                'no unchanged level in a patch',
              );
            }
          }
        }
        if (c.patch.status !== undefined) assert.notEqual(c.patch.status, m.status, 'status only when it changed');
      }
      mirror.apply([c]);
    }
  });
});

describe('fixtures over time', () => {
  test('new fixtures are announced, finished ones settle and drop out, and no sport runs dry', () => {
    const seen = new Map<SportKey, number>();
    let minCount = Infinity;
    let minute = 0;
    const r = run(21, 75, 1000, {}, (sim) => {
      minute += 1;
      if (minute % 60 !== 0) return;
      const list = sim.fixtures();
      minCount = Math.min(minCount, list.length);
      const sports = new Set(list.map((f) => f.sport));
      for (const key of ALL_SPORTS) if (sports.has(key)) seen.set(key, (seen.get(key) ?? 0) + 1);
    });
    const added = r.changes.filter((c): c is Extract<FeedChange, { kind: 'added' }> => c.kind === 'added');
    const removed = r.changes.filter((c) => c.kind === 'removed');
    assert.ok(added.length >= 20, `${added.length} fixtures added`);
    assert.ok(removed.length >= 10, `${removed.length} fixtures removed`);
    assert.ok(minCount >= 100, `never fewer than 100 fixtures listed (min ${minCount})`);
    for (const key of ALL_SPORTS) assert.equal(seen.get(key), 75, `${key} listed every minute`);
    for (const c of added) {
      assert.ok(c.fixture.startMs > c.at, 'new fixtures start in the future');
      const next = r.changes.find((x) => x.seq > c.seq);
      assert.ok(next, 'markets follow the fixture');
    }
    // A removed fixture was finished and had every market settled.
    for (const c of removed) {
      if (c.kind !== 'removed') continue;
      const status = r.changes.filter((x) => x.kind === 'status' && x.matchId === c.matchId);
      const last = status[status.length - 1];
      assert.ok(!last || (last.kind === 'status' && last.finished), 'removed after finishing');
    }
  });
});

describe('the other provider’s event ids', () => {
  test('two of every three matches of its sports carry one; cricket, races and outrights never', () => {
    const sim = new FeedSimulator({ seed: 1, startMs: START });
    const list = sim.fixtures();
    const carrying = list.filter((f) => f.beventId);
    assert.ok(carrying.length > 0);
    for (const f of carrying) {
      assert.equal(f.kind, 'match');
      assert.ok(['football', 'tennis', 'basketball', 'iceHockey'].includes(f.sport), f.sport);
      assert.match(f.beventId!, /^\d+$/);
    }
    assert.equal(new Set(carrying.map((f) => f.beventId)).size, carrying.length, 'each id names one match');
    assert.equal(otherProviderEventId('cricket', 'match', 1), null);
    assert.equal(otherProviderEventId('football', 'outright', 1), null);
    assert.equal(otherProviderEventId('football', 'match', 3), null);
    assert.equal(otherProviderEventId('football', 'match', 4), '30000028');
    // The same world for the same seed.
    const again = new FeedSimulator({ seed: 1, startMs: START }).fixtures();
    assert.deepEqual(
      again.map((f) => f.beventId ?? null),
      list.map((f) => f.beventId ?? null),
    );
  });
});
