/**
 * Quality bar R3 for bets: 50 concurrent clients placing bets over HTTP on 10 wallets (5 clients
 * per wallet), with mixed back and lay bets on two markets and idempotency keys repeated by several
 * clients at the same moment. Nothing may overspend (available ≥ 0), no update may be lost (each
 * wallet's exposure is what its open bets add up to, recomputed with the shared `book()`), each
 * key makes at most one bet, every bet answered 201 is in the database, and fewer than 0.1% of
 * the answers are 5xx (0 expected). A second test makes the overspend exact (33 bets of 30.00 fit
 * a 1,000.00 wallet, not 34). Two more race a declaration: placements (each bet is settled by it or
 * refused MARKET_CLOSED, and nothing deadlocks) and deletions (each bet ends deleted or settled,
 * never both). Both failed on PostgreSQL before the engine took the market lock first: placement
 * locked the wallet and then waited for the market, declare the other way round (deadlock, 500);
 * deleteBets checked "not settled" without the market lock, so a declaration could settle and pay
 * a bet the operator had just deleted.
 *
 * On PGlite (one connection) the requests are served one transaction at a time and this passes
 * by construction; with TEST_DATABASE_URL the 50 requests run on a pool of PostgreSQL connections
 * at once, and only the engine's row locks keep the books right.
 */
import { after, afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BetRejection, PlaceBetRequest, PlaceBetResponse } from '@backlay/shared/api';
import { book } from '@backlay/shared/betting';
import type { Market, MatchSnapshot, Runner } from '@backlay/shared/sports';
import type { LightMyRequestResponse } from 'fastify';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';
import { betMarkets, bets, marketExposures, wallets } from '../db/schema.js';
import { toCents } from '../wallet/money.js';
import { bookBetOf, bookMarketOf, OPEN } from './rows.js';

const h: Harness = await harness();
after(() => h.close());
afterEach(() => h.assertLedger());

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const WALLETS = 10;
const CLIENTS_PER_WALLET = 5;
const CLIENTS = WALLETS * CLIENTS_PER_WALLET;

// ---------------------------------------------------------------------------------------------
// Markets with fixed prices, served to the engine in place of the simulator's.

const synthetic = new Map<string, { matchId: string; market: Market }>();
const views = new Map<string, MatchSnapshot>();
{
  const feed = h.ctx.feed;
  const market = feed.market.bind(feed);
  const view = feed.view.bind(feed);
  feed.market = (id: string) => synthetic.get(id) ?? market(id);
  feed.view = (id: string) => views.get(id) ?? view(id);
}

let matchCounter = 700_000_000;

interface Quote {
  selectionId: number;
  back: number;
  lay: number;
}

/** A new match with an open match odds (decimal) and an open bookmaker (rate) market. */
function openMatch(): { matchId: string; odds: Market; bookmaker: Market } {
  const matchId = String(++matchCounter);
  const base = h.ctx.feed.views()[0]!;
  views.set(matchId, {
    ...base,
    id: matchId,
    fixture: {
      ...base.fixture,
      id: matchId,
      title: 'Lions v Tigers',
      sport: 'cricket',
      inPlay: false,
      finished: false,
    },
  });
  const runner = (q: Quote): Runner => ({
    selectionId: q.selectionId,
    nat: `Runner ${q.selectionId}`,
    status: 'ACTIVE',
    sortPriority: q.selectionId,
    ex: { availableToBack: [{ price: q.back, size: 1000 }], availableToLay: [{ price: q.lay, size: 1000 }] },
  });
  const market = (id: string, type: 'matchOdds' | 'bookmaker', quotes: Quote[]): Market => ({
    id,
    matchId,
    name: type === 'matchOdds' ? 'Match Odds' : 'Bookmaker',
    type,
    gtype: type === 'matchOdds' ? 'match' : 'match1',
    priceKind: type === 'matchOdds' ? 'decimal' : 'rate',
    status: 'OPEN',
    version: 1,
    inPlay: false,
    betDelay: 0,
    minBet: 1,
    maxBet: 10_000,
    sno: 1,
    parentBetId: null,
    numberOfWinners: 1,
    numberOfPlaces: 0,
    remark: '',
    session: null,
    runners: quotes.map(runner),
    result: null,
  });
  const odds = market(`conc${matchId}.mo`, 'matchOdds', [
    { selectionId: 1, back: 2.5, lay: 2.52 },
    { selectionId: 2, back: 3.4, lay: 3.45 },
    { selectionId: 3, back: 4, lay: 4.1 },
  ]);
  const bookmaker = market(`conc${matchId}.bm`, 'bookmaker', [
    { selectionId: 11, back: 45, lay: 47 },
    { selectionId: 12, back: 80, lay: 82 },
  ]);
  for (const m of [odds, bookmaker]) synthetic.set(m.id, { matchId, market: m });
  return { matchId, odds, bookmaker };
}

// ---------------------------------------------------------------------------------------------
// Clients.

/** A fixed pseudo-random sequence, so a failing run can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

interface Sent {
  wallet: number;
  body: PlaceBetRequest;
  res: LightMyRequestResponse;
}

const placeBet = (p: TestPlayer, payload: PlaceBetRequest) =>
  h.inject('POST', '/bet/matchBetting', { token: p.token, body: payload });

function rejection(res: LightMyRequestResponse): BetRejection | null {
  const json = res.json<Partial<BetRejection>>();
  return typeof json.code === 'string' ? (json as BetRejection) : null;
}

/** Recomputes every wallet's exposure from its open bets with the shared book and compares. */
async function assertExposuresAddUp(players: TestPlayer[]): Promise<void> {
  const ids = players.map((p) => p.id);
  const open = await h.db
    .select()
    .from(bets)
    .where(and(inArray(bets.userId, ids), inArray(bets.result, [...OPEN]), isNull(bets.deleteReason)));
  const marketIds = [...new Set(open.map((b) => b.marketId))];
  const known =
    marketIds.length === 0 ? [] : await h.db.select().from(betMarkets).where(inArray(betMarkets.id, marketIds));
  const marketsById = new Map(known.map((m) => [m.id, bookMarketOf(m)]));
  const reservations = await h.db.select().from(marketExposures).where(inArray(marketExposures.userId, ids));
  const walletRows = await h.db.select().from(wallets).where(inArray(wallets.userId, ids));
  for (const [i, p] of players.entries()) {
    const wallet = walletRows.find((w) => w.userId === p.id)!;
    const balance = toCents(wallet.balance);
    const exposure = toCents(wallet.exposure);
    assert.ok(balance - exposure >= 0, `wallet ${i} overspent: balance ${wallet.balance}, exposure ${wallet.exposure}`);
    let recomputed = 0;
    for (const marketId of marketIds) {
      const mine = open.filter((b) => b.userId === p.id && b.marketId === marketId);
      const cents = mine.length === 0 ? 0 : book(marketsById.get(marketId)!, mine.map(bookBetOf)).exposureCents;
      recomputed += cents;
      const reserved = reservations.find((r) => r.userId === p.id && r.marketId === marketId);
      assert.equal(
        reserved ? toCents(reserved.exposure) : 0,
        cents,
        `wallet ${i}: the reservation on ${marketId} is not its book's exposure`,
      );
    }
    assert.equal(
      exposure,
      recomputed,
      `wallet ${i}: a lost update — exposure ${exposure} against ${recomputed} from its open bets`,
    );
    const reservedTotal = reservations
      .filter((r) => r.userId === p.id)
      .reduce((sum, r) => sum + toCents(r.exposure), 0);
    assert.equal(exposure, reservedTotal, `wallet ${i}: wallets.exposure is not the sum of market_exposures`);
  }
}

describe(`concurrent bet placement over HTTP (${DB})`, () => {
  test(`${CLIENTS} clients on ${WALLETS} wallets, mixed back/lay on two markets, repeated keys sent at once: no overspend, no lost update, one bet per key`, async (t) => {
    const CREDIT = 2_000;
    const WAVES = 30;
    const players = await Promise.all(Array.from({ length: WALLETS }, () => h.player({ credit: CREDIT })));
    const { matchId, odds, bookmaker } = openMatch();
    const rnd = random(20_261_121);

    /** The body client `c` sends in wave `w`; every 4th wave the wallet's 5 clients share one key and body. */
    function bodyOf(c: number, w: number): { wallet: number; body: PlaceBetRequest } {
      const wallet = c % WALLETS;
      const shared = w % 4 === 0;
      const r = shared ? random(1_000 * w + wallet) : rnd;
      const market = r() < 0.6 ? odds : bookmaker;
      const runner = market.runners[Math.floor(r() * market.runners.length)]!;
      const back = r() < 0.5;
      const price = back ? runner.ex.availableToBack[0]!.price : runner.ex.availableToLay[0]!.price;
      const stake = Math.round((5 + r() * 195) * 100) / 100;
      const key = shared ? `shared-${matchId}-${wallet}-${w}` : `own-${matchId}-${c}-${w}`;
      return {
        wallet,
        body: {
          idempotencyKey: key,
          matchId,
          betId: market.id,
          selectionId: runner.selectionId,
          betType: back ? 'BACK' : 'LAY',
          odds: price,
          stake,
        },
      };
    }

    const sent: Sent[] = [];
    const started = performance.now();
    for (let w = 0; w < WAVES; w++) {
      // All 50 clients at once; the 5 clients of a wallet send a shared key in the same wave.
      const wave = await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          const { wallet, body: payload } = bodyOf(c, w);
          return { wallet, body: payload, res: await placeBet(players[wallet]!, payload) };
        }),
      );
      sent.push(...wave);
    }
    const seconds = (performance.now() - started) / 1000;

    const statuses = new Map<string, number>();
    for (const s of sent) {
      const label = `${s.res.statusCode}${rejection(s.res) ? ` ${rejection(s.res)!.code}` : ''}`;
      statuses.set(label, (statuses.get(label) ?? 0) + 1);
    }
    const fiveHundreds = sent.filter((s) => s.res.statusCode >= 500).length;
    t.diagnostic(
      `${sent.length} requests in ${seconds.toFixed(1)} s (${Math.round(sent.length / seconds)}/s): ${[...statuses].map(([k, n]) => `${k} ×${n}`).join(', ')}`,
    );
    assert.ok(fiveHundreds / sent.length < 0.001, `${fiveHundreds} of ${sent.length} answers were 5xx`);
    for (const s of sent) {
      const ok = s.res.statusCode === 201 || s.res.statusCode === 200;
      const refused =
        s.res.statusCode === 400 && ['INSUFFICIENT_BALANCE', 'EXPOSURE_LIMIT'].includes(rejection(s.res)?.code ?? '');
      assert.ok(ok || refused, `unexpected answer ${s.res.statusCode}: ${s.res.body}`);
    }
    assert.ok((statuses.get('400 INSUFFICIENT_BALANCE') ?? 0) > 0, 'the wallets ran out: overspending was possible');

    // One bet per key; the retries answer with it; every 201 is in the database as answered.
    const rows = await h.db.select().from(bets).where(eq(bets.matchId, matchId));
    const rowsByKey = new Map<string, typeof rows>();
    for (const row of rows)
      rowsByKey.set(`${row.userId}/${row.idempotencyKey}`, [
        ...(rowsByKey.get(`${row.userId}/${row.idempotencyKey}`) ?? []),
        row,
      ]);
    const byKey = new Map<string, Sent[]>();
    for (const s of sent)
      byKey.set(`${players[s.wallet]!.id}/${s.body.idempotencyKey}`, [
        ...(byKey.get(`${players[s.wallet]!.id}/${s.body.idempotencyKey}`) ?? []),
        s,
      ]);
    let created = 0;
    for (const [key, attempts] of byKey) {
      const placed = rowsByKey.get(key) ?? [];
      const answers = attempts
        .filter((a) => a.res.statusCode === 201 || a.res.statusCode === 200)
        .map((a) => body<PlaceBetResponse>(a.res).data.bet);
      const firsts = attempts.filter((a) => a.res.statusCode === 201);
      assert.ok(placed.length <= 1, `key ${key} made ${placed.length} bets`);
      assert.ok(firsts.length <= 1, `key ${key} was answered 201 ${firsts.length} times`);
      if (answers.length > 0) {
        assert.equal(firsts.length, 1, `key ${key}: answered with a bet but never 201`);
        assert.equal(placed.length, 1, `key ${key}: answered with a bet that is not in the database`);
        for (const bet of answers) assert.equal(bet.id, placed[0]!.id, `key ${key}: a retry answered with another bet`);
        const bet = answers[0]!;
        assert.equal(toCents(placed[0]!.stake), Math.round(bet.stake * 100));
        assert.equal(Number(placed[0]!.odds), bet.odds);
        assert.equal(placed[0]!.side, bet.betType);
        created++;
      } else {
        assert.equal(placed.length, 0, `key ${key}: refused every time, yet a bet exists`);
      }
    }
    assert.equal(rows.length, created, 'every bet in the database was answered 201 once');
    const sharedKeys = [...byKey.keys()].filter((k) => k.includes('/shared-'));
    assert.ok(sharedKeys.every((k) => byKey.get(k)!.length === CLIENTS_PER_WALLET));

    await assertExposuresAddUp(players);
    for (const p of players) {
      const [w] = await h.db.select().from(wallets).where(eq(wallets.userId, p.id));
      assert.equal(toCents(w!.balance), CREDIT * 100, 'placing bets moves no money, it reserves it');
    }
  });

  test(`${CLIENTS} clients backing one runner at 30.00 on 1,000.00 wallets: exactly 33 bets per wallet, available 10.00`, async () => {
    const players = await Promise.all(Array.from({ length: WALLETS }, () => h.player({ credit: 1_000 })));
    const { matchId, odds } = openMatch();
    const runner = odds.runners[0]!;
    const PER_CLIENT = 10;
    const results = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        const wallet = c % WALLETS;
        const answers: LightMyRequestResponse[] = [];
        for (let i = 0; i < PER_CLIENT; i++) {
          answers.push(
            await placeBet(players[wallet]!, {
              idempotencyKey: `exact-${matchId}-${c}-${i}`,
              matchId,
              betId: odds.id,
              selectionId: runner.selectionId,
              betType: 'BACK',
              odds: runner.ex.availableToBack[0]!.price,
              stake: 30,
            }),
          );
        }
        return { wallet, answers };
      }),
    );
    for (let wallet = 0; wallet < WALLETS; wallet++) {
      const answers = results.filter((r) => r.wallet === wallet).flatMap((r) => r.answers);
      const accepted = answers.filter((a) => a.statusCode === 201).length;
      const refused = answers.filter(
        (a) => a.statusCode === 400 && rejection(a)?.code === 'INSUFFICIENT_BALANCE',
      ).length;
      assert.equal(
        accepted,
        33,
        `wallet ${wallet}: floor(1000 / 30) bets fit; any more is an overspend, fewer a lost update`,
      );
      assert.equal(refused, CLIENTS_PER_WALLET * PER_CLIENT - 33);
      const [w] = await h.db.select().from(wallets).where(eq(wallets.userId, players[wallet]!.id));
      assert.equal(w!.exposure, '990.00');
      assert.equal(toCents(w!.balance) - toCents(w!.exposure), 1000);
    }
    await assertExposuresAddUp(players);
  });

  test(`placements racing a declaration (${CLIENTS} clients, 5 rounds): each bet is settled by it or refused, nothing deadlocks`, async () => {
    const players = await Promise.all(Array.from({ length: WALLETS }, () => h.player({ credit: 5_000 })));
    for (let round = 0; round < 5; round++) {
      const { matchId, odds } = openMatch();
      const runner = odds.runners[1]!;
      const bet = (p: TestPlayer, key: string, stake: number) =>
        placeBet(p, {
          idempotencyKey: key,
          matchId,
          betId: odds.id,
          selectionId: runner.selectionId,
          betType: 'LAY',
          odds: runner.ex.availableToLay[0]!.price,
          stake,
        });
      // Everybody holds a bet on the market, so the declaration locks every wallet.
      for (const [i, p] of players.entries())
        assert.equal((await bet(p, `before-${matchId}-${i}`, 10)).statusCode, 201);
      const placing = Array.from({ length: CLIENTS }, (_, c) =>
        bet(players[c % WALLETS]!, `during-${matchId}-${c}`, 10 + (c % 7)),
      );
      const declaring = h.operator('POST', '/operator/results/declare', {
        marketId: odds.id,
        winner: runner.selectionId,
      });
      const [declared, ...answers] = await Promise.all([declaring, ...placing]);
      assert.equal(declared.statusCode, 200, `the declaration failed: ${declared.body}`);
      for (const a of answers) {
        const closed = a.statusCode === 400 && rejection(a)?.code === 'MARKET_CLOSED';
        assert.ok(a.statusCode === 201 || closed, `round ${round}: unexpected answer ${a.statusCode}: ${a.body}`);
      }
      const rows = await h.db.select().from(bets).where(eq(bets.marketId, odds.id));
      assert.equal(rows.length, WALLETS + answers.filter((a) => a.statusCode === 201).length);
      const open = rows.filter((r) => OPEN.includes(r.result as (typeof OPEN)[number]));
      assert.deepEqual(
        open.map((r) => r.id),
        [],
        `round ${round}: bets slipped in beside the result and stayed open`,
      );
      await assertExposuresAddUp(players);
    }
  });

  test('deletions racing a declaration (30 deletes, 5 rounds): each bet is deleted or settled, never both', async () => {
    const players = await Promise.all(Array.from({ length: WALLETS }, () => h.player({ credit: 5_000 })));
    for (let round = 0; round < 5; round++) {
      const { matchId, odds } = openMatch();
      const ids: string[] = [];
      for (const [i, p] of players.entries()) {
        for (const [k, runner] of odds.runners.entries()) {
          const back = k !== 1;
          const res = await placeBet(p, {
            idempotencyKey: `race-${matchId}-${i}-${k}`,
            matchId,
            betId: odds.id,
            selectionId: runner.selectionId,
            betType: back ? 'BACK' : 'LAY',
            odds: back ? runner.ex.availableToBack[0]!.price : runner.ex.availableToLay[0]!.price,
            stake: 20,
          });
          assert.equal(res.statusCode, 201, res.body);
          ids.push(body<PlaceBetResponse>(res).data.bet.id);
        }
      }
      const deleting = ids.map((id) =>
        h.operator('POST', '/operator/bets/delete', { betIds: [id], reason: 'Palpable error' }),
      );
      const declaring = h.operator('POST', '/operator/results/declare', {
        marketId: odds.id,
        winner: odds.runners[0]!.selectionId,
      });
      const [declared, ...deletes] = await Promise.all([declaring, ...deleting]);
      assert.equal(declared.statusCode, 200, declared.body);
      const rows = await h.db.select().from(bets).where(inArray(bets.id, ids));
      for (const [i, id] of ids.entries()) {
        const row = rows.find((r) => r.id === id)!;
        const settled = !OPEN.includes(row.result as (typeof OPEN)[number]);
        const answer = deletes[i]!;
        assert.ok(
          answer.statusCode === 200 || answer.statusCode === 409,
          `round ${round}: delete answered ${answer.statusCode}: ${answer.body}`,
        );
        assert.ok(
          !(settled && row.deleteReason !== null),
          `round ${round}: bet ${id} is both deleted and settled (${row.result} ${row.profitLoss}); the delete answered ${answer.statusCode}`,
        );
        assert.equal(
          answer.statusCode === 200,
          row.deleteReason !== null,
          `round ${round}: bet ${id}: the delete answered ${answer.statusCode} but the bet ${row.deleteReason === null ? 'is not' : 'is'} deleted`,
        );
      }
      await assertExposuresAddUp(players);
    }
  });
});
