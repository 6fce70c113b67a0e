/**
 * Signed embed links, through the real routes: a player's link opens exactly its embed on a
 * screen without a session, and each way of bending it is refused with its own message.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { EmbedFrame, EmbedLink } from '@backlay/shared/sports';
import type { Fixture } from '@backlay/shared/sports';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';
import { EMBED_LINK_TTL_SECONDS } from '../sports/embedLinks.js';

const h: Harness = await harness();
let p: TestPlayer;
let tv: Fixture;
let noTv: Fixture;
before(async () => {
  p = await h.player();
  const matches = h.ctx.feed.fixtures().filter((f) => f.kind === 'match');
  const withTv = matches.find((f) => f.isTv);
  const without = matches.find((f) => !f.isTv);
  assert.ok(withTv && without, 'a match with live video and one without');
  tv = withTv;
  noTv = without;
});
after(() => h.close());

const BASE = 'http://127.0.0.1:3000';

async function link(matchId: string, kind: 'video' | 'score', on: Harness = h, token = p.token): Promise<EmbedLink> {
  const res = await on.inject('POST', '/embed/link', { token, body: { matchId, kind } });
  assert.equal(res.statusCode, 200, res.body);
  return body<EmbedLink>(res).data;
}

/** The embed page's call: no session, only the token from the link. */
const open = (id: string, kind: string, embedToken: string, on: Harness = h) =>
  on.inject('GET', `/embed/link/${id}?kind=${kind}&embedToken=${encodeURIComponent(embedToken)}`);

function refused(res: Awaited<ReturnType<typeof open>>, status: number, message: RegExp): void {
  assert.equal(res.statusCode, status, res.body);
  const b = body(res);
  assert.equal(b.statusCode, status);
  assert.match(b.message, message);
  assert.equal('data' in b, false, 'a refusal carries no frame address');
}

describe('POST /embed/link', () => {
  test('gives a signed link to the video page of a match with live video, 15 minutes long', async () => {
    const l = await link(tv.id, 'video');
    assert.equal(l.kind, 'video');
    assert.equal(l.matchId, tv.id);
    assert.equal(l.ttlSeconds, EMBED_LINK_TTL_SECONDS);
    assert.equal(l.ttlSeconds, 15 * 60);
    assert.equal(Date.parse(l.expiresAt), Math.floor(h.clock.now() / 1000) * 1000 + 15 * 60_000);
    assert.equal(l.path, `/videoPage/${tv.id}?embedToken=${encodeURIComponent(l.token)}`);
  });

  test('gives the scoreboard page with the sport id, for any match', async () => {
    const l = await link(noTv.id, 'score');
    assert.equal(l.path, `/scoreBoardPage/${noTv.id}/${noTv.sportId}?embedToken=${encodeURIComponent(l.token)}`);
  });

  test('the token carries nothing of the player or the session', async () => {
    const l = await link(tv.id, 'score');
    for (const secret of [p.id, p.userName, p.token]) assert.equal(l.token.includes(secret), false);
    assert.deepEqual(l.token.split('.').slice(0, 3), ['v1', 'score', tv.id]);
    assert.deepEqual(Object.keys(l).sort(), ['expiresAt', 'kind', 'matchId', 'path', 'token', 'ttlSeconds']);
  });

  test('needs a session; refuses bad ids, unknown matches, video where there is none', async () => {
    const anonymous = await h.inject('POST', '/embed/link', { body: { matchId: tv.id, kind: 'video' } });
    refused(anonymous, 401, /log in/i);
    const post = (b: unknown) => h.inject('POST', '/embed/link', { token: p.token, body: b });
    refused(await post({ matchId: 'x1', kind: 'score' }), 400, /Match id must be a number/);
    refused(await post({ matchId: '99999999999', kind: 'score' }), 404, /Match not found/);
    refused(await post({ matchId: noTv.id, kind: 'video' }), 404, /no live video/);
    refused(await post({ matchId: tv.id, kind: 'casino' }), 400, /kind/);
    refused(await post({ matchId: tv.id, kind: 'score', userId: p.id }), 400, /userId/);
  });
});

describe('GET /embed/link/{id}: opening a link without a session', () => {
  test('the video link opens the TV frame of its match; the scoreboard link the scoreboard', async () => {
    const video = await link(tv.id, 'video');
    const res = await open(tv.id, 'video', video.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body<EmbedFrame>(res).data, {
      kind: 'video',
      matchId: tv.id,
      iframeUrl: `${BASE}/embed/tv/${tv.id}`,
      expiresAt: video.expiresAt,
    });
    const score = await link(noTv.id, 'score');
    const board = await open(noTv.id, 'score', score.token);
    assert.equal(body<EmbedFrame>(board).data.iframeUrl, `${BASE}/embed/scoreboard/${noTv.id}`);
  });

  test('attack: a tampered signature is refused', async () => {
    const { token } = await link(tv.id, 'video');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    refused(await open(tv.id, 'video', `${token.slice(0, -1)}${last}`), 403, /not valid/);
    refused(await open(tv.id, 'video', token.slice(0, -1)), 403, /not valid/);
  });

  test('attack: the match id altered inside the token is refused', async () => {
    const { token } = await link(tv.id, 'score');
    const forged = token.replace(`.${tv.id}.`, `.${noTv.id}.`);
    assert.notEqual(forged, token);
    refused(await open(noTv.id, 'score', forged), 403, /not valid/);
  });

  test("attack: a match's token on another match's page is refused", async () => {
    const { token } = await link(tv.id, 'score');
    refused(await open(noTv.id, 'score', token), 403, /for another match/);
  });

  test("attack: one kind's token used for the other is refused, both ways", async () => {
    const score = await link(tv.id, 'score');
    refused(await open(tv.id, 'video', score.token), 403, /opens the scoreboard, not the live video/);
    const video = await link(tv.id, 'video');
    refused(await open(tv.id, 'score', video.token), 403, /opens the live video, not the scoreboard/);
    // The kind written inside the token cannot be swapped either: the signature covers it.
    refused(await open(tv.id, 'video', score.token.replace('.score.', '.video.')), 403, /not valid/);
  });

  test('attack: an expired token is refused; its expiry cannot be pushed out', async () => {
    const { token, expiresAt } = await link(tv.id, 'video');
    const start = h.clock.now();
    try {
      h.clock.set(Date.parse(expiresAt) - 1);
      assert.equal((await open(tv.id, 'video', token)).statusCode, 200);
      h.clock.set(Date.parse(expiresAt));
      refused(await open(tv.id, 'video', token), 403, /expired.*15 minutes.*new one/);
      const [v, kind, match, expiry] = token.split('.') as [string, string, string, string];
      const later = token.replace(
        `${v}.${kind}.${match}.${expiry}.`,
        `${v}.${kind}.${match}.${Number(expiry) + 3600}.`,
      );
      refused(await open(tv.id, 'video', later), 403, /not valid/);
    } finally {
      h.clock.set(start);
    }
  });

  test('attack: the token used on other endpoints is no session', async () => {
    const { token } = await link(tv.id, 'video');
    for (const [method, url] of [
      ['GET', `/getIframeUrl/${tv.id}`],
      ['GET', `/match/${tv.id}`],
      ['GET', '/user/profile'],
      ['POST', '/embed/link'],
    ] as const) {
      const res = await h.inject(method, url, {
        token,
        ...(method === 'POST' ? { body: { matchId: tv.id, kind: 'video' } } : {}),
      });
      refused(res, 401, /log in/i);
    }
    // Nor does it fit the session routes as a query parameter.
    refused(await h.inject('GET', `/getIframeUrl/${tv.id}?embedToken=${token}`), 401, /log in/i);
  });

  test('a session does not stand in for the token', async () => {
    const res = await h.inject('GET', `/embed/link/${tv.id}?kind=video&embedToken=v1.video.${tv.id}.1.x`, {
      token: p.token,
    });
    refused(res, 403, /not valid/);
    refused(await h.inject('GET', `/embed/link/${tv.id}?kind=video`, { token: p.token }), 400, /embedToken/);
  });

  test('bad input is refused with its own message', async () => {
    const { token } = await link(tv.id, 'video');
    refused(await open('x1', 'video', token), 400, /Match id must be a number/);
    refused(await open(tv.id, 'casino', token), 400, /kind/);
    refused(await h.inject('GET', `/embed/link/${tv.id}?kind=video&embedToken=${token}&extra=1`), 400, /extra/);
  });

  test('any API process with the same secret opens a link another made; one with another secret refuses it', async () => {
    const second = await harness({}, { database: h.database });
    const stranger = await harness(
      { embedSecret: 'another-embed-secret-0123456789abcdefgh' },
      { database: h.database },
    );
    try {
      const { token } = await link(tv.id, 'score');
      const there = await open(tv.id, 'score', token, second);
      assert.equal(there.statusCode, 200, there.body);
      refused(await open(tv.id, 'score', token, stranger), 403, /not valid/);
    } finally {
      await second.close();
      await stranger.close();
    }
  });

  test('a server without EMBED_SECRET says so rather than signing with nothing', async () => {
    const bare = await harness({ embedSecret: undefined }, { database: h.database });
    try {
      const res = await bare.inject('POST', '/embed/link', { token: p.token, body: { matchId: tv.id, kind: 'score' } });
      refused(res, 503, /EMBED_SECRET/);
    } finally {
      await bare.close();
    }
  });
});
