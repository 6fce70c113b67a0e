/**
 * Compressed answers: a big answer goes out in the encoding the client accepts and decodes to the
 * same JSON; small answers, and clients that accept no encoding, get it as it is. A compressed
 * request body is never inflated: it is refused and changes nothing.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { harness, TEST_PASSWORD, type Harness } from '../test/harness.js';

const h: Harness = await harness();
before(() => {
  h.clock.advance(60_000);
  h.ctx.feed.advanceTo(h.clock.now());
});
after(() => h.close());

const LIST = '/match/list?sort=match.startAt%3AASC&searchBy=title&limit=100';

describe('compressed answers', () => {
  test('the match list in brotli or gzip, as accepted, decodes to the same JSON', async () => {
    const p = await h.player();
    const plain = await h.inject('GET', LIST, { token: p.token });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined, 'no encoding without Accept-Encoding');
    assert.ok(plain.rawPayload.length > 10_000, `a big answer (${plain.rawPayload.length} B)`);
    const expected = plain.json<unknown>();

    const cases = [
      ['br', 'gzip, deflate, br', brotliDecompressSync],
      ['gzip', 'gzip, deflate', gunzipSync],
    ] as const;
    for (const [encoding, accept, decode] of cases) {
      const res = await h.inject('GET', LIST, { token: p.token, headers: { 'accept-encoding': accept } });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], encoding, accept);
      assert.match(String(res.headers.vary), /accept-encoding/i);
      assert.ok(
        res.rawPayload.length * 4 < plain.rawPayload.length,
        `${encoding}: ${res.rawPayload.length} B against ${plain.rawPayload.length} B`,
      );
      assert.deepEqual(JSON.parse(decode(res.rawPayload).toString('utf8')), expected, encoding);
      // The security headers ride on the compressed answer too.
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    }
  });

  test('a small answer goes out as it is', async () => {
    const res = await h.inject('GET', '/health', { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.json<{ data: { ok: boolean } }>().data.ok, true);
  });

  test('a gzip request body is refused, not inflated, and logs nobody in', async () => {
    const p = await h.player();
    const body = gzipSync(JSON.stringify({ userName: p.userName, password: TEST_PASSWORD }));
    const res = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    assert.ok(res.statusCode >= 400 && res.statusCode < 500, `refused (${res.statusCode})`);
    assert.equal(res.json<{ data?: { token?: string } }>().data?.token, undefined);
  });
});
