import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { StarredMarket } from '@backlay/shared/api';
import { STARRED_MARKETS_MAX } from '@backlay/shared/schemas';
import { body, harness, type Harness } from '../test/harness.js';
import { starredMarkets } from '../db/schema.js';

const h: Harness = await harness();
after(() => h.close());
beforeEach(() => h.reset());
afterEach(() => h.assertLedger());

/** Listed matches with their markets, in the feed's order. */
const listed = () => h.ctx.feed.views().filter((v) => v.tournament.length > 0);

const list = async (token: string): Promise<StarredMarket[]> => {
  const res = await h.inject('GET', '/user/starredMarkets', { token });
  assert.equal(res.statusCode, 200, res.body);
  return body<StarredMarket[]>(res).data;
};
const star = (token: string, payload: unknown) => h.inject('POST', '/user/starredMarkets', { token, body: payload });
const unstar = (token: string, payload: unknown) =>
  h.inject('POST', '/user/starredMarkets/remove', { token, body: payload });
const allRows = () => h.db.select().from(starredMarkets);

describe('starred markets (/user/starredMarkets)', () => {
  test('a player stars a market, sees it listed with its match and market named, and removes the star', async () => {
    const p = await h.player();
    assert.deepEqual(await list(p.token), []);
    const view = listed()[0]!;
    const market = view.tournament[0]!;

    const res = await star(p.token, { matchId: view.fixture.id, marketId: market.id });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body(res).message, 'Market starred.');
    const starred = body<StarredMarket[]>(res).data;
    assert.equal(starred.length, 1);
    const [only] = starred;
    assert.deepEqual(
      { ...only!, createdAt: undefined },
      {
        matchId: view.fixture.id,
        marketId: market.id,
        matchTitle: view.fixture.title,
        sport: view.fixture.sport,
        marketName: market.name,
        marketType: market.type,
        listed: true,
        createdAt: undefined,
      },
    );
    assert.equal(only!.createdAt, new Date(h.clock.now()).toISOString());
    assert.deepEqual(await list(p.token), starred);

    const removed = await unstar(p.token, { marketId: market.id });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(body(removed).message, 'Star removed.');
    assert.deepEqual(body<StarredMarket[]>(removed).data, []);
    assert.deepEqual(await list(p.token), []);
    assert.equal((await allRows()).length, 0);
  });

  test('starring twice keeps one star, and removing a star that is not there changes nothing', async () => {
    const p = await h.player();
    const view = listed()[0]!;
    const payload = { matchId: view.fixture.id, marketId: view.tournament[0]!.id };
    assert.equal((await star(p.token, payload)).statusCode, 200);
    const again = await star(p.token, payload);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(body(again).message, 'This market is already starred.');
    assert.equal(body<StarredMarket[]>(again).data.length, 1);
    assert.equal((await allRows()).length, 1);

    const other = view.tournament[1] ?? listed()[1]!.tournament[0]!;
    const res = await unstar(p.token, { marketId: other.id });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body(res).message, 'This market was not starred.');
    assert.equal((await allRows()).length, 1);
  });

  test(`a player may star ${STARRED_MARKETS_MAX} markets; one more is refused with the reason and writes nothing`, async () => {
    const p = await h.player();
    const markets = listed().flatMap((v) => [...v.tournament, ...(v.sessionBettings ?? [])].map((m) => ({ v, m })));
    assert.ok(markets.length > STARRED_MARKETS_MAX, `${markets.length} markets in the feed`);
    for (const { v, m } of markets.slice(0, STARRED_MARKETS_MAX)) {
      const res = await star(p.token, { matchId: v.fixture.id, marketId: m.id });
      assert.equal(res.statusCode, 200, res.body);
    }
    const { v, m } = markets[STARRED_MARKETS_MAX]!;
    const res = await star(p.token, { matchId: v.fixture.id, marketId: m.id });
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(
      body(res).message,
      `You can star at most ${STARRED_MARKETS_MAX} markets. Remove a star from Starred Markets to add another.`,
    );
    assert.equal((await allRows()).length, STARRED_MARKETS_MAX);
    // One already starred is still answered as starred at the cap.
    const first = markets[0]!;
    const again = await star(p.token, { matchId: first.v.fixture.id, marketId: first.m.id });
    assert.equal(again.statusCode, 200, again.body);
    // Another player has a cap of their own.
    const q = await h.player();
    assert.equal((await star(q.token, { matchId: v.fixture.id, marketId: m.id })).statusCode, 200);
  });

  test('an unknown match, an unknown market, or a market of another match is refused and nothing is written', async () => {
    const p = await h.player();
    const [a, b] = listed();
    const cases: [unknown, number, string][] = [
      [
        { matchId: '999999999', marketId: a!.tournament[0]!.id },
        404,
        'This match is not listed, so its markets cannot be starred.',
      ],
      [{ matchId: a!.fixture.id, marketId: '1.999999999' }, 404, 'This market is not one of the match’s markets.'],
      [
        { matchId: a!.fixture.id, marketId: b!.tournament[0]!.id },
        404,
        'This market is not one of the match’s markets.',
      ],
      [{ matchId: a!.fixture.id }, 400, ''],
      [{ matchId: 'x1', marketId: a!.tournament[0]!.id }, 400, ''],
      [{ matchId: a!.fixture.id, marketId: a!.tournament[0]!.id, userId: p.id }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const res = await star(p.token, payload);
      assert.equal(res.statusCode, status, `${JSON.stringify(payload)}: ${res.body}`);
      if (message) assert.equal(body(res).message, message);
      else assert.ok(body(res).message.length > 0);
    }
    assert.equal((await allRows()).length, 0);
  });

  test('attack: another player’s stars are neither listed nor removable through my session', async () => {
    const victim = await h.player();
    const attacker = await h.player();
    const view = listed()[0]!;
    const marketId = view.tournament[0]!.id;
    assert.equal((await star(victim.token, { matchId: view.fixture.id, marketId })).statusCode, 200);

    assert.deepEqual(await list(attacker.token), []);
    // Removing the same market id through the attacker's session removes only the attacker's own (none).
    const res = await unstar(attacker.token, { marketId });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body(res).message, 'This market was not starred.');
    // A user id slipped into the body is refused, not followed.
    const slipped = await unstar(attacker.token, { marketId, userId: victim.id });
    assert.equal(slipped.statusCode, 400, slipped.body);
    const rows = await h.db.select().from(starredMarkets).where(eq(starredMarkets.userId, victim.id));
    assert.equal(rows.length, 1);
    assert.equal((await list(victim.token)).length, 1);
  });

  test('without a session every call is a 401 and writes nothing', async () => {
    const view = listed()[0]!;
    const payload = { matchId: view.fixture.id, marketId: view.tournament[0]!.id };
    for (const res of [
      await h.inject('GET', '/user/starredMarkets'),
      await h.inject('POST', '/user/starredMarkets', { body: payload }),
      await h.inject('POST', '/user/starredMarkets/remove', { body: { marketId: payload.marketId } }),
      await h.inject('GET', '/user/starredMarkets', { token: 'not-a-token' }),
    ]) {
      assert.equal(res.statusCode, 401, res.body);
      assert.equal(typeof body(res).message, 'string');
    }
    assert.equal((await allRows()).length, 0);
  });

  test('a star whose match has left the feed stays listed by its stored names, marked as not listed', async () => {
    const p = await h.player();
    const view = listed()[0]!;
    const market = view.tournament[0]!;
    assert.equal((await star(p.token, { matchId: view.fixture.id, marketId: market.id })).statusCode, 200);
    await h.db.execute(
      sql`update ${starredMarkets} set match_id = '999999999' where ${starredMarkets.marketId} = ${market.id}`,
    );
    const [row] = await list(p.token);
    assert.equal(row!.listed, false);
    assert.equal(row!.marketName, market.name);
    assert.equal((await unstar(p.token, { marketId: market.id })).statusCode, 200);
    assert.deepEqual(await list(p.token), []);
  });
});
