import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EMBED_LINK_TTL_SECONDS, signEmbedLink, verifyEmbedLink } from './embedLinks.js';

const SECRET = 'embed-link-unit-secret-0123456789abcdef';
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0, 400);

test('a signed token verifies to its kind, match and expiry, a whole second ttl ahead', () => {
  const { token, expiresAt } = signEmbedLink(SECRET, 'score', '1001', NOW);
  assert.equal(expiresAt, Date.UTC(2026, 10, 21, 12, 0, 0) + EMBED_LINK_TTL_SECONDS * 1000);
  assert.match(token, /^v1\.score\.1001\.\d+\.[A-Za-z0-9_-]{43}$/);
  assert.deepEqual(verifyEmbedLink(SECRET, token, NOW), { ok: true, kind: 'score', matchId: '1001', expiresAt });
});

test('the token names no player: only its version, kind, match, expiry and signature', () => {
  const { token } = signEmbedLink(SECRET, 'video', '42', NOW);
  const [version, kind, match, expiry, sig] = token.split('.');
  assert.deepEqual([version, kind, match, expiry], ['v1', 'video', '42', String(Math.floor(NOW / 1000) + 900)]);
  assert.equal(sig?.length, 43);
});

test('good until the second before expiry, expired from it on', () => {
  const { token, expiresAt } = signEmbedLink(SECRET, 'video', '7', NOW, 60);
  assert.equal(verifyEmbedLink(SECRET, token, expiresAt - 1).ok, true);
  assert.deepEqual(verifyEmbedLink(SECRET, token, expiresAt), {
    ok: false,
    reason: 'expired',
    claim: { kind: 'video', matchId: '7', expiresAt },
  });
});

test('any change to the signed parts, or another key, breaks the signature', () => {
  const { token } = signEmbedLink(SECRET, 'video', '1001', NOW);
  const [v, kind, match, expiry, sig] = token.split('.') as [string, string, string, string, string];
  const variants = [
    [v, 'score', match, expiry, sig],
    [v, kind, '1002', expiry, sig],
    [v, kind, match, String(Number(expiry) + 3600), sig],
    [v, kind, match, expiry, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`],
  ];
  for (const parts of variants) assert.equal(verifyEmbedLink(SECRET, parts.join('.'), NOW).ok, false, parts.join('.'));
  for (const parts of variants)
    assert.deepEqual(verifyEmbedLink(SECRET, parts.join('.'), NOW), { ok: false, reason: 'signature' });
  assert.deepEqual(verifyEmbedLink('another-secret-0123456789abcdefghij', token, NOW), {
    ok: false,
    reason: 'signature',
  });
});

test('a base64url text that decodes to the same bytes is still not the signature', () => {
  const { token } = signEmbedLink(SECRET, 'score', '5', NOW);
  const sig = token.slice(-43);
  // The last character of 32 bytes in base64url carries 4 bits and 2 unused ones.
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(sig.at(-1)!);
  const twin = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
  assert.deepEqual(Buffer.from(twin.slice(-43), 'base64url'), Buffer.from(sig, 'base64url'));
  assert.deepEqual(verifyEmbedLink(SECRET, twin, NOW), { ok: false, reason: 'signature' });
});

test('anything not shaped like a token is malformed', () => {
  const { token } = signEmbedLink(SECRET, 'score', '5', NOW);
  for (const text of [
    '',
    'v1',
    token.replace('v1.', 'v2.'),
    `${token}.x`,
    token.replace('score', 'casino'),
    ` ${token}`,
  ])
    assert.deepEqual(verifyEmbedLink(SECRET, text, NOW), { ok: false, reason: 'malformed' }, text);
});
