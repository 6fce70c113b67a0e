import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { body, harness, OPERATOR_KEY, type Harness } from '../test/harness.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.js';
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
    assert.deepEqual(parseCommand(['tabs', '12', '7']), {
      method: 'POST',
      path: '/operator/blinkingTabs',
      body: { matchIds: ['12', '7'] },
    });
    assert.deepEqual(parseCommand(['tabs', 'auto']).body, { matchIds: [] });
    assert.equal(parseCommand(['outbox', 'a b']).path, '/operator/outbox?userName=a%20b');
    assert.deepEqual(parseCommand(['status', 'p1']), {
      method: 'GET',
      path: '/operator/players/protection?userName=p1',
    });
    assert.deepEqual(
      parseCommand([
        'status',
        'p1',
        'coolingOff',
        '--until',
        '2026-12-06T10:00:00Z',
        '--reason',
        'asked',
        'by',
        'phone',
      ]),
      {
        method: 'POST',
        path: '/operator/players/status',
        body: { userName: 'p1', status: 'coolingOff', until: '2026-12-06T10:00:00.000Z', reason: 'asked by phone' },
      },
    );
    assert.deepEqual(parseCommand(['inactivity']), { method: 'POST', path: '/operator/players/inactivity' });
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

  test('parses the manual session commands', () => {
    assert.deepEqual(parseCommand(['session-open', '1234', '6', 'over', 'runs', '--min', '50', '--max', '20000']), {
      method: 'POST',
      path: '/operator/sessions/open',
      body: { matchId: '1234', name: '6 over runs', minBet: 50, maxBet: 20000 },
    });
    assert.deepEqual(parseCommand(['session-open', '1234', 'Fall', 'of', '1st', 'wkt']).body, {
      matchId: '1234',
      name: 'Fall of 1st wkt',
    });
    assert.deepEqual(parseCommand(['session-rate', 'manual:3', '48', '100', '50', '90']), {
      method: 'POST',
      path: '/operator/sessions/rate',
      body: { marketId: 'manual:3', noLine: 48, noRate: 100, yesLine: 50, yesRate: 90 },
    });
    for (const action of ['suspend', 'resume', 'close']) {
      assert.deepEqual(parseCommand([`session-${action}`, 'manual:3']), {
        method: 'POST',
        path: `/operator/sessions/${action}`,
        body: { marketId: 'manual:3' },
      });
    }
    assert.equal(parseCommand(['sessions', '1234']).path, '/operator/sessions?matchId=1234');
    for (const argv of [
      ['sessions'],
      ['session-open'],
      ['session-open', '1234'],
      ['session-open', '1234', 'x', '--min', '0'],
      ['session-open', '1234', 'x', '--max'],
      ['session-open', '1234', 'x', '--limit', '5'],
      ['session-rate', 'manual:3', '48', '100', '50'],
      ['session-rate', 'manual:3', '48', '0', '50', '100'],
      ['session-rate', 'manual:3', '48.5', '100', '50', '100'],
      ['session-rate', 'manual:3', '52', '100', '50', '100'],
      ['session-rate', 'manual:3', '48', '100', '50', '100', '7'],
      ['session-rate', 's9', '48', '100', '50', '100'],
      ['session-suspend'],
      ['session-close', 'manual:0'],
    ]) {
      assert.throws(() => parseCommand(argv), UsageError, JSON.stringify(argv));
    }
  });

  test('runs a manual session through the running API: open, rate, suspend, resume, close', async () => {
    const match = h.ctx.feed
      .views()
      .find((v) => v.fixture.sport === 'cricket' && v.fixture.kind === 'match' && !v.fixture.finished);
    assert.ok(match, 'the feed lists a cricket match');
    const run = (argv: string[]) => runCommand(argv, { apiUrl, key: OPERATOR_KEY });
    const opened = await run(['session-open', match.id, '10', 'over', 'runs']);
    assert.equal(opened.ok, true, JSON.stringify(opened.body));
    const { market } = (opened.body as { data: { market: { id: string; name: string } } }).data;
    assert.match(market.id, /^manual:\d+$/);
    assert.equal(market.name, '10 over runs');
    const rated = await run(['session-rate', market.id, '72', '100', '74', '100']);
    assert.equal(rated.ok, true);
    assert.match((rated.body as { message: string }).message, /No 72 at 100, Yes 74 at 100/);
    assert.equal((await run(['session-suspend', market.id])).ok, true);
    const again = await run(['session-suspend', market.id]);
    assert.equal(again.status, 409);
    assert.match((again.body as { message: string }).message, /already suspended/);
    assert.equal((await run(['session-resume', market.id])).ok, true);
    // The server checks what the command line cannot: the match, and the lines against each other.
    assert.equal((await run(['session-open', '999999999', 'x'])).status, 404);
    const listed = await run(['sessions', match.id]);
    assert.deepEqual(
      (listed.body as { data: { market: { id: string; status: string }; closed: boolean }[] }).data.map((s) => [
        s.market.id,
        s.market.status,
        s.closed,
      ]),
      [[market.id, 'OPEN', false]],
    );
    assert.equal((await run(['session-close', market.id])).ok, true);
    assert.equal((await run(['session-rate', market.id, '70', '100', '72', '100'])).status, 409);
    const audit = await h.ctx.db.execute<{ action: string }>(
      sql`select action from audit_log where detail->>'marketId' = ${market.id} order by id`,
    );
    assert.deepEqual(
      rowsOf(audit).map((r) => r.action),
      [
        'manualSession.open',
        'manualSession.rate',
        'manualSession.suspend',
        'manualSession.resume',
        'manualSession.close',
      ],
    );
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
      ['tabs'],
      ['tabs', '12', 'auto'],
      ['tabs', '1.5'],
      ['create-user', 'p', 'x', '--what'],
      ['status'],
      ['status', 'p1', 'suspended'],
      ['status', 'p1', 'coolingOff', '--until', 'tomorrow'],
      ['status', 'p1', 'frozen', '--reason'],
      ['status', 'p1', 'frozen', '--why', 'x'],
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

  test("sets and shows a player's state: frozen keeps the login, blocked ends it; the history names the operator", async () => {
    const p = await h.player({ credit: 100 });
    const frozen = await runCommand(['status', p.userName, 'frozen', '--reason', 'age not verified'], {
      apiUrl,
      key: OPERATOR_KEY,
    });
    assert.equal(frozen.ok, true, JSON.stringify(frozen.body));
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 200);
    const blocked = await runCommand(['status', p.userName, 'blocked'], { apiUrl, key: OPERATOR_KEY });
    assert.equal(blocked.ok, true);
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 401);
    const shown = await runCommand(['status', p.userName], { apiUrl, key: OPERATOR_KEY });
    const data = (shown.body as { data: { status: string; history: { message: string }[] } }).data;
    assert.equal(data.status, 'blocked');
    assert.deepEqual(
      data.history.map((e) => e.message),
      [
        'Account set blocked by the operator; it was frozen.',
        'Account set frozen by the operator (age not verified); it was active.',
      ],
    );
    const noEnd = await runCommand(['status', p.userName, 'coolingOff'], { apiUrl, key: OPERATOR_KEY });
    assert.equal(noEnd.status, 400);
    const unknown = await runCommand(['status', 'nobody-here', 'frozen'], { apiUrl, key: OPERATOR_KEY });
    assert.equal(unknown.status, 404);
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
