/**
 * @jest-environment node
 */
// Node's own WebCrypto (jsdom has no crypto.subtle); the expected hashes come from node:crypto.
import { createHash } from 'node:crypto';
import { standardDeck } from './cards.js';
import type { CardRoundDetail } from './contract.js';
import { cardTable, familyOf } from './registry.js';
import { checkRound, sha256Hex } from './verify.js';

const TEEN20 = cardTable('teen20')!;
const SALT = '9f86d081884c7d65a3f0';
// A fixed shuffle: every 7th card, wrapping (7 and 52 share no factor).
const SHOE = standardDeck().map((_, i, deck) => deck[(i * 7) % deck.length]!);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A round as the API publishes it: the commitment is SHA-256 of salt and shoe, the deal and result follow from the shoe. */
function honestRound(): CardRoundDetail {
  const family = familyOf(TEEN20);
  const dealt = family.deal(TEEN20, SHOE);
  const result = family.result(TEEN20, dealt);
  return {
    mid: '102260110135900',
    gameType: 'teen20',
    createdAt: '2026-11-22T10:00:00.000Z',
    ...result,
    dealt,
    commit: sha256(`${SALT}:${SHOE.join(',')}`),
    salt: SALT,
    shoe: SHOE,
    voided: false,
  };
}

describe('checkRound', () => {
  it('verifies an honest round: the hash, the deal and the result', async () => {
    const detail = honestRound();
    await expect(checkRound(detail, TEEN20)).resolves.toEqual({
      computed: detail.commit,
      commitMatches: true,
      dealMatches: true,
      resultMatches: true,
    });
  });

  it('catches a shoe swapped after the commitment', async () => {
    const honest = honestRound();
    const tampered = { ...honest, shoe: [honest.shoe[1]!, honest.shoe[0]!, ...honest.shoe.slice(2)] };
    await expect(checkRound(tampered, TEEN20)).resolves.toMatchObject({ commitMatches: false, dealMatches: false });
  });

  it('catches a result that does not follow from the shoe', async () => {
    const honest = honestRound();
    const other = honest.win === '1' ? '3' : '1';
    await expect(checkRound({ ...honest, win: other }, TEEN20)).resolves.toMatchObject({
      commitMatches: true,
      resultMatches: false,
    });
  });

  it('does not check the result of a voided round, only the hash and the deal', async () => {
    const result = await checkRound({ ...honestRound(), voided: true, win: 'noresult' }, TEEN20);
    expect(result).toMatchObject({ commitMatches: true, dealMatches: true, resultMatches: null });
  });

  it('compares the commitment in any case of hex, surrounding blanks aside', async () => {
    const honest = honestRound();
    await expect(checkRound({ ...honest, commit: ` ${honest.commit.toUpperCase()}\n` }, TEEN20)).resolves.toMatchObject(
      { commitMatches: true },
    );
  });

  it('checks only the hash of a table it does not know', async () => {
    await expect(checkRound(honestRound(), undefined)).resolves.toMatchObject({
      commitMatches: true,
      dealMatches: null,
      resultMatches: null,
    });
  });

  it('replays with the family given, and a shoe it cannot deal from does not deal these cards', async () => {
    const family = {
      ...familyOf(TEEN20),
      deal: () => {
        throw new Error('short shoe');
      },
    };
    await expect(checkRound(honestRound(), TEEN20, family)).resolves.toMatchObject({
      commitMatches: true,
      dealMatches: false,
      resultMatches: null,
    });
  });

  it('answers null where there is no WebCrypto', async () => {
    const saved = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true, writable: true });
    try {
      await expect(sha256Hex('x')).resolves.toBeNull();
      await expect(checkRound(honestRound(), TEEN20)).resolves.toBeNull();
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: saved, configurable: true, writable: true });
    }
  });
});
