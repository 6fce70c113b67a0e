import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './feed-harness.js';
import { SPORTS } from './sports.js';
import type { CricketScore, Market, MatchSnapshot, SessionFamily, SportKey } from './types.js';

/** Only cricket, many matches, so innings run through in a test-sized window. */
const only: Partial<Record<SportKey, number>> = Object.fromEntries(
  SPORTS.map((s) => [s.key, s.key === 'cricket' ? 14 : 0]),
);

interface InningsTrack {
  /** runs after legal ball k, recorded when the count reached k during the run (0 always known). */
  after: Map<number, number>;
  fow: Map<number, number>;
  sixOvers: Set<number>;
  runs: number;
  legal: number;
  wickets: number;
  sixes: number;
}

interface MatchTrack {
  innings: InningsTrack[];
  current: number;
  markets: Map<string, Market>;
  score: CricketScore | null;
}

function track(tr: MatchTrack, score: CricketScore): void {
  score.innings.forEach((inn, i) => {
    let t = tr.innings[i];
    if (!t) {
      t = {
        after: new Map([[0, 0]]),
        fow: new Map(),
        sixOvers: new Set(),
        runs: inn.runs,
        legal: inn.legalBalls,
        wickets: inn.wickets,
        sixes: inn.sixes,
      };
      tr.innings[i] = t;
      if (inn.legalBalls > 0) {
        // Joined mid-innings: earlier balls are unknown.
        t.legal = inn.legalBalls;
        return;
      }
    }
    const last = score.lastBalls[score.lastBalls.length - 1] ?? '';
    if (inn.legalBalls > t.legal) t.after.set(inn.legalBalls, inn.runs);
    if (inn.wickets > t.wickets) t.fow.set(inn.wickets, inn.runs);
    if (inn.sixes > t.sixes)
      t.sixOvers.add(last === '6' ? Math.floor((inn.legalBalls - 1) / 6) + 1 : Math.floor(inn.legalBalls / 6) + 1);
    t.runs = inn.runs;
    t.legal = inn.legalBalls;
    t.wickets = inn.wickets;
    t.sixes = inn.sixes;
  });
  tr.current = score.currentInnings;
  tr.score = score;
}

function sessionsOf(s: MatchSnapshot): Market[] {
  return Object.values(s.apiSession).flat();
}

describe('cricket sessions', () => {
  const tracks = new Map<string, MatchTrack>();
  const lineChecks = { n: 0 };
  const r = run(
    31,
    150,
    1000,
    { fixturesPerSport: only, racingMeetings: { horseRacing: 0, greyHound: 0 }, outrights: false },
    (sim, changes) => {
      for (const c of changes) {
        if (!('matchId' in c)) continue;
        let tr = tracks.get(c.matchId);
        if (!tr) {
          tr = { innings: [], current: 1, markets: new Map(), score: null };
          tracks.set(c.matchId, tr);
        }
        if (c.kind === 'score' && c.score.kind === 'cricket') track(tr, c.score);
      }
      // Every open run line sits at or above the runs already scored, within a plausible distance.
      for (const f of sim.fixtures()) {
        if (f.sport !== 'cricket' || !f.inPlay) continue;
        const s = sim.snapshot(f.id);
        const sb = s?.scoreBoard;
        if (!s || !sb || sb.kind !== 'cricket') continue;
        for (const m of sessionsOf(s)) {
          const meta = m.session;
          if (!meta || m.status !== 'OPEN' || meta.measure !== 'runs' || m.priceKind !== 'line' || m.type === 'khado')
            continue;
          const inn = sb.innings[meta.innings - 1];
          if (!inn) continue;
          const no = m.runners[0]?.ex.availableToLay[0]?.price;
          const yes = m.runners[0]?.ex.availableToBack[0]?.price;
          assert.ok(no !== undefined && yes !== undefined, `${m.name} has a line`);
          assert.ok(yes >= no, `${m.name}: YES ${yes} ≥ NO ${no}`);
          if (meta.fromBall > 0) continue;
          const to = meta.toBall ?? (sb.format === 'T20' ? 120 : 300);
          const left = to - inn.legalBalls;
          const ahead = no - inn.runs;
          assert.ok(ahead >= 0, `${m.name}: line ${no} below the ${inn.runs} already scored`);
          assert.ok(ahead <= 2.5 * left + 8, `${m.name}: line ${no} too far above ${inn.runs} with ${left} balls left`);
          if (meta.innings === 1 && inn.wickets <= 5 && left >= 12) {
            assert.ok(
              ahead >= 0.4 * left - 4,
              `${m.name}: line ${no} too close to ${inn.runs} with ${left} balls left`,
            );
          }
          lineChecks.n += 1;
        }
      }
    },
  );

  test('run lines are consistent with the score while the match is played', () => {
    assert.ok(lineChecks.n > 2000, `${lineChecks.n} lines checked`);
  });

  test('every session closes with the runs actually scored in its window', () => {
    // Replay: market metadata from the first snapshots and marketAdded; score state as it happened.
    const meta = new Map<string, Market>();
    for (const s of r.initial) for (const m of sessionsOf(s)) meta.set(m.id, m);
    const state = new Map<string, MatchTrack>();
    for (const s of r.initial) {
      const tr: MatchTrack = { innings: [], current: 1, markets: new Map(), score: null };
      if (s.scoreBoard?.kind === 'cricket') track(tr, s.scoreBoard);
      state.set(s.id, tr);
    }
    const counts: Record<string, number> = {};
    let verified = 0;
    for (const c of r.changes) {
      if (c.kind === 'marketAdded') meta.set(c.market.id, c.market);
      if (c.kind === 'added') state.set(c.fixture.id, { innings: [], current: 1, markets: new Map(), score: null });
      if (c.kind === 'score' && c.score.kind === 'cricket') {
        const tr = state.get(c.matchId);
        if (tr) track(tr, c.score);
      }
      if (c.kind !== 'result') continue;
      const m = meta.get(c.marketId);
      const tr = state.get(c.matchId);
      if (!m || !m.session || !tr) continue;
      const s = m.session;
      const inn = tr.innings[s.innings - 1];
      assert.ok(inn, 'the innings was seen');
      const family = m.type as SessionFamily;
      counts[family] = (counts[family] ?? 0) + 1;
      const base = inn.after.get(s.fromBall);
      if (s.measure === 'fallOfWicket') {
        assert.equal(c.result.type, 'runs');
        if (c.result.type === 'runs') {
          const fell = inn.fow.get(s.wicket ?? 0);
          assert.equal(c.result.runs, fell ?? inn.runs, `${m.name}`);
          if (fell !== undefined) verified += 1;
        }
        continue;
      }
      if (s.measure === 'sixInOver') {
        assert.equal(c.result.type, 'yesNo');
        if (c.result.type === 'yesNo' && base !== undefined) {
          assert.equal(c.result.outcome, inn.sixOvers.has((s.toBall ?? 0) / 6) ? 'YES' : 'NO', m.name);
          verified += 1;
        }
        continue;
      }
      if (c.result.type === 'void') {
        assert.equal(c.result.reason, 'not started');
        assert.ok(inn.legal <= s.fromBall, `${m.name} void only when its window never started`);
        continue;
      }
      if (base === undefined) continue; // window opened before the run began
      const end = s.toBall !== null ? inn.after.get(s.toBall) : undefined;
      const expected = (end ?? inn.runs) - base;
      if (end === undefined && s.toBall !== null)
        assert.ok(inn.legal < s.toBall, `${m.name}: settled early only when the innings ended`);
      verified += 1;
      if (c.result.type === 'runs') {
        assert.equal(c.result.runs, expected, `${m.name}`);
      } else if (c.result.type === 'winner') {
        const want = family === 'oddEven' ? (expected % 2 === 1 ? 'ODD' : 'EVEN') : String(expected % 10);
        assert.equal(c.result.name, want, `${m.name}: ${expected} runs`);
      }
    }
    for (const family of [
      'session',
      'overByover',
      'ballByBall',
      'oddEven',
      'fancy1',
      'khado',
      'meter',
      'cricketCasino',
    ]) {
      assert.ok((counts[family] ?? 0) > 0, `${family} markets settled (${JSON.stringify(counts)})`);
    }
    assert.ok((counts.ballByBall ?? 0) > 300);
    assert.ok(verified > 1000, `${verified} results verified against the scorecard`);
    console.log(`cricket: ${verified} session results verified, by family ${JSON.stringify(counts)}`);
  });

  test('sessions close when their over completes', () => {
    let checked = 0;
    const meta = new Map<string, Market>();
    for (const s of r.initial) for (const m of sessionsOf(s)) meta.set(m.id, m);
    const legalAt = new Map<string, { at: number; legal: number; innings: number }>();
    for (const c of r.changes) {
      if (c.kind === 'marketAdded') meta.set(c.market.id, c.market);
      if (c.kind === 'score' && c.score.kind === 'cricket') {
        const inn = c.score.innings[c.score.currentInnings - 1];
        if (inn) legalAt.set(c.matchId, { at: c.at, legal: inn.legalBalls, innings: c.score.currentInnings });
      }
      if (c.kind === 'result') {
        const m = meta.get(c.marketId);
        const last = legalAt.get(c.matchId);
        if (!m?.session || m.session.toBall === null || !last || c.result.type !== 'runs') continue;
        if (last.innings === m.session.innings && last.legal === m.session.toBall) {
          assert.equal(c.at, last.at, 'closed on the ball that completed it');
          checked += 1;
        }
      }
    }
    assert.ok(checked > 200, `${checked} checked`);
  });

  test('match odds, bookmaker, tied and completed match settle consistently with the scorecard', () => {
    let finished = 0;
    const lastScore = new Map<string, CricketScore>();
    for (const c of r.changes) if (c.kind === 'score' && c.score.kind === 'cricket') lastScore.set(c.matchId, c.score);
    const names = new Map<string, Market>();
    for (const s of r.initial) for (const m of s.tournament) names.set(m.id, m);
    for (const c of r.changes) if (c.kind === 'marketAdded') names.set(c.market.id, c.market);
    for (const c of r.changes) {
      if (c.kind !== 'result') continue;
      const m = names.get(c.marketId);
      const sc = lastScore.get(c.matchId);
      if (!m || !sc || m.type !== 'matchOdds') continue;
      const [i1, i2] = sc.innings;
      if (!i1 || !i2 || sc.status.includes('abandoned')) continue;
      finished += 1;
      if (i1.runs === i2.runs) assert.deepEqual(c.result, { type: 'void', reason: 'tie' });
      else assert.equal(c.result.type === 'winner' && c.result.name, i2.runs > i1.runs ? i2.team : i1.team);
    }
    assert.ok(finished >= 3, `${finished} matches finished`);
  });
});
