/**
 * Quality bar R3: many postings at once against the same wallets never overspend and never lose an
 * update. On PGlite (one connection) the postings run one after another and this passes trivially;
 * with TEST_DATABASE_URL they run on 50 pooled PostgreSQL connections at once, and only the
 * `FOR UPDATE` lock in lockWallet keeps the books right.
 */
import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { harness, type Harness } from '../test/harness.js';
import { ApiError } from '../errors.js';
import { houseAccounts, ledgerEntries } from '../db/schema.js';
import { post, readBalance, type PostingRequest } from './ledger.js';
import { checkLedgerInvariants } from './invariants.js';
import { toCents } from './money.js';

const h: Harness = await harness();
after(() => h.close());
beforeEach(() => h.reset());
afterEach(() => h.assertLedger());

const CONCURRENCY = 50;

type Outcome = { ok: true; balanceCents: number } | { ok: false; error: unknown };

/** Fires every posting at once and waits for all of them, successes and failures alike. */
async function postAll(requests: PostingRequest[]): Promise<Outcome[]> {
  const settled = await Promise.allSettled(requests.map((req) => post(h.db, req)));
  return settled.map((s) =>
    s.status === 'fulfilled'
      ? { ok: true, balanceCents: Math.round(s.value.balance.totalBalance * 100) }
      : { ok: false, error: s.reason as unknown },
  );
}

const isInsufficient = (error: unknown) =>
  error instanceof ApiError &&
  error.statusCode === 400 &&
  /^Insufficient balance: \d+\.\d{2} is available\.$/.test(error.message);

/** A fixed permutation, so a failure can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe(`concurrent postings (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test(`${CONCURRENCY} concurrent 30.00 debits on a 1,000.00 wallet: exactly 33 succeed, none overspend`, async () => {
    const p = await h.player({ credit: 1000 });
    const outcomes = await postAll(
      Array.from({ length: CONCURRENCY }, (_, i) => ({
        userId: p.id,
        type: 'withDraw' as const,
        amountCents: -3000,
        description: `Concurrent debit ${i + 1}`,
      })),
    );

    const succeeded = outcomes.filter((o) => o.ok);
    const failed = outcomes.flatMap((o) => (o.ok ? [] : [o.error]));
    assert.equal(succeeded.length, 33, 'floor(1000 / 30) debits fit; any more is an overspend');
    assert.equal(failed.length, CONCURRENCY - 33);
    for (const error of failed) assert.ok(isInsufficient(error), `refused as insufficient, got ${String(error)}`);

    // Every success saw a distinct balance: 970.00, 940.00, ... 10.00, each exactly once.
    const seen = succeeded.map((o) => o.balanceCents).sort((a, b) => b - a);
    assert.deepEqual(
      seen,
      Array.from({ length: 33 }, (_, i) => 100_000 - 3000 * (i + 1)),
      'no two debits read the same balance',
    );

    const balance = await readBalance(h.db, p.id);
    assert.equal(balance.totalBalance, 10);
    assert.equal(balance.currentBalance, 10);
    const entries = await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, p.id));
    assert.equal(entries.filter((e) => e.type === 'withDraw').length, 33, 'a refused debit leaves no entry');
    assert.deepEqual(await checkLedgerInvariants(h.db), []);
  });

  test(`${CONCURRENCY} concurrent credits and debits across 10 wallets add up exactly`, async () => {
    const WALLETS = 10;
    // Wallet i opens with 100 + 10i and gets +(5 + i), -30, -30, +10, -40: even with every debit
    // first it never goes below zero, so all 50 succeed and it closes at 15 + 11i.
    const players = await Promise.all(Array.from({ length: WALLETS }, (_, i) => h.player({ credit: 100 + 10 * i })));
    const requests: PostingRequest[] = players.flatMap((p, i) =>
      [500 + 100 * i, -3000, -3000, 1000, -4000].map((amountCents, k) => ({
        userId: p.id,
        type: amountCents > 0 ? ('add' as const) : ('withDraw' as const),
        amountCents,
        description: `Mixed ${i}.${k}`,
      })),
    );
    assert.equal(requests.length, CONCURRENCY);
    const [houseBefore] = await h.db.select().from(houseAccounts).where(eq(houseAccounts.code, 'funding'));

    const outcomes = await postAll(shuffled(requests, 20261121));
    const failures = outcomes.flatMap((o) => (o.ok ? [] : [String(o.error)]));
    assert.deepEqual(failures, [], 'every posting fits, so every posting succeeds');

    let total = 0;
    for (const [i, p] of players.entries()) {
      const balance = await readBalance(h.db, p.id);
      assert.equal(balance.totalBalance, 15 + 11 * i, `wallet ${i} lost or doubled an update`);
      assert.ok(balance.currentBalance >= 0);
      const entries = await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, p.id));
      assert.equal(entries.length, 6, `wallet ${i}: the opening credit and its five postings`);
      total += toCents(balance.totalBalance);
    }
    const opened = players.reduce((sum, _p, i) => sum + (100 + 10 * i) * 100, 0);
    const moved = requests.reduce((sum, r) => sum + r.amountCents, 0);
    assert.equal(total, opened + moved, 'the wallets together moved by exactly the sum of the postings');
    assert.equal(
      total,
      Array.from({ length: WALLETS }, (_, i) => (15 + 11 * i) * 100).reduce((a, b) => a + b, 0),
    );

    // The house's funding account is the other side of every one of them.
    const [houseAfter] = await h.db.select().from(houseAccounts).where(eq(houseAccounts.code, 'funding'));
    assert.ok(houseBefore && houseAfter);
    assert.equal(toCents(houseAfter.balance) - toCents(houseBefore.balance), -moved);
    assert.deepEqual(await checkLedgerInvariants(h.db), []);
  });
});
