import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ButtonValues, Notification, Profile, TransactionRow } from '@backlay/shared/api';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';
import { snapshotTables } from '../test/snapshots.js';
import { buttonValues, ledgerEntries, users } from '../db/schema.js';
import { post } from '../wallet/ledger.js';

const h: Harness = await harness();
after(() => h.close());
beforeEach(() => h.reset());
afterEach(() => h.assertLedger());

const MATCH_DEFAULT = '{"100":100,"500":500,"1k":1000,"5k":5000,"10k":10000,"25k":25000,"50k":50000,"1L":100000}';
const CASINO_DEFAULT = '{"25":25,"50":50,"100":100,"200":200,"500":500,"1k":1000,"2k":2000,"5k":5000}';

/** Every row of every table, as text: equal snapshots mean the call changed nothing. */
const snapshot = (): Promise<string> => snapshotTables(h.db);

/** A query string with every key and value percent-encoded. */
function qs(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

async function buttonRow(userId: string, type: 'Match' | 'Casino') {
  const [row] = await h.db
    .select()
    .from(buttonValues)
    .where(and(eq(buttonValues.userId, userId), eq(buttonValues.type, type)));
  return row;
}

describe('GET /user/profile', () => {
  test('returns the spec fields with exact values for a new player', async () => {
    const p = await h.player({ credit: 100 });
    const res = await h.inject('GET', '/user/profile', { token: p.token });
    assert.equal(res.statusCode, 200);
    const { data } = body<Profile>(res);
    const match = await buttonRow(p.id, 'Match');
    const casino = await buttonRow(p.id, 'Casino');
    assert.ok(match && casino, 'the first read creates both default rows');
    assert.deepEqual(data, {
      id: p.id,
      userName: p.userName,
      role: 'user',
      isDemo: false,
      forceChangePassword: false,
      isAuthenticator: false,
      authenticatorType: 0,
      userBal: { currentBalance: 100, exposure: 0, profitLoss: 0, totalBalance: 100, creditReference: 0 },
      marqueeNotification: { value: '' },
      buttonValues: { id: match.id, type: 'Match', value: MATCH_DEFAULT },
      buttonValues2: { id: casino.id, type: 'Casino', value: CASINO_DEFAULT },
    });
    assert.equal(Object.keys(JSON.parse(data.buttonValues.value) as object).length, 8);
    assert.equal(Object.keys(JSON.parse(data.buttonValues2.value) as object).length, 8);
    // A second read reuses the rows rather than creating more.
    const again = body<Profile>(await h.inject('GET', '/user/profile', { token: p.token })).data;
    assert.equal(again.buttonValues.id, match.id);
    assert.equal((await h.db.select().from(buttonValues).where(eq(buttonValues.userId, p.id))).length, 2);
  });

  test('balance shows exposure, profit/loss and the marquee', async () => {
    const p = await h.player({ credit: 100 });
    await post(h.db, { userId: p.id, type: 'win', amountCents: 5_000, description: 'Won a bet' });
    await post(h.db, { userId: p.id, type: 'loss', amountCents: -2_025, description: 'Lost a bet' });
    await h.holdExposure(p.id, 40);
    assert.equal(
      (await h.operator('POST', '/operator/notification', { type: 'marquee', value: 'Big match tonight' })).statusCode,
      200,
    );
    const { data } = body<Profile>(await h.inject('GET', '/user/profile', { token: p.token }));
    assert.deepEqual(data.userBal, {
      currentBalance: 89.75,
      exposure: 40,
      profitLoss: 29.75,
      totalBalance: 129.75,
      creditReference: 0,
    });
    assert.deepEqual(data.marqueeNotification, { value: 'Big match tonight' });
  });

  test('shows the flags: second factor enabled, forced password change', async () => {
    const p = await h.player();
    await h.db.update(users).set({ authenticatorType: 2 }).where(eq(users.id, p.id));
    const withAuth = body<Profile>(await h.inject('GET', '/user/profile', { token: p.token })).data;
    assert.equal(withAuth.isAuthenticator, true);
    assert.equal(withAuth.authenticatorType, 2);

    const forced = await h.player({ forceChangePassword: true });
    const res = await h.inject('GET', '/user/profile', { token: forced.token });
    assert.equal(res.statusCode, 200, 'the profile is readable before the forced change');
    const data = body<Profile>(res).data;
    assert.equal(data.forceChangePassword, true);
    assert.equal(data.isAuthenticator, false);
  });

  test('each player sees only their own profile, whatever the query says', async () => {
    const a = await h.player({ credit: 10 });
    const b = await h.player({ credit: 20 });
    const res = await h.inject('GET', `/user/profile?userId=${b.id}&id=${b.id}`, { token: a.token });
    assert.equal(res.statusCode, 200);
    const data = body<Profile>(res).data;
    assert.equal(data.id, a.id);
    assert.equal(data.userName, a.userName);
    assert.equal(data.userBal.currentBalance, 10);
    assert.doesNotMatch(res.body, new RegExp(b.id));
    assert.doesNotMatch(res.body, new RegExp(b.userName));
  });

  test('no token, a bad token or a revoked one is a 401', async () => {
    const p = await h.player();
    for (const token of [undefined, 'x'.repeat(43), `${p.token}x`]) {
      const res = await h.inject('GET', '/user/profile', token === undefined ? {} : { token });
      assert.equal(res.statusCode, 401);
      assert.ok(body(res).message.length > 5);
      assert.equal(body(res).data, undefined);
    }
    await h.inject('POST', '/auth/logout', { token: p.token });
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 401);
  });
});

describe('GET /button', () => {
  test('returns the defaults for Match and Casino, created once', async () => {
    const p = await h.player();
    const match = await h.inject('GET', '/button?type=Match', { token: p.token });
    assert.equal(match.statusCode, 200);
    const m = body<ButtonValues>(match).data;
    assert.equal(m.type, 'Match');
    assert.equal(m.value, MATCH_DEFAULT);
    assert.equal(m.id, (await buttonRow(p.id, 'Match'))?.id);
    const c = body<ButtonValues>(await h.inject('GET', '/button?type=Casino', { token: p.token })).data;
    assert.deepEqual(c, { id: (await buttonRow(p.id, 'Casino'))?.id, type: 'Casino', value: CASINO_DEFAULT });
    assert.notEqual(c.id, m.id);
    assert.equal(body<ButtonValues>(await h.inject('GET', '/button?type=Match', { token: p.token })).data.id, m.id);
    assert.equal((await h.db.select().from(buttonValues)).length, 2);
  });

  test('a missing or unknown type is a 400 and creates nothing', async () => {
    const p = await h.player();
    const before = await snapshot();
    for (const url of [
      '/button',
      '/button?type=match',
      '/button?type=Other',
      '/button?type=',
      '/button?type=Match&userId=x',
    ]) {
      const res = await h.inject('GET', url, { token: p.token });
      assert.equal(res.statusCode, 400, url);
      assert.match(body(res).message, /type|userId/, url);
    }
    assert.equal(await snapshot(), before);
  });

  test('each player gets their own rows', async () => {
    const a = await h.player();
    const b = await h.player();
    const ra = body<ButtonValues>(await h.inject('GET', '/button?type=Match', { token: a.token })).data;
    const rb = body<ButtonValues>(await h.inject('GET', '/button?type=Match', { token: b.token })).data;
    assert.notEqual(ra.id, rb.id);
    assert.equal((await buttonRow(a.id, 'Match'))?.id, ra.id);
    assert.equal((await buttonRow(b.id, 'Match'))?.id, rb.id);
  });

  test('no token is a 401 and a forced-password token a 403', async () => {
    assert.equal((await h.inject('GET', '/button?type=Match')).statusCode, 401);
    const forced = await h.player({ forceChangePassword: true });
    assert.equal((await h.inject('GET', '/button?type=Match', { token: forced.token })).statusCode, 403);
    assert.equal((await h.db.select().from(buttonValues)).length, 0);
  });
});

describe('POST /button/insert', () => {
  const EIGHT = { '10': 10, '20': 20, '50': 50, '2k': 2000, '7k': 7000, '15k': 15000, max: 10_000_000, min: 1 };

  test('stores 8 pairs and reads them back from /button and the profile', async () => {
    const p = await h.player();
    h.clock.advance(60_000);
    const res = await h.inject('POST', '/button/insert', { token: p.token, body: { type: 'Match', value: EIGHT } });
    assert.equal(res.statusCode, 200, res.body);
    const expectedText = JSON.stringify(EIGHT);
    const row = await buttonRow(p.id, 'Match');
    assert.ok(row);
    assert.deepEqual(body(res), {
      statusCode: 200,
      message: 'Button values updated.',
      data: { id: row.id, type: 'Match', value: expectedText },
    });
    assert.equal(row.value, expectedText);
    assert.equal(row.updatedAt.getTime(), h.clock.now());
    assert.deepEqual(JSON.parse(row.value), EIGHT);

    const read = body<ButtonValues>(await h.inject('GET', '/button?type=Match', { token: p.token })).data;
    assert.deepEqual(read, { id: row.id, type: 'Match', value: expectedText });
    const profile = body<Profile>(await h.inject('GET', '/user/profile', { token: p.token })).data;
    assert.equal(profile.buttonValues.value, expectedText);
    assert.equal(profile.buttonValues2.value, CASINO_DEFAULT, 'Casino is untouched');
  });

  test('accepts the value as JSON text and as an object, with its own id, and normalises it', async () => {
    const p = await h.player();
    const casino = body<ButtonValues>(await h.inject('GET', '/button?type=Casino', { token: p.token })).data;
    const asText = await h.inject('POST', '/button/insert', {
      token: p.token,
      body: { id: casino.id, type: 'Casino', value: '{" 1k ":1000,"2k":"2000","ten":10}' },
    });
    assert.equal(asText.statusCode, 200, asText.body);
    assert.equal((await buttonRow(p.id, 'Casino'))?.value, '{"1k":1000,"2k":2000,"ten":10}');
    const asObject = await h.inject('POST', '/button/insert', {
      token: p.token,
      body: { type: 'Casino', value: { a: 5, b: 6 } },
    });
    assert.equal(asObject.statusCode, 200, asObject.body);
    assert.deepEqual(body<ButtonValues>(asObject).data, { id: casino.id, type: 'Casino', value: '{"a":5,"b":6}' });
    assert.equal((await h.db.select().from(buttonValues).where(eq(buttonValues.userId, p.id))).length, 1);
  });

  test('labels that are names of object properties are ordinary labels', async () => {
    const p = await h.player();
    const res = await h.inject('POST', '/button/insert', {
      token: p.token,
      body: { type: 'Match', value: '{"constructor":100,"toString":200,"__proto__":300,"hasOwnProperty":400}' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const stored = (await buttonRow(p.id, 'Match'))?.value ?? '';
    assert.equal(stored, '{"constructor":100,"toString":200,"__proto__":300,"hasOwnProperty":400}');
  });

  test('bad values are a 400 with a message and change nothing', async () => {
    const p = await h.player();
    await h.inject('GET', '/user/profile', { token: p.token });
    const before = await snapshot();
    const nine = { ...EIGHT, extra: 5 };
    const cases: { value: unknown; message: RegExp }[] = [
      { value: nine, message: /At most 8 buttons/ },
      { value: JSON.stringify(nine), message: /At most 8 buttons/ },
      { value: {}, message: /at least one/ },
      { value: { '': 100 }, message: /needs a label/ },
      { value: { '   ': 100 }, message: /needs a label/ },
      { value: { a: 1, ' a': 2 }, message: /"a" is used twice/ },
      { value: '{"b":1,"b ":2}', message: /"b" is used twice/ },
      { value: { a: 0 }, message: /whole-number value from 1 to 10000000/ },
      { value: { a: -5 }, message: /whole-number value/ },
      { value: { a: 1.5 }, message: /whole-number value/ },
      { value: { a: 10_000_001 }, message: /whole-number value/ },
      { value: { a: 'abc' }, message: /whole-number value/ },
      { value: { a: '' }, message: /whole-number value/ },
      { value: { a: null }, message: /whole-number value/ },
      { value: { a: true }, message: /whole-number value/ },
      { value: { a: [100] }, message: /whole-number value/ },
      { value: { ['x'.repeat(21)]: 100 }, message: /at most 20 characters/ },
      { value: { '<b>': 100 }, message: /not allowed/ },
      { value: 'not json', message: /JSON object/ },
      { value: '[1,2]', message: /object of label and value pairs/ },
      { value: '5', message: /object of label and value pairs/ },
      { value: 'x'.repeat(2001), message: /value/ },
    ];
    for (const { value, message } of cases) {
      for (const type of ['Match', 'Casino'] as const) {
        const res = await h.inject('POST', '/button/insert', { token: p.token, body: { type, value } });
        assert.equal(res.statusCode, 400, `${type} ${JSON.stringify(value).slice(0, 60)}: ${res.body}`);
        assert.match(body(res).message, message, JSON.stringify(value).slice(0, 60));
      }
    }
    assert.equal(await snapshot(), before);
  });

  test('a bad request shape is a 400 and changes nothing', async () => {
    const p = await h.player();
    await h.inject('GET', '/user/profile', { token: p.token });
    const before = await snapshot();
    const bodies: unknown[] = [
      { type: 'Other', value: { a: 1 } },
      { type: 'match', value: { a: 1 } },
      { value: { a: 1 } },
      { type: 'Match' },
      { type: 'Match', value: { a: 1 }, userId: p.id },
      { type: 'Match', value: { a: 1 }, id: 'not-a-uuid' },
      { type: 'Match', value: ['a', 1] },
      { type: 'Match', value: null },
    ];
    for (const payload of bodies) {
      const res = await h.inject('POST', '/button/insert', { token: p.token, body: payload });
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
      assert.ok(body(res).message.length > 5);
    }
    assert.equal(await snapshot(), before);
  });

  test('the smallest and largest stakes are accepted', async () => {
    const p = await h.player();
    const res = await h.inject('POST', '/button/insert', {
      token: p.token,
      body: { type: 'Match', value: { low: 1, high: 10_000_000 } },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await buttonRow(p.id, 'Match'))?.value, '{"low":1,"high":10000000}');
  });

  test("another player's button id is a 404 and their row is unchanged", async () => {
    const a = await h.player();
    const b = await h.player();
    await h.inject('GET', '/user/profile', { token: a.token });
    await h.inject('GET', '/user/profile', { token: b.token });
    const theirs = await buttonRow(b.id, 'Match');
    assert.ok(theirs);
    const ownCasino = await buttonRow(a.id, 'Casino');
    assert.ok(ownCasino);
    const before = await snapshot();
    for (const [id, type] of [
      [theirs.id, 'Match'],
      [theirs.id, 'Casino'],
      [ownCasino.id, 'Match'],
      [randomUUID(), 'Match'],
    ] as const) {
      const res = await h.inject('POST', '/button/insert', {
        token: a.token,
        body: { id, type, value: { hacked: 7 } },
      });
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(body(res).message, 'These button values do not exist.');
      assert.equal(body(res).data, undefined);
      assert.doesNotMatch(res.body, new RegExp(b.id));
    }
    assert.equal(await snapshot(), before);
    assert.equal((await buttonRow(b.id, 'Match'))?.value, MATCH_DEFAULT);
  });

  test('no token is a 401 and nothing is written', async () => {
    const res = await h.inject('POST', '/button/insert', { body: { type: 'Match', value: { a: 1 } } });
    assert.equal(res.statusCode, 401);
    assert.equal((await h.db.select().from(buttonValues)).length, 0);
  });
});

describe('GET /expert/notification', () => {
  test('the marquee is empty until the operator sets it, then every player sees it', async () => {
    const a = await h.player();
    const b = await h.player();
    assert.deepEqual(body<Notification>(await h.inject('GET', '/expert/notification', { token: a.token })).data, {
      type: 'marquee',
      value: '',
    });
    const set = await h.operator('POST', '/operator/notification', { type: 'marquee', value: 'Welcome to Backlay' });
    assert.equal(set.statusCode, 200, set.body);
    for (const p of [a, b]) {
      const res = await h.inject('GET', '/expert/notification', { token: p.token });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(body<Notification>(res).data, { type: 'marquee', value: 'Welcome to Backlay' });
    }
    assert.deepEqual(
      body<Notification>(await h.inject('GET', '/expert/notification?type=marquee', { token: a.token })).data,
      {
        type: 'marquee',
        value: 'Welcome to Backlay',
      },
    );
    await h.operator('POST', '/operator/notification', { type: 'marquee', value: 'Second text' });
    assert.equal(
      body<Notification>(await h.inject('GET', '/expert/notification', { token: a.token })).data.value,
      'Second text',
    );
    assert.equal(
      body<Profile>(await h.inject('GET', '/user/profile', { token: b.token })).data.marqueeNotification.value,
      'Second text',
    );
  });

  test('banners are read by type and kept apart from the marquee', async () => {
    const p = await h.player();
    await h.operator('POST', '/operator/notification', { type: 'marquee', value: 'Marquee text' });
    await h.operator('POST', '/operator/notification', { type: 'banner1', value: 'Banner one' });
    await h.operator('POST', '/operator/notification', { type: 'banner9', value: 'Banner nine' });
    const one = await h.inject('GET', '/expert/notification?type=banner1', { token: p.token });
    assert.equal(one.statusCode, 200);
    assert.deepEqual(body<Notification>(one).data, { type: 'banner1', value: 'Banner one' });
    assert.deepEqual(
      body<Notification>(await h.inject('GET', '/expert/notification?type=banner9', { token: p.token })).data,
      {
        type: 'banner9',
        value: 'Banner nine',
      },
    );
    assert.deepEqual(
      body<Notification>(await h.inject('GET', '/expert/notification?type=banner2', { token: p.token })).data,
      {
        type: 'banner2',
        value: '',
      },
    );
    assert.equal(
      body<Notification>(await h.inject('GET', '/expert/notification', { token: p.token })).data.value,
      'Marquee text',
    );
  });

  test('an invalid type is a 400 and changes nothing', async () => {
    const p = await h.player();
    await h.operator('POST', '/operator/notification', { type: 'marquee', value: 'Kept' });
    const before = await snapshot();
    for (const type of [
      'banner10',
      'x',
      'banner0',
      'banner',
      'MARQUEE',
      'marquee1',
      "marquee'; drop table notifications; --",
    ]) {
      const res = await h.inject('GET', `/expert/notification?${qs({ type })}`, { token: p.token });
      assert.equal(res.statusCode, 400, type);
      assert.match(body(res).message, /type/, type);
    }
    assert.equal((await h.inject('GET', '/expert/notification?kind=marquee', { token: p.token })).statusCode, 400);
    assert.equal(await snapshot(), before);
  });

  test('no token is a 401', async () => {
    await h.operator('POST', '/operator/notification', { type: 'marquee', value: 'Secret-ish' });
    const res = await h.inject('GET', '/expert/notification');
    assert.equal(res.statusCode, 401);
    assert.doesNotMatch(res.body, /Secret-ish/);
  });
});

describe('GET /transaction/get/:userId', () => {
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

  interface Step {
    advance: number;
    type: 'add' | 'withDraw' | 'creditReference';
    amount: number;
    note: string;
  }

  const STEPS: Step[] = [
    { advance: 0, type: 'add', amount: 1000, note: 'Opening deposit' },
    { advance: HOUR, type: 'add', amount: 250.5, note: 'Second deposit' },
    { advance: DAY, type: 'withDraw', amount: 200, note: 'Cash out to bank' },
    // Same instant as the withdrawal: the tie is broken by the statement number.
    { advance: 0, type: 'creditReference', amount: 5000, note: 'Credit line' },
    { advance: DAY, type: 'add', amount: 99.99, note: 'Small top-up' },
    { advance: DAY, type: 'withDraw', amount: 50, note: 'Weekly withdrawal 100%_off' },
    ...Array.from({ length: 14 }, (_, i): Step => ({
      advance: MINUTE,
      type: 'add',
      amount: 10,
      note: `Bonus ${i + 1}`,
    })),
  ];

  /** Posts STEPS through the operator and returns the rows the statement should show, oldest first. */
  async function history(p: TestPlayer): Promise<TransactionRow[]> {
    h.clock.set(T0);
    let balance = 0;
    let credit = 0;
    const rows: TransactionRow[] = [];
    for (const step of STEPS) {
      h.clock.advance(step.advance);
      const res = await h.operator('POST', '/operator/wallet', {
        userName: p.userName,
        type: step.type,
        amount: step.amount,
        note: step.note,
      });
      assert.equal(res.statusCode, 200, res.body);
      const cents = Math.round(step.amount * 100);
      let amount: number;
      if (step.type === 'creditReference') {
        amount = cents - credit;
        credit = cents;
      } else {
        amount = step.type === 'add' ? cents : -cents;
        balance += amount;
      }
      const entryId = body<{ entryId: number }>(res).data.entryId;
      rows.push({
        id: entryId,
        uniqueId: entryId,
        userId: p.id,
        transType: step.type,
        amount: amount / 100,
        closingBalance: balance / 100,
        description: step.note,
        reference: null,
        createdAt: new Date(h.clock.now()).toISOString(),
      });
    }
    // The history spans days, longer than a session lives: log in again at its end.
    p.token = await h.login(p.userName);
    return rows;
  }

  const newestFirst = (rows: TransactionRow[]) =>
    [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.uniqueId - a.uniqueId);

  async function statement(p: TestPlayer, params: Record<string, string> = {}) {
    const query = qs(params);
    const res = await h.inject('GET', `/transaction/get/${p.id}${query ? `?${query}` : ''}`, { token: p.token });
    assert.equal(res.statusCode, 200, res.body);
    return body<{ count: number; rows: TransactionRow[] }>(res).data;
  }

  test('the first page holds 15 rows, newest first, ties by uniqueId descending, with exact values', async () => {
    const p = await h.player();
    const all = await history(p);
    assert.equal(all.length, 20);
    const data = await statement(p);
    assert.equal(data.count, 20);
    assert.equal(data.rows.length, 15);
    const expected = newestFirst(all);
    assert.deepEqual(data.rows, expected.slice(0, 15));
    assert.equal(data.rows[0]?.description, 'Bonus 14');
    assert.equal(data.rows[0]?.closingBalance, 1240.49);
    // The withdrawal and the credit reference share an instant: the later entry comes first.
    const page2 = await statement(p, { page: '2' });
    const tied = page2.rows.filter((r) => r.createdAt === new Date(T0 + HOUR + DAY).toISOString());
    assert.deepEqual(
      tied.map((r) => r.transType),
      ['creditReference', 'withDraw'],
    );
  });

  test('page 2 holds the rest, pages past the end are empty, limit and page combine', async () => {
    const p = await h.player();
    const expected = newestFirst(await history(p));
    const page2 = await statement(p, { page: '2' });
    assert.equal(page2.count, 20);
    assert.deepEqual(page2.rows, expected.slice(15));
    assert.equal(page2.rows.at(-1)?.description, 'Opening deposit');
    assert.deepEqual(await statement(p, { page: '3' }), { count: 20, rows: [] });
    assert.deepEqual((await statement(p, { page: '3', limit: '5' })).rows, expected.slice(10, 15));
    assert.deepEqual((await statement(p, { limit: '100' })).rows, expected);
    assert.deepEqual((await statement(p, { limit: '1' })).rows, expected.slice(0, 1));
  });

  test('closing balances run: each equals the previous plus the amount, credit references aside', async () => {
    const p = await h.player();
    await history(p);
    const rows = (await statement(p, { limit: '100', sort: 'transaction.uniqueId:ASC' })).rows;
    assert.equal(rows.length, 20);
    let previous = 0;
    for (const row of rows) {
      const delta = row.transType === 'creditReference' ? 0 : row.amount;
      assert.equal(
        Math.round(row.closingBalance * 100),
        Math.round(previous * 100) + Math.round(delta * 100),
        `entry ${row.uniqueId}`,
      );
      previous = row.closingBalance;
    }
    assert.equal(previous, 1240.49);
    const profile = body<Profile>(await h.inject('GET', '/user/profile', { token: p.token })).data;
    assert.equal(profile.userBal.currentBalance, previous);
    assert.equal(profile.userBal.creditReference, 5000);
  });

  test('sort=transaction.createdAt:ASC gives oldest first, ties by uniqueId ascending', async () => {
    const p = await h.player();
    const chronological = await history(p);
    const data = await statement(p, { sort: 'transaction.createdAt:ASC', limit: '100' });
    assert.deepEqual(data.rows, chronological);
    const firstPage = await statement(p, { sort: 'transaction.createdAt:ASC' });
    assert.deepEqual(firstPage.rows, chronological.slice(0, 15));
    const byAmount = await statement(p, { sort: 'transaction.amount:DESC', limit: '3' });
    assert.deepEqual(
      byAmount.rows.map((r) => r.amount),
      [5000, 1000, 250.5],
    );
  });

  test('filters by type, date range and amount, counting only what matches', async () => {
    const p = await h.player();
    const all = await history(p);
    const expected = newestFirst(all);

    const adds = await statement(p, { 'transaction.type': 'inArr["add"]' });
    assert.equal(adds.count, 17);
    assert.deepEqual(adds.rows, expected.filter((r) => r.transType === 'add').slice(0, 15));

    const out = await statement(p, { 'transaction.type': 'inArr["withDraw","creditReference"]' });
    assert.deepEqual(
      out.rows.map((r) => [r.transType, r.amount]),
      [
        ['withDraw', -50],
        ['creditReference', 5000],
        ['withDraw', -200],
      ],
    );
    assert.equal(out.count, 3);

    const days = await statement(p, { 'transaction.createdAt': 'between2026-11-22|2026-11-23' });
    assert.deepEqual(
      days.rows.map((r) => r.description),
      ['Small top-up', 'Credit line', 'Cash out to bank'],
    );
    assert.equal(days.count, 3);

    const instants = await statement(p, {
      'transaction.createdAt': 'between2026-11-21T12:30:00Z|2026-11-22T13:00:00Z',
    });
    assert.deepEqual(
      instants.rows.map((r) => r.description),
      ['Credit line', 'Cash out to bank', 'Second deposit'],
    );

    const big = await statement(p, { 'transaction.amount': 'gte100' });
    assert.deepEqual(
      big.rows.map((r) => r.amount),
      [5000, 250.5, 1000],
    );
    assert.equal(big.count, 3);
    const withdrawals = await statement(p, { 'transaction.amount': 'lt0' });
    assert.deepEqual(
      withdrawals.rows.map((r) => r.amount),
      [-50, -200],
    );

    const combined = await statement(p, {
      'transaction.type': 'inArr["add"]',
      'transaction.amount': 'gte100',
      limit: '1',
      page: '2',
    });
    assert.equal(combined.count, 2);
    assert.deepEqual(combined.rows, [all[0]]);

    const none = await statement(p, { 'transaction.createdAt': 'between2027-01-01|2027-01-31' });
    assert.deepEqual(none, { count: 0, rows: [] });
  });

  test('searchBy=transaction.description with a keyword matches case-insensitively and literally', async () => {
    const p = await h.player();
    const expected = newestFirst(await history(p));
    const bonus = await statement(p, { searchBy: 'transaction.description', keyword: 'BONUS' });
    assert.equal(bonus.count, 14);
    assert.deepEqual(bonus.rows, expected.filter((r) => r.description.startsWith('Bonus')).slice(0, 14));
    const one = await statement(p, { searchBy: 'transaction.description', keyword: 'bonus 1' });
    assert.deepEqual(
      one.rows.map((r) => r.description),
      ['Bonus 14', 'Bonus 13', 'Bonus 12', 'Bonus 11', 'Bonus 10', 'Bonus 1'],
    );
    // % and _ are text, not wildcards.
    const literal = await statement(p, { searchBy: 'transaction.description', keyword: '%_' });
    assert.deepEqual(
      literal.rows.map((r) => r.description),
      ['Weekly withdrawal 100%_off'],
    );
    assert.deepEqual(await statement(p, { searchBy: 'description', keyword: 'nothing like this' }), {
      count: 0,
      rows: [],
    });
  });

  test('bad filters, sorts and paging are a 400 with a message and change nothing', async () => {
    const p = await h.player();
    await history(p);
    const before = await snapshot();
    const INJECTION = "'; drop table users; --";
    const cases: { params: Record<string, string>; message: RegExp }[] = [
      { params: { foo: 'eq1' }, message: /Unknown filter field "foo"/ },
      { params: { 'transaction.description': 'eqx' }, message: /Unknown filter field/ },
      { params: { userId: `eq${p.id}` }, message: /Unknown filter field "userId"/ },
      { params: { 'transaction.type': 'inArr["bet"]' }, message: /must be one of/ },
      { params: { 'transaction.type': 'inArr[add]' }, message: /JSON array/ },
      { params: { 'transaction.type': 'gteadd' }, message: /does not support gte/ },
      { params: { 'transaction.amount': 'gteabc' }, message: /must be a number/ },
      { params: { 'transaction.amount': 'gte1.234' }, message: /must be a number/ },
      { params: { 'transaction.amount': 'like5' }, message: /does not support like/ },
      { params: { 'transaction.createdAt': 'between2026-11-23|2026-11-22' }, message: /ends before it starts/ },
      { params: { 'transaction.createdAt': 'between2026-11-23' }, message: /both sides/ },
      { params: { 'transaction.createdAt': 'eq2026-13-01' }, message: /must be a date/ },
      { params: { 'transaction.createdAt': 'gtyesterday' }, message: /must be a date/ },
      { params: { createBy: 'eqnot-a-uuid' }, message: /must be a UUID/ },
      { params: { 'transaction.type': `inArr["${INJECTION}"]` }, message: /must be one of/ },
      { params: { 'transaction.type': INJECTION }, message: /must be one of/ },
      { params: { 'transaction.amount': `gte1${INJECTION}` }, message: /must be a number/ },
      { params: { 'transaction.createdAt': `eq2026-11-21${INJECTION}` }, message: /must be a date/ },
      { params: { [INJECTION]: 'eq1' }, message: /Unknown filter field/ },
      { params: { 'transaction.type = type or 1=1 --': 'eqadd' }, message: /Unknown filter field/ },
      { params: { sort: `transaction.createdAt:ASC; ${INJECTION}` }, message: /Sort direction/ },
      { params: { sort: `${INJECTION}:ASC` }, message: /Cannot sort by/ },
      { params: { sort: 'password:ASC' }, message: /Cannot sort by "password"/ },
      { params: { sort: 'transaction.createdAt:SIDEWAYS' }, message: /ASC or DESC/ },
      { params: { searchBy: 'userId', keyword: 'x' }, message: /Cannot search by "userId"/ },
      { params: { searchBy: INJECTION, keyword: 'x' }, message: /Cannot search by/ },
      { params: { keyword: 'bonus' }, message: /needs "searchBy"/ },
      { params: { searchBy: 'transaction.description', keyword: 'k'.repeat(101) }, message: /at most 100 characters/ },
      { params: { limit: '101' }, message: /"limit" must be a whole number from 1 to 100/ },
      { params: { limit: '0' }, message: /"limit"/ },
      { params: { limit: '-1' }, message: /"limit"/ },
      { params: { limit: '10.5' }, message: /"limit"/ },
      { params: { page: '0' }, message: /"page"/ },
      { params: { page: 'two' }, message: /"page"/ },
    ];
    for (const { params, message } of cases) {
      const res = await h.inject('GET', `/transaction/get/${p.id}?${qs(params)}`, { token: p.token });
      assert.equal(res.statusCode, 400, `${JSON.stringify(params)}: ${res.body}`);
      assert.match(body(res).message, message, JSON.stringify(params));
      assert.equal(body(res).data, undefined);
    }
    const twice = await h.inject('GET', `/transaction/get/${p.id}?limit=5&limit=6`, { token: p.token });
    assert.equal(twice.statusCode, 400);
    assert.match(body(twice).message, /only once/);
    assert.equal(await snapshot(), before);
    assert.equal((await h.db.select().from(users)).length, 1);
  });

  test('injection text in a free-text filter is just text: 200, no rows, nothing changed', async () => {
    const p = await h.player();
    await history(p);
    const before = await snapshot();
    const res = await statement(p, { 'transaction.reference': "eq'; drop table users; --" });
    assert.deepEqual(res, { count: 0, rows: [] });
    const search = await statement(p, { searchBy: 'transaction.description', keyword: "' or '1'='1" });
    assert.deepEqual(search, { count: 0, rows: [] });
    assert.equal(await snapshot(), before);
  });

  test("another player's userId is a 403 with none of their rows", async () => {
    const b = await h.player();
    await history(b);
    const a = await h.player();
    await h.operator('POST', '/operator/wallet', { userName: a.userName, type: 'add', amount: 7, note: 'Mine' });
    for (const query of ['', '?limit=100', `?createBy=eq${b.id}`]) {
      const res = await h.inject('GET', `/transaction/get/${b.id}${query}`, { token: a.token });
      assert.equal(res.statusCode, 403, res.body);
      assert.deepEqual(body(res), {
        statusCode: 403,
        message: 'You can only see your own statement.',
        code: 'FORBIDDEN',
      });
    }
    // Asking for their rows through a filter on one's own statement finds nothing of theirs.
    const own = await statement(a, { createBy: `eq${b.id}` });
    assert.deepEqual(own, { count: 0, rows: [] });
    const mine = await statement(a);
    assert.equal(mine.count, 1);
    assert.deepEqual(
      mine.rows.map((r) => [r.userId, r.description]),
      [[a.id, 'Mine']],
    );
    // An upper-case spelling of one's own id is the same id.
    const upper = await h.inject('GET', `/transaction/get/${a.id.toUpperCase()}`, { token: a.token });
    assert.equal(upper.statusCode, 200, upper.body);
    assert.equal(body<{ count: number }>(upper).data.count, 1);
    // And of someone else's is still theirs.
    assert.equal((await h.inject('GET', `/transaction/get/${b.id.toUpperCase()}`, { token: a.token })).statusCode, 403);
  });

  test('a malformed userId is a 400 and no token a 401', async () => {
    const p = await h.player();
    await history(p);
    const bad = await h.inject('GET', '/transaction/get/not-a-uuid', { token: p.token });
    assert.equal(bad.statusCode, 400);
    assert.match(body(bad).message, /userId/);
    const none = await h.inject('GET', `/transaction/get/${p.id}`);
    assert.equal(none.statusCode, 401);
    assert.doesNotMatch(none.body, /Opening deposit/);
  });

  test('an operator posting is dated by the app clock', async () => {
    h.clock.set(Date.UTC(2030, 0, 2, 3, 4, 5, 678));
    const p = await h.player();
    await h.operator('POST', '/operator/wallet', { userName: p.userName, type: 'add', amount: 1, note: 'Dated' });
    const [row] = await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, p.id));
    assert.equal(row?.createdAt.toISOString(), '2030-01-02T03:04:05.678Z');
    assert.equal((await statement(p)).rows[0]?.createdAt, '2030-01-02T03:04:05.678Z');
  });
});
