import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { body, harness, OPERATOR_KEY, type Harness } from '../test/harness.js';
import { parseCommand, runCommand, UsageError } from './operator.js';

const h: Harness = await harness();
await h.app.listen({ port: 0, host: '127.0.0.1' });
const apiUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
after(() => h.close());
beforeEach(() => h.reset());
afterEach(() => h.assertLedger());

describe('operator command line', () => {
  test('parses every command into its call', () => {
    assert.deepEqual(parseCommand(['credit', 'p1', '500', 'Top', 'up']), {
      method: 'POST',
      path: '/operator/wallet',
      body: { userName: 'p1', type: 'add', amount: 500, note: 'Top up' },
    });
    assert.deepEqual(parseCommand(['debit', 'p1', '2.50']).body, { userName: 'p1', type: 'withDraw', amount: 2.5 });
    assert.deepEqual(parseCommand(['create-user', 'p2', 'Pass#1234', '--force-change', '--credit', '10']).body, {
      userName: 'p2',
      password: 'Pass#1234',
      forceChangePassword: true,
      credit: 10,
    });
    assert.equal(parseCommand(['banner', '2', 'Hello', 'there']).body?.type, 'banner2');
    assert.equal(parseCommand(['outbox', 'a b']).path, '/operator/outbox?userName=a%20b');
  });

  test('parses the result and bet commands', () => {
    assert.deepEqual(parseCommand(['declare', '1.23', 'winner', '7']), {
      method: 'POST',
      path: '/operator/results/declare',
      body: { marketId: '1.23', winner: 7 },
    });
    assert.deepEqual(parseCommand(['declare', 's9', 'runs', '48']).body, { marketId: 's9', runs: 48 });
    assert.deepEqual(parseCommand(['declare', 'f1', 'YES']).body, { marketId: 'f1', outcome: 'YES' });
    assert.deepEqual(parseCommand(['declare', 'card:dt20:130261121110427', 'round']).body, {
      marketId: 'card:dt20:130261121110427',
      round: true,
    });
    assert.deepEqual(parseCommand(['no-result', 'm1']).body, { marketId: 'm1', void: 'no result' });
    assert.deepEqual(parseCommand(['no-result', 'm1', 'abandoned']).body, { marketId: 'm1', void: 'abandoned' });
    assert.deepEqual(parseCommand(['undeclare', 'm1']), {
      method: 'POST',
      path: '/operator/results/undeclare',
      body: { marketId: 'm1' },
    });
    assert.equal(parseCommand(['bets', 'm 1']).path, '/operator/bets?marketId=m%201');
    assert.deepEqual(parseCommand(['delete-bets', 'Late bet', 'b1', 'b2']).body, {
      reason: 'Late bet',
      betIds: ['b1', 'b2'],
    });
    assert.deepEqual(parseCommand(['delete-market-bets', 'm1', 'Void', '--user', 'p1']).body, {
      marketId: 'm1',
      reason: 'Void',
      userName: 'p1',
    });
    assert.deepEqual(parseCommand(['purge-bets', 'b1']).body, {
      reason: 'Removed by the operator',
      betIds: ['b1'],
      permanent: true,
    });
    assert.deepEqual(parseCommand(['bet-reason', 'Wrong line', 'b1']).body, { reason: 'Wrong line', betIds: ['b1'] });
    for (const argv of [
      ['declare'],
      ['declare', 'm1'],
      ['declare', 'm1', 'winner'],
      ['declare', 'm1', 'runs', '-3'],
      ['declare', 'm1', 'maybe'],
      ['delete-bets', 'x'],
      ['delete-market-bets', 'm1', 'r', '--who'],
    ]) {
      assert.throws(() => parseCommand(argv), UsageError, JSON.stringify(argv));
    }
  });

  test('rejects bad arguments with a usage error', () => {
    for (const argv of [
      [],
      ['nope'],
      ['credit'],
      ['credit', 'p1'],
      ['credit', 'p1', '-5'],
      ['credit', 'p1', '1.234'],
      ['banner', '10', 'x'],
      ['create-user', 'p', 'x', '--what'],
    ]) {
      assert.throws(() => parseCommand(argv), UsageError, JSON.stringify(argv));
    }
  });

  test('credits and debits a player through the running API', async () => {
    const p = await h.player();
    const credit = await runCommand(['credit', p.userName, '500', 'Top-up'], { apiUrl, key: OPERATOR_KEY });
    assert.equal(credit.ok, true);
    const debit = await runCommand(['debit', p.userName, '120.50'], { apiUrl, key: OPERATOR_KEY });
    assert.equal(debit.ok, true);
    const profile = body<{ userBal: { currentBalance: number } }>(
      await h.inject('GET', '/user/profile', { token: p.token }),
    );
    assert.equal(profile.data.userBal.currentBalance, 379.5);
    const tooMuch = await runCommand(['debit', p.userName, '1000'], { apiUrl, key: OPERATOR_KEY });
    assert.equal(tooMuch.status, 400);
  });

  test('a wrong key changes nothing', async () => {
    const p = await h.player();
    const res = await runCommand(['credit', p.userName, '500'], { apiUrl, key: 'wrong-key' });
    assert.equal(res.status, 403);
    const profile = body<{ userBal: { currentBalance: number } }>(
      await h.inject('GET', '/user/profile', { token: p.token }),
    );
    assert.equal(profile.data.userBal.currentBalance, 0);
  });
});
