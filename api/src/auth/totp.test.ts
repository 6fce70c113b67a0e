import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totp } from './totp.js';

// RFC 6238 appendix B: the seeds are the ASCII strings below, repeated to the hash's key size.
const SEED_SHA1 = Buffer.from('12345678901234567890', 'ascii');
const SEED_SHA256 = Buffer.from('12345678901234567890123456789012', 'ascii');
const SEED_SHA512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii');

const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  for (const [time, sha1, sha256, sha512] of VECTORS) {
    test(`test vectors at T=${time}`, () => {
      assert.equal(totp(SEED_SHA1, time, 8, 'sha1'), sha1);
      assert.equal(totp(SEED_SHA256, time, 8, 'sha256'), sha256);
      assert.equal(totp(SEED_SHA512, time, 8, 'sha512'), sha512);
    });
  }

  test('RFC 4226 HOTP vectors', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expected.forEach((code, counter) => assert.equal(hotp(SEED_SHA1, counter), code));
  });

  test('base32 round trip and the RFC 4648 vector', () => {
    assert.equal(base32Encode(Buffer.from('foobar')), 'MZXW6YTBOI');
    assert.equal(base32Decode('MZXW6YTBOI======').toString(), 'foobar');
    const secret = newTotpSecret();
    assert.equal(secret.length, 32);
    assert.equal(base32Encode(base32Decode(secret)), secret);
  });

  test('a code matches its own step and the neighbouring steps only', () => {
    const secret = base32Encode(SEED_SHA1);
    const t = 1_700_000_000;
    const code = totp(SEED_SHA1, t);
    assert.equal(matchTotp(secret, code, t), Math.floor(t / 30));
    assert.equal(matchTotp(secret, code, t + 30), Math.floor(t / 30));
    assert.equal(matchTotp(secret, code, t - 30), Math.floor(t / 30));
    assert.equal(matchTotp(secret, code, t + 90), null);
    assert.equal(matchTotp(secret, '12345', t), null);
    assert.equal(matchTotp(secret, 'abcdef', t), null);
  });

  test('otpauth URI carries issuer, secret and parameters', () => {
    const uri = otpauthUri('Backlay', 'player one', 'JBSWY3DPEHPK3PXP');
    assert.match(uri, /^otpauth:\/\/totp\/Backlay%3Aplayer%20one\?/);
    const params = new URL(uri).searchParams;
    assert.equal(params.get('secret'), 'JBSWY3DPEHPK3PXP');
    assert.equal(params.get('issuer'), 'Backlay');
    assert.equal(params.get('digits'), '6');
    assert.equal(params.get('period'), '30');
  });
});
