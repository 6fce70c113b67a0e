import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { BetSettings } from '@backlay/shared/api';
import { body, harness, type Harness } from '../test/harness.js';
import { snapshotTables } from '../test/snapshots.js';
import { betSettings } from '../db/schema.js';

const h: Harness = await harness();
after(() => h.close());
beforeEach(() => h.reset());
afterEach(() => h.assertLedger());

const read = async (token: string): Promise<BetSettings> => {
  const res = await h.inject('GET', '/user/betSettings', { token });
  assert.equal(res.statusCode, 200, res.body);
  return body<BetSettings>(res).data;
};

const change = (token: string, payload: unknown) => h.inject('POST', '/user/betSettings', { token, body: payload });

describe('bet settings (/user/betSettings)', () => {
  test('a new player has one-click off, no stake and no confirm step, and reading writes nothing', async () => {
    const p = await h.player();
    assert.deepEqual(await read(p.token), { oneClick: false, oneClickStake: null, confirmBets: false });
    assert.equal((await h.db.select().from(betSettings)).length, 0);
  });

  test('one-click with its stake and the confirm step are saved and read back, each change keeping the others', async () => {
    const p = await h.player();
    let res = await change(p.token, { oneClickStake: 500 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body(res).message, 'Bet settings saved.');
    assert.deepEqual(body<BetSettings>(res).data, { oneClick: false, oneClickStake: 500, confirmBets: false });

    res = await change(p.token, { oneClick: true });
    assert.deepEqual(body<BetSettings>(res).data, { oneClick: true, oneClickStake: 500, confirmBets: false });

    res = await change(p.token, { confirmBets: true });
    assert.deepEqual(body<BetSettings>(res).data, { oneClick: true, oneClickStake: 500, confirmBets: true });

    // Another device (a new login) reads the same settings.
    const again = await h.login(p.userName);
    assert.deepEqual(await read(again), { oneClick: true, oneClickStake: 500, confirmBets: true });

    // Off keeps the stake for the next time it is turned on.
    res = await change(p.token, { oneClick: false });
    assert.deepEqual(body<BetSettings>(res).data, { oneClick: false, oneClickStake: 500, confirmBets: true });
    res = await change(p.token, { oneClick: true, oneClickStake: 10_000_000 });
    assert.deepEqual(body<BetSettings>(res).data, { oneClick: true, oneClickStake: 10_000_000, confirmBets: true });
  });

  test('one-click cannot be turned on without a stake: a 400 that says so and changes nothing', async () => {
    const p = await h.player();
    await change(p.token, { confirmBets: true });
    const before = await snapshotTables(h.db);
    for (const payload of [{ oneClick: true }, { oneClick: true, confirmBets: false }]) {
      const res = await change(p.token, payload);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(body(res).message, 'Choose a one-click stake before turning one-click betting on.');
    }
    assert.equal(await snapshotTables(h.db), before);
    assert.deepEqual(await read(p.token), { oneClick: false, oneClickStake: null, confirmBets: true });
  });

  test('bad bodies are a 400 with a message and change nothing', async () => {
    const p = await h.player();
    await change(p.token, { oneClickStake: 100 });
    const before = await snapshotTables(h.db);
    const bodies: unknown[] = [
      {},
      null,
      { oneClickStake: 0 },
      { oneClickStake: -5 },
      { oneClickStake: 10_000_001 },
      { oneClickStake: 12.5 },
      { oneClickStake: null },
      { oneClick: 'yes' },
      { confirmBets: 'maybe' },
      { oneClick: true, userId: p.id },
      { acceptBetterOdds: true },
    ];
    for (const payload of bodies) {
      const res = await change(p.token, payload);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
      assert.ok(body(res).message.length > 5, res.body);
    }
    assert.equal(await snapshotTables(h.db), before);
  });

  test("each player has their own settings: one player's change leaves another's alone", async () => {
    const a = await h.player();
    const b = await h.player();
    await change(b.token, { oneClickStake: 200, oneClick: true });
    await change(a.token, { oneClickStake: 1000, oneClick: true, confirmBets: true });
    await change(a.token, { oneClick: false });
    assert.deepEqual(await read(b.token), { oneClick: true, oneClickStake: 200, confirmBets: false });
    assert.deepEqual(await read(a.token), { oneClick: false, oneClickStake: 1000, confirmBets: true });
    const rows = await h.db.select().from(betSettings).where(eq(betSettings.userId, b.id));
    assert.equal(rows.length, 1);
  });

  test('changes racing from two devices leave a consistent row: never one-click on without a stake', async () => {
    const p = await h.player();
    const other = await h.login(p.userName);
    const answers = await Promise.all([
      change(p.token, { oneClickStake: 300 }),
      change(other, { oneClick: true }),
      change(p.token, { confirmBets: true }),
    ]);
    for (const res of answers) assert.ok([200, 400].includes(res.statusCode), res.body);
    const settings = await read(p.token);
    assert.equal(settings.oneClickStake, 300);
    assert.equal(settings.confirmBets, true);
    assert.ok(!settings.oneClick || settings.oneClickStake !== null);
  });

  test('no session is a 401 and nothing is written', async () => {
    assert.equal((await h.inject('GET', '/user/betSettings')).statusCode, 401);
    const res = await h.inject('POST', '/user/betSettings', { body: { confirmBets: true } });
    assert.equal(res.statusCode, 401);
    assert.equal((await h.db.select().from(betSettings)).length, 0);
  });
});
