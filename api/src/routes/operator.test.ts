import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { LoginResponse, Profile, TransactionRow, UserBalance } from '@backlay/shared/api';
import { body, harness, OPERATOR_KEY, TEST_PASSWORD, type Harness, type TestPlayer } from '../test/harness.js';
import { snapshotTables } from '../test/snapshots.js';
import { ledgerEntries, ledgerPostings, outbox, sessions, users, wallets } from '../db/schema.js';

const h: Harness = await harness();
after(() => h.close());
beforeEach(() => h.reset());
afterEach(() => h.assertLedger());

/** Every row of every table, as text: equal snapshots mean the call changed nothing. */
const snapshot = (): Promise<string> => snapshotTables(h.db);

interface Posted {
  entryId: number;
  created: boolean;
  balance: UserBalance;
}

async function balanceOf(p: { id: string }): Promise<{ balance: string; exposure: string; creditReference: string }> {
  const [w] = await h.db.select().from(wallets).where(eq(wallets.userId, p.id));
  assert.ok(w, 'wallet exists');
  return { balance: w.balance, exposure: w.exposure, creditReference: w.creditReference };
}

async function statement(p: TestPlayer): Promise<TransactionRow[]> {
  const res = await h.inject('GET', `/transaction/get/${p.id}?limit=100`, { token: p.token });
  assert.equal(res.statusCode, 200, res.body);
  return body<{ rows: TransactionRow[] }>(res).data.rows;
}

const STRONG = 'Str0ngPassword';

describe('operator key', () => {
  test('every operator route answers 403 without the right key, and changes nothing', async () => {
    const p = await h.player({ credit: 50 });
    const calls: { method: 'GET' | 'POST'; url: string; payload?: unknown }[] = [
      { method: 'POST', url: '/operator/users', payload: { userName: 'sneaky', password: STRONG, credit: 100 } },
      { method: 'POST', url: '/operator/wallet', payload: { userName: p.userName, type: 'add', amount: 1000 } },
      { method: 'POST', url: '/operator/wallet', payload: { userName: p.userName, type: 'withDraw', amount: 50 } },
      {
        method: 'POST',
        url: '/operator/wallet',
        payload: { userName: p.userName, type: 'creditReference', amount: 9 },
      },
      { method: 'POST', url: '/operator/notification', payload: { type: 'marquee', value: 'pwned' } },
      { method: 'POST', url: '/operator/logout', payload: { userName: p.userName } },
      { method: 'POST', url: '/operator/unlock', payload: { userName: p.userName } },
      { method: 'POST', url: '/operator/hard-refresh' },
      { method: 'GET', url: `/operator/outbox?userName=${p.userName}` },
    ];
    const keys: (Record<string, string> | undefined)[] = [
      undefined,
      { 'x-operator-key': '' },
      { 'x-operator-key': 'wrong' },
      { 'x-operator-key': `${OPERATOR_KEY}x` },
      { 'x-operator-key': OPERATOR_KEY.slice(0, -1) },
      { 'x-operator-key': OPERATOR_KEY.toUpperCase() },
      { 'x-operator-key': ` ${OPERATOR_KEY}` },
      { 'x-operator-key-2': OPERATOR_KEY },
      { authorization: `Bearer ${OPERATOR_KEY}` },
    ];
    const before = await snapshot();
    for (const call of calls) {
      for (const headers of keys) {
        const res = await h.inject(call.method, call.url, {
          ...(call.payload !== undefined ? { body: call.payload } : {}),
          ...(headers ? { headers } : {}),
        });
        assert.equal(res.statusCode, 403, `${call.method} ${call.url} ${JSON.stringify(headers)}`);
        assert.deepEqual(body(res), { statusCode: 403, message: 'Operator key required.', code: 'FORBIDDEN' });
      }
      // A player's own token is no operator key either.
      const asPlayer = await h.inject(call.method, call.url, {
        token: p.token,
        ...(call.payload !== undefined ? { body: call.payload } : {}),
      });
      assert.equal(asPlayer.statusCode, 403, `${call.url} with a player token`);
    }
    assert.equal(await snapshot(), before);
    assert.equal(
      (await h.inject('GET', '/user/profile', { token: p.token })).statusCode,
      200,
      'the player was not logged out',
    );
  });

  test('the right key from another machine is refused too', async () => {
    const p = await h.player();
    const before = await snapshot();
    const res = await h.app.inject({
      method: 'POST',
      url: '/operator/wallet',
      remoteAddress: '10.1.2.3',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { userName: p.userName, type: 'add', amount: 100 },
    });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(body(res), {
      statusCode: 403,
      message: 'Operator calls come from this machine only.',
      code: 'FORBIDDEN',
    });
    assert.equal(await snapshot(), before);
  });

  test('the right key from this machine is accepted', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/operator/hard-refresh',
        remoteAddress,
        headers: { 'x-operator-key': OPERATOR_KEY },
      });
      assert.equal(res.statusCode, 200, remoteAddress);
      assert.deepEqual(body(res), { statusCode: 200, message: 'Every client will reload.', data: null });
    }
  });
});

describe('POST /operator/users', () => {
  test('creates a player who can then log in, with an empty wallet and default flags', async () => {
    const res = await h.operator('POST', '/operator/users', { userName: 'Newcomer', password: STRONG });
    assert.equal(res.statusCode, 200, res.body);
    const created = body<{ id: string; userName: string }>(res);
    assert.equal(created.message, 'Created Newcomer.');
    const [row] = await h.db.select().from(users).where(eq(users.userName, 'Newcomer'));
    assert.ok(row);
    assert.deepEqual(created.data, { id: row.id, userName: 'Newcomer' });
    assert.equal(row.forceChangePassword, false);
    assert.equal(row.isDemo, false);
    assert.notEqual(row.passwordHash, STRONG);
    assert.match(row.passwordHash, /^\$argon2id\$/);
    assert.deepEqual(await balanceOf(row), { balance: '0.00', exposure: '0.00', creditReference: '0.00' });

    const login = await h.inject('POST', '/auth/login', { body: { userName: 'newcomer', password: STRONG } });
    assert.equal(login.statusCode, 200, login.body);
    const session = body<LoginResponse>(login).data;
    assert.equal(session.userId, row.id);
    const profile = body<Profile>(await h.inject('GET', '/user/profile', { token: session.token })).data;
    assert.equal(profile.userName, 'Newcomer');
    assert.equal(profile.userBal.currentBalance, 0);
    assert.equal(
      (await h.inject('POST', '/auth/login', { body: { userName: 'Newcomer', password: TEST_PASSWORD } })).statusCode,
      400,
    );
  });

  test('an opening credit is posted, and forceChangePassword is honoured', async () => {
    const res = await h.operator('POST', '/operator/users', {
      userName: 'rich_one',
      password: STRONG,
      credit: 2500.75,
      forceChangePassword: true,
    });
    assert.equal(res.statusCode, 200, res.body);
    const { id } = body<{ id: string }>(res).data;
    assert.deepEqual(await balanceOf({ id }), { balance: '2500.75', exposure: '0.00', creditReference: '0.00' });
    const [entry] = await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id));
    assert.equal(entry?.type, 'add');
    assert.equal(entry?.amount, '2500.75');
    assert.equal(entry?.description, 'Opening credit');
    assert.equal(entry?.actor, 'operator');
    const login = body<LoginResponse>(
      await h.inject('POST', '/auth/login', { body: { userName: 'rich_one', password: STRONG } }),
    ).data;
    assert.equal(login.forceChangePassword, true);
    assert.equal((await h.inject('GET', '/button?type=Match', { token: login.token })).statusCode, 403);
  });

  test('weak passwords, bad names and bad credits are a 400 and create nothing', async () => {
    const before = await snapshot();
    const cases: { payload: Record<string, unknown>; message: RegExp }[] = [
      { payload: { userName: 'weakling', password: 'Sh0rt' }, message: /password/i },
      {
        payload: { userName: 'weakling', password: 'alllowercase1' },
        message: /upper-case letter, a lower-case letter and a digit/,
      },
      { payload: { userName: 'weakling', password: 'ALLUPPERCASE1' }, message: /upper-case letter/ },
      { payload: { userName: 'weakling', password: 'NoDigitsAtAll' }, message: /digit/ },
      { payload: { userName: 'weakling', password: `Aa1${'x'.repeat(126)}` }, message: /password/i },
      { payload: { userName: 'weakling', password: '' }, message: /password/i },
      { payload: { userName: 'ab', password: STRONG }, message: /userName/ },
      { payload: { userName: 'has space', password: STRONG }, message: /User names are 3–32 letters/ },
      { payload: { userName: 'bad<name>', password: STRONG }, message: /User names are/ },
      { payload: { userName: "x'; drop table users; --", password: STRONG }, message: /User names are/ },
      { payload: { userName: 'n'.repeat(33), password: STRONG }, message: /userName/ },
      { payload: { userName: 'weakling', password: STRONG, credit: 1.234 }, message: /at most two decimals/ },
      { payload: { userName: 'weakling', password: STRONG, credit: 0 }, message: /credit/ },
      { payload: { userName: 'weakling', password: STRONG, credit: -5 }, message: /credit/ },
      { payload: { userName: 'weakling', password: STRONG, isDemo: true }, message: /isDemo is not allowed/ },
      { payload: { password: STRONG }, message: /userName is required/ },
    ];
    for (const { payload, message } of cases) {
      const res = await h.operator('POST', '/operator/users', payload);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
      assert.match(body(res).message, message, JSON.stringify(payload));
    }
    assert.equal(await snapshot(), before);
    // None of them left an account behind that would block the name.
    assert.equal(
      (await h.operator('POST', '/operator/users', { userName: 'weakling', password: STRONG })).statusCode,
      200,
    );
  });

  test('a taken name is a 409 whatever its case, and the first account is untouched', async () => {
    const first = await h.operator('POST', '/operator/users', { userName: 'Alice', password: STRONG, credit: 10 });
    assert.equal(first.statusCode, 200);
    const before = await snapshot();
    for (const userName of ['Alice', 'alice', 'ALICE', 'aLiCe']) {
      const res = await h.operator('POST', '/operator/users', { userName, password: 'An0therPassword', credit: 99 });
      assert.equal(res.statusCode, 409, userName);
      assert.equal(body(res).message, `User name "${userName}" is taken.`);
    }
    assert.equal(await snapshot(), before);
    assert.equal(
      (await h.inject('POST', '/auth/login', { body: { userName: 'alice', password: STRONG } })).statusCode,
      200,
    );
    assert.equal(
      (await h.inject('POST', '/auth/login', { body: { userName: 'alice', password: 'An0therPassword' } })).statusCode,
      400,
    );
  });
});

describe('POST /operator/wallet', () => {
  test('add credits the wallet, returns the balance and shows in the statement', async () => {
    const p = await h.player();
    h.clock.advance(5_000);
    const res = await h.operator('POST', '/operator/wallet', {
      userName: p.userName.toUpperCase(),
      type: 'add',
      amount: 1234.56,
      note: '  Bank transfer  ',
    });
    assert.equal(res.statusCode, 200, res.body);
    const posted = body<Posted>(res);
    assert.equal(posted.message, 'Posted.');
    assert.equal(posted.data.created, true);
    assert.deepEqual(posted.data.balance, {
      currentBalance: 1234.56,
      exposure: 0,
      profitLoss: 0,
      totalBalance: 1234.56,
      creditReference: 0,
    });
    assert.deepEqual(await balanceOf(p), { balance: '1234.56', exposure: '0.00', creditReference: '0.00' });
    const rows = await statement(p);
    assert.deepEqual(rows, [
      {
        id: posted.data.entryId,
        uniqueId: posted.data.entryId,
        userId: p.id,
        transType: 'add',
        amount: 1234.56,
        closingBalance: 1234.56,
        description: 'Bank transfer',
        reference: null,
        createdAt: new Date(h.clock.now()).toISOString(),
      },
    ]);
    const postings = await h.db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, posted.data.entryId));
    assert.deepEqual(postings.map((x) => [x.account, x.amount]).sort(), [
      ['house:funding', '-1234.56'],
      [`user:${p.id}`, '1234.56'],
    ]);
  });

  test('default notes name the kind of posting', async () => {
    const p = await h.player();
    await h.operator('POST', '/operator/wallet', { userName: p.userName, type: 'add', amount: 100 });
    await h.operator('POST', '/operator/wallet', { userName: p.userName, type: 'withDraw', amount: 40, note: '   ' });
    await h.operator('POST', '/operator/wallet', { userName: p.userName, type: 'creditReference', amount: 300 });
    const rows = await h.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, p.id))
      .orderBy(ledgerEntries.id);
    assert.deepEqual(
      rows.map((r) => [r.type, r.amount, r.closingBalance, r.description, r.actor]),
      [
        ['add', '100.00', '100.00', 'Deposit by operator', 'operator'],
        ['withDraw', '-40.00', '60.00', 'Withdrawal by operator', 'operator'],
        ['creditReference', '300.00', '60.00', 'Credit reference set', 'operator'],
      ],
    );
  });

  test('withDraw takes money out, down to exactly zero', async () => {
    const p = await h.player({ credit: 100 });
    const res = await h.operator('POST', '/operator/wallet', { userName: p.userName, type: 'withDraw', amount: 99.99 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body<Posted>(res).data.balance.currentBalance, 0.01);
    const last = await h.operator('POST', '/operator/wallet', { userName: p.userName, type: 'withDraw', amount: 0.01 });
    assert.equal(last.statusCode, 200, last.body);
    assert.deepEqual(await balanceOf(p), { balance: '0.00', exposure: '0.00', creditReference: '0.00' });
    const rows = await statement(p);
    assert.deepEqual(
      rows.map((r) => [r.transType, r.amount, r.closingBalance]),
      [
        ['withDraw', -0.01, 0],
        ['withDraw', -99.99, 0.01],
        ['add', 100, 100],
      ],
    );
  });

  test('withdrawing more than is available is a 400 and the balance is unchanged', async () => {
    const p = await h.player({ credit: 100 });
    const before = await snapshot();
    const res = await h.operator('POST', '/operator/wallet', {
      userName: p.userName,
      type: 'withDraw',
      amount: 100.01,
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(body(res), {
      statusCode: 400,
      message: 'Insufficient balance: 100.00 is available.',
      code: 'INVALID_REQUEST',
    });
    assert.equal(await snapshot(), before);

    // Money held as exposure is not available either.
    await h.holdExposure(p.id, 30);
    const held = await snapshot();
    const res2 = await h.operator('POST', '/operator/wallet', { userName: p.userName, type: 'withDraw', amount: 80 });
    assert.equal(res2.statusCode, 400);
    assert.equal(body(res2).message, 'Insufficient balance: 70.00 is available.');
    assert.equal(await snapshot(), held);
    assert.deepEqual(await balanceOf(p), { balance: '100.00', exposure: '30.00', creditReference: '0.00' });
    const profile = body<Profile>(await h.inject('GET', '/user/profile', { token: p.token })).data;
    assert.equal(profile.userBal.currentBalance, 70);
  });

  test('creditReference is in the statement as its own type and never moves the balance', async () => {
    const p = await h.player({ credit: 100 });
    const postingsBefore = (await h.db.select().from(ledgerPostings)).length;
    const set = await h.operator('POST', '/operator/wallet', {
      userName: p.userName,
      type: 'creditReference',
      amount: 5000,
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(body<Posted>(set).data.balance, {
      currentBalance: 100,
      exposure: 0,
      profitLoss: 0,
      totalBalance: 100,
      creditReference: 5000,
    });
    const lower = await h.operator('POST', '/operator/wallet', {
      userName: p.userName,
      type: 'creditReference',
      amount: 3000.5,
      note: 'Reduced',
    });
    assert.equal(lower.statusCode, 200, lower.body);
    const zero = await h.operator('POST', '/operator/wallet', {
      userName: p.userName,
      type: 'creditReference',
      amount: 0,
    });
    assert.equal(zero.statusCode, 200, zero.body);
    assert.deepEqual(await balanceOf(p), { balance: '100.00', exposure: '0.00', creditReference: '0.00' });
    assert.equal(
      (await h.db.select().from(ledgerPostings)).length,
      postingsBefore,
      'a credit reference posts no money',
    );
    const rows = await statement(p);
    assert.deepEqual(
      rows.filter((r) => r.transType === 'creditReference').map((r) => [r.amount, r.closingBalance, r.description]),
      [
        [-3000.5, 100, 'Credit reference set'],
        [-1999.5, 100, 'Reduced'],
        [5000, 100, 'Credit reference set'],
      ],
    );
    const profile = body<Profile>(await h.inject('GET', '/user/profile', { token: p.token })).data;
    assert.equal(profile.userBal.currentBalance, 100);
  });

  test('bad amounts and bodies are a 400 and change nothing', async () => {
    const p = await h.player({ credit: 100 });
    const before = await snapshot();
    const cases: { payload: Record<string, unknown>; message: RegExp }[] = [
      { payload: { userName: p.userName, type: 'add', amount: 0 }, message: /Amount must be positive/ },
      { payload: { userName: p.userName, type: 'add', amount: 1.234 }, message: /at most two decimals/ },
      { payload: { userName: p.userName, type: 'withDraw', amount: 0.001 }, message: /at most two decimals/ },
      { payload: { userName: p.userName, type: 'add', amount: -5 }, message: /amount/ },
      { payload: { userName: p.userName, type: 'add', amount: 1e13 + 1 }, message: /amount/ },
      { payload: { userName: p.userName, type: 'add', amount: 'abc' }, message: /amount/ },
      { payload: { userName: p.userName, type: 'add' }, message: /amount is required/ },
      { payload: { userName: p.userName, type: 'creditReference', amount: 1.234 }, message: /at most two decimals/ },
      { payload: { userName: p.userName, type: 'creditReference', amount: -1 }, message: /amount/ },
      { payload: { userName: p.userName, type: 'win', amount: 10 }, message: /type/ },
      { payload: { userName: p.userName, type: 'loss', amount: 10 }, message: /type/ },
      { payload: { userName: p.userName, type: 'add', amount: 10, note: 'n'.repeat(201) }, message: /note/ },
      { payload: { userName: p.userName, type: 'add', amount: 10, userId: p.id }, message: /userId is not allowed/ },
    ];
    for (const { payload, message } of cases) {
      const res = await h.operator('POST', '/operator/wallet', payload);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
      assert.match(body(res).message, message, JSON.stringify(payload));
    }
    assert.equal(await snapshot(), before);
  });
});

describe('POST /operator/notification', () => {
  test('sets and replaces marquee and banners; a bad type or value is a 400', async () => {
    const res = await h.operator('POST', '/operator/notification', { type: 'banner3', value: 'Third banner' });
    assert.deepEqual(body(res), {
      statusCode: 200,
      message: 'Set banner3.',
      data: { type: 'banner3', value: 'Third banner' },
    });
    await h.operator('POST', '/operator/notification', { type: 'banner3', value: 'Replaced' });
    const p = await h.player();
    assert.equal(
      body<{ value: string }>(await h.inject('GET', '/expert/notification?type=banner3', { token: p.token })).data
        .value,
      'Replaced',
    );
    const before = await snapshot();
    for (const payload of [
      { type: 'banner10', value: 'x' },
      { type: 'x', value: 'x' },
      { type: 'marquee', value: 'v'.repeat(1001) },
      { type: 'marquee' },
      { type: 'marquee', value: 'x', extra: 1 },
    ]) {
      const bad = await h.operator('POST', '/operator/notification', payload);
      assert.equal(bad.statusCode, 400, JSON.stringify(payload));
      assert.ok(body(bad).message.length > 5);
    }
    assert.equal(await snapshot(), before);
  });
});

describe('POST /operator/unlock', () => {
  test("clears the player's lock-outs, and only theirs", async () => {
    const p = await h.player();
    const other = await h.player();
    for (const who of [p, other])
      for (let i = 0; i < 5; i++)
        await h.inject('POST', '/auth/login', { body: { userName: who.userName, password: `Wrong#${i}` } });
    const locked = await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } });
    assert.equal(locked.statusCode, 429);
    const res = await h.operator('POST', '/operator/unlock', { userName: p.userName.toUpperCase() });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body(res).data, { cleared: 1 });
    assert.equal((await h.login(p.userName)).length > 20, true);
    const still = await h.inject('POST', '/auth/login', {
      body: { userName: other.userName, password: TEST_PASSWORD },
    });
    assert.equal(still.statusCode, 429, 'the other player stays locked');
    assert.equal((await h.operator('POST', '/operator/unlock', { userName: 'ghost' })).statusCode, 404);
  });
});

describe('POST /operator/logout', () => {
  test('revokes every session of the user, and only theirs', async () => {
    const p = await h.player();
    const second = await h.login(p.userName);
    const third = await h.login(p.userName);
    const bystander = await h.player();
    for (const token of [p.token, second, third])
      assert.equal((await h.inject('GET', '/user/profile', { token })).statusCode, 200);
    h.clock.advance(1_000);

    const res = await h.operator('POST', '/operator/logout', { userName: p.userName.toLowerCase() });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body(res), { statusCode: 200, message: 'Revoked 3 session(s).', data: { revoked: 3 } });
    for (const token of [p.token, second, third]) {
      const after = await h.inject('GET', '/user/profile', { token });
      assert.equal(after.statusCode, 401);
      assert.equal((await h.inject('GET', '/button?type=Match', { token })).statusCode, 401);
    }
    const rows = await h.db.select().from(sessions).where(eq(sessions.userId, p.id));
    assert.equal(rows.length, 3);
    for (const row of rows) assert.equal(row.revokedAt?.getTime(), h.clock.now());
    assert.equal(
      (await h.inject('GET', '/user/profile', { token: bystander.token })).statusCode,
      200,
      'other players stay logged in',
    );

    const again = await h.operator('POST', '/operator/logout', { userName: p.userName });
    assert.deepEqual(body(again).data, { revoked: 0 });
    // They can log in again afterwards.
    const fresh = await h.login(p.userName);
    assert.equal((await h.inject('GET', '/user/profile', { token: fresh })).statusCode, 200);
  });
});

describe('GET /operator/outbox', () => {
  test("shows what was sent to the user, newest first, at most 10, never someone else's", async () => {
    const p = await h.player();
    const other = await h.player();
    const setup = await h.inject('POST', '/auth/generateAuthToken', {
      token: p.token,
      body: { type: 1, password: TEST_PASSWORD },
    });
    assert.equal(setup.statusCode, 200, setup.body);
    const sent = h.outbox.at(-1);
    assert.equal(sent?.userName, p.userName);
    const res = await h.operator('GET', `/operator/outbox?userName=${p.userName.toUpperCase()}`);
    assert.equal(res.statusCode, 200, res.body);
    const rows = body<{ body: string; createdAt: string }[]>(res).data;
    assert.deepEqual(rows, [{ body: sent?.body, createdAt: new Date(h.clock.now()).toISOString() }]);
    assert.match(rows[0]?.body ?? '', /Your Backlay security code is \d{6}\./);

    const base = Date.UTC(2026, 0, 1);
    await h.db.insert(outbox).values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: p.id,
        channel: 'operator',
        body: `message ${i + 1}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await h.db
      .insert(outbox)
      .values({ userId: other.id, channel: 'operator', body: 'for someone else', createdAt: new Date(base) });
    const many = body<{ body: string }[]>(await h.operator('GET', `/operator/outbox?userName=${p.userName}`)).data;
    assert.deepEqual(
      many.map((r) => r.body),
      [
        'message 12',
        'message 11',
        'message 10',
        'message 9',
        'message 8',
        'message 7',
        'message 6',
        'message 5',
        'message 4',
        'message 3',
      ],
    );
    const theirs = body<{ body: string }[]>(
      await h.operator('GET', `/operator/outbox?userName=${other.userName}`),
    ).data;
    assert.deepEqual(
      theirs.map((r) => r.body),
      ['for someone else'],
    );
  });

  test('a missing or malformed userName is a 400', async () => {
    for (const url of [
      '/operator/outbox',
      '/operator/outbox?userName=ab',
      `/operator/outbox?userName=${'n'.repeat(33)}`,
      '/operator/outbox?userName=abc&x=1',
    ]) {
      const res = await h.operator('GET', url);
      assert.equal(res.statusCode, 400, url);
      assert.match(body(res).message, /userName|x/, url);
    }
  });
});

describe('unknown users', () => {
  test('wallet, logout and outbox answer 404 for a user that does not exist, and change nothing', async () => {
    await h.player({ credit: 10 });
    const before = await snapshot();
    const calls: { method: 'GET' | 'POST'; url: string; payload?: unknown }[] = [
      { method: 'POST', url: '/operator/wallet', payload: { userName: 'ghost', type: 'add', amount: 10 } },
      { method: 'POST', url: '/operator/wallet', payload: { userName: 'ghost', type: 'creditReference', amount: 10 } },
      { method: 'POST', url: '/operator/logout', payload: { userName: 'ghost' } },
      { method: 'GET', url: '/operator/outbox?userName=ghost' },
    ];
    for (const call of calls) {
      const res = await h.operator(call.method, call.url, call.payload);
      assert.equal(res.statusCode, 404, call.url);
      assert.deepEqual(body(res), { statusCode: 404, message: 'No user named "ghost".', code: 'NOT_FOUND' });
    }
    assert.equal(await snapshot(), before);
  });
});
