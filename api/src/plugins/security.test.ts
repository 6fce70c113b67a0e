/**
 * The headers on every API answer (quality bar R8 and the security review): HSTS, COOP and a
 * Permissions-Policy that turns every powerful feature off, on success, on errors and on refusals
 * alike. The framed embed pages keep their own CSP and may use fullscreen and autoplay, which their
 * frames delegate; nothing else.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { harness, type Harness } from '../test/harness.js';

const h: Harness = await harness();
before(() => {
  h.clock.advance(60_000);
  h.ctx.feed.advanceTo(h.clock.now());
});
after(() => h.close());

/** `feature=(allowlist)` pairs of a Permissions-Policy header, by feature. */
function permissionsPolicy(header: unknown): Map<string, string[]> {
  assert.equal(typeof header, 'string', 'a Permissions-Policy header');
  const map = new Map<string, string[]>();
  for (const part of (header as string).split(',')) {
    const m = /^([a-z-]+)=\(([^)]*)\)$/.exec(part.trim());
    assert.ok(m?.[1] !== undefined && m[2] !== undefined, `a feature=(allowlist) entry, got "${part}"`);
    assert.ok(!map.has(m[1]), `${m[1]} named once`);
    map.set(m[1], m[2].trim().split(/\s+/).filter(Boolean));
  }
  return map;
}

const DENIED = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture'];

describe('every API answer', () => {
  test('HSTS, COOP same-origin and every powerful feature off, fullscreen included', async () => {
    const p = await h.player();
    const answers = [
      ['GET /health', await h.inject('GET', '/health')],
      ['GET /user/profile', await h.inject('GET', '/user/profile', { token: p.token })],
      ['401', await h.inject('GET', '/user/profile')],
      ['400', await h.inject('POST', '/auth/login', { body: {} })],
      ['404', await h.inject('GET', '/no/such/route')],
      ['403', await h.inject('POST', '/operator/hard-refresh', { token: p.token })],
    ] as const;
    for (const [name, res] of answers) {
      assert.match(String(res.headers['strict-transport-security']), /^max-age=31536000; includeSubDomains$/, name);
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin', name);
      const policy = permissionsPolicy(res.headers['permissions-policy']);
      for (const feature of [...DENIED, 'fullscreen', 'autoplay'])
        assert.deepEqual(policy.get(feature), [], `${name}: ${feature}=()`);
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/, name);
    }
  });

  test('the embed pages: powerful features off, fullscreen and autoplay for themselves (their frames delegate them)', async () => {
    const id = h.ctx.feed.views().find((v) => v.fixture.inPlay)?.id;
    assert.ok(id, 'a match in play');
    for (const kind of ['scoreboard', 'tv']) {
      const res = await h.inject('GET', `/embed/${kind}/${id}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin', kind);
      const policy = permissionsPolicy(res.headers['permissions-policy']);
      for (const feature of DENIED) assert.deepEqual(policy.get(feature), [], `${kind}: ${feature}=()`);
      assert.deepEqual(policy.get('fullscreen'), ['self'], kind);
      assert.deepEqual(policy.get('autoplay'), ['self'], kind);
      // Their state and assets are not pages: the API's own policy.
      const state = await h.inject('GET', `/embed/state/${id}`);
      assert.deepEqual(permissionsPolicy(state.headers['permissions-policy']).get('fullscreen'), []);
    }
  });
});
