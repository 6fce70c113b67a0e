/**
 * The embedded scoreboard and TV pages: served without a session, with their own CSP (scripts and
 * styles from this origin only, framed by the client origins), the delay notice, the state JSON
 * (the TV view really five seconds behind) and the assets.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Script } from 'node:vm';
import type { Fixture, Score } from '@backlay/shared/sports';
import { body, harness, type Harness } from '../test/harness.js';
import { embedCsp, TV_NOTICE } from './embeds.js';
import { EMBED_ASSETS } from '../sports/embedAssets.js';
import { describePlay, type EmbedState } from '../sports/playHistory.js';

const h: Harness = await harness();
before(() => {
  h.clock.advance(60_000);
  h.ctx.feed.advanceTo(h.clock.now());
});
after(() => h.close());

const cricket = () => {
  const v = h.ctx.feed
    .views()
    .find((x) => x.fixture.sport === 'cricket' && x.fixture.inPlay && x.fixture.kind === 'match');
  assert.ok(v, 'a cricket match in play');
  return v;
};

function play(ms: number, each?: () => void): void {
  for (let t = 0; t < ms; t += 250) {
    h.clock.advance(250);
    h.ctx.feed.advanceTo(h.clock.now());
    each?.();
  }
}

const EXPECTED_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; " +
  `frame-ancestors ${h.config.corsOrigins.join(' ')}`;

describe('embed pages', () => {
  for (const kind of ['scoreboard', 'tv'] as const) {
    test(`GET /embed/${kind}/{id}: HTML without a session, CSP with frame-ancestors = the CORS origins, no inline script or style`, async () => {
      const id = cricket().id;
      const res = await h.inject('GET', `/embed/${kind}/${id}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/);
      assert.equal(res.headers['content-security-policy'], EXPECTED_CSP);
      assert.doesNotMatch(String(res.headers['content-security-policy']), /unsafe-inline|unsafe-eval/);
      assert.equal(res.headers['x-frame-options'], undefined, 'framing is governed by frame-ancestors');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      const html = res.body;
      assert.match(html, /^<!doctype html>/);
      assert.match(html, new RegExp(`data-match-id="${id}"`));
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      assert.ok(scripts.length >= 2);
      for (const [, attrs, inner] of scripts) {
        assert.match(attrs ?? '', /src="\/embed\/assets\/[a-z]+\.js\?v=[0-9a-f]{12}"/);
        assert.equal(inner, '', 'no inline script');
      }
      assert.doesNotMatch(html, /\sstyle=|<style|\son[a-z]+=/i, 'no inline style or handler');
      assert.match(html, /<link rel="stylesheet" href="\/embed\/assets\/embed\.css\?v=[0-9a-f]{12}">/);
      if (kind === 'tv') {
        assert.ok(html.includes(TV_NOTICE));
        assert.equal(TV_NOTICE, 'Live video is delayed by 5 seconds');
        assert.match(html, /<canvas /);
      }
      // Every asset the page names is served.
      for (const [, href] of html.matchAll(/(?:src|href)="(\/embed\/assets\/[^"]+)"/g)) {
        const asset = await h.inject('GET', href ?? '');
        assert.equal(asset.statusCode, 200, href);
        assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
      }
    });
  }

  test('a bad id is 400, an unknown one 404', async () => {
    for (const path of ['/embed/tv/abc', '/embed/scoreboard/1%3Cscript%3E', '/embed/state/x']) {
      const res = await h.inject('GET', path);
      assert.equal(res.statusCode, 400, path);
      assert.match(body(res).message, /Match id must be a number/);
    }
    for (const path of ['/embed/tv/99999999999', '/embed/scoreboard/99999999999', '/embed/state/99999999999']) {
      const res = await h.inject('GET', path);
      assert.equal(res.statusCode, 404, path);
      assert.equal(body(res).message, 'Match not found.');
    }
  });

  test('frame-ancestors lists only well-formed origins, or none', () => {
    assert.match(
      embedCsp(['https://app.example.com', 'http://127.0.0.1:8080']),
      /frame-ancestors https:\/\/app\.example\.com http:\/\/127\.0\.0\.1:8080$/,
    );
    assert.match(embedCsp(["https://x.example; script-src 'unsafe-inline'", '*']), /frame-ancestors 'none'$/);
    assert.match(embedCsp([]), /frame-ancestors 'none'$/);
  });
});

describe('GET /embed/state/{id}', () => {
  test('live: the match now; tv: the state of five seconds ago', async () => {
    const id = cricket().id;
    const seen: { at: number; score: Score | null }[] = [];
    play(30_000, () => seen.push({ at: h.ctx.feed.now, score: h.ctx.feed.view(id)?.scoreBoard ?? null }));
    const now = h.ctx.feed.now;

    const live = await h.inject('GET', `/embed/state/${id}`);
    assert.equal(live.statusCode, 200);
    const ls = body<EmbedState>(live).data;
    assert.deepEqual(Object.keys(ls).sort(), [
      'at',
      'competitionName',
      'delayMs',
      'engine',
      'event',
      'finished',
      'id',
      'inPlay',
      'now',
      'scoreBoard',
      'sport',
      'sportName',
      'startAt',
      'stopAt',
      'teamA',
      'teamB',
      'title',
      'view',
    ]);
    assert.equal(ls.view, 'live');
    assert.equal(ls.delayMs, 0);
    assert.equal(ls.at, now);
    assert.equal(ls.engine, 'cricket');
    assert.deepEqual(ls.scoreBoard, JSON.parse(JSON.stringify(h.ctx.feed.view(id)?.scoreBoard)));

    const tv = await h.inject('GET', `/embed/state/${id}?view=tv`);
    assert.equal(tv.statusCode, 200);
    const ts = body<EmbedState>(tv).data;
    assert.equal(ts.view, 'tv');
    assert.equal(ts.delayMs, 5000);
    assert.equal(ts.at, now - 5000);
    const then = [...seen].reverse().find((s) => s.at <= now - 5000);
    assert.ok(then);
    assert.deepEqual(
      ts.scoreBoard,
      JSON.parse(JSON.stringify(then.score)),
      'the TV view shows the scoreboard of 5 s ago',
    );
    const changedSince = seen.some((s) => s.at > now - 5000 && JSON.stringify(s.score) !== JSON.stringify(then.score));
    if (changedSince) assert.notDeepEqual(ts.scoreBoard, ls.scoreBoard, 'and not the current one');
  });

  test('events are described from the score: the last cricket ball, a goal, a tennis point', () => {
    const fx = { teamA: 'Home', teamB: 'Away', sport: 'football' } as const;
    const fixture: Fixture = { ...cricket().fixture, ...fx };
    const inn = { team: 'Home', runs: 10, wickets: 0, overs: '1.2', legalBalls: 8, extras: 0, fours: 1, sixes: 0 };
    const base: Score = {
      kind: 'cricket',
      format: 'T20',
      innings: [inn],
      currentInnings: 1,
      battingTeam: 'Home',
      target: null,
      lastBalls: ['1'],
      crr: 7.5,
      rrr: null,
      tossWinner: 'Home',
      status: '',
    };
    const next = (ball: string, runs: number, wickets = 0): Score => ({
      ...base,
      innings: [{ ...inn, runs: inn.runs + runs, wickets, legalBalls: 9, overs: '1.3' }],
      lastBalls: ['1', ball],
    });
    assert.equal(describePlay(base, next('4', 4), fixture, 1)?.kind, 'four');
    assert.equal(describePlay(base, next('6', 6), fixture, 1)?.text, 'SIX!');
    assert.equal(describePlay(base, next('W', 0, 1), fixture, 1)?.kind, 'wicket');
    assert.equal(describePlay(base, next('0', 0), fixture, 1)?.text, 'Dot ball');
    assert.equal(describePlay(base, next('2', 2), fixture, 1)?.text, '2 runs');
    assert.equal(describePlay(base, next('wd', 1), fixture, 1)?.text, 'Wide');
    assert.equal(describePlay(base, base, fixture, 1), null, 'no ball, no event');
    const goals = (home: number, away: number): Score => ({
      kind: 'goals',
      home,
      away,
      period: 1,
      periodLabel: '1st Half',
      minute: 10,
      clock: "10'",
    });
    assert.deepEqual(describePlay(goals(0, 0), goals(0, 1), fixture, 5), {
      at: 5,
      kind: 'goal',
      text: 'GOAL – Away',
      side: 1,
    });
    assert.equal(describePlay(goals(0, 0), goals(0, 0), fixture, 5), null);
    const tennis = (points: [string, string]): Score => ({
      kind: 'tennis',
      bestOf: 3,
      sets: [],
      games: [1, 1],
      points,
      server: 0,
      tiebreak: false,
    });
    assert.deepEqual(describePlay(tennis(['15', '0']), tennis(['15', '15']), fixture, 7), {
      at: 7,
      kind: 'point',
      text: 'Point Away',
      side: 1,
    });
    assert.deepEqual(describePlay(tennis(['AD', '40']), tennis(['40', '40']), fixture, 7)?.side, 1);
  });

  test('a bad view is 400', async () => {
    const res = await h.inject('GET', `/embed/state/${cricket().id}?view=raw`);
    assert.equal(res.statusCode, 400);
    assert.match(body(res).message, /query.view/);
  });
});

describe('GET /embed/assets/{name}', () => {
  test('scripts and the style sheet with their types; scripts parse; server text only via textContent', async () => {
    for (const [name, asset] of Object.entries(EMBED_ASSETS)) {
      const res = await h.inject('GET', `/embed/assets/${name}`);
      assert.equal(res.statusCode, 200, name);
      assert.equal(res.headers['content-type'], asset.type);
      assert.equal(res.headers['cache-control'], 'public, max-age=300');
      assert.equal(res.body, asset.body);
      if (name.endsWith('.js')) {
        assert.doesNotThrow(() => new Script(asset.body, { filename: name }), `${name} parses`);
        assert.doesNotMatch(asset.body, /innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
      } else {
        assert.match(res.headers['content-type'] ?? '', /^text\/css/);
      }
    }
    for (const name of ['nope.js', '..%2Fapp.js', 'constructor', '__proto__']) {
      const res = await h.inject('GET', `/embed/assets/${name}`);
      assert.equal(res.statusCode, 404, name);
    }
  });
});
