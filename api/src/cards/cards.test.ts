/**
 * Live card tables through the API: rounds open when a table is read, bets go in during the window
 * and are refused outside it, a round settles exactly once from its committed shoe, the revealed
 * shoe verifies, undeclare / no-result / re-declare reverse and restore exactly, an interrupted
 * round is finished on recovery, and the card socket carries snapshots and results.
 */
import { after, afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlaceBetResponse, PlacedBet, ResultEvent, UserBalance } from '@backlay/shared/api';
import {
  CARD_NAMESPACE,
  CARD_TABLES,
  cardTable,
  commitText,
  familyOf,
  settleCardBets,
  type CardInitial,
  type CardResultPage,
  type CardRoundDetail,
  type CardSnapshot,
  type CardTableDefinition,
} from '@backlay/shared/cards';
import { io } from 'socket.io-client';
import { cardRounds, ledgerEntries } from '../db/schema.js';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';
import { listen, WAIT_MS } from '../test/sockets.js';
import { readBalance } from '../wallet/ledger.js';
import { CardTables, commitOf, roundId } from './engine.js';
import { BETWEEN_ROUNDS_MS } from './timeline.js';

const h: Harness = await harness();
after(() => h.close());
afterEach(() => h.assertLedger());

let keys = 0;
const key = () => `card-key-${++keys}-${Date.now().toString(36)}`;

function row(def: CardTableDefinition, nat: string) {
  const found = def.rows.find((r) => r.nat === nat);
  if (!found) throw new Error(`${def.code} has no row ${nat}`);
  return found;
}

async function read(p: TestPlayer, code: string): Promise<CardInitial> {
  const res = await h.inject('GET', `/match/initial/card/${code}`, { token: p.token });
  assert.equal(res.statusCode, 200, res.body);
  return body<CardInitial>(res).data;
}

/** The table read at the start of a round's main betting window (running out the round on it first). */
async function initial(p: TestPlayer, code: string): Promise<CardInitial> {
  for (let i = 0; i < 3; i++) {
    const data = await read(p, code);
    if (data.snapshot.t1.phase === 'betting' && data.snapshot.t1.dealt.length === 0) return data;
    const round = h.ctx.cards.table(code)!.round;
    h.clock.set(Math.max(h.clock.now(), (round?.line.endAt ?? h.clock.now()) + BETWEEN_ROUNDS_MS));
    await h.ctx.cards.advanceTo(h.clock.now());
  }
  throw new Error(`${code} does not open a round`);
}

async function bet(
  p: TestPlayer,
  code: string,
  mid: string,
  selectionId: number,
  odds: number,
  stake: number,
  betType: 'BACK' | 'LAY' = 'BACK',
  idempotencyKey = key(),
) {
  return h.inject('POST', '/bet/cardBetting', {
    token: p.token,
    body: { idempotencyKey, matchId: code, betId: mid, selectionId, betType, odds, stake },
  });
}

/** The player's wallet, with `balance` the total held (available + exposure). */
async function balance(p: TestPlayer): Promise<UserBalance & { balance: number }> {
  const b = await readBalance(h.db, p.id);
  return { ...b, balance: b.totalBalance };
}

/** Runs the table's clock to the end of its open round (settling it). */
async function finishRound(code: string): Promise<void> {
  const table = h.ctx.cards.table(code)!;
  const round = table.round!;
  h.clock.set(round.line.resultAt);
  await h.ctx.cards.advanceTo(h.clock.now());
}

describe('a round from open to settlement', () => {
  test('opens on first read with a commitment, takes bets from two players, settles once, and verifies', async () => {
    const def = cardTable('lucky7eu')!;
    const low = row(def, 'LOW Card');
    const high = row(def, 'HIGH Card');
    const a = await h.player({ credit: 1000 });
    const b = await h.player({ credit: 1000 });

    const first = await initial(a, def.code);
    const { t1, t2 } = first.snapshot;
    assert.notEqual(t1.mid, '0');
    assert.equal(t1.phase, 'betting');
    assert.match(t1.commit ?? '', /^[0-9a-f]{64}$/);
    assert.equal(t1.dealt.length, 0, 'no card shows before betting closes');
    assert.deepEqual(
      t2.map((r) => r.nat),
      def.rows.map((r) => r.nat),
      'rows in the definition order',
    );
    assert.ok(t2.every((r) => r.gstatus === 'ACTIVE'));
    assert.ok(t1.autotime > 0 && t1.closesAt !== null);

    const placedA = await bet(a, def.code, t1.mid, low.sid, low.back, 100);
    assert.equal(placedA.statusCode, 201, placedA.body);
    const placedB = await bet(b, def.code, t1.mid, high.sid, high.back, 200);
    assert.equal(placedB.statusCode, 201, placedB.body);
    const cardRow = def.rows.find((r) => r.nat.startsWith('Card'))!;
    const placedB2 = await bet(b, def.code, t1.mid, cardRow.sid, cardRow.back, 100);
    assert.equal(placedB2.statusCode, 201, placedB2.body);
    assert.equal((await balance(a)).exposure, 100);
    assert.equal((await balance(b)).exposure, 300);

    const bets = [
      body<PlaceBetResponse>(placedA).data.bet,
      body<PlaceBetResponse>(placedB).data.bet,
      body<PlaceBetResponse>(placedB2).data.bet,
    ];
    assert.equal(bets[0]!.betId, `card:${def.code}:${t1.mid}`);
    assert.equal(bets[0]!.eventType, 'card');
    assert.equal(bets[0]!.kind, 'cardBetting');

    await finishRound(def.code);
    const round = h.ctx.cards.table(def.code)!.round!;
    assert.equal(round.settled, true);
    const expected = settleCardBets(
      def,
      round.dealt,
      bets.map((x) => ({
        side: 'BACK',
        selectionId: x.selectionId,
        odds: x.odds,
        stakeCents: Math.round(x.stake * 100),
      })),
    );
    const balA = await balance(a);
    const balB = await balance(b);
    assert.equal(balA.exposure, 0);
    assert.equal(balB.exposure, 0);
    assert.equal(Math.round(balA.balance * 100), 100_000 + expected[0]!);
    assert.equal(Math.round(balB.balance * 100), 100_000 + expected[1]! + expected[2]!);

    // Settling again changes nothing.
    const entries = (await h.db.select().from(ledgerEntries)).length;
    await h.ctx.cards.table(def.code)!.settle(round, h.clock.now());
    await h.ctx.cards.advanceTo(h.clock.now() + 1000);
    assert.equal((await h.db.select().from(ledgerEntries)).length, entries);

    // The round is listed and verifiable.
    const list = await h.inject('GET', `/card/result/${def.code}`, { token: a.token });
    const page = body<CardResultPage>(list).data;
    assert.equal(page.count, 1);
    assert.equal(page.rows[0]!.mid, t1.mid);
    const detailRes = await h.inject('GET', `/card/result/detail/${t1.mid}`, { token: b.token });
    assert.equal(detailRes.statusCode, 200, detailRes.body);
    const detail = body<CardRoundDetail>(detailRes).data;
    assert.equal(createHash('sha256').update(commitText(detail.salt, detail.shoe)).digest('hex'), t1.commit);
    const family = familyOf(def);
    const replay = family.deal(def, detail.shoe);
    assert.deepEqual(replay, detail.dealt);
    assert.equal(family.result(def, replay).win, detail.win);
    assert.equal(detail.voided, false);
    const again = await read(a, def.code);
    assert.deepEqual(again.lastResults[0], { mid: t1.mid, result: detail.win });
  });

  test('refusals: wrong round, closed window, back-only lay, limits, opposite sides, unknown table; a repeat is the same bet', async () => {
    const def = cardTable('lucky7eu')!;
    const low = row(def, 'LOW Card');
    const high = row(def, 'HIGH Card');
    const p = await h.player({ credit: 1000 });
    h.clock.advance(60_000);
    await h.ctx.cards.advanceTo(h.clock.now());
    const { t1 } = (await initial(p, def.code)).snapshot;
    assert.equal(t1.phase, 'betting');

    const codeOf = (res: { body: string }) => (JSON.parse(res.body) as { code?: string }).code;
    assert.equal(codeOf(await bet(p, def.code, '1234', low.sid, low.back, 100)), 'MARKET_CLOSED');
    assert.equal(codeOf(await bet(p, def.code, t1.mid, low.sid, low.back, 100, 'LAY')), 'INVALID_SIDE');
    assert.equal(codeOf(await bet(p, def.code, t1.mid, low.sid, low.back, low.min - 1)), 'STAKE_BELOW_MIN');
    assert.equal(codeOf(await bet(p, def.code, t1.mid, 9999, 2, 100)), 'INVALID_SELECTION');
    assert.equal(codeOf(await bet(p, def.code, t1.mid, low.sid, low.back + 1, 100)), 'PRICE_CHANGED');
    assert.equal((await bet(p, 'nope', t1.mid, low.sid, low.back, 100)).statusCode, 404);
    assert.equal((await bet(p, def.code, t1.mid, low.sid, 2, 100.001)).statusCode, 400);

    const k = key();
    const one = await bet(p, def.code, t1.mid, low.sid, low.back, 100, 'BACK', k);
    assert.equal(one.statusCode, 201, one.body);
    const repeat = await bet(p, def.code, t1.mid, low.sid, low.back, 100, 'BACK', k);
    assert.equal(repeat.statusCode, 200);
    assert.equal(body<PlaceBetResponse>(repeat).data.bet.id, body<PlaceBetResponse>(one).data.bet.id);
    if (def.oppositeSides.some(([x, y]) => (x === low.sid && y === high.sid) || (x === high.sid && y === low.sid))) {
      assert.equal(codeOf(await bet(p, def.code, t1.mid, high.sid, high.back, 100)), 'OPPOSITE_SIDE');
    }

    // Betting closes with the window: the same request is refused once it has passed.
    h.clock.set(t1.closesAt!);
    await h.ctx.cards.advanceTo(h.clock.now());
    const late = await bet(p, def.code, t1.mid, low.sid, low.back, 100);
    assert.equal(codeOf(late), 'MARKET_SUSPENDED', late.body);
    const snap = await h.inject('GET', `/match/card/${def.code}`, { token: p.token });
    assert.ok(body<CardSnapshot>(snap).data.t2.every((r) => r.gstatus === 'SUSPENDED'));
    await finishRound(def.code);
  });
});

describe('Casino War', () => {
  test('a tie goes to war in a full round: the Player bet holds two stakes and loses both, Tie pays 12:1, and the round verifies', async () => {
    const def = cardTable('war')!;
    const playerRow = row(def, 'Player');
    const tieRow = row(def, 'Tie');
    const a = await h.player({ credit: 1000 });
    const b = await h.player({ credit: 1000 });

    // The round a dealer would deal from this shoe: 9 v 9, three burned cards, then 4 v A (the Dealer
    // wins the war). It is stored as the engine stores a round it opened, and the engine adopts it.
    h.clock.advance(30_000);
    const at = Math.floor(h.clock.now() / 1000) * 1000;
    const top = ['9HH', '9SS', '2DD', '3DD', '4DD', '4CC', 'AHH'];
    const shoe = familyOf(def).deck(def);
    for (const c of top) shoe.splice(shoe.indexOf(c), 1);
    shoe.unshift(...top);
    const salt = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    const mid = roundId(def, at);
    await h.db.insert(cardRounds).values({
      mid,
      gameType: def.code,
      status: 'betting',
      commit: commitOf(salt, shoe),
      salt,
      shoe,
      startedAt: new Date(at),
    });

    const { t1, t2 } = (await initial(a, def.code)).snapshot;
    assert.equal(t1.mid, mid);
    assert.equal(t1.commit, commitOf(salt, shoe));
    assert.deepEqual(
      t2.map((r) => [r.nat, r.b1, r.l1, r.gstatus]),
      [
        ['Player', 2, null, 'ACTIVE'],
        ['Tie', 13, null, 'ACTIVE'],
      ],
    );

    const placed = [
      await bet(a, def.code, mid, playerRow.sid, 2, 100),
      await bet(a, def.code, mid, tieRow.sid, 13, 100),
      await bet(b, def.code, mid, playerRow.sid, 2, 300),
    ];
    for (const res of placed) assert.equal(res.statusCode, 201, res.body);
    // The war's raise is reserved with the bet: a Player bet holds twice its stake.
    assert.equal((await balance(a)).exposure, 300);
    assert.equal((await balance(b)).exposure, 600);
    // b cannot back more than the balance covers twice over.
    assert.equal((await bet(b, def.code, mid, playerRow.sid, 2, 250)).statusCode, 400);

    await finishRound(def.code);
    const round = h.ctx.cards.table(def.code)!.round!;
    assert.equal(round.settled, true);
    assert.equal(round.result.win, '4');
    assert.deepEqual(
      round.dealt.map((d) => `${d.hand}:${d.card}`),
      ['player:9HH', 'dealer:9SS', 'burn:2DD', 'burn:3DD', 'burn:4DD', 'player:4CC', 'dealer:AHH'],
    );
    // a: −200 on Player (stake and raise), +1,200 on Tie. b: −600.
    const balA = await balance(a);
    const balB = await balance(b);
    assert.deepEqual([balA.balance, balA.exposure], [2000, 0]);
    assert.deepEqual([balB.balance, balB.exposure], [400, 0]);

    const detail = body<CardRoundDetail>(await h.inject('GET', `/card/result/detail/${mid}`, { token: b.token })).data;
    assert.equal(createHash('sha256').update(commitText(detail.salt, detail.shoe)).digest('hex'), t1.commit);
    assert.deepEqual(familyOf(def).deal(def, detail.shoe), detail.dealt);
    assert.equal(detail.win, '4');
    assert.match(detail.desc, /Dealer wins the war/);
  });

  test('a shuffled round settles every bet as the family says', async () => {
    const def = cardTable('war')!;
    const playerRow = row(def, 'Player');
    const tieRow = row(def, 'Tie');
    const p = await h.player({ credit: 1000 });
    h.clock.advance(60_000);
    await h.ctx.cards.advanceTo(h.clock.now());
    const { t1 } = (await initial(p, def.code)).snapshot;
    const one = await bet(p, def.code, t1.mid, playerRow.sid, 2, 200);
    const two = await bet(p, def.code, t1.mid, tieRow.sid, 13, 100);
    assert.equal(one.statusCode, 201, one.body);
    assert.equal(two.statusCode, 201, two.body);
    assert.equal((await balance(p)).exposure, 500);
    await finishRound(def.code);
    const round = h.ctx.cards.table(def.code)!.round!;
    const expected = settleCardBets(def, round.dealt, [
      { side: 'BACK', selectionId: playerRow.sid, odds: 2, stakeCents: 20_000 },
      { side: 'BACK', selectionId: tieRow.sid, odds: 13, stakeCents: 10_000 },
    ]);
    const after = await balance(p);
    assert.equal(after.exposure, 0);
    assert.equal(Math.round(after.balance * 100), 100_000 + expected[0]! + expected[1]!);
  });
});

describe('corrections', () => {
  test('undeclare gives the result back exactly, no-result returns stakes, and the round can be declared again', async () => {
    const def = cardTable('dt20')!;
    const dragon = row(def, 'Dragon');
    const p = await h.player({ credit: 1000 });
    h.clock.advance(120_000);
    await h.ctx.cards.advanceTo(h.clock.now());
    const { t1 } = (await initial(p, def.code)).snapshot;
    assert.equal((await bet(p, def.code, t1.mid, dragon.sid, dragon.back, 100)).statusCode, 201);
    await finishRound(def.code);
    const settled = await balance(p);
    assert.equal(settled.exposure, 0);
    const marketId = `card:${def.code}:${t1.mid}`;

    const undo = await h.operator('POST', '/operator/results/undeclare', { marketId });
    assert.equal(undo.statusCode, 200, undo.body);
    const reopened = await balance(p);
    assert.deepEqual({ balance: reopened.balance, exposure: reopened.exposure }, { balance: 1000, exposure: 100 });

    const voided = await h.operator('POST', '/operator/results/declare', { marketId, void: 'no result' });
    assert.equal(voided.statusCode, 200, voided.body);
    const refunded = await balance(p);
    assert.deepEqual({ balance: refunded.balance, exposure: refunded.exposure }, { balance: 1000, exposure: 0 });
    const detail = body<CardRoundDetail>(
      await h.inject('GET', `/card/result/detail/${t1.mid}`, { token: p.token }),
    ).data;
    assert.equal(detail.voided, true);

    assert.equal((await h.operator('POST', '/operator/results/undeclare', { marketId })).statusCode, 200);
    const wrong = await h.operator('POST', '/operator/results/declare', { marketId, winner: dragon.sid });
    assert.equal(wrong.statusCode, 400, 'a runner result does not fit a card round');
    const redo = await h.operator('POST', '/operator/results/declare', { marketId, round: true });
    assert.equal(redo.statusCode, 200, redo.body);
    assert.deepEqual(await balance(p), settled);
  });

  test('a round a previous run left open is finished from its shoe on recovery', async () => {
    const def = cardTable('aaa')!;
    const amar = row(def, 'Amar');
    const p = await h.player({ credit: 1000 });
    h.clock.advance(200_000);
    await h.ctx.cards.advanceTo(h.clock.now());
    const { t1 } = (await initial(p, def.code)).snapshot;
    const placed = body<PlaceBetResponse>(await bet(p, def.code, t1.mid, amar.sid, amar.back, 100)).data.bet;

    // A new engine (a restarted process) that has never seen the table, long after the round's end.
    const restarted = new CardTables(h.ctx);
    h.clock.advance(3_600_000);
    assert.equal(await restarted.recover(), 1);
    const [stored] = await h.db.select().from(cardRounds).where(eq(cardRounds.mid, t1.mid));
    assert.equal(stored!.status, 'settled');
    const res = await h.inject('GET', `/bet/placed?matchId=${def.code}`, { token: p.token });
    const rows = body<{ rows: PlacedBet[] }>(res).data.rows;
    const mine = rows.find((r) => r.id === placed.id);
    assert.ok(mine === undefined || mine.result !== 'PENDING');
    assert.equal((await balance(p)).exposure, 0);
    // The old engine sees the round settled and moves on.
    await h.ctx.cards.advanceTo(h.clock.now());
  });
});

describe('exposure on a back/lay table', () => {
  test('a back and a lay on one row leave only the spread reserved', async () => {
    const def = CARD_TABLES.find((t) => t.rows.some((r) => r.lay !== null) && t.groups.some((g) => g.exclusive))!;
    const group = def.groups.find(
      (g) => g.exclusive && def.rows.filter((r) => r.group === g.key && r.lay !== null).length >= 2,
    )!;
    const [x, y] = def.rows.filter((r) => r.group === group.key && r.lay !== null);
    const p = await h.player({ credit: 10_000 });
    h.clock.advance(400_000);
    await h.ctx.cards.advanceTo(h.clock.now());
    const snap = (await initial(p, def.code)).snapshot;
    const price = (sid: number) => snap.t2.find((r) => r.sid === sid)!;
    const stake = Math.max(x!.min, y!.min);
    assert.equal((await bet(p, def.code, snap.t1.mid, x!.sid, price(x!.sid).b1, stake)).statusCode, 201);
    const afterBack = (await balance(p)).exposure;
    assert.equal(afterBack, stake);
    const lay = await bet(p, def.code, snap.t1.mid, x!.sid, price(x!.sid).l1!, stake, 'LAY');
    assert.equal(lay.statusCode, 201, lay.body);
    const hedged = (await balance(p)).exposure;
    // Back and lay of one stake leave only the spread at risk, not the stake plus the liability.
    const { b1, l1 } = price(x!.sid);
    assert.equal(Math.round(hedged * 100), Math.round(stake * (l1! - b1) * 100));
    await finishRound(def.code);
    assert.equal((await balance(p)).exposure, 0);
  });
});

describe('the card socket', () => {
  test('joining sends a snapshot; the room gets changes and the result; the player gets cardResult', async () => {
    const url = await listen(h);
    const def = cardTable('teen20')!;
    const p = await h.player({ credit: 1000 });
    h.clock.advance(600_000);
    const events: { name: string; args: unknown[] }[] = [];
    const socket = io(`${url}${CARD_NAMESPACE}`, {
      transports: ['websocket'],
      auth: { token: p.token },
      reconnection: false,
      forceNew: true,
    });
    const main = io(url, { transports: ['websocket'], auth: { token: p.token }, reconnection: false, forceNew: true });
    const mainEvents: { name: string; args: unknown[] }[] = [];
    main.onAny((name: string, ...args: unknown[]) => mainEvents.push({ name, args }));
    socket.onAny((name: string, ...args: unknown[]) => events.push({ name, args }));
    const waitFor = async (list: typeof events, name: string, pred: (args: unknown[]) => boolean = () => true) => {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const hit = list.find((e) => e.name === name && pred(e.args));
        if (hit) return hit.args;
        if (Date.now() > deadline) throw new Error(`no ${name}; got ${list.map((e) => e.name).join(',')}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    try {
      await new Promise<void>((resolve, reject) => {
        main.once('connect', () => resolve());
        main.once('connect_error', reject);
      });
      const ack = await new Promise<{ ok: boolean }>((resolve) => socket.emit('cardRoom', { type: def.code }, resolve));
      assert.equal(ack.ok, true);
      const [snap] = (await waitFor(events, 'cardData')) as [CardSnapshot];
      assert.equal(snap.t1.code, def.code);
      assert.equal(h.ctx.cards.table(def.code)!.watchers, 1);
      const bad = await new Promise<{ ok: boolean; message?: string }>((resolve) =>
        socket.emit('cardRoom', { type: 'nope' }, resolve),
      );
      assert.equal(bad.ok, false);

      const playerA = row(def, 'Player A');
      assert.equal((await bet(p, def.code, snap.t1.mid, playerA.sid, playerA.back, 100)).statusCode, 201);
      await waitFor(mainEvents, 'userCardBetPlaced');
      const round = h.ctx.cards.table(def.code)!.round!;
      h.clock.set(round.line.revealAt[0]!);
      await h.ctx.cards.advanceTo(h.clock.now());
      await waitFor(events, 'cardData', (args) => (args[0] as CardSnapshot).t1.dealt.length === 1);
      await finishRound(def.code);
      const [result] = (await waitFor(events, 'cardResult')) as [{ gameType: string; result: { mid: string } }];
      assert.equal(result.result.mid, snap.t1.mid);
      const [mine] = (await waitFor(mainEvents, 'cardResult')) as [ResultEvent];
      assert.equal(mine.betId, `card:${def.code}:${snap.t1.mid}`);
      const b = await balance(p);
      assert.equal(Math.round(mine.profitLoss * 100), Math.round((b.balance - 1000) * 100));
      h.clock.set(round.line.endAt + 5_000);
      await h.ctx.cards.advanceTo(h.clock.now());
      await waitFor(events, 'cardData', (args) => (args[0] as CardSnapshot).t1.mid !== snap.t1.mid);
      socket.emit('leaveCardRoom', { type: def.code });
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(h.ctx.cards.table(def.code)!.watchers, 0);
    } finally {
      socket.disconnect();
      main.disconnect();
    }
  });
});

describe('every table', () => {
  test('opens a round, shows rows in its order, settles with a bet on its first row', async () => {
    const p = await h.player({ credit: 100_000 });
    for (const def of CARD_TABLES) {
      h.clock.advance(10_000);
      const { t1, t2 } = (await initial(p, def.code)).snapshot;
      assert.notEqual(t1.mid, '0', def.code);
      const open = t2.find((r) => r.gstatus === 'ACTIVE');
      assert.ok(open, `${def.code} has an open row in its first window`);
      const res = await bet(p, def.code, t1.mid, open.sid, open.b1, open.min);
      // Judgement encodes the player's ranks in the selection id: a bare row id is refused.
      if (def.code === '3cardj') assert.equal(res.statusCode, 400, res.body);
      else assert.equal(res.statusCode, 201, `${def.code}: ${res.body}`);
      await finishRound(def.code);
      assert.equal(h.ctx.cards.table(def.code)!.round!.settled, true, def.code);
    }
    assert.equal((await balance(p)).exposure, 0);
  });
});

describe('two API instances on one database', () => {
  test('follow one round per table and settle it once', async () => {
    const second = await harness({}, { database: h.database });
    try {
      second.clock.set(h.clock.now());
      const def = cardTable('baccarat')!;
      const player = row(def, 'Player');
      const p = await h.player({ credit: 1000 });
      const { t1 } = (await initial(p, def.code)).snapshot;
      const other = await second.inject('GET', `/match/initial/card/${def.code}`, { token: p.token });
      assert.equal(body<CardInitial>(other).data.snapshot.t1.mid, t1.mid, 'the second instance adopts the open round');
      assert.equal(body<CardInitial>(other).data.snapshot.t1.commit, t1.commit);
      const placed = await second.inject('POST', '/bet/cardBetting', {
        token: p.token,
        body: {
          idempotencyKey: key(),
          matchId: def.code,
          betId: t1.mid,
          selectionId: player.sid,
          betType: 'BACK',
          odds: player.back,
          stake: 100,
        },
      });
      assert.equal(placed.statusCode, 201, placed.body);
      const end = h.ctx.cards.table(def.code)!.round!.line.resultAt;
      h.clock.set(end);
      second.clock.set(end);
      await Promise.all([h.ctx.cards.advanceTo(end), second.ctx.cards.advanceTo(end)]);
      const settled = await h.db.select().from(cardRounds).where(eq(cardRounds.mid, t1.mid));
      assert.equal(settled[0]!.status, 'settled');
      const entries = await h.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, p.id));
      const results = entries.filter((e) => e.type === 'win' || e.type === 'loss');
      assert.ok(results.length <= 1, 'one settlement entry at most (none on a push)');
      assert.equal((await balance(p)).exposure, 0);
    } finally {
      await second.close();
    }
  });
});

describe('the cricket scoreboard', () => {
  test('/cricketScore follows the round on a cricket table, and shows a settled round whole', async () => {
    const p = await h.player({ credit: 1000 });
    const { t1 } = (await initial(p, 'superover')).snapshot;
    const now = await h.inject('GET', '/cricketScore?eventId=superover', { token: p.token });
    assert.equal(now.statusCode, 200, now.body);
    const live = body<{ teams: { name: string; runs: number; balls: number }[] }>(now).data;
    assert.equal(live.teams.length, 2);
    assert.ok(
      live.teams.every((t) => t.balls === 0 && t.runs === 0),
      'nothing bowled while betting is open',
    );
    await finishRound('superover');
    const done = await h.inject('GET', `/cricketScore?eventId=${t1.mid}`, { token: p.token });
    const whole = body<{ teams: { balls: number }[] }>(done).data;
    assert.ok(whole.teams[0]!.balls > 0, 'the first innings was bowled');
    assert.equal((await h.inject('GET', '/cricketScore?eventId=dt20', { token: p.token })).statusCode, 404);
    assert.equal((await h.inject('GET', '/cricketScore?eventId=99999', { token: p.token })).statusCode, 404);
    assert.equal((await h.inject('GET', '/cricketScore?eventId=%27or1', { token: p.token })).statusCode, 400);
  });
});
