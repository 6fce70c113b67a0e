/**
 * Money that must not be lost: the outbox resends a credit the operator answered with a 500, a
 * debit whose answer never came is rolled back (never repeated), and a round left open by a
 * provider that stopped is refunded by the next one — at once after a clean stop, after its lease
 * runs out after a crash — while its unsent credits are sent at start-up.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { WALLET_PATHS } from './protocol/index.js';
import { providerRounds, providerWalletCalls } from './db/schema.js';
import { openTestDatabase, testClock } from './testing.test-support.js';
import type { PageError, PageState, PlayResult } from './contract.js';
import { retryDelayMs, WalletClient } from './outbox.js';
import { fakeOperator, SECRET, testProvider } from './providerTests.test-support.js';
import { LEASE_MS } from './rounds.js';

const database = await openTestDatabase();
const clock = testClock();
after(() => database.close());

const played = (res: { statusCode: number; body: string; json(): unknown }): PlayResult => {
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as PlayResult;
};

async function round(roundId: string) {
  const [row] = await database.db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId));
  assert.ok(row, roundId);
  return row;
}

async function calls(roundId: string) {
  return database.db
    .select()
    .from(providerWalletCalls)
    .where(eq(providerWalletCalls.roundId, roundId))
    .orderBy(providerWalletCalls.createdAt);
}

async function safeTile(roundId: string): Promise<number> {
  const mines = ((await round(roundId)).state as { engine: { minePositions: number[] } }).engine.minePositions;
  return [...Array(25).keys()].find((i) => !mines.includes(i))!;
}

describe('the outbox', () => {
  test('a credit answered with a 500 stays pending and is sent again until answered', async () => {
    const t = await testProvider({ db: database.db, now: clock.now, balanceCents: 100_000 });
    try {
      const launchId = await t.launch('MAC88-MINES');
      const bet = played(await t.bet(launchId, { stake: 100, mines: 3 }));
      const roundId = bet.round.roundId;
      played(await t.act(launchId, roundId, { type: 'reveal', tile: await safeTile(roundId) }));
      t.operator.misbehave('credit', 'error500', 2);
      const cashed = played(await t.act(launchId, roundId, { type: 'cashout' }));
      assert.equal(cashed.round.status, 'settled', 'the round is decided; the credit is owed');
      assert.equal(cashed.balance, null, 'no answer to show');
      assert.equal(t.operator.balanceCents(), 90_000);
      let credit = (await calls(roundId)).find((c) => c.kind === 'credit')!;
      assert.deepEqual([credit.status, credit.attempts], ['pending', 1]);

      await t.provider.sweep();
      assert.equal((await calls(roundId)).find((c) => c.kind === 'credit')!.attempts, 1, 'not before its pause');
      clock.advance(retryDelayMs(1));
      await t.provider.sweep(); // a second 500
      clock.advance(retryDelayMs(2));
      await t.provider.sweep();
      credit = (await calls(roundId)).find((c) => c.kind === 'credit')!;
      assert.deepEqual([credit.status, credit.attempts], ['done', 3]);
      const sent = t.operator.of('credit').filter((c) => c.body.roundId === roundId);
      assert.deepEqual(
        sent.map((c) => c.status),
        [500, 500, 200],
      );
      assert.equal(new Set(sent.map((c) => c.body.transactionId)).size, 1, 'the same transaction each time');
      assert.equal(t.operator.balanceCents(), 90_000 + 11_000, 'credited once: 100 × 1.10');
      assert.deepEqual(t.operator.replays, [], 'every attempt signed afresh');
    } finally {
      await t.close();
    }
  });

  test('a credit whose answer was lost is sent again, signed afresh, and gets the first answer', async () => {
    const t = await testProvider({ db: database.db, now: clock.now, balanceCents: 100_000 });
    try {
      const launchId = await t.launch('MAC88-MINES');
      const roundId = played(await t.bet(launchId, { stake: 100, mines: 3 })).round.roundId;
      played(await t.act(launchId, roundId, { type: 'reveal', tile: await safeTile(roundId) }));
      t.operator.misbehave('credit', 'lost');
      played(await t.act(launchId, roundId, { type: 'cashout' }));
      assert.equal(t.operator.balanceCents(), 90_000 + 11_000, 'the operator took the credit');
      assert.equal((await calls(roundId)).find((c) => c.kind === 'credit')!.status, 'pending', 'unanswered');
      clock.advance(retryDelayMs(1));
      await t.provider.sweep();
      const credit = (await calls(roundId)).find((c) => c.kind === 'credit')!;
      assert.deepEqual([credit.status, credit.attempts], ['done', 2]);
      const sent = t.operator.of('credit').filter((c) => c.body.roundId === roundId);
      assert.deepEqual(
        sent.map((c) => [c.status, c.body.transactionId]),
        [
          [200, credit.transactionId],
          [200, credit.transactionId],
        ],
      );
      assert.deepEqual(t.operator.replays, [], 'the retry was not a copy of the first request');
      assert.equal(t.operator.balanceCents(), 90_000 + 11_000, 'credited once');
    } finally {
      await t.close();
    }
  });

  test('an operator answering REPLAYED did not act on that copy: the call counts as unanswered', async () => {
    const client = new WalletClient({
      db: database.db,
      secret: SECRET,
      operatorUrl: 'http://operator.test',
      fetch: () =>
        Promise.resolve(Response.json({ status: 'ERROR', code: 'REPLAYED', message: 'taken' }, { status: 401 })),
      now: clock.now,
      timeoutMs: 1_000,
      log: Fastify({ logger: false }).log,
    });
    const body = {
      token: 'tok_0123456789abcdef',
      userId: 'u-1',
      transactionId: 't-1',
      roundId: 'r-1',
      gameCode: 'g',
      amount: 1,
    };
    const result = await client.post(WALLET_PATHS.credit, body);
    assert.equal(result.kind, 'unanswered', JSON.stringify(result));
  });

  test('a debit whose answer was lost is rolled back with a new transaction id, not repeated', async () => {
    const t = await testProvider({ db: database.db, now: clock.now, balanceCents: 100_000 });
    try {
      const launchId = await t.launch('MAC88-COLOUR1');
      t.operator.misbehave('debit', 'lost');
      const res = await t.bet(launchId, { bets: [{ key: 'green', stake: 250 }] });
      assert.equal(res.statusCode, 502);
      assert.equal(res.json<PageError>().code, 'WALLET_UNAVAILABLE');
      await t.provider.idle();
      const [debit] = t.operator.of('debit');
      const [rollback] = t.operator.of('rollback');
      assert.ok(debit && rollback);
      assert.equal(rollback.body.rollbackTransactionId, debit.body.transactionId);
      assert.notEqual(rollback.body.transactionId, debit.body.transactionId);
      assert.equal(rollback.body.roundId, debit.body.roundId);
      assert.equal(rollback.status, 200);
      assert.equal(t.operator.of('debit').length, 1, 'the debit is never sent again');
      assert.equal(t.operator.of('credit').length, 0);
      assert.equal(t.operator.balanceCents(), 100_000, 'the stake is back');
      assert.deepEqual(t.operator.replays, []);
      const roundId = String(debit.body.roundId);
      assert.equal((await round(roundId)).status, 'refunded');
      assert.deepEqual(
        (await calls(roundId)).map((c) => [c.kind, c.status]),
        [
          ['debit', 'failed'],
          ['rollback', 'done'],
        ],
      );
      const page = (await t.get(`/game/${launchId}/api/state`)).json<PageState>();
      assert.equal(page.round, null);
      assert.equal(page.history[0]?.status, 'refunded');
    } finally {
      await t.close();
    }
  });

  test('a debit that never arrived: the rollback finds nothing to undo; a rollback answered with a 500 is resent', async () => {
    const t = await testProvider({ db: database.db, now: clock.now, balanceCents: 100_000, walletTimeoutMs: 100 });
    try {
      const launchId = await t.launch('MAC88-SB');
      t.operator.misbehave('debit', 'hang');
      assert.equal((await t.bet(launchId, { bets: [{ key: 'big', stake: 10 }] })).statusCode, 502);
      await t.provider.idle();
      const [first] = t.operator.of('rollback');
      assert.equal(first?.answer?.status === 'ERROR' && first.answer.code, 'UNKNOWN_TRANSACTION');
      assert.equal((await calls(String(first!.body.roundId))).find((c) => c.kind === 'rollback')?.status, 'failed');

      t.operator.misbehave('debit', 'lost');
      t.operator.misbehave('rollback', 'error500');
      assert.equal((await t.bet(launchId, { bets: [{ key: 'big', stake: 10 }] })).statusCode, 502);
      await t.provider.idle();
      assert.equal(t.operator.balanceCents(), 99_000, 'the second debit was taken and not yet given back');
      clock.advance(retryDelayMs(1));
      await t.provider.sweep();
      assert.equal(t.operator.balanceCents(), 100_000);
      assert.deepEqual(
        t.operator.of('rollback').map((c) => c.status),
        [404, 500, 200],
      );
    } finally {
      await t.close();
    }
  });
});

describe('restarts', () => {
  test('a round open when the provider stopped is refunded by the next one at start-up', async () => {
    const operator = fakeOperator({ secret: SECRET, now: clock.now, balanceCents: 100_000 });
    const first = await testProvider({ db: database.db, now: clock.now, operator });
    const launchId = await first.launch('MAC88-MINES');
    const bet = played(await first.bet(launchId, { stake: 300, mines: 2 }));
    played(await first.act(launchId, bet.round.roundId, { type: 'reveal', tile: await safeTile(bet.round.roundId) }));
    await first.close();
    assert.equal((await round(bet.round.roundId)).status, 'open');
    assert.equal(operator.balanceCents(), 70_000);

    const second = await testProvider({ db: database.db, now: clock.now, operator });
    try {
      await second.provider.start();
      const row = await round(bet.round.roundId);
      assert.equal(row.status, 'refunded');
      assert.match(String((row.state as { note?: string }).note), /stopped during this round/);
      const [rollback] = operator.of('rollback');
      assert.equal(rollback?.body.rollbackTransactionId, operator.of('debit')[0]!.body.transactionId);
      assert.equal(operator.balanceCents(), 100_000);
      const page = (await second.get(`/game/${launchId}/api/state`)).json<PageState>();
      assert.equal(page.round, null);
      assert.equal(page.history[0]?.status, 'refunded');
    } finally {
      await second.close();
    }
  });

  test('a process that died mid-flight: its round is refunded once its lease runs out, not before', async () => {
    const operator = fakeOperator({ secret: SECRET, now: clock.now, balanceCents: 100_000 });
    const dead = await testProvider({ db: database.db, now: clock.now, operator });
    const launchId = await dead.launch('MAC88-ROCKET');
    let roundId = '';
    for (let i = 0; i < 30 && !roundId; i++) {
      const bet = played(await dead.bet(launchId, { stake: 10 }));
      if (bet.round.status === 'open') roundId = bet.round.roundId;
    }
    assert.ok(roundId);
    // Far from crashing: only the lease decides.
    await database.db
      .update(providerRounds)
      .set({ state: sql`jsonb_set(${providerRounds.state}, '{engine,crashH}', '100000'::jsonb)` })
      .where(eq(providerRounds.roundId, roundId));
    const next = await testProvider({ db: database.db, now: clock.now, operator });
    try {
      await next.provider.start();
      assert.equal((await round(roundId)).status, 'open', 'the lease is still live');
      clock.advance(LEASE_MS + 1);
      await next.provider.sweep();
      assert.equal((await round(roundId)).status, 'refunded');
      assert.deepEqual(
        operator.calls.filter((c) => c.body.roundId === roundId).map((c) => c.kind),
        ['debit', 'rollback'],
      );
      // The dead process wakes up: its round is no longer its to settle.
      const late = played(await dead.act(launchId, roundId, { type: 'cashout' }));
      assert.equal(late.round.status, 'refunded');
      assert.equal(operator.of('credit').filter((c) => c.body.roundId === roundId).length, 0);
    } finally {
      await dead.close();
      await next.close();
    }
  });

  test('a credit still unsent when the provider stopped goes out at the next start', async () => {
    const operator = fakeOperator({ secret: SECRET, now: clock.now, balanceCents: 100_000 });
    const first = await testProvider({ db: database.db, now: clock.now, operator });
    const launchId = await first.launch('MACX-XCOLOUR');
    operator.misbehave('credit', 'offline');
    const drawn = played(
      await first.bet(launchId, {
        bets: [
          { key: 'n1', stake: 10 },
          { key: 'n2', stake: 10 },
          { key: 'n3', stake: 10 },
          { key: 'n4', stake: 10 },
          { key: 'n5', stake: 10 },
          { key: 'n6', stake: 10 },
          { key: 'n7', stake: 10 },
          { key: 'n8', stake: 10 },
          { key: 'n9', stake: 10 },
          { key: 'n0', stake: 10 },
        ],
      }),
    );
    assert.equal(drawn.round.payout, 90, 'one of the ten numbers pays 9×');
    await first.close();
    assert.equal(operator.balanceCents(), 100_000 - 10_000);
    clock.advance(retryDelayMs(1));
    const second = await testProvider({ db: database.db, now: clock.now, operator });
    try {
      await second.provider.start();
      assert.equal(operator.balanceCents(), 100_000 - 10_000 + 9_000);
      const credit = (await calls(drawn.round.roundId)).find((c) => c.kind === 'credit');
      assert.deepEqual([credit?.status, credit?.attempts], ['done', 2]);
    } finally {
      await second.close();
    }
  });
});
