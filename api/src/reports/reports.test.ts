/**
 * The report pages' calls over one scripted history on the test clock: sports bets won and lost,
 * a voided market, a market undeclared and declared again with another result, a market left
 * undeclared, a deleted bet, a card round and provider casino rounds (won, lost, rolled back,
 * partly rolled back, still open), with a second player betting beside the first.
 *
 * Every number of the profit/loss report reconciles with the ledger: its total with the wallet's
 * profit/loss and the statement's win and loss rows, each market row with the ledger entries of
 * its reference and with the bets behind it. The statement, current bets, bet history and casino
 * bets are read with their paging and filters, and another player's data never appears.
 * The ledger invariants are checked after every test.
 */
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type {
  Paged,
  PlaceBetResponse,
  PlacedBet,
  ProfitLossReport,
  TransactionRow,
  UserBalance,
} from '@backlay/shared/api';
import { PROVIDER_GAMES, type CasinoBetPage } from '@backlay/shared/casino';
import { cardTable, type CardInitial, type CardTableDefinition } from '@backlay/shared/cards';
import { commissionCents } from '@backlay/shared/betting';
import type { Market, MatchSnapshot, SportKey } from '@backlay/shared/sports';
import { body, harness, TEST_CASINO_SECRET, type Harness, type TestPlayer } from '../test/harness.js';
import {
  type LaunchRequest,
  signedHeaders,
  WALLET_PATHS,
  type WalletResponse,
} from '@backlay/casino-provider/protocol';
import { casinoMarketId } from '../casino/wallet.js';
import { BETWEEN_ROUNDS_MS } from '../cards/timeline.js';

const launches: LaunchRequest[] = [];
const h: Harness = await harness(
  {},
  {
    casinoLauncher: (request) => {
      launches.push(request);
      return Promise.resolve(`http://127.0.0.1:3100/game/launch-${launches.length}`);
    },
  },
);
after(() => h.close());
afterEach(() => h.assertLedger());

const at = (iso: string) => Date.parse(iso);
const cents = (n: number) => Math.round(n * 100);
const sumCents = (values: readonly number[]) => values.reduce((s, v) => s + cents(v), 0);

let keys = 0;
const key = () => `report-key-${++keys}-${Date.now().toString(36)}`;

// ---------------------------------------------------------------------------------------------
// Reading

function url(path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

async function get<T>(p: TestPlayer, path: string, params: Record<string, string> = {}): Promise<T> {
  const res = await h.inject('GET', url(path, params), { token: p.token });
  assert.equal(res.statusCode, 200, `${url(path, params)}: ${res.body}`);
  return body<T>(res).data;
}

const report = (p: TestPlayer, params: Record<string, string>) =>
  get<ProfitLossReport>(p, '/report/profitLoss', params);

/** Every row of a paged list, 100 at a time. */
async function all<T>(p: TestPlayer, path: string, params: Record<string, string> = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const data = await get<Paged<T>>(p, path, { ...params, limit: '100', page: String(page) });
    rows.push(...data.rows);
    if (rows.length >= data.count || data.rows.length === 0) return rows;
  }
}

const statement = (p: TestPlayer, params: Record<string, string> = {}) =>
  all<TransactionRow>(p, `/transaction/get/${p.id}`, params);

async function wallet(p: TestPlayer): Promise<UserBalance> {
  return (await get<{ userBal: UserBalance }>(p, '/user/profile')).userBal;
}

// ---------------------------------------------------------------------------------------------
// Sports bets

interface Found {
  match: MatchSnapshot;
  market: Market;
}
const taken = new Set<string>();

/** A pre-match match-odds market of the sport that no bet here has used yet. */
function market(sport: SportKey): Found {
  for (const match of h.ctx.feed.views()) {
    if (match.fixture.sport !== sport || match.fixture.inPlay) continue;
    for (const m of match.tournament) {
      const liquid =
        m.runners.length >= 2 &&
        m.runners.every((r) => r.ex.availableToBack.length > 0 && r.ex.availableToLay.length > 0);
      if (m.type === 'matchOdds' && m.status === 'OPEN' && liquid && !taken.has(m.id)) {
        taken.add(m.id);
        return { match, market: m };
      }
    }
  }
  throw new Error(`no open pre-match ${sport} market is left`);
}

/** Backs the market's first runner (at the best price on offer, asked at 1.01). */
async function back(p: TestPlayer, f: Found, stake: number, runner = 0): Promise<PlacedBet> {
  const selectionId = f.market.runners[runner]!.selectionId;
  const res = await h.inject('POST', '/bet/matchBetting', {
    token: p.token,
    body: {
      idempotencyKey: key(),
      matchId: f.match.id,
      betId: f.market.id,
      selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake,
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return body<PlaceBetResponse>(res).data.bet;
}

async function operator(path: string, payload: Record<string, unknown>, when?: number): Promise<void> {
  if (when !== undefined) h.clock.set(when);
  const res = await h.operator('POST', path, payload);
  assert.equal(res.statusCode, 200, `${path} ${JSON.stringify(payload)}: ${res.body}`);
}
const declare = (f: Found, winnerIndex: number, when: number) =>
  operator(
    '/operator/results/declare',
    { marketId: f.market.id, winner: f.market.runners[winnerIndex]!.selectionId },
    when,
  );

// ---------------------------------------------------------------------------------------------
// Card rounds (as in cards/cards.test.ts)

function cardRow(def: CardTableDefinition, pick: (nat: string) => boolean) {
  const found = def.rows.find((r) => pick(r.nat));
  if (!found) throw new Error(`${def.code} has no such row`);
  return found;
}

/** The table at the start of a round's betting window. */
async function openRound(p: TestPlayer, code: string): Promise<CardInitial> {
  for (let i = 0; i < 3; i++) {
    const data = await get<CardInitial>(p, `/match/initial/card/${code}`);
    if (data.snapshot.t1.phase === 'betting' && data.snapshot.t1.dealt.length === 0) return data;
    const round = h.ctx.cards.table(code)!.round;
    h.clock.set(Math.max(h.clock.now(), (round?.line.endAt ?? h.clock.now()) + BETWEEN_ROUNDS_MS));
    await h.ctx.cards.advanceTo(h.clock.now());
  }
  throw new Error(`${code} does not open a round`);
}

async function cardBet(
  p: TestPlayer,
  def: CardTableDefinition,
  mid: string,
  row: { sid: number; back: number },
  stake: number,
): Promise<PlacedBet> {
  const res = await h.inject('POST', '/bet/cardBetting', {
    token: p.token,
    body: {
      idempotencyKey: key(),
      matchId: def.code,
      betId: mid,
      selectionId: row.sid,
      betType: 'BACK',
      odds: row.back,
      stake,
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return body<PlaceBetResponse>(res).data.bet;
}

// ---------------------------------------------------------------------------------------------
// Provider casino rounds (signed wallet calls, as in casino/wallet.test.ts)

const AVIATOR = PROVIDER_GAMES.find((g) => g.game_code === 'MAC88-AVIATOR')!;
let txs = 0;
const tx = (prefix: string) => `${prefix}-${++txs}`;

async function walletCall(kind: keyof typeof WALLET_PATHS, payload: Record<string, unknown>): Promise<void> {
  const raw = JSON.stringify(payload);
  const res = await h.app.inject({
    method: 'POST',
    url: WALLET_PATHS[kind],
    headers: signedHeaders(TEST_CASINO_SECRET, { method: 'POST', path: WALLET_PATHS[kind], body: raw }, h.clock.now()),
    payload: raw,
  });
  const answer = res.json<WalletResponse>();
  assert.equal(res.statusCode, 200, raw);
  assert.equal(answer.status, 'OK', JSON.stringify(answer));
}

interface CasinoSession {
  round(id: string): {
    debit(amount: number): Promise<string>;
    credit(amount: number): Promise<void>;
    rollback(debitId: string): Promise<void>;
  };
}

async function casino(p: TestPlayer): Promise<CasinoSession> {
  const res = await h.inject('POST', '/mac88/casino/login', { token: p.token, body: { gameId: AVIATOR.game_id } });
  assert.equal(res.statusCode, 200, res.body);
  const auth = { token: launches.at(-1)!.token, userId: p.id };
  return {
    round(roundId) {
      const base = { ...auth, roundId, gameCode: AVIATOR.game_code };
      return {
        async debit(amount) {
          const transactionId = tx('debit');
          await walletCall('debit', { ...base, transactionId, amount });
          return transactionId;
        },
        credit: (amount) => walletCall('credit', { ...base, transactionId: tx('credit'), amount }),
        rollback: (debitId) =>
          walletCall('rollback', { ...base, transactionId: tx('rollback'), rollbackTransactionId: debitId }),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The scripted history

const DAY1 = '2026-11-21';
const DAY2 = '2026-11-22';
const DAY3 = '2026-11-23';
const DAY4 = '2026-11-24';
const EVERYTHING = { from: DAY1, to: DAY4 };

let p: TestPlayer;
let q: TestPlayer;
/** The markets of the history, by role. */
const m = {} as Record<
  'won' | 'lost' | 'voided' | 'redeclared' | 'deleted' | 'open' | 'undeclared' | 'lastMs' | 'midnight',
  Found
>;
const placed = {} as Record<
  'won' | 'lost' | 'voided' | 'redeclared' | 'deletedBet' | 'keptBet' | 'undeclared' | 'lastMs' | 'midnight' | 'qWon',
  PlacedBet
>;
let cardMarket = '';
let pCardBets: PlacedBet[] = [];
/** P's provider rounds that closed or were voided, and the one left open. */
const casinoRounds: { id: string; profitLoss: number; stake: number }[] = [];
let openRoundId = '';
const OPEN_CURRENT = 11;
const REASON = 'Placed twice by mistake';

async function relogin(): Promise<void> {
  p.token = await h.login(p.userName);
  q.token = await h.login(q.userName);
}

before(async () => {
  h.clock.set(at(`${DAY1}T12:00:00Z`));
  p = await h.player({ credit: 50_000 });
  q = await h.player({ credit: 20_000 });

  // Day 1: every sports bet is placed now.
  m.won = market('football');
  m.lost = market('football');
  m.redeclared = market('football');
  m.deleted = market('football');
  m.open = market('football');
  m.voided = market('cricket');
  m.undeclared = market('cricket');
  m.lastMs = market('basketball');
  m.midnight = market('basketball');
  placed.won = await back(p, m.won, 1000);
  placed.qWon = await back(q, m.won, 500, 1);
  placed.lost = await back(p, m.lost, 2000);
  placed.redeclared = await back(p, m.redeclared, 800);
  placed.deletedBet = await back(p, m.deleted, 700);
  placed.keptBet = await back(p, m.deleted, 300);
  for (let i = 0; i < OPEN_CURRENT; i++) await back(p, m.open, 100 + i);
  placed.voided = await back(p, m.voided, 600);
  placed.undeclared = await back(p, m.undeclared, 400);
  placed.lastMs = await back(p, m.lastMs, 250);
  placed.midnight = await back(p, m.midnight, 350);

  await declare(m.won, 0, at(`${DAY1}T13:00:00Z`));
  await declare(m.lost, 1, at(`${DAY1}T14:00:00Z`));
  await operator('/operator/bets/delete', { betIds: [placed.deletedBet.id], reason: REASON }, at(`${DAY1}T15:00:00Z`));
  await declare(m.deleted, 1, at(`${DAY1}T15:30:00Z`));

  // Day 2: a void, a win that will be taken back, a result undeclared and left so, and a result
  // in the last millisecond of the day.
  await operator(
    '/operator/results/declare',
    { marketId: m.voided.market.id, void: 'abandoned' },
    at(`${DAY2}T10:00:00Z`),
  );
  await declare(m.redeclared, 0, at(`${DAY2}T11:00:00Z`));
  await declare(m.undeclared, 0, at(`${DAY2}T12:00:00Z`));
  await operator('/operator/results/undeclare', { marketId: m.undeclared.market.id }, at(`${DAY2}T12:30:00Z`));
  await declare(m.lastMs, 0, at(`${DAY2}T23:59:59.999Z`));

  // Day 3: a result at midnight, and the day-2 win undeclared and declared again as a loss.
  await declare(m.midnight, 1, at(`${DAY3}T00:00:00.000Z`));
  await operator('/operator/results/undeclare', { marketId: m.redeclared.market.id }, at(`${DAY3}T09:00:00Z`));
  await declare(m.redeclared, 1, at(`${DAY3}T09:30:00Z`));

  // Day 4: money in and out, a card round, provider casino rounds.
  h.clock.set(at(`${DAY4}T08:00:00Z`));
  await relogin();
  await operator('/operator/wallet', { userName: p.userName, type: 'add', amount: 500, note: 'Top-up' });
  h.clock.advance(60_000);
  await operator('/operator/wallet', { userName: p.userName, type: 'withDraw', amount: 100, note: 'Cash out' });

  const def = cardTable('lucky7eu')!;
  const { t1 } = (await openRound(p, def.code)).snapshot;
  cardMarket = `card:${def.code}:${t1.mid}`;
  pCardBets = [
    await cardBet(
      p,
      def,
      t1.mid,
      cardRow(def, (nat) => nat === 'LOW Card'),
      200,
    ),
    await cardBet(
      p,
      def,
      t1.mid,
      cardRow(def, (nat) => nat.startsWith('Card')),
      150,
    ),
  ];
  await cardBet(
    q,
    def,
    t1.mid,
    cardRow(def, (nat) => nat === 'HIGH Card'),
    100,
  );
  h.clock.set(h.ctx.cards.table(def.code)!.round!.line.resultAt);
  await h.ctx.cards.advanceTo(h.clock.now());
  assert.equal(h.ctx.cards.table(def.code)!.round!.settled, true);

  h.clock.set(at(`${DAY4}T10:00:00Z`));
  await relogin();
  const game = await casino(p);
  const play = async (
    id: string,
    steps: (r: ReturnType<CasinoSession['round']>) => Promise<void>,
    profitLoss: number,
    stake: number,
  ) => {
    h.clock.advance(60_000);
    await steps(game.round(id));
    casinoRounds.push({ id, profitLoss, stake });
  };
  await play(
    'won',
    async (r) => {
      await r.debit(100);
      await r.credit(250);
    },
    150,
    100,
  );
  await play(
    'lost',
    async (r) => {
      await r.debit(50);
      await r.credit(0);
    },
    -50,
    50,
  );
  // Every debit rolled back: the round is void; the bet keeps its last stake.
  await play(
    'rolled-back',
    async (r) => {
      await r.rollback(await r.debit(30));
    },
    0,
    30,
  );
  await play(
    'part-rolled-back',
    async (r) => {
      await r.debit(20);
      await r.rollback(await r.debit(10));
      await r.credit(5);
    },
    -15,
    20,
  );
  for (let i = 0; i < 4; i++) {
    await play(
      `small-${i}`,
      async (r) => {
        await r.debit(10);
        await r.credit(i % 2 ? 25 : 0);
      },
      i % 2 ? 15 : -10,
      10,
    );
  }
  openRoundId = 'still-open';
  h.clock.advance(60_000);
  await game.round(openRoundId).debit(40);
  const qGame = await casino(q);
  h.clock.advance(60_000);
  const qRound = qGame.round('q-lost');
  await qRound.debit(60);
  await qRound.credit(0);
  h.clock.advance(60_000);
});

// ---------------------------------------------------------------------------------------------

describe('GET /report/profitLoss', () => {
  test('refuses a missing, malformed, impossible, reversed or too long range and an unknown eventType with a 400 and a message', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /first day/],
      [{ from: DAY1 }, /last day/],
      [{ to: DAY1 }, /first day/],
      [{ from: '2026-11-1', to: DAY1 }, /"from" must be a date/],
      [{ from: DAY1, to: '21/11/2026' }, /"to" must be a date/],
      [{ from: '2026-02-29', to: '2026-03-01' }, /"from" must be a date that exists/],
      [{ from: '2026-04-31', to: '2026-05-01' }, /"from" must be a date that exists/],
      [{ from: '2026-13-01', to: '2026-13-02' }, /"from"/],
      [{ from: `${DAY1}T00:00:00Z`, to: DAY2 }, /"from"/],
      [{ from: DAY2, to: DAY1 }, /must not be after/],
      [{ from: '2025-01-01', to: '2026-01-02' }, /at most 366 days; this range has 367/],
      // The query schema refuses these.
      [
        { from: DAY1, to: DAY2, eventType: 'darts-and-more' },
        /^query\.eventType must be equal to one of the allowed values/,
      ],
      [{ from: DAY1, to: DAY2, eventType: 'CRICKET' }, /^query\.eventType must be/],
      [{ from: DAY1, to: DAY2, sort: 'x' }, /^query\.sort is not allowed/],
    ];
    for (const [params, message] of cases) {
      const res = await h.inject('GET', url('/report/profitLoss', params), { token: p.token });
      assert.equal(res.statusCode, 400, `${JSON.stringify(params)}: ${res.body}`);
      assert.match(body(res).message, message, JSON.stringify(params));
    }
    const twice = await h.inject('GET', `/report/profitLoss?from=${DAY1}&from=${DAY2}&to=${DAY3}`, { token: p.token });
    assert.equal(twice.statusCode, 400);
    assert.deepEqual(body(twice), { statusCode: 400, message: 'query.from must be string.', code: 'INVALID_REQUEST' });
    // 366 days (a leap year) is the longest range; 367 is one too many.
    assert.equal((await report(p, { from: '2024-01-01', to: '2024-12-31' })).total.bets, 0);
    const long = await h.inject('GET', url('/report/profitLoss', { from: '2024-01-01', to: '2025-01-01' }), {
      token: p.token,
    });
    assert.equal(long.statusCode, 400);
    assert.match(body(long).message, /at most 366 days; this range has 367/);
    // One day, 29 February of a leap year, and an empty eventType (all) are fine.
    assert.equal((await report(p, { from: '2028-02-29', to: '2028-02-29' })).total.bets, 0);
    assert.equal(
      (await report(p, { ...EVERYTHING, eventType: '' })).total.bets,
      (await report(p, EVERYTHING)).total.bets,
    );
    assert.equal((await h.inject('GET', url('/report/profitLoss', EVERYTHING))).statusCode, 401);
  });

  test('the total equals the wallet profit/loss, the statement’s win, loss and commission rows and the settled bets’ P/L', async () => {
    const r = await report(p, EVERYTHING);
    const bal = await wallet(p);
    const ledger = await statement(p, { transType: 'inArr["win","loss"]' });
    const commission = await statement(p, { transType: 'eqcommission' });
    const settled = await all<PlacedBet>(p, '/bet/placed', { result: 'inArr["WIN","LOSS","TIE"]' });
    assert.ok(ledger.length > 10);
    // The won match odds paid 1 % of their winnings: the wallet's P/L is after commission.
    assert.equal(
      cents(r.total.commission),
      commissionCents(cents(placed.won.winAmount), 100) + commissionCents(cents(placed.lastMs.winAmount), 100),
    );
    assert.equal(cents(r.total.commission), -sumCents(commission.map((e) => e.amount)));
    assert.equal(cents(r.total.profitLoss) - cents(r.total.commission), cents(bal.profitLoss));
    assert.equal(cents(r.total.profitLoss), sumCents(ledger.map((e) => e.amount)));
    assert.equal(cents(r.total.profitLoss), sumCents(settled.map((b) => b.profitLoss ?? NaN)));
    assert.equal(r.total.bets, settled.length);
    assert.equal(cents(r.total.stake), sumCents(settled.map((b) => b.stake)));
    assert.equal(r.total.markets, new Set(settled.map((b) => b.betId)).size);
    // The history adds up to these, bet by bet.
    const expected =
      cents(placed.won.winAmount) -
      cents(2000) +
      0 -
      cents(800) -
      cents(300) +
      cents(placed.lastMs.winAmount) -
      cents(350) +
      sumCents(pCardBets.map((b) => settled.find((s) => s.id === b.id)!.profitLoss!)) +
      sumCents(casinoRounds.map((c) => c.profitLoss));
    assert.equal(cents(r.total.profitLoss), expected);
    assert.deepEqual({ from: r.from, to: r.to }, EVERYTHING);
  });

  test('sports and markets add up to the total; sports by bets, markets by settlement, newest first', async () => {
    const r = await report(p, EVERYTHING);
    assert.deepEqual(
      r.sports.map((s) => [s.eventType, s.markets, s.bets]),
      [
        ['casino', 8, 8],
        ['football', 4, 4],
        ['basketball', 2, 2],
        ['card', 1, 2],
        ['cricket', 1, 1],
      ],
    );
    for (const key of ['bets', 'stake', 'profitLoss', 'commission'] as const) {
      assert.equal(sumCents(r.sports.map((s) => s[key])), cents(r.total[key]), key);
      assert.equal(sumCents(r.markets.map((x) => x[key])), cents(r.total[key]), key);
    }
    assert.equal(r.total.markets, r.markets.length);
    for (const s of r.sports) {
      const mine = r.markets.filter((x) => x.eventType === s.eventType);
      assert.equal(s.markets, mine.length, s.eventType);
      for (const key of ['bets', 'stake', 'profitLoss', 'commission'] as const)
        assert.equal(sumCents(mine.map((x) => x[key])), cents(s[key]), `${s.eventType} ${key}`);
    }
    const times = r.markets.map((x) => x.settledAt);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.equal(r.markets.at(-1)!.marketId, m.won.market.id);
    const won = r.markets.find((x) => x.marketId === m.won.market.id)!;
    assert.deepEqual(won, {
      eventType: 'football',
      matchId: m.won.match.id,
      eventName: placed.won.eventName,
      marketId: m.won.market.id,
      marketName: placed.won.marketName,
      marketType: 'matchOdds',
      bets: 1,
      stake: 1000,
      profitLoss: placed.won.winAmount,
      commission: commissionCents(cents(placed.won.winAmount), 100) / 100,
      settledAt: `${DAY1}T13:00:00.000Z`,
    });
    // Money has two decimals at most.
    for (const x of [...r.markets, ...r.sports, r.total])
      for (const v of [x.stake, x.profitLoss, x.commission]) assert.equal(Math.round(v * 100) / 100, v);
  });

  test('each market row reconciles with the ledger entries of its reference and the bets behind it', async () => {
    const r = await report(p, EVERYTHING);
    assert.ok(
      r.markets.some((x) => x.marketId.startsWith('card:')) && r.markets.some((x) => x.marketId.startsWith('casino:')),
    );
    for (const row of r.markets) {
      const entries = await statement(p, { 'transaction.reference': `eqmarket:${row.marketId}` });
      const results = entries.filter((e) => e.transType === 'win' || e.transType === 'loss');
      const charged = entries.filter((e) => e.transType === 'commission');
      assert.equal(results.length + charged.length, entries.length);
      assert.equal(sumCents(results.map((e) => e.amount)), cents(row.profitLoss), `ledger of ${row.marketId}`);
      assert.equal(0 - sumCents(charged.map((e) => e.amount)), cents(row.commission), `commission of ${row.marketId}`);
      const behind = await all<PlacedBet>(p, '/bet/placed', { betId: `eq${row.marketId}` });
      assert.equal(behind.length, row.bets, row.marketId);
      assert.ok(behind.every((b) => ['WIN', 'LOSS', 'TIE'].includes(b.result) && b.eventType === row.eventType));
      assert.equal(sumCents(behind.map((b) => b.stake)), cents(row.stake), row.marketId);
      assert.equal(sumCents(behind.map((b) => b.profitLoss ?? NaN)), cents(row.profitLoss), row.marketId);
      assert.equal(
        row.settledAt,
        behind
          .map((b) => b.settledAt!)
          .sort()
          .at(-1),
      );
    }
    // The other way: every win or loss row of the statement leads to the player's bets on its market.
    for (const entry of await statement(p, { 'transaction.type': 'inArr["win","loss"]' })) {
      assert.match(entry.reference ?? '', /^market:/);
      const marketId = entry.reference!.slice('market:'.length);
      assert.ok((await all<PlacedBet>(p, '/bet/placed', { 'betPlaced.betId': `eq${marketId}` })).length > 0, marketId);
    }
  });

  test('a market undeclared and declared again counts once with its final result; a void shows TIE and 0; a deleted bet does not count', async () => {
    const r = await report(p, EVERYTHING);
    const row = (f: Found) => r.markets.find((x) => x.marketId === f.market.id);
    assert.equal(r.markets.filter((x) => x.marketId === m.redeclared.market.id).length, 1);
    assert.deepEqual(
      [row(m.redeclared)!.bets, row(m.redeclared)!.stake, row(m.redeclared)!.profitLoss, row(m.redeclared)!.settledAt],
      [1, 800, -800, `${DAY3}T09:30:00.000Z`],
    );
    // Its ledger holds the first win, its reversal and the loss: they net to the final result.
    const entries = await statement(p, {
      'transaction.reference': `eqmarket:${m.redeclared.market.id}`,
      sort: 'transaction.uniqueId:ASC',
    });
    assert.deepEqual(
      entries.map((e) => [e.transType, e.amount]),
      [
        ['win', placed.redeclared.winAmount],
        ['commission', -commissionCents(cents(placed.redeclared.winAmount), 100) / 100],
        ['commission', commissionCents(cents(placed.redeclared.winAmount), 100) / 100],
        ['loss', -placed.redeclared.winAmount],
        ['loss', -800],
      ],
    );
    assert.equal(row(m.redeclared)!.commission, 0);

    assert.deepEqual([row(m.voided)!.bets, row(m.voided)!.stake, row(m.voided)!.profitLoss], [1, 600, 0]);
    const [voided] = await all<PlacedBet>(p, '/bet/placed', { betId: `eq${m.voided.market.id}` });
    assert.deepEqual([voided!.result, voided!.profitLoss], ['TIE', 0]);
    assert.equal((await statement(p, { 'transaction.reference': `eqmarket:${m.voided.market.id}` })).length, 0);

    assert.deepEqual([row(m.deleted)!.bets, row(m.deleted)!.stake, row(m.deleted)!.profitLoss], [1, 300, -300]);
    const deleted = await all<PlacedBet>(p, '/bet/placed', { betId: `eq${m.deleted.market.id}`, status: 'DELETED' });
    assert.deepEqual(
      deleted.map((b) => [b.id, b.result, b.deleteReason]),
      [[placed.deletedBet.id, 'PENDING', REASON]],
    );

    // Open and undeclared bets are not in the report at all.
    assert.equal(row(m.open), undefined);
    assert.equal(row(m.undeclared), undefined);
    assert.equal(
      r.markets.find((x) => x.marketId === casinoMarketId(openRoundId)),
      undefined,
    );
  });

  test('days are UTC days of the settlement: from and to inclusive, 23:59:59.999 on its day, midnight on the next', async () => {
    const ids = async (from: string, to: string) =>
      (await report(p, { from, to })).markets.map((x) => x.marketId).sort();
    assert.deepEqual(await ids(DAY1, DAY1), [m.won, m.lost, m.deleted].map((f) => f.market.id).sort());
    // The day-2 win of the redeclared market was taken back: only its day-3 loss counts.
    assert.deepEqual(await ids(DAY2, DAY2), [m.voided, m.lastMs].map((f) => f.market.id).sort());
    assert.deepEqual(await ids(DAY3, DAY3), [m.midnight, m.redeclared].map((f) => f.market.id).sort());
    assert.deepEqual(
      await ids(DAY2, DAY3),
      [m.voided, m.lastMs, m.midnight, m.redeclared].map((f) => f.market.id).sort(),
    );
    assert.deepEqual(await ids('2026-11-25', '2026-12-31'), []);
    assert.deepEqual(await ids('2026-01-01', '2026-11-20'), []);
    const day4 = await report(p, { from: DAY4, to: DAY4 });
    assert.deepEqual(
      day4.sports.map((s) => s.eventType),
      ['casino', 'card'],
    );
    // The days split the whole range exactly.
    const days = await Promise.all([DAY1, DAY2, DAY3, DAY4].map((d) => report(p, { from: d, to: d })));
    const whole = await report(p, EVERYTHING);
    assert.equal(sumCents(days.map((d) => d.total.profitLoss)), cents(whole.total.profitLoss));
    assert.equal(
      days.reduce((s, d) => s + d.total.bets, 0),
      whole.total.bets,
    );
    // The statement dates money by when it moved: on day 2 it shows the win later taken back.
    const day2Ledger = await statement(p, { transType: 'inArr["win","loss"]', createdAt: `between${DAY2}|${DAY2}` });
    assert.equal(
      sumCents(day2Ledger.map((e) => e.amount)),
      cents(days[1]!.total.profitLoss) + cents(placed.redeclared.winAmount),
    );
  });

  test("utcOffset makes the days the player's local days", async () => {
    const ids = async (day: string, utcOffset: string) =>
      (await report(p, { from: day, to: day, utcOffset })).markets.map((x) => x.marketId);
    // India (UTC+05:30): 23:59:59.999 UTC on day 2 and midnight UTC on day 3 both fall on local day 3.
    const india = await ids(DAY3, '330');
    assert.ok(india.includes(m.lastMs.market.id) && india.includes(m.midnight.market.id));
    assert.ok(!(await ids(DAY2, '330')).includes(m.lastMs.market.id));
    // UTC−01:00: both fall on local day 2.
    const west = await ids(DAY2, '-60');
    assert.ok(west.includes(m.lastMs.market.id) && west.includes(m.midnight.market.id));
    assert.deepEqual(await ids(DAY2, '0'), await ids(DAY2, ''));
    for (const bad of ['900', '-841', '5.5', 'abc', '+']) {
      const res = await h.inject(
        'GET',
        `/report/profitLoss?from=${DAY1}&to=${DAY2}&utcOffset=${encodeURIComponent(bad)}`,
        { token: p.token },
      );
      assert.equal(res.statusCode, 400, bad);
    }
  });

  test('eventType narrows the report to one sport, card or casino', async () => {
    const whole = await report(p, EVERYTHING);
    for (const eventType of ['football', 'cricket', 'basketball', 'card', 'casino', 'tennis']) {
      const r = await report(p, { ...EVERYTHING, eventType });
      const sport = whole.sports.find((s) => s.eventType === eventType);
      assert.deepEqual(r.sports, sport ? [sport] : [], eventType);
      assert.deepEqual(
        r.markets,
        whole.markets.filter((x) => x.eventType === eventType),
        eventType,
      );
      assert.deepEqual(
        r.total,
        sport
          ? {
              markets: sport.markets,
              bets: sport.bets,
              stake: sport.stake,
              profitLoss: sport.profitLoss,
              commission: sport.commission,
            }
          : { markets: 0, bets: 0, stake: 0, profitLoss: 0, commission: 0 },
      );
    }
  });

  test('casino rounds are under casino and match /mac88/bets; the card round is under card', async () => {
    const r = await report(p, { ...EVERYTHING, eventType: 'casino' });
    assert.deepEqual(r.markets.map((x) => x.marketId).sort(), casinoRounds.map((c) => casinoMarketId(c.id)).sort());
    for (const c of casinoRounds) {
      const row = r.markets.find((x) => x.marketId === casinoMarketId(c.id))!;
      assert.deepEqual(
        [row.bets, row.stake, row.profitLoss, row.marketType, row.eventName],
        [1, c.stake, c.profitLoss, 'casino', AVIATOR.game_name],
        c.id,
      );
    }
    const done = await get<CasinoBetPage>(p, `/mac88/bets/${p.id}`, {
      status: 'inArr["closed","voided"]',
      limit: '100',
    });
    assert.equal(done.count, r.total.bets);
    assert.equal(cents(done.totals.profitLoss), cents(r.total.profitLoss));
    assert.equal(sumCents(done.rows.map((x) => x.profitLoss ?? NaN)), cents(r.total.profitLoss));
    // A fully rolled-back round: the provider list shows what stays debited (0), the report the bet's stake.
    assert.equal(cents(done.totals.stake), cents(r.total.stake) - cents(30));
    const everything = await get<CasinoBetPage>(p, `/mac88/bets/${p.id}`);
    assert.equal(everything.count, casinoRounds.length + 1);
    assert.equal(cents(everything.totals.profitLoss), cents(r.total.profitLoss));

    const cards = await report(p, { ...EVERYTHING, eventType: 'card' });
    assert.deepEqual(
      cards.markets.map((x) => [x.marketId, x.bets, x.stake, x.marketType, x.eventName]),
      [[cardMarket, 2, 350, 'card', cardTable('lucky7eu')!.name]],
    );
    assert.equal(
      cents(cards.total.profitLoss),
      sumCents((await statement(p, { 'transaction.reference': `eqmarket:${cardMarket}` })).map((e) => e.amount)),
    );
  });
});

describe('the statement behind the report', () => {
  test('closing balances chain from the first entry to the wallet', async () => {
    const rows = await statement(p, { sort: 'transaction.createdAt:ASC' });
    let balance = 0;
    for (const row of rows) {
      if (row.transType !== 'creditReference') balance += cents(row.amount);
      assert.equal(cents(row.closingBalance), balance, `entry ${row.uniqueId}`);
    }
    assert.equal(balance, cents((await wallet(p)).totalBalance));
    assert.deepEqual(
      rows.map((r) => r.uniqueId),
      [...rows.map((r) => r.uniqueId)].sort((a, b) => a - b),
    );
  });

  test('type and date filters pick exactly the matching rows', async () => {
    const rows = await statement(p);
    const wins = await statement(p, { transType: 'eqwin' });
    assert.deepEqual(
      wins,
      rows.filter((r) => r.transType === 'win'),
    );
    assert.ok(wins.length > 0 && wins.every((r) => r.amount > 0));
    const moneyInOut = await statement(p, { 'transaction.type': 'inArr["add","withDraw"]' });
    assert.deepEqual(
      moneyInOut.map((r) => [r.transType, r.amount]),
      [
        ['withDraw', -100],
        ['add', 500],
        ['add', 50_000],
      ],
    );
    for (const day of [DAY1, DAY2, DAY3, DAY4]) {
      const onDay = await statement(p, { createdAt: `eq${day}` });
      assert.deepEqual(
        onDay,
        rows.filter((r) => r.createdAt.startsWith(day)),
        day,
      );
      assert.deepEqual(await statement(p, { 'transaction.createdAt': `between${day}|${day}` }), onDay, day);
    }
    const lastMs = await statement(p, { createdAt: `between${DAY2}T23:59:59.999Z|${DAY3}T00:00:00.000Z` });
    assert.deepEqual(
      lastMs.map((r) => [r.reference, r.transType]),
      [
        [`market:${m.midnight.market.id}`, 'loss'],
        [`market:${m.lastMs.market.id}`, 'commission'],
        [`market:${m.lastMs.market.id}`, 'win'],
      ],
    );
    const losses = await statement(p, { transType: 'eqloss', createdAt: `gte${DAY3}` });
    assert.deepEqual(
      losses,
      rows.filter((r) => r.transType === 'loss' && r.createdAt >= DAY3),
    );
  });

  test('pages of 15: the last page holds the rest, a page beyond the end is empty with the same count, limit over 100 is refused', async () => {
    const rows = await statement(p);
    assert.ok(rows.length > 15 && rows.length <= 30, String(rows.length));
    const page1 = await get<Paged<TransactionRow>>(p, `/transaction/get/${p.id}`);
    assert.equal(page1.count, rows.length);
    assert.deepEqual(page1.rows, rows.slice(0, 15));
    const page2 = await get<Paged<TransactionRow>>(p, `/transaction/get/${p.id}`, { page: '2' });
    assert.deepEqual(page2, { count: rows.length, rows: rows.slice(15) });
    assert.deepEqual(await get<Paged<TransactionRow>>(p, `/transaction/get/${p.id}`, { page: '3' }), {
      count: rows.length,
      rows: [],
    });
    assert.deepEqual(await get<Paged<TransactionRow>>(p, `/transaction/get/${p.id}`, { page: '1000' }), {
      count: rows.length,
      rows: [],
    });
    const filtered = await get<Paged<TransactionRow>>(p, `/transaction/get/${p.id}`, {
      transType: 'inArr["win","loss"]',
      page: '2',
      limit: '5',
    });
    const winLoss = rows.filter((r) => r.transType === 'win' || r.transType === 'loss');
    assert.deepEqual(filtered, { count: winLoss.length, rows: winLoss.slice(5, 10) });
    for (const limit of ['101', '0', 'all']) {
      const res = await h.inject('GET', url(`/transaction/get/${p.id}`, { limit }), { token: p.token });
      assert.equal(res.statusCode, 400, limit);
      assert.match(body(res).message, /"limit" must be a whole number from 1 to 100/);
    }
  });
});

describe('current bets and bet history', () => {
  test('current bets: open and undeclared results, 10 a page, by eventType; deleted bets show their reason', async () => {
    const query = { result: 'inArr["PENDING","UNDECLARE"]' };
    const page1 = await get<Paged<PlacedBet>>(p, '/bet', query);
    // The open football market's bets, the undeclared cricket bet and the open casino round.
    const total = OPEN_CURRENT + 2;
    assert.equal(page1.count, total);
    assert.equal(page1.rows.length, 10);
    const page2 = await get<Paged<PlacedBet>>(p, '/bet', { ...query, page: '2' });
    assert.equal(page2.rows.length, total - 10);
    assert.deepEqual(await get<Paged<PlacedBet>>(p, '/bet', { ...query, page: '3' }), { count: total, rows: [] });
    const every = [...page1.rows, ...page2.rows];
    assert.equal(new Set(every.map((b) => b.id)).size, total);
    assert.ok(every.every((b) => b.result === 'PENDING' || b.result === 'UNDECLARE'));
    assert.ok(every.every((b) => b.settledAt === null && b.profitLoss === null && b.deleteReason === null));

    const cricket = await get<Paged<PlacedBet>>(p, '/bet', { ...query, 'betPlaced.eventType': 'eqcricket' });
    assert.deepEqual(
      cricket.rows.map((b) => [b.id, b.result]),
      [[placed.undeclared.id, 'UNDECLARE']],
    );
    const football = await get<Paged<PlacedBet>>(p, '/bet', { ...query, eventType: 'eqfootball' });
    assert.equal(football.count, OPEN_CURRENT);
    assert.ok(football.rows.every((b) => b.betId === m.open.market.id));
    const casinoOpen = await get<Paged<PlacedBet>>(p, '/bet', { ...query, eventType: 'eqcasino' });
    assert.deepEqual(
      casinoOpen.rows.map((b) => [b.betId, b.kind, b.stake]),
      [[casinoMarketId(openRoundId), 'casino', 40]],
    );

    const deleted = await get<Paged<PlacedBet>>(p, '/bet', { status: 'DELETED' });
    assert.deepEqual(
      deleted.rows.map((b) => [b.id, b.deleteReason]),
      [[placed.deletedBet.id, REASON]],
    );
    assert.equal((await get<Paged<PlacedBet>>(p, '/bet', { ...query, status: 'DELETED' })).count, 1);
  });

  test('bet history: settled results filtered and sorted by the settlement time', async () => {
    const history = { result: 'inArr["WIN","LOSS","TIE"]' };
    const settled = await all<PlacedBet>(p, '/bet', history);
    assert.equal(settled.length, (await report(p, EVERYTHING)).total.bets);
    const day2 = await get<Paged<PlacedBet>>(p, '/bet', { ...history, settledAt: `between${DAY2}|${DAY2}` });
    assert.deepEqual(day2.rows.map((b) => b.id).sort(), [placed.voided.id, placed.lastMs.id].sort());
    const day3 = await get<Paged<PlacedBet>>(p, '/bet', {
      ...history,
      'betPlaced.settledAt': `eq${DAY3}`,
      sort: 'betPlaced.settledAt:ASC',
    });
    assert.deepEqual(
      day3.rows.map((b) => [b.id, b.result, b.settledAt]),
      [
        [placed.midnight.id, 'LOSS', `${DAY3}T00:00:00.000Z`],
        [placed.redeclared.id, 'LOSS', `${DAY3}T09:30:00.000Z`],
      ],
    );
    const before = await all<PlacedBet>(p, '/bet', { settledAt: `lt${DAY2}T23:59:59.999Z` });
    assert.deepEqual(
      before.map((b) => b.id).sort(),
      [placed.won.id, placed.lost.id, placed.keptBet.id, placed.voided.id].sort(),
    );
    const newest = await get<Paged<PlacedBet>>(p, '/bet', { ...history, sort: 'settledAt:DESC' });
    const times = newest.rows.map((b) => b.settledAt!);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.equal(newest.count, settled.length);
    // The rows the report lists for a day are the bets bet history shows for it.
    const day4Report = await report(p, { from: DAY4, to: DAY4 });
    assert.equal(
      (await get<Paged<PlacedBet>>(p, '/bet', { ...history, settledAt: `eq${DAY4}` })).count,
      day4Report.total.bets,
    );
    const open = await get<Paged<PlacedBet>>(p, '/bet', { settledAt: 'isNull' });
    assert.equal(open.count, OPEN_CURRENT + 2);
    for (const bad of ['eq2026-02-30', 'betweenDAY|2', `between${DAY3}|${DAY2}`, 'likeX']) {
      const res = await h.inject('GET', url('/bet', { settledAt: bad }), { token: p.token });
      assert.equal(res.statusCode, 400, bad);
    }
    assert.equal((await h.inject('GET', url('/bet', { sort: 'settledAt:UP' }), { token: p.token })).statusCode, 400);
  });
});

describe('another player', () => {
  test('their report, statement, bets and casino rounds are theirs alone, and each reconciles on its own', async () => {
    const r = await report(q, EVERYTHING);
    assert.deepEqual(r.sports.map((s) => [s.eventType, s.bets]).sort(), [
      ['card', 1],
      ['casino', 1],
      ['football', 1],
    ]);
    const shared = r.markets.find((x) => x.marketId === m.won.market.id)!;
    assert.deepEqual([shared.bets, shared.stake, shared.profitLoss], [1, 500, -500]);
    assert.equal((await report(p, EVERYTHING)).markets.find((x) => x.marketId === m.won.market.id)!.bets, 1);
    assert.equal(cents(r.total.profitLoss), cents((await wallet(q)).profitLoss));
    assert.equal(
      cents(r.total.profitLoss),
      sumCents((await statement(q, { transType: 'inArr["win","loss"]' })).map((e) => e.amount)),
    );

    const pIds = new Set((await all<PlacedBet>(p, '/bet/placed')).map((b) => b.id));
    const qBets = [...(await all<PlacedBet>(q, '/bet')), ...(await all<PlacedBet>(q, '/bet', { status: 'DELETED' }))];
    assert.equal(qBets.length, 3);
    assert.ok(qBets.every((b) => !pIds.has(b.id)));
    assert.equal((await get<Paged<PlacedBet>>(q, '/bet', { createBy: `eq${p.id}` })).count, 0);
    assert.equal(
      (await get<Paged<PlacedBet>>(q, '/bet/placed', { betId: `eq${m.deleted.market.id}`, status: 'DELETED' })).count,
      0,
    );
    const qRows = await statement(q);
    assert.ok(qRows.every((e) => e.userId === q.id));
    assert.equal((await get<Paged<TransactionRow>>(q, `/transaction/get/${q.id}`, { createBy: `eq${p.id}` })).count, 0);
    assert.equal((await get<CasinoBetPage>(q, `/mac88/bets/${q.id}`)).count, 1);

    for (const path of [`/transaction/get/${p.id}`, `/transaction/get/${p.id.toUpperCase()}`, `/mac88/bets/${p.id}`]) {
      const res = await h.inject('GET', path, { token: q.token });
      assert.equal(res.statusCode, 403, path);
      assert.equal(body(res).data, undefined);
    }
    // A query naming the other player changes nothing: the session decides whose report it is.
    const spoof = await h.inject('GET', url('/report/profitLoss', { ...EVERYTHING, userId: p.id }), { token: q.token });
    assert.equal(spoof.statusCode, 400);
  });
});
