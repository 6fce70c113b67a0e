/**
 * Quality bar R2: a model-based test of the betting engine. fast-check generates random command
 * sequences — place (back / lay / yes / no, fresh or replayed idempotency keys), declare, void,
 * undeclare, delete with a reason, race withdrawal by the player, the race going off, money
 * taken out of the wallet, cash out (all or part of a position, or a stale quote), and exchange
 * orders (placed against the levels on offer, filled by a market move, cancelled, lapsed by a
 * result; the model matches them against the size it knows was used, in its own arithmetic), with
 * some players holding protection limits (a maximum stake, a loss and a stake limit, which the model
 * predicts from its own stakes and settled losses; a cash out never raises the worst case, so no
 * limit refuses it) — and runs
 * each one against the real engine (Placement, Settlement and cash out, called directly, not over
 * HTTP) and against the small reference model below.
 *
 * The model is independent of the engine's money math: it does not import `@backlay/shared/betting`.
 * It keeps bets as plain records and works out every position by enumerating the outcomes itself
 * (each runner winning; every final run from 0 to just past the highest line) in integer cents, with
 * the one rounding rule of exchange-research c2–c4 (each bet's fractional profit rounded once, half
 * up). From that it predicts every decision: which placement is refused and why, the price a bet is
 * matched at, what it can win and lose, settlement, the undeclare a player cannot pay back, a
 * deletion that would leave a player short, and so on.
 *
 * Each sequence gets two fresh players and four fresh synthetic markets (a 3-runner match odds, a
 * 3-runner bookmaker, a run-line session and a 4-runner race win market) with fixed prices, served
 * to the engine by wrapping `feed.market` and `feed.view`; the database is never truncated.
 *
 * What is checked, when:
 * - after every step (one query): the engine's decision (accepted, or refused with the predicted
 *   status and code), the returned bet or outcome, each player's wallet (balance, exposure,
 *   available, settled profit/loss, and the profit/loss summed from the ledger), and every bet of
 *   the sequence (present, result, profitLoss, delete reason);
 * - at the end of every sequence: readBalance for each player, each reservation per market
 *   (market_exposures), and the ledger invariants scoped to the sequence's players (postings, the
 *   closing-balance chain, settlements per bet and version, market money against live settlements);
 * - every 1,000 sequences (and after the 100th) and once at the end: `checkLedgerInvariants` over
 *   the whole database. It scans every table, so it does not run per step.
 *
 * FC_SEED replays a run; MODEL_SEQUENCES changes the count (10,000 on PGlite, 2,000 on PostgreSQL).
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import type {
  BetKind,
  BetOrder,
  BetResult,
  BetSide,
  CashOutRequest,
  PlaceBetRequest,
  PlaceOrderRequest,
  PlacedBet,
} from '@backlay/shared/api';
import type {
  Market,
  MarketResult,
  MarketType,
  MatchSnapshot,
  PriceKind,
  PriceSize,
  Runner,
} from '@backlay/shared/sports';
import { harness, testPasswordHash, type Harness } from '../test/harness.js';
import { post, postEntry, readBalance } from '../wallet/ledger.js';
import { checkLedgerInvariants } from '../wallet/invariants.js';
import { ApiError } from '../errors.js';
import { playerLimits, users, wallets } from '../db/schema.js';
import { BetRejectedError } from './errors.js';
import type { DeclareOutcome, UndeclareOutcome } from './settle.js';
import { cashOut } from './cashOut.js';
import type { PlaceOutcome } from './place.js';
import type { OrderOutcome } from './orders.js';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const SEQUENCES = Number(process.env.MODEL_SEQUENCES ?? (ON_POSTGRES ? 2_000 : 10_000));
const SEED = Number(process.env.FC_SEED ?? 20_261_121);
/** The whole-database invariants run after the 100th sequence, every FULL_CHECK_EVERY, and at the end. */
const FULL_CHECK_EVERY = 1_000;
const MAX_COMMANDS = 18;

/** Small limits, so the exposure limits are reached as well as the balance. */
const MARKET_LIMIT_CENTS = 600_00;
const TOTAL_LIMIT_CENTS = 1_000_00;
const MIN_BET = 1;
const MAX_BET = 500;

/**
 * Commission in basis points per market type: a rate on every kind of market the sequences use
 * (the default schedule charges match odds only), so each one settles with and without it.
 */
const COMMISSION_BP: Partial<Record<MarketType, number>> = { matchOdds: 100, bookmaker: 250, session: 500 };

const h: Harness = await harness({
  marketExposureLimit: MARKET_LIMIT_CENTS / 100,
  exposureLimit: TOTAL_LIMIT_CENTS / 100,
  commissionRates: COMMISSION_BP,
});
after(() => h.close());

// ---------------------------------------------------------------------------------------------
// Synthetic markets, served to the engine instead of the simulator's.

const synthetic = new Map<string, { matchId: string; market: Market }>();
const syntheticViews = new Map<string, MatchSnapshot>();
{
  const feed = h.ctx.feed;
  const market = feed.market.bind(feed);
  const view = feed.view.bind(feed);
  feed.market = (id: string) => synthetic.get(id) ?? market(id);
  feed.view = (id: string) => syntheticViews.get(id) ?? view(id);
}
const baseView: MatchSnapshot = h.ctx.feed.views()[0]!;

type Family = 'odds' | 'rate' | 'line';

/**
 * One runner's top prices as integers: odds in hundredths (236 = 2.36), bookmaker rates, or for a
 * session the YES line and rate (back) and the NO line and rate (lay).
 */
interface SpecRunner {
  selectionId: number;
  name: string;
  back: number;
  backSize: number;
  lay: number;
  laySize: number;
}

interface Spec {
  id: string;
  matchId: string;
  name: string;
  type: MarketType;
  kind: BetKind;
  family: Family;
  runners: SpecRunner[];
}

// The exchange ladder (exchange-research c1) in hundredths: [from, to, tick].
const LADDER: readonly (readonly [number, number, number])[] = [
  [100, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];
const onLadder = (x: number) =>
  Number.isInteger(x) &&
  x >= 101 &&
  x <= 100000 &&
  LADDER.some(([lo, hi, t]) => x >= lo && x <= hi && (x - lo) % t === 0);
const tickUp = (x: number) => {
  const band = LADDER.find(([lo, hi]) => x >= lo && x < hi);
  return band ? x + band[2] : x;
};
const tickDown = (x: number) => {
  const band = LADDER.find(([lo, hi]) => x > lo && x <= hi);
  return band && x - band[2] >= 101 ? x - band[2] : x;
};

const priceKindOf: Record<Family, PriceKind> = { odds: 'decimal', rate: 'rate', line: 'line' };

function levels(family: Family, price: number, size: number, worse: (x: number) => number): PriceSize[] {
  if (family === 'line') return [{ price, size }];
  const shown = (x: number) => (family === 'odds' ? x / 100 : x);
  const second = worse(price);
  return second === price
    ? [{ price: shown(price), size }]
    : [
        { price: shown(price), size },
        { price: shown(second), size },
      ];
}

function marketOf(spec: Spec, sno: number): Market {
  const runners: Runner[] = spec.runners.map((r, i) => ({
    selectionId: r.selectionId,
    nat: r.name,
    status: 'ACTIVE',
    sortPriority: i + 1,
    ex: {
      availableToBack: levels(
        spec.family,
        r.back,
        r.backSize,
        spec.family === 'odds' ? tickDown : (x) => Math.max(1, x - 1),
      ),
      availableToLay: levels(spec.family, r.lay, r.laySize, spec.family === 'odds' ? tickUp : (x) => x + 1),
    },
  }));
  return {
    id: spec.id,
    matchId: spec.matchId,
    name: spec.name,
    type: spec.type,
    gtype: spec.type === 'session' ? 'fancy' : spec.type === 'bookmaker' ? 'match1' : 'match',
    priceKind: priceKindOf[spec.family],
    status: 'OPEN',
    version: 1,
    inPlay: false,
    betDelay: 0,
    minBet: MIN_BET,
    maxBet: MAX_BET,
    sno,
    parentBetId: null,
    numberOfWinners: 1,
    numberOfPlaces: 0,
    remark: '',
    session: null,
    runners,
    result: null,
  };
}

function viewOf(matchId: string, title: string, race: boolean, off: boolean): MatchSnapshot {
  return {
    ...baseView,
    id: matchId,
    fixture: {
      ...baseView.fixture,
      id: matchId,
      title,
      sport: race ? 'horseRacing' : 'cricket',
      kind: race ? 'race' : 'match',
      inPlay: off,
      finished: false,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The reference model.

interface MBet {
  id: string;
  player: number;
  market: number;
  key: string;
  /** The request as the engine tells a retry from another bet under the same key. */
  hash: string;
  side: BetSide;
  selectionId: number;
  /** Matched price as an integer: hundredths, rate or run line. */
  price: number;
  requested: number;
  rate: number | null;
  stakeCents: number;
  result: BetResult;
  profitLossCents: number | null;
  deleteReason: string | null;
  settledVersion: number | null;
  removed: boolean;
}

interface MMarket {
  /** The live result, and the commission (cents) each player paid at it. */
  live: { result: MarketResult; version: number; commissions: Map<number, number> } | null;
  lastVersion: number;
}

/**
 * The model's own commission: `rateBp` basis points of positive net winnings, half away from zero
 * (for a positive amount: half up), in integers.
 */
function commissionOf(type: MarketType, netCents: number): number {
  const rateBp = COMMISSION_BP[type] ?? 0;
  if (netCents <= 0) return 0;
  return Math.floor((netCents * rateBp + 5_000) / 10_000);
}

interface MPlayer {
  id: string;
  balanceCents: number;
  profitLossCents: number;
  /** The player's protection limits in force, in cents (null: none); the sequence's clock stands still, so every window holds everything. */
  limits: Limits;
}

interface Limits {
  maxStake: number | null;
  lossDay: number | null;
  stakeDay: number | null;
}

/**
 * Player protection as the model sees it (a placement that raises the player's total worst case):
 * the maximum stake; the loss limit against the net settled loss (the ledger's wins, losses and
 * commission: minus profitLossCents) plus the total exposure after; the stake limit against every
 * stake placed — bets on their own (not an order's matched parts) and not deleted, and each order's
 * stake less its cancelled part — plus this one.
 */
function limitRefusal(
  m: Model,
  player: number,
  stakeCents: number,
  totalBefore: number,
  totalAfter: number,
): Refusal | null {
  if (totalAfter <= totalBefore) return null;
  const { limits, profitLossCents } = m.players[player]!;
  if (limits.maxStake !== null && stakeCents > limits.maxStake) return refuse(403, 'PLAYER_LIMIT');
  if (limits.lossDay !== null && -profitLossCents + totalAfter > limits.lossDay) return refuse(403, 'PLAYER_LIMIT');
  if (limits.stakeDay !== null) {
    const bets = m.bets
      .filter((b) => b.player === player && !b.removed && b.deleteReason === null && !b.key.startsWith('fill:'))
      .reduce((sum, b) => sum + b.stakeCents, 0);
    const orders = m.orders
      .filter((o) => o.player === player)
      .reduce((sum, o) => sum + o.stakeCents - o.cancelledCents, 0);
    if (bets + orders + stakeCents > limits.stakeDay) return refuse(403, 'PLAYER_LIMIT');
  }
  return null;
}

interface PlaceRequest {
  player: number;
  kind: BetKind;
  body: PlaceBetRequest;
}

interface Model {
  seq: number;
  specs: Spec[];
  markets: MMarket[];
  players: MPlayer[];
  bets: MBet[];
  requests: PlaceRequest[];
  raceMatchId: string;
  raceOff: boolean;
  steps: number;
  /** Exchange orders on the odds markets, and the requests sent for them (for retries). */
  orders: MOrder[];
  orderRequests: { player: number; body: PlaceOrderRequest }[];
  /**
   * The size on offer orders have used, per market, runner, side and price (hundredths): the size
   * last read and how much of it was used, read when the engine reads it (an order placed on that
   * runner and side, or a matching step on the market).
   */
  used: Map<string, Map<number, { size: number; used: number }>>;
}

/** An exchange order: a back or lay at its own price (hundredths); its matched parts are bets. */
interface MOrder {
  id: string;
  player: number;
  market: number;
  key: string;
  hash: string;
  side: 'BACK' | 'LAY';
  selectionId: number;
  price: number;
  stakeCents: number;
  matchedCents: number;
  unmatchedCents: number;
  cancelledCents: number;
  status: 'OPEN' | 'FILLED' | 'CANCELLED' | 'LAPSED';
  /** Time priority: the order of placement (a fresh number on every order). */
  seq: number;
}

const isOpen = (b: MBet) =>
  !b.removed && b.deleteReason === null && (b.result === 'PENDING' || b.result === 'UNDECLARE');
const backish = (side: BetSide) => side === 'BACK' || side === 'YES';

/** round(n / d) half up, for n ≥ 0, in integers. */
const roundHalfUp = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/** What a back/YES bet wins, or what a lay/NO bet pays, in cents. */
function profitCents(spec: Spec, b: Pick<MBet, 'price' | 'rate' | 'stakeCents'>): number {
  const per = spec.family === 'odds' ? b.price - 100 : spec.family === 'rate' ? b.price : b.rate!;
  return roundHalfUp(b.stakeCents * per, 100);
}

/** A bet's P/L in cents if the market ends on `outcome` (the winning selection id, or the final runs). */
function pnlAt(
  spec: Spec,
  b: Pick<MBet, 'side' | 'selectionId' | 'price' | 'rate' | 'stakeCents'>,
  outcome: number,
): number {
  const profit = profitCents(spec, b);
  const wins =
    spec.family === 'line'
      ? b.side === 'YES'
        ? outcome >= b.price
        : outcome < b.price
      : (outcome === b.selectionId) === backish(b.side);
  if (spec.family === 'line')
    return wins ? (b.side === 'YES' ? profit : b.stakeCents) : b.side === 'YES' ? -b.stakeCents : -profit;
  return wins ? (backish(b.side) ? profit : b.stakeCents) : backish(b.side) ? -b.stakeCents : -profit;
}

function outcomesOf(spec: Spec, list: readonly Pick<MBet, 'price'>[]): number[] {
  if (spec.family !== 'line') return spec.runners.map((r) => r.selectionId);
  const top = Math.max(0, ...list.map((b) => b.price));
  return Array.from({ length: top + 2 }, (_, run) => run);
}

/** The worst case over every outcome, as a reservation (≥ 0). */
function exposureOf(
  spec: Spec,
  list: readonly Pick<MBet, 'side' | 'selectionId' | 'price' | 'rate' | 'stakeCents'>[],
): number {
  if (list.length === 0) return 0;
  let worst = 0;
  for (const o of outcomesOf(spec, list)) {
    let total = 0;
    for (const b of list) total += pnlAt(spec, b, o);
    worst = Math.min(worst, total);
  }
  return worst === 0 ? 0 : -worst;
}

const openOn = (m: Model, player: number, market: number) =>
  m.bets.filter((b) => b.player === player && b.market === market && isOpen(b));
const marketExposure = (m: Model, player: number, market: number) =>
  exposureOf(m.specs[market]!, openOn(m, player, market));
/** What a waiting order holds: its unmatched part's loss were it matched in full (a back: its stake). */
const reserveOf = (o: Pick<MOrder, 'side' | 'price' | 'unmatchedCents' | 'status'>) =>
  o.status !== 'OPEN' ? 0 : o.side === 'BACK' ? o.unmatchedCents : roundHalfUp(o.unmatchedCents * (o.price - 100), 100);
const ordersReserve = (m: Model, player: number, market?: number) =>
  m.orders
    .filter((o) => o.player === player && (market === undefined || o.market === market))
    .reduce((sum, o) => sum + reserveOf(o), 0);
const totalExposure = (m: Model, player: number) =>
  m.specs.reduce((sum, _s, i) => sum + marketExposure(m, player, i), 0) + ordersReserve(m, player);

function hashOf(kind: BetKind, body: PlaceBetRequest): string {
  return JSON.stringify([
    kind,
    body.matchId,
    body.betId,
    body.selectionId,
    body.betType,
    body.odds,
    body.ratePercent ?? '',
    body.stake,
  ]);
}

/** A stake is a positive amount with at most two decimals. */
function stakeCentsOf(stake: number): number | null {
  if (!Number.isFinite(stake) || stake <= 0) return null;
  const cents = Math.round(stake * 100);
  return Math.abs(cents - stake * 100) > 1e-6 ? null : cents;
}

/** The requested price as the model's integer, or null when it is not a price of the family. */
function priceOf(family: Family, value: number): number | null {
  if (family === 'odds') {
    const hundredths = Math.round(value * 100);
    return Math.abs(hundredths - value * 100) <= 1e-6 && onLadder(hundredths) ? hundredths : null;
  }
  if (!Number.isInteger(value)) return null;
  return value >= (family === 'rate' ? 1 : 0) ? value : null;
}

// ---------------------------------------------------------------------------------------------
// Expectations and what the engine did.

type Refusal = { ok: false; statuses: number[]; code: string | null };
const refuse = (status: number | number[], code: string | null = null): Refusal => ({
  ok: false,
  statuses: Array.isArray(status) ? status : [status],
  code,
});

type Actual<T> = { ok: true; value: T } | { ok: false; status: number; code: string | null; message: string };

/** Runs an engine call; refusals come back as values, anything else (a 500) fails the test. */
async function attempt<T>(fn: () => Promise<T>): Promise<Actual<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    if (error instanceof BetRejectedError)
      return { ok: false, status: error.statusCode, code: error.code, message: error.message };
    if (error instanceof ApiError) return { ok: false, status: error.statusCode, code: null, message: error.message };
    throw error;
  }
}

/** A divergence between the engine and the model: the message says what, the stack where. */
function diverged(what: string, detail: unknown): never {
  throw new Error(`DIVERGENCE: ${what}\n${JSON.stringify(detail, null, 1)}`);
}

function expectRefusal<T>(actual: Actual<T>, expected: Refusal, what: string): void {
  if (actual.ok) diverged(`${what}: the engine accepted what the model refuses`, { expected, actual: actual.value });
  if (!expected.statuses.includes(actual.status) || (expected.code !== null && actual.code !== expected.code)) {
    diverged(`${what}: refused differently`, { expected, actual });
  }
}

function expectAccepted<T>(actual: Actual<T>, what: string): T {
  if (!actual.ok) diverged(`${what}: the engine refused what the model accepts`, actual);
  return actual.value;
}

const stats = new Map<string, number>();
const count = (label: string): void => void stats.set(label, (stats.get(label) ?? 0) + 1);

// ---------------------------------------------------------------------------------------------
// Place.

type PlaceExpect =
  | Refusal
  | { ok: true; repeat: MBet }
  | { ok: true; repeat: null; bet: Omit<MBet, 'id'>; winCents: number; lossCents: number };

function expectPlace(m: Model, player: number, kind: BetKind, body: PlaceBetRequest): PlaceExpect {
  const hash = hashOf(kind, body);
  const previous = m.bets.find((b) => b.player === player && b.key === body.idempotencyKey && !b.removed);
  if (previous) return previous.hash === hash ? { ok: true, repeat: previous } : refuse(409);
  const stakeCents = stakeCentsOf(body.stake);
  if (stakeCents === null) return refuse(400, 'INVALID_STAKE');
  const market = m.specs.findIndex((s) => s.id === body.betId);
  const spec = m.specs[market]!;
  if (kind !== spec.kind) return refuse(400, 'WRONG_KIND');
  const runner = spec.runners.find((r) => r.selectionId === body.selectionId);
  if (!runner) return refuse(400, 'INVALID_SELECTION');
  const yes = backish(body.betType);
  const side: BetSide = spec.family === 'line' ? (yes ? 'YES' : 'NO') : yes ? 'BACK' : 'LAY';
  const requested = priceOf(spec.family, body.odds);
  if (requested === null) return refuse(400, 'INVALID_ODDS');
  if (stakeCents < MIN_BET * 100) return refuse(400, 'STAKE_BELOW_MIN');
  if (stakeCents > MAX_BET * 100) return refuse(400, 'STAKE_ABOVE_MAX');
  const better = body.acceptBetterOdds !== false;
  let price: number;
  let rate: number | null = null;
  if (spec.family === 'line') {
    const asked = body.ratePercent;
    if (asked === undefined || !Number.isInteger(asked) || asked < 1) return refuse(400, 'INVALID_ODDS');
    const line = yes ? runner.back : runner.lay;
    const offered = yes ? runner.backSize : runner.laySize;
    // YES is better with a lower line and a higher rate, NO the other way round.
    const acceptable = yes ? line <= requested && offered >= asked : line >= requested && offered <= asked;
    if (!acceptable) return refuse(400, 'PRICE_CHANGED');
    price = better ? line : requested;
    rate = better ? offered : asked;
  } else {
    const top = yes ? runner.back : runner.lay;
    // A back takes any price at or above the one asked, a lay any at or below.
    if (yes ? top < requested : top > requested) return refuse(400, 'PRICE_CHANGED');
    price = better ? top : requested;
  }
  if (m.markets[market]!.live) return refuse(400, 'MARKET_CLOSED');

  const candidate = { side, selectionId: runner.selectionId, price, rate, stakeCents };
  const open = openOn(m, player, market);
  const before = exposureOf(spec, open);
  const after = exposureOf(spec, [...open, candidate]);
  const total = totalExposure(m, player) + after - before;
  if (m.players[player]!.balanceCents - total < 0) return refuse(400, 'INSUFFICIENT_BALANCE');
  if (after > before && after > MARKET_LIMIT_CENTS) return refuse(400, 'EXPOSURE_LIMIT');
  if (after > before && total > TOTAL_LIMIT_CENTS) return refuse(400, 'EXPOSURE_LIMIT');
  const limited = limitRefusal(m, player, stakeCents, totalExposure(m, player), total);
  if (limited) return limited;

  const profit = profitCents(spec, candidate);
  return {
    ok: true,
    repeat: null,
    bet: {
      player,
      market,
      key: body.idempotencyKey,
      hash,
      side,
      selectionId: runner.selectionId,
      price,
      requested,
      rate,
      stakeCents,
      result: 'PENDING',
      profitLossCents: null,
      deleteReason: null,
      settledVersion: null,
      removed: false,
    },
    winCents: yes ? profit : stakeCents,
    lossCents: yes ? stakeCents : profit,
  };
}

const cents = (units: number) => Math.round(units * 100);
const shownPrice = (spec: Spec, price: number) => (spec.family === 'odds' ? price / 100 : price);

async function runPlace(
  m: Model,
  request: PlaceRequest,
  label: string,
  call: () => Promise<PlaceOutcome> = () =>
    h.ctx.betting.placement.place(m.players[request.player]!.id, request.kind, request.body),
): Promise<void> {
  const { player, kind, body } = request;
  const expected = expectPlace(m, player, kind, body);
  const actual = await attempt(call);
  if (!expected.ok) {
    expectRefusal(actual, expected, label);
    count(`${label}: refused ${actual.ok ? '' : (actual.code ?? actual.status)}`);
    return;
  }
  const outcome = expectAccepted(actual, label);
  if (expected.repeat) {
    if (outcome.created || outcome.bet.id !== expected.repeat.id)
      diverged(`${label}: a retry did not return the first bet`, { expected: expected.repeat, outcome });
    count(`${label}: retry answered with the first bet`);
    return;
  }
  const spec = m.specs[expected.bet.market]!;
  const got: PlacedBet = outcome.bet;
  const want = {
    created: true,
    betType: expected.bet.side,
    selectionId: expected.bet.selectionId,
    odds: shownPrice(spec, expected.bet.price),
    requestedOdds: shownPrice(spec, expected.bet.requested),
    rate: expected.bet.rate,
    stake: expected.bet.stakeCents,
    winAmount: expected.winCents,
    lossAmount: expected.lossCents,
    result: 'PENDING',
    profitLoss: null,
  };
  const seen = {
    created: outcome.created,
    betType: got.betType,
    selectionId: got.selectionId,
    odds: got.odds,
    requestedOdds: got.requestedOdds,
    rate: got.rate,
    stake: cents(got.stake),
    winAmount: cents(got.winAmount),
    lossAmount: cents(got.lossAmount),
    result: got.result,
    profitLoss: got.profitLoss,
  };
  if (JSON.stringify(seen) !== JSON.stringify(want)) diverged(`${label}: the placed bet differs`, { want, seen });
  m.bets.push({ ...expected.bet, id: got.id });
  count(`${label}: placed ${spec.type} ${expected.bet.side}`);
}

// ---------------------------------------------------------------------------------------------
// Cash out.

/** Each runner's P/L in cents for a player's open bets on a runner book (model arithmetic). */
function runnerPnls(spec: Spec, list: readonly Pick<MBet, 'side' | 'selectionId' | 'price' | 'rate' | 'stakeCents'>[]) {
  return spec.runners.map((r) => list.reduce((sum, b) => sum + pnlAt(spec, b, r.selectionId), 0));
}

/**
 * The cash-out bet the model expects: on each runner whose rivals all show the same P/L, the one
 * bet that levels the difference D at the best price on offer (lay at the lay price when D > 0,
 * back at the back price when D < 0), stake |D|·percent / (100·multiple) in cents half up, where
 * the multiple is the decimal price or 1 + rate/100; the runner whose levelled book leaves the
 * most (its worst runner) wins, the first on a tie. Null when nothing can be cashed out.
 */
function expectedCashOut(
  m: Model,
  player: number,
  market: number,
  percent: number,
): { selectionId: number; side: BetSide; price: number; stakeCents: number } | null {
  const spec = m.specs[market]!;
  if (spec.kind !== 'matchBetting' || spec.family === 'line') return null;
  const open = openOn(m, player, market);
  if (open.length === 0) return null;
  const pnl = runnerPnls(spec, open);
  if (pnl.every((x) => x === pnl[0])) return null;
  let best: { selectionId: number; side: BetSide; price: number; stakeCents: number; worst: number } | null = null;
  spec.runners.forEach((r, i) => {
    const rest = pnl.filter((_x, j) => j !== i);
    if (!rest.every((x) => x === rest[0])) return;
    const difference = pnl[i]! - rest[0]!;
    const side: BetSide = difference > 0 ? 'LAY' : 'BACK';
    const price = difference > 0 ? r.lay : r.back;
    const multipleE4 = (spec.family === 'odds' ? price : 100 + price) * 100;
    const stakeCents = Math.floor((2 * Math.abs(difference) * percent * 100 + multipleE4) / (2 * multipleE4));
    if (stakeCents < MIN_BET * 100 || stakeCents > MAX_BET * 100) return;
    const hedge = { side, selectionId: r.selectionId, price, rate: null, stakeCents };
    const worst = Math.min(...runnerPnls(spec, [...open, hedge]));
    if (best === null || worst > best.worst) best = { selectionId: r.selectionId, side, price, stakeCents, worst };
  });
  return best;
}

/**
 * A cash out as the player sends it: the model's own quote (or, when `stale`, that quote a cent
 * off), checked by the engine and placed as a bet — which the model then expects exactly as any
 * other placement of that bet.
 */
async function runCashOut(m: Model, player: number, market: number, percent: number, stale: boolean): Promise<void> {
  const spec = m.specs[market]!;
  const quote = expectedCashOut(m, player, market, percent);
  const idempotencyKey = `model-${m.seq}-cash-${m.steps}-${m.requests.length}`;
  const request: CashOutRequest = {
    idempotencyKey,
    matchId: spec.matchId,
    marketId: spec.id,
    percent,
    selectionId: quote?.selectionId ?? spec.runners[0]!.selectionId,
    betType: quote?.side === 'LAY' ? 'LAY' : 'BACK',
    odds: shownPrice(spec, quote?.price ?? spec.runners[0]!.back),
    stake: ((quote?.stakeCents ?? 100) + (stale ? 1 : 0)) / 100,
  };
  const call = () => cashOut(h.ctx, m.players[player]!.id, request, null);
  if (quote === null || stale) {
    const actual = await attempt(call);
    expectRefusal(actual, refuse(400, quote === null ? 'CASH_OUT_UNAVAILABLE' : 'QUOTE_CHANGED'), 'cash out');
    count(`cash out: refused ${quote === null ? 'CASH_OUT_UNAVAILABLE' : 'QUOTE_CHANGED'}`);
    return;
  }
  const body: PlaceBetRequest = {
    idempotencyKey,
    matchId: spec.matchId,
    betId: spec.id,
    selectionId: request.selectionId,
    betType: request.betType,
    odds: request.odds,
    stake: request.stake,
    acceptBetterOdds: true,
  };
  const placed: PlaceRequest = { player, kind: spec.kind, body };
  m.requests.push(placed);
  await runPlace(m, placed, percent === 100 ? 'cash out all' : 'cash out a part', call);
}

// ---------------------------------------------------------------------------------------------
// Exchange orders: placed against the levels on offer, filled by a market move, cancelled.

/** The levels a runner offers to one side, as `marketOf` serves them: [price (hundredths), size (cents)]. */
function offeredLevels(runner: SpecRunner, side: 'BACK' | 'LAY'): [number, number][] {
  const top = side === 'BACK' ? runner.back : runner.lay;
  const size = (side === 'BACK' ? runner.backSize : runner.laySize) * 100;
  const next = side === 'BACK' ? tickDown(top) : tickUp(top);
  return next === top
    ? [[top, size]]
    : [
        [top, size],
        [next, size],
      ];
}

/**
 * The engine reads a runner's side: each level offers its size less what orders used of it; a
 * level whose size fell lost the used part first; a level no longer offered is forgotten.
 */
function readSide(m: Model, market: number, runner: SpecRunner, side: 'BACK' | 'LAY'): Map<number, number> {
  const k = `${market}/${runner.selectionId}/${side}`;
  const before = m.used.get(k);
  const now = new Map<number, { size: number; used: number }>();
  const free = new Map<number, number>();
  for (const [price, size] of offeredLevels(runner, side)) {
    const seen = before?.get(price);
    let used = seen?.used ?? 0;
    if (seen && size < seen.size) used = Math.max(0, used - (seen.size - size));
    used = Math.min(used, size);
    now.set(price, { size, used });
    free.set(price, size - used);
  }
  m.used.set(k, now);
  return free;
}

function useSize(m: Model, market: number, selectionId: number, side: 'BACK' | 'LAY', price: number, cents: number) {
  const level = m.used.get(`${market}/${selectionId}/${side}`)?.get(price);
  if (level) level.used = Math.min(level.size, level.used + cents);
}

/** Prices a side can take for an order at `price`: a back takes prices at or above it, a lay at or below. */
const takes = (side: 'BACK' | 'LAY', price: number, at: number) => (side === 'BACK' ? at >= price : at <= price);

type OrderExpect =
  | Refusal
  | { ok: true; repeat: MOrder }
  | { ok: true; repeat: null; fills: [number, number][]; unmatchedCents: number; side: 'BACK' | 'LAY'; price: number };

function expectOrder(m: Model, player: number, body: PlaceOrderRequest): OrderExpect {
  const hash = JSON.stringify([
    body.matchId,
    body.betId,
    body.selectionId,
    body.betType,
    body.odds,
    body.stake,
    body.inPlay,
  ]);
  const previous = m.orders.find((o) => o.player === player && o.key === body.idempotencyKey);
  if (previous) return previous.hash === hash ? { ok: true, repeat: previous } : refuse(409);
  const stakeCents = stakeCentsOf(body.stake);
  if (stakeCents === null) return refuse(400, 'INVALID_STAKE');
  const market = m.specs.findIndex((x) => x.id === body.betId);
  const spec = m.specs[market]!;
  if (spec.family !== 'odds') return refuse(400, 'WRONG_KIND');
  const runner = spec.runners.find((r) => r.selectionId === body.selectionId);
  if (!runner) return refuse(400, 'INVALID_SELECTION');
  const price = priceOf('odds', body.odds);
  if (price === null) return refuse(400, 'INVALID_ODDS');
  if (stakeCents < MIN_BET * 100) return refuse(400, 'STAKE_BELOW_MIN');
  if (stakeCents > MAX_BET * 100) return refuse(400, 'STAKE_ABOVE_MAX');
  const side: 'BACK' | 'LAY' = body.betType === 'LAY' ? 'LAY' : 'BACK';
  // Read before the transaction, whatever it then decides.
  const free = readSide(m, market, runner, side);
  if (m.markets[market]!.live) return refuse(400, 'MARKET_CLOSED');
  // Best for the player first: the highest back, the lowest lay.
  const prices = [...free.keys()]
    .filter((at) => takes(side, price, at))
    .sort((x, y) => (side === 'BACK' ? y - x : x - y));
  const fills: [number, number][] = [];
  let left = stakeCents;
  for (const at of prices) {
    const take = Math.min(left, free.get(at)!);
    if (take > 0) fills.push([at, take]);
    left -= take;
  }
  const open = openOn(m, player, market);
  const before = exposureOf(spec, open);
  const after =
    fills.length > 0
      ? exposureOf(spec, [
          ...open,
          ...fills.map(([at, c]) => ({ side, selectionId: runner.selectionId, price: at, rate: null, stakeCents: c })),
        ])
      : before;
  const reserve = reserveOf({ side, price, unmatchedCents: left, status: left > 0 ? 'OPEN' : 'FILLED' });
  const raise = after - before + reserve;
  const total = totalExposure(m, player) + raise;
  if (m.players[player]!.balanceCents - total < 0) return refuse(400, 'INSUFFICIENT_BALANCE');
  if (raise > 0 && after + ordersReserve(m, player, market) + reserve > MARKET_LIMIT_CENTS)
    return refuse(400, 'EXPOSURE_LIMIT');
  if (raise > 0 && total > TOTAL_LIMIT_CENTS) return refuse(400, 'EXPOSURE_LIMIT');
  const limited = limitRefusal(m, player, stakeCents, totalExposure(m, player), total);
  if (limited) return limited;
  return { ok: true, repeat: null, fills, unmatchedCents: left, side, price };
}

let orderSeq = 0;

/** A matched part as the model keeps it: a bet like any other. */
function fillBet(o: MOrder, id: string, price: number, stakeCents: number): MBet {
  return {
    id,
    player: o.player,
    market: o.market,
    key: `fill:${id}`,
    hash: '',
    side: o.side,
    selectionId: o.selectionId,
    price,
    requested: o.price,
    rate: null,
    stakeCents,
    result: 'PENDING',
    profitLossCents: null,
    deleteReason: null,
    settledVersion: null,
    removed: false,
  };
}

async function runOrder(m: Model, player: number, body: PlaceOrderRequest, label: string): Promise<void> {
  const expected = expectOrder(m, player, body);
  const actual = await attempt<OrderOutcome>(() => h.ctx.betting.orders.place(m.players[player]!.id, body, null));
  if (!expected.ok) {
    expectRefusal(actual, expected, label);
    count(`${label}: refused ${actual.ok ? '' : (actual.code ?? actual.status)}`);
    return;
  }
  const outcome = expectAccepted(actual, label);
  if (expected.repeat) {
    if (outcome.created || outcome.order.id !== expected.repeat.id)
      diverged(`${label}: a retry did not answer with the first order`, { expected: expected.repeat, outcome });
    count(`${label}: retry answered with the first order`);
    return;
  }
  const market = m.specs.findIndex((x) => x.id === body.betId);
  const matched = expected.fills.reduce((sum, [, c]) => sum + c, 0);
  const want = {
    created: true,
    status: expected.unmatchedCents > 0 ? 'OPEN' : 'FILLED',
    parts: [matched, expected.unmatchedCents, 0],
    bets: expected.fills.map(([at, c]) => [at / 100, c, body.odds]),
  };
  const got: BetOrder = outcome.order;
  const seen = {
    created: outcome.created,
    status: got.status,
    parts: [cents(got.matched), cents(got.unmatched), cents(got.cancelled)],
    bets: outcome.bets.map((b) => [b.odds, cents(b.stake), b.requestedOdds]),
  };
  if (JSON.stringify(want) !== JSON.stringify(seen)) diverged(`${label}: the order differs`, { want, seen });
  const o: MOrder = {
    id: got.id,
    player,
    market,
    key: body.idempotencyKey,
    hash: JSON.stringify([
      body.matchId,
      body.betId,
      body.selectionId,
      body.betType,
      body.odds,
      body.stake,
      body.inPlay,
    ]),
    side: expected.side,
    selectionId: body.selectionId,
    price: expected.price,
    stakeCents: matched + expected.unmatchedCents,
    matchedCents: matched,
    unmatchedCents: expected.unmatchedCents,
    cancelledCents: 0,
    status: expected.unmatchedCents > 0 ? 'OPEN' : 'FILLED',
    seq: ++orderSeq,
  };
  m.orders.push(o);
  outcome.bets.forEach((b, i) => m.bets.push(fillBet(o, b.id, expected.fills[i]![0], expected.fills[i]![1])));
  for (const [at, c] of expected.fills) useSize(m, market, o.selectionId, o.side, at, c);
  const shape =
    matched === 0 ? 'waits' : expected.unmatchedCents > 0 ? 'part matched, the rest waits' : 'matched in full';
  count(`${label}: ${m.specs[market]!.type} ${o.side} ${shape}${expected.fills.length > 1 ? ' (several levels)' : ''}`);
}

let feedTick = 0;

/**
 * The market moves on one runner and side (its best price and the size of its levels), and the
 * matching step runs: the model fills the waiting orders in its own arithmetic — per side, the
 * lowest back (highest lay) first, then the oldest; each at its own price from the levels nearest
 * it, each level's free size once — and the engine must do the same.
 */
async function runMove(
  m: Model,
  market: number,
  runner: SpecRunner,
  side: 'BACK' | 'LAY',
  shift: number,
  size: number,
) {
  const spec = m.specs[market]!;
  const move = (x: number) => {
    let price = x;
    for (let i = 0; i < Math.abs(shift); i++) price = shift > 0 ? tickUp(price) : tickDown(price);
    return price;
  };
  if (side === 'BACK') {
    runner.back = move(runner.back);
    runner.backSize = size;
  } else {
    runner.lay = move(runner.lay);
    runner.laySize = size;
  }
  synthetic.set(spec.id, { matchId: spec.matchId, market: marketOf(spec, market + 1) });
  const ids = m.orders.map((o) => o.id);
  const known = new Set(m.bets.map((b) => b.id));
  await h.ctx.betting.orders.check(spec.id, ++feedTick);

  // The model's step.
  const open = m.orders.filter((o) => o.market === market && o.status === 'OPEN').sort((x, y) => x.seq - y.seq);
  const expected: { o: MOrder; cents: number }[] = [];
  for (const r of spec.runners) {
    const mine = open.filter((o) => o.selectionId === r.selectionId);
    if (mine.length === 0) continue;
    const free = { BACK: readSide(m, market, r, 'BACK'), LAY: readSide(m, market, r, 'LAY') };
    for (const s of ['BACK', 'LAY'] as const) {
      const queue = mine
        .filter((o) => o.side === s)
        .sort((x, y) => (s === 'BACK' ? x.price - y.price : y.price - x.price) || x.seq - y.seq);
      for (const o of queue) {
        let left = o.unmatchedCents;
        const from: [number, number][] = [];
        const near = [...free[s].keys()]
          .filter((at) => takes(s, o.price, at))
          .sort((x, y) => (s === 'BACK' ? x - y : y - x));
        for (const at of near) {
          const take = Math.min(left, free[s].get(at)!);
          free[s].set(at, free[s].get(at)! - take);
          left -= take;
          if (take > 0) from.push([at, take]);
        }
        const filled = o.unmatchedCents - left;
        if (filled === 0) continue;
        // The fill is one transaction: refused (and tried again later) if it left the wallet short.
        const bet = { side: o.side, selectionId: o.selectionId, price: o.price, rate: null, stakeCents: filled };
        const before = marketExposure(m, o.player, market);
        const after = exposureOf(spec, [...openOn(m, o.player, market), bet]);
        const rest = {
          ...o,
          unmatchedCents: o.unmatchedCents - filled,
          status: left > 0 ? o.status : ('FILLED' as const),
        };
        const raise = after - before + reserveOf(rest) - reserveOf(o);
        if (m.players[o.player]!.balanceCents - totalExposure(m, o.player) - raise >= 0) {
          expected.push({ o, cents: filled });
          o.matchedCents += filled;
          o.unmatchedCents -= filled;
          if (o.unmatchedCents === 0) o.status = 'FILLED';
          m.bets.push(fillBet(o, `pending-${expected.length}`, o.price, filled));
        } else count('fill: refused, the wallet a cent short');
        for (const [at, c] of from) useSize(m, market, o.selectionId, s, at, c);
      }
    }
  }
  // The engine's new bets, in the order it made them, take the places the model made for them.
  const rows =
    await rowsOf(sql`select b.id::text as id, b.order_id::text as o, b.odds::text as odds, b.stake::text as stake
      from bets b where b.order_id in (${
        ids.length > 0
          ? sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )
          : sql`null`
      })
     order by b.seq`);
  const made = rows.filter((r) => !known.has(String(r.id)));
  const want = expected.map((e) => [e.o.id, e.o.price, e.cents]);
  const seen = made.map((r) => [String(r.o), cents(Number(r.odds)), cents(Number(r.stake))]);
  if (JSON.stringify(want) !== JSON.stringify(seen)) diverged('move: the fills differ', { want, seen });
  const placeholders = m.bets.filter((b) => b.id.startsWith('pending-'));
  placeholders.forEach((b, i) => {
    b.id = String(made[i]!.id);
    b.key = `fill:${b.id}`;
  });
  count(
    expected.length > 0
      ? `fill: ${expected.length > 1 ? 'several orders' : 'an order'} filled`
      : 'fill: nothing to fill',
  );
}

async function runCancel(m: Model, o: MOrder, stranger: boolean): Promise<void> {
  const who = stranger ? 1 - o.player : o.player;
  const actual = await attempt(() => h.ctx.betting.orders.cancel(m.players[who]!.id, o.id));
  if (stranger) {
    expectRefusal(actual, refuse(404), 'cancel');
    count("cancel: refused, another player's order");
    return;
  }
  if (o.status !== 'OPEN') {
    expectRefusal(actual, refuse(409), 'cancel');
    count('cancel: refused, nothing waits');
    return;
  }
  const outcome = expectAccepted(actual, 'cancel');
  o.cancelledCents += o.unmatchedCents;
  o.unmatchedCents = 0;
  o.status = 'CANCELLED';
  if (outcome.order.status !== 'CANCELLED' || cents(outcome.order.cancelled) !== o.cancelledCents)
    diverged('cancel: the order differs', { want: o, seen: outcome.order });
  count(`cancel: ${o.matchedCents > 0 ? 'the rest of a part-matched order' : 'a waiting order'} cancelled`);
}

// ---------------------------------------------------------------------------------------------
// Declare, void and undeclare.

function fits(spec: Spec, result: MarketResult): boolean {
  if (result.type === 'void') return true;
  if (spec.family === 'line') return result.type === 'runs';
  return result.type === 'winner' && spec.runners.some((r) => r.selectionId === result.selectionId);
}

function sameResult(a: MarketResult, b: MarketResult): boolean {
  if (a.type === 'winner' && b.type === 'winner') return a.selectionId === b.selectionId;
  if (a.type === 'runs' && b.type === 'runs') return a.runs === b.runs;
  return a.type === 'void' && b.type === 'void';
}

async function runDeclare(m: Model, market: number, result: MarketResult): Promise<void> {
  const spec = m.specs[market]!;
  const state = m.markets[market]!;
  const label = result.type === 'void' ? 'void' : 'declare';
  const actual = await attempt(() =>
    h.ctx.betting.settlement.declare({ marketId: spec.id, result, source: 'operator' }),
  );
  if (!fits(spec, result)) {
    expectRefusal(actual, refuse(400), label);
    count(`${label}: refused, the result does not fit`);
    return;
  }
  if (state.live) {
    if (sameResult(state.live.result, result)) {
      const outcome = expectAccepted(actual, label);
      const want = { version: state.live.version, settled: 0, players: 0, repeated: true };
      if (JSON.stringify(pick(outcome, want)) !== JSON.stringify(want))
        diverged(`${label}: a repeated result`, { want, outcome });
      count(`${label}: repeated, nothing happened`);
    } else {
      expectRefusal(actual, refuse(409), label);
      count(`${label}: refused, another result is live`);
    }
    return;
  }
  const version = state.lastVersion + 1;
  // What still waits of the market's orders lapses first: only matched parts settle.
  for (const o of m.orders.filter((x) => x.market === market && x.status === 'OPEN')) {
    o.cancelledCents += o.unmatchedCents;
    o.unmatchedCents = 0;
    o.status = 'LAPSED';
    count(`${label}: a waiting order lapsed`);
  }
  const open = m.bets.filter((b) => b.market === market && isOpen(b));
  const players = new Set(open.map((b) => b.player));
  const outcome = expectAccepted(actual, label);
  const want = { version, settled: open.length, players: players.size, repeated: false };
  if (JSON.stringify(pick(outcome, want)) !== JSON.stringify(want))
    diverged(`${label}: the outcome differs`, { want, outcome });
  const commissions = new Map<number, number>();
  state.live = { result, version, commissions };
  state.lastVersion = version;
  const nets = new Map<number, number>();
  for (const b of open) {
    const pnl =
      result.type === 'void'
        ? 0
        : pnlAt(spec, b, result.type === 'winner' ? result.selectionId : result.type === 'runs' ? result.runs : 0);
    b.result = result.type === 'void' ? 'TIE' : pnl > 0 ? 'WIN' : pnl < 0 ? 'LOSS' : 'TIE';
    b.profitLossCents = pnl;
    b.settledVersion = version;
    m.players[b.player]!.balanceCents += pnl;
    m.players[b.player]!.profitLossCents += pnl;
    nets.set(b.player, (nets.get(b.player) ?? 0) + pnl);
  }
  // Once per player and market, on the net of all their bets on it.
  for (const [player, net] of nets) {
    const commission = commissionOf(spec.type, net);
    if (commission === 0) continue;
    commissions.set(player, commission);
    m.players[player]!.balanceCents -= commission;
    m.players[player]!.profitLossCents -= commission;
    count(`${label}: commission taken`);
  }
  count(`${label}: settled ${open.length > 0 ? 'bets' : 'an empty market'}`);
}

function pick<T extends object>(outcome: DeclareOutcome | UndeclareOutcome, keys: T): Record<string, unknown> {
  const source = outcome as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(keys).map((k) => [k, source[k]]));
}

async function runUndeclare(m: Model, market: number): Promise<void> {
  const spec = m.specs[market]!;
  const state = m.markets[market]!;
  const actual = await attempt(() => h.ctx.betting.settlement.undeclare(spec.id));
  const live = state.live;
  if (!live) {
    expectRefusal(actual, refuse(404), 'undeclare');
    count('undeclare: refused, nothing is declared');
    return;
  }
  const settled = m.bets.filter((b) => b.market === market && !b.removed && b.settledVersion === live.version);
  const players = [...new Set(settled.map((b) => b.player))];
  // Each player gives the result back and the market's reservation returns: it must fit.
  const short = players.some((p) => {
    const mine = settled.filter((b) => b.player === p);
    const net = mine.reduce((sum, b) => sum + b.profitLossCents!, 0);
    const commission = live.commissions.get(p) ?? 0;
    return m.players[p]!.balanceCents - net + commission - totalExposure(m, p) - exposureOf(spec, mine) < 0;
  });
  if (short) {
    expectRefusal(actual, refuse(409), 'undeclare');
    count('undeclare: refused, a player cannot give the result back');
    return;
  }
  const outcome = expectAccepted(actual, 'undeclare');
  const want = { version: live.version, reopened: settled.length, players: players.length };
  if (JSON.stringify(pick(outcome, want)) !== JSON.stringify(want))
    diverged('undeclare: the outcome differs', { want, outcome });
  state.live = null;
  for (const [player, commission] of live.commissions) {
    m.players[player]!.balanceCents += commission;
    m.players[player]!.profitLossCents += commission;
  }
  for (const b of settled) {
    m.players[b.player]!.balanceCents -= b.profitLossCents!;
    m.players[b.player]!.profitLossCents -= b.profitLossCents!;
    b.result = 'UNDECLARE';
    b.profitLossCents = null;
    b.settledVersion = null;
  }
  count(`undeclare: ${settled.length > 0 ? 'bets reopened' : 'an empty market reopened'}`);
}

// ---------------------------------------------------------------------------------------------
// Deletion by the operator, withdrawal of race bets by the player.

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

/**
 * Whether deleting `ids` leaves every player able to cover their exposure. The engine checks after
 * each market in the order the rows come back, so when only some orders pass, either answer is
 * right ('either').
 */
function deletionFits(m: Model, ids: readonly MBet[]): 'yes' | 'no' | 'either' {
  let always = true;
  let never = false;
  for (const player of new Set(ids.map((b) => b.player))) {
    const fresh = ids.filter((b) => b.player === player && b.deleteReason === null);
    const markets = [...new Set(fresh.map((b) => b.market))];
    const deltas = new Map(
      markets.map((market) => {
        const remaining = openOn(m, player, market).filter((b) => !fresh.includes(b));
        return [market, exposureOf(m.specs[market]!, remaining) - marketExposure(m, player, market)] as const;
      }),
    );
    const slack = m.players[player]!.balanceCents - totalExposure(m, player);
    const passes = permutations(markets).map((order) => {
      let used = 0;
      for (const market of order) {
        const delta = deltas.get(market)!;
        used += delta;
        if (delta !== 0 && used > slack) return false;
      }
      return true;
    });
    if (!passes.every(Boolean)) always = false;
    if (!passes.some(Boolean)) never = true;
  }
  return never ? 'no' : always ? 'yes' : 'either';
}

function applyDeletion(
  chosen: readonly MBet[],
  reason: string,
  permanent: boolean,
): { deleted: number; updated: number; removed: number } {
  let deleted = 0;
  let updated = 0;
  for (const b of chosen) {
    if (b.deleteReason === null) {
      b.deleteReason = reason;
      deleted++;
    } else if (!permanent) {
      b.deleteReason = reason;
      updated++;
    }
    if (permanent) b.removed = true;
  }
  return { deleted, updated, removed: permanent ? chosen.length : 0 };
}

async function runDelete(m: Model, chosen: MBet[], reason: string, permanent: boolean): Promise<void> {
  const label = permanent ? 'delete permanently' : 'delete';
  const actual = await attempt(() =>
    h.ctx.betting.settlement.deleteBets({ betIds: chosen.map((b) => b.id), reason, permanent }),
  );
  if (reason.trim().length === 0) {
    expectRefusal(actual, refuse(400), label);
    count(`${label}: refused, no reason`);
    return;
  }
  if (chosen.some((b) => b.removed)) {
    expectRefusal(actual, refuse(404), label);
    count(`${label}: refused, a bet no longer exists`);
    return;
  }
  if (chosen.some((b) => b.result === 'WIN' || b.result === 'LOSS' || b.result === 'TIE')) {
    expectRefusal(actual, refuse(409), label);
    count(`${label}: refused, a bet is settled`);
    return;
  }
  const fitsNow = deletionFits(m, chosen);
  if (fitsNow === 'no' || (fitsNow === 'either' && !actual.ok)) {
    expectRefusal(actual, refuse(409), label);
    count(`${label}: refused, a player would be left short${fitsNow === 'either' ? ' (order-dependent)' : ''}`);
    return;
  }
  const outcome = expectAccepted(actual, label);
  const want = applyDeletion(chosen, reason.trim(), permanent);
  if (JSON.stringify(outcome) !== JSON.stringify(want)) diverged(`${label}: the outcome differs`, { want, outcome });
  count(
    `${label}: ${want.deleted > 0 ? 'open bets deleted' : 'reason updated'}${fitsNow === 'either' ? ' (order-dependent)' : ''}`,
  );
}

const WITHDRAWN = 'Withdrawn by the player before the off';

async function runWithdrawRace(m: Model, player: number, chosen: MBet[]): Promise<void> {
  const label = 'withdraw race bets';
  const actual = await attempt(() =>
    h.ctx.betting.settlement.withdrawRaceBets(
      m.players[player]!.id,
      m.raceMatchId,
      chosen.map((b) => b.id),
    ),
  );
  if (chosen.some((b) => b.removed || b.player !== player)) {
    expectRefusal(actual, refuse(404), label);
    count(`${label}: refused, not the player's bet`);
    return;
  }
  // The rows are checked one by one, in no set order: either refusal may come first.
  const statuses = [
    ...new Set(chosen.flatMap((b) => (m.specs[b.market]!.kind !== 'raceBetting' ? [400] : !isOpen(b) ? [409] : []))),
  ];
  if (statuses.length > 0) {
    expectRefusal(actual, refuse(statuses), label);
    count(`${label}: refused, ${statuses.includes(400) ? 'not a race bet' : 'no longer open'}`);
    return;
  }
  if (m.raceOff || deletionFits(m, chosen) === 'no') {
    expectRefusal(actual, refuse(409), label);
    count(`${label}: refused, ${m.raceOff ? 'the race is off' : 'the player would be left short'}`);
    return;
  }
  const outcome = expectAccepted(actual, label);
  const want = applyDeletion(chosen, WITHDRAWN, false);
  if (outcome.deleted !== want.deleted) diverged(`${label}: the outcome differs`, { want, outcome });
  count(`${label}: withdrawn`);
}

async function runTakeOut(m: Model, player: number, amountCents: number): Promise<void> {
  const p = m.players[player]!;
  const actual = await attempt(() =>
    post(h.db, { userId: p.id, type: 'withDraw', amountCents: -amountCents, description: 'Model test withdrawal' }),
  );
  if (p.balanceCents - amountCents - totalExposure(m, player) < 0) {
    expectRefusal(actual, refuse(400), 'take out');
    count('take out: refused, insufficient');
    return;
  }
  expectAccepted(actual, 'take out');
  p.balanceCents -= amountCents;
  count('take out: done');
}

// ---------------------------------------------------------------------------------------------
// Comparing the engine's state with the model's.

const rowsOf = async (query: SQL) =>
  ((await h.db.execute<Record<string, unknown>>(query)) as { rows: Record<string, unknown>[] }).rows;
const idList = (m: Model) =>
  sql.join(
    m.players.map((p) => sql`${p.id}::uuid`),
    sql`, `,
  );
const centsOf = (value: unknown) => (value === null ? null : cents(Number(value)));

/**
 * After every step, in one query: each player's wallet as readBalance reports it (balance,
 * exposure, available = balance − exposure, settled profit/loss) plus the profit/loss summed from
 * the ledger's win, loss and commission entries, and every bet of the sequence.
 */
async function compareState(m: Model, label: string): Promise<void> {
  const ids = idList(m);
  const rows = await rowsOf(sql`
    select 'wallet' as k, w.user_id::text as id, w.balance::text as a, w.exposure::text as b, w.profit_loss::text as c,
           (select coalesce(sum(e.amount), 0)::text from ledger_entries e where e.user_id = w.user_id and e.type in ('win', 'loss', 'commission')) as d
      from wallets w where w.user_id in (${ids})
    union all
    select 'bet', b.id::text, b.result, b.profit_loss::text, b.delete_reason, null from bets b where b.user_id in (${ids})
    union all
    select 'order', o.id::text, o.status, o.matched::text || '/' || o.unmatched::text || '/' || o.cancelled::text,
           o.reserved::text, null from bet_orders o where o.user_id in (${ids})`);
  const walletRows = new Map(rows.filter((r) => r.k === 'wallet').map((r) => [String(r.id), r]));
  for (const [i, p] of m.players.entries()) {
    const w = walletRows.get(p.id);
    const exposure = totalExposure(m, i);
    const want = {
      balance: p.balanceCents,
      exposure,
      available: p.balanceCents - exposure,
      profitLoss: p.profitLossCents,
      ledgerProfitLoss: p.profitLossCents,
    };
    const seen = w
      ? {
          balance: centsOf(w.a),
          exposure: centsOf(w.b),
          available: centsOf(w.a)! - centsOf(w.b)!,
          profitLoss: centsOf(w.c),
          ledgerProfitLoss: centsOf(w.d),
        }
      : null;
    if (JSON.stringify(want) !== JSON.stringify(seen)) diverged(`after ${label}: player ${i}'s wallet`, { want, seen });
  }
  const betRows = new Map(rows.filter((r) => r.k === 'bet').map((r) => [String(r.id), r]));
  const present = m.bets.filter((b) => !b.removed);
  if (betRows.size !== present.length)
    diverged(`after ${label}: the bets`, { want: present.map((b) => b.id), seen: [...betRows.keys()] });
  for (const b of present) {
    const row = betRows.get(b.id);
    const want = { result: b.result, profitLoss: b.profitLossCents, deleteReason: b.deleteReason };
    const seen = row ? { result: row.a, profitLoss: centsOf(row.b), deleteReason: row.c } : null;
    if (JSON.stringify(want) !== JSON.stringify(seen)) diverged(`after ${label}: bet ${b.id}`, { want, seen, bet: b });
  }
  const orderRows = new Map(rows.filter((r) => r.k === 'order').map((r) => [String(r.id), r]));
  if (orderRows.size !== m.orders.length)
    diverged(`after ${label}: the orders`, { want: m.orders.map((o) => o.id), seen: [...orderRows.keys()] });
  for (const o of m.orders) {
    const row = orderRows.get(o.id);
    const want = {
      status: o.status,
      parts: [o.matchedCents, o.unmatchedCents, o.cancelledCents],
      reserved: reserveOf(o),
    };
    const seen = row
      ? {
          status: row.a,
          parts: String(row.b)
            .split('/')
            .map((x) => cents(Number(x))),
          reserved: centsOf(row.c),
        }
      : null;
    if (JSON.stringify(want) !== JSON.stringify(seen))
      diverged(`after ${label}: order ${o.id}`, { want, seen, order: o });
  }
}

/**
 * At the end of a sequence: readBalance for each player, each reservation per market, and the
 * ledger invariants restricted to the sequence's players (one query; each part returns offenders).
 */
async function sequenceInvariants(m: Model): Promise<void> {
  for (const [i, p] of m.players.entries()) {
    const balance = await readBalance(h.db, p.id);
    const exposure = totalExposure(m, i);
    const want = {
      totalBalance: p.balanceCents,
      exposure,
      currentBalance: p.balanceCents - exposure,
      profitLoss: p.profitLossCents,
    };
    const seen = {
      totalBalance: cents(balance.totalBalance),
      exposure: cents(balance.exposure),
      currentBalance: cents(balance.currentBalance),
      profitLoss: cents(balance.profitLoss),
    };
    if (JSON.stringify(want) !== JSON.stringify(seen))
      diverged(`end of sequence: player ${i}'s readBalance`, { want, seen });
  }
  const ids = idList(m);
  const accounts = sql.join(
    m.players.map((p) => sql`${`user:${p.id}`}`),
    sql`, `,
  );
  const rows = await rowsOf(sql`
    select 'wallet balance equals its postings, available >= 0' as k, w.user_id::text as x from wallets w
      left join (select account, sum(amount) as total from ledger_postings where account in (${accounts}) group by account) p
        on p.account = 'user:' || w.user_id::text
     where w.user_id in (${ids}) and (w.balance <> coalesce(p.total, 0) or w.balance - w.exposure < 0)
    union all
    select 'wallet exposure equals its markets and waiting orders', w.user_id::text from wallets w
      left join (select user_id, sum(exposure) as total from market_exposures where user_id in (${ids}) group by user_id) x on x.user_id = w.user_id
      left join (select user_id, sum(reserved) as total from bet_orders where user_id in (${ids}) and status = 'OPEN' group by user_id) o on o.user_id = w.user_id
     where w.user_id in (${ids}) and w.exposure <> coalesce(x.total, 0) + coalesce(o.total, 0)
    union all
    select 'closing balances chain', c.id::text from (
      select id, type, closing_balance, amount, lag(closing_balance) over (partition by user_id order by id) as previous
        from ledger_entries where user_id in (${ids})) c
     where c.previous is not null and c.closing_balance <> c.previous + case when c.type = 'creditReference' then 0 else c.amount end
    union all
    select 'each entry balances', p.entry_id::text from ledger_postings p join ledger_entries e on e.id = p.entry_id
     where e.user_id in (${ids}) group by p.entry_id having sum(p.amount) <> 0
    union all
    select 'settled bets have one live settlement that they show', b.id::text from bets b
      left join bet_settlements s on s.bet_id = b.id and not s.reversed
     where b.user_id in (${ids})
     group by b.id, b.result, b.profit_loss
    having count(s.bet_id) <> case when b.result in ('WIN', 'LOSS', 'TIE') then 1 else 0 end
        or (count(s.bet_id) = 1 and max(s.profit_loss) is distinct from b.profit_loss)
    union all
    select 'market money in the ledger equals its live settlements', coalesce(l.reference, s.reference) from
      (select user_id, reference, sum(amount) as total from ledger_entries
        where user_id in (${ids}) and reference like 'market:%' and type in ('win', 'loss') group by user_id, reference) l
      full outer join
      (select b.user_id, 'market:' || b.market_id as reference, sum(s.profit_loss) as total
         from bet_settlements s join bets b on b.id = s.bet_id
        where b.user_id in (${ids}) and not s.reversed group by b.user_id, b.market_id) s
      on s.user_id = l.user_id and s.reference = l.reference
     where coalesce(l.total, 0) <> coalesce(s.total, 0)
    union all
    select 'commission in the ledger equals the live commissions', coalesce(l.reference, c.reference) from
      (select user_id, reference, sum(amount) as total from ledger_entries
        where user_id in (${ids}) and type = 'commission' group by user_id, reference) l
      full outer join
      (select user_id, 'market:' || market_id as reference, -sum(amount) as total
         from market_commissions where user_id in (${ids}) and not reversed group by user_id, market_id) c
      on c.user_id = l.user_id and c.reference = l.reference
     where coalesce(l.total, 0) <> coalesce(c.total, 0)
    union all
    select 'reservation', m.user_id::text || '/' || m.market_id || '/' || m.exposure::text from market_exposures m where m.user_id in (${ids})`);
  const broken = rows.filter((r) => r.k !== 'reservation');
  if (broken.length > 0) diverged('end of sequence: ledger invariants of the sequence', broken);
  const seen = new Map(
    rows
      .filter((r) => r.k === 'reservation')
      .map((r) => {
        const [userId, marketId, exposure] = String(r.x).split('/');
        return [`${userId}/${marketId}`, cents(Number(exposure))];
      }),
  );
  for (const [i, p] of m.players.entries()) {
    for (const [k, spec] of m.specs.entries()) {
      const want = marketExposure(m, i, k);
      const got = seen.get(`${p.id}/${spec.id}`) ?? 0;
      if (want !== got) diverged(`end of sequence: player ${i}'s reservation on ${spec.type}`, { want, got });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Commands.

type PriceChoice = 'exact' | 'tickDown' | 'tickUp' | 'min' | 'max' | 'offLadder';
type RateChoice = 'exact' | 'down' | 'up' | 'missing' | 'zero';

type Cmd =
  | {
      t: 'place';
      player: number;
      market: number;
      runner: number;
      side: BetSide;
      price: PriceChoice;
      rate: RateChoice;
      stake: number;
      better: boolean | undefined;
      wrongKind: boolean;
      hedge: boolean;
    }
  | { t: 'replay'; pick: number; changed: boolean }
  | {
      t: 'declare';
      market: number;
      target: boolean;
      pick: number;
      shape: 'fit' | 'void' | 'misfit';
      /** Declare a market's live result once more (an operator's double submit). */
      repeat: boolean;
    }
  | { t: 'undeclare'; market: number; target: boolean }
  | { t: 'delete'; picks: number[]; openOnly: boolean; reason: number; permanent: boolean }
  | { t: 'withdrawRace'; player: number; picks: number[]; mine: boolean }
  | { t: 'raceOff'; off: boolean }
  /** Money taken out of the wallet: `permille` of what is available (above 1000 is refused). */
  | { t: 'takeOut'; player: number; permille: number }
  /** Cash out `percent` of a position, mostly (`target`) on a market where the player holds bets. */
  | { t: 'cashOut'; player: number; market: number; target: boolean; percent: number; stale: boolean }
  /**
   * An exchange order on an odds market (now and then the bookmaker, which takes none), at the best
   * price, through it, inside the spread, far off or off the ladder; or an earlier order request
   * sent again (`again`: the same, or another stake under its key).
   */
  | {
      t: 'order';
      player: number;
      market: 'mo' | 'race' | 'bm';
      runner: number;
      side: 'BACK' | 'LAY';
      price: 'top' | 'through' | 'inside' | 'far' | 'offLadder';
      stake: number;
      keep: boolean;
      again: 'no' | 'same' | 'changed';
    }
  /**
   * The best price and size of one side of a runner change, and the matching step runs; mostly
   * (`target`) on the runner and side of a waiting order, toward its price.
   */
  | {
      t: 'move';
      market: 'mo' | 'race';
      runner: number;
      side: 'BACK' | 'LAY';
      shift: number;
      size: number;
      target: boolean;
    }
  /** A player cancels an order: mostly one still waiting, now and then another player's. */
  | { t: 'cancel'; pick: number; openOnly: boolean; stranger: boolean };

const ORDER_MARKETS = { mo: 0, bm: 1, race: 3 } as const;

/** The request an order command sends. */
function orderRequestOf(m: Model, c: Extract<Cmd, { t: 'order' }>): { player: number; body: PlaceOrderRequest } {
  const spec = m.specs[ORDER_MARKETS[c.market]]!;
  const runner = spec.runners[c.runner % spec.runners.length]!;
  const top = c.side === 'BACK' ? runner.back : runner.lay;
  // Toward the other side is through the levels; away from it, the order waits.
  const toward = c.side === 'BACK' ? tickDown : tickUp;
  const away = c.side === 'BACK' ? tickUp : tickDown;
  const hundredths =
    spec.family !== 'odds'
      ? top * 100
      : { top, through: toward(top), inside: away(top), far: away(away(away(top))), offLadder: top }[c.price];
  const odds = c.price === 'offLadder' && spec.family === 'odds' ? (hundredths * 10 + 5) / 1000 : hundredths / 100;
  return {
    player: c.player,
    body: {
      idempotencyKey: `model-${m.seq}-order-${m.orderRequests.length}`,
      matchId: spec.matchId,
      betId: spec.id,
      selectionId: runner.selectionId,
      betType: c.side,
      odds,
      stake: c.stake,
      ...(c.keep ? { inPlay: 'KEEP' as const } : {}),
    },
  };
}

function requestedPrice(spec: Spec, top: number, choice: PriceChoice): number {
  if (spec.family === 'odds') {
    const hundredths = {
      exact: top,
      tickDown: tickDown(top),
      tickUp: tickUp(top),
      min: 101,
      max: 100000,
      offLadder: top * 10 + 5,
    }[choice];
    return choice === 'offLadder' ? hundredths / 1000 : hundredths / 100;
  }
  const low = spec.family === 'rate' ? 1 : 0;
  return {
    exact: top,
    tickDown: Math.max(low, top - 1),
    tickUp: top + 1,
    min: low,
    max: top + 10,
    offLadder: top + 0.5,
  }[choice];
}

/**
 * The request a place command sends. A `hedge` command, when the player has an open bet, lays
 * what they backed (or backs what they laid) on the same runner at the same stake and the price on
 * offer: such pairs make small exposures that a deletion or a take-out can then upset.
 */
function requestOf(m: Model, c: Extract<Cmd, { t: 'place' }>): PlaceRequest {
  const mine = c.hedge ? m.bets.filter((b) => b.player === c.player && isOpen(b)) : [];
  const hedged = mine.length > 0 ? mine[c.runner % mine.length]! : null;
  const spec = m.specs[hedged ? hedged.market : c.market]!;
  const runner = hedged
    ? spec.runners.find((r) => r.selectionId === hedged.selectionId)!
    : spec.runners[c.runner % spec.runners.length]!;
  const side: BetSide = hedged ? (backish(hedged.side) ? 'LAY' : 'BACK') : c.side;
  const yes = backish(side);
  const top = yes ? runner.back : runner.lay;
  const rateTop = yes ? runner.backSize : runner.laySize;
  const rateChoice = hedged ? 'exact' : c.rate;
  const rate =
    spec.family !== 'line'
      ? undefined
      : { exact: rateTop, down: rateTop - 5, up: rateTop + 5, missing: undefined, zero: 0 }[rateChoice];
  const kinds: BetKind[] = ['matchBetting', 'session', 'raceBetting', 'otherMatchBetting'];
  const body: PlaceBetRequest = {
    idempotencyKey: `model-${m.seq}-${m.requests.length}`,
    matchId: spec.matchId,
    betId: spec.id,
    selectionId: !hedged && c.runner >= 100 ? 999 : runner.selectionId,
    betType: side,
    odds: requestedPrice(spec, top, hedged ? 'exact' : c.price),
    stake: hedged ? hedged.stakeCents / 100 : c.stake,
    ...(rate !== undefined ? { ratePercent: rate } : {}),
    ...(c.better !== undefined ? { acceptBetterOdds: c.better } : {}),
  };
  const kind = c.wrongKind && !hedged ? kinds.find((k) => k !== spec.kind)! : spec.kind;
  return { player: c.player, kind, body };
}

function resultOf(spec: Spec, c: Extract<Cmd, { t: 'declare' }>): MarketResult {
  const reasons = ['abandoned', 'no result', 'tie', 'not started'] as const;
  if (c.shape === 'void') return { type: 'void', reason: reasons[c.pick % reasons.length]! };
  const runner = spec.runners[c.pick % spec.runners.length]!;
  if (spec.family === 'line') {
    if (c.shape === 'misfit') return { type: 'winner', selectionId: runner.selectionId, name: runner.name, placed: [] };
    const low = Math.max(0, runner.lay - 4);
    return { type: 'runs', runs: low + (c.pick % (runner.back + 5 - low)) };
  }
  if (c.shape === 'misfit')
    return c.pick % 2 === 0
      ? { type: 'runs', runs: 10 }
      : { type: 'winner', selectionId: 999, name: 'Nobody', placed: [] };
  return { type: 'winner', selectionId: runner.selectionId, name: runner.name, placed: [] };
}

const REASONS = ['Suspected duplicate', 'Placed after the market closed', 'Palpable error', '   '];

/**
 * A market for a declare or undeclare: mostly (`target`) one where it does something — open bets
 * to settle, a live result to take back — otherwise the one generated. Null when a targeted
 * command finds nothing to act on: the step is skipped.
 */
function chooseMarket(m: Model, market: number, target: boolean, wanted: (i: number) => boolean): number | null {
  if (!target) return market;
  const targets = m.specs.map((_s, i) => i).filter(wanted);
  return targets.length > 0 ? targets[market % targets.length]! : null;
}

/** Runs one command against the engine and the model; false when there was nothing to do. */
async function execute(m: Model, c: Cmd): Promise<boolean> {
  switch (c.t) {
    case 'place': {
      const request = requestOf(m, c);
      m.requests.push(request);
      await runPlace(m, request, 'place');
      return true;
    }
    case 'replay': {
      const earlier = m.requests[c.pick % Math.max(1, m.requests.length)];
      if (!earlier) return false;
      const body = c.changed
        ? { ...earlier.body, stake: Math.round(earlier.body.stake * 100 + 1) / 100 }
        : earlier.body;
      await runPlace(m, { ...earlier, body }, c.changed ? 'replay with another stake' : 'replay');
      return true;
    }
    case 'declare': {
      if (c.repeat) {
        const live = m.markets.map((s, i) => [s.live, i] as const).filter(([l]) => l !== null);
        const chosen = live[c.market % Math.max(1, live.length)];
        if (!chosen?.[0]) return false;
        await runDeclare(m, chosen[1], chosen[0].result);
        return true;
      }
      const market = chooseMarket(m, c.market, c.target, (i) => m.bets.some((b) => b.market === i && isOpen(b)));
      if (market === null) return false;
      await runDeclare(m, market, resultOf(m.specs[market]!, c));
      return true;
    }
    case 'undeclare': {
      const market = chooseMarket(m, c.market, c.target, (i) => m.markets[i]!.live !== null);
      if (market === null) return false;
      await runUndeclare(m, market);
      return true;
    }
    case 'delete': {
      const pool = m.bets.filter((b) => !c.openOnly || isOpen(b));
      if (pool.length === 0) return false;
      const chosen = [...new Set(c.picks.map((i) => pool[i % pool.length]!))];
      await runDelete(m, chosen, REASONS[c.reason % REASONS.length]!, c.permanent);
      return true;
    }
    case 'withdrawRace': {
      // Mostly the player's own open race bets; otherwise any bets of the sequence.
      const pool = c.mine
        ? m.bets.filter((b) => b.player === c.player && m.specs[b.market]!.kind === 'raceBetting' && isOpen(b))
        : m.bets;
      if (pool.length === 0) return false;
      const chosen = [...new Set(c.picks.map((i) => pool[i % pool.length]!))];
      await runWithdrawRace(m, c.player, chosen);
      return true;
    }
    case 'raceOff': {
      if (m.raceOff === c.off) return false;
      m.raceOff = c.off;
      const race = m.specs.find((s) => s.kind === 'raceBetting')!;
      syntheticViews.set(m.raceMatchId, viewOf(m.raceMatchId, race.name, true, c.off));
      count(`race ${c.off ? 'goes off' : 'is back before the off'}`);
      return false;
    }
    case 'takeOut': {
      const available = m.players[c.player]!.balanceCents - totalExposure(m, c.player);
      await runTakeOut(m, c.player, Math.max(1, Math.floor((available * c.permille) / 1000)));
      return true;
    }
    case 'cashOut': {
      const market = chooseMarket(m, c.market, c.target, (i) => openOn(m, c.player, i).length > 0);
      if (market === null) return false;
      await runCashOut(m, c.player, market, c.percent, c.stale);
      return true;
    }
    case 'order': {
      if (c.again !== 'no') {
        const earlier = m.orderRequests[c.runner % Math.max(1, m.orderRequests.length)];
        if (!earlier) return false;
        const body =
          c.again === 'changed'
            ? { ...earlier.body, stake: Math.round(earlier.body.stake * 100 + 1) / 100 }
            : earlier.body;
        await runOrder(
          m,
          earlier.player,
          body,
          c.again === 'changed' ? 'order again with another stake' : 'order again',
        );
        return true;
      }
      const request = orderRequestOf(m, c);
      m.orderRequests.push(request);
      await runOrder(m, request.player, request.body, 'order');
      return true;
    }
    case 'move': {
      const waiting = m.orders.filter((o) => o.status === 'OPEN');
      const aim = c.target && waiting.length > 0 ? waiting[c.runner % waiting.length]! : null;
      if (aim) {
        // A back fills when the back price comes up to it, a lay when the lay price comes down.
        const runner = m.specs[aim.market]!.runners.find((r) => r.selectionId === aim.selectionId)!;
        const shift = aim.side === 'BACK' ? Math.abs(c.shift) : -Math.abs(c.shift);
        await runMove(m, aim.market, runner, aim.side, shift, c.size);
        return true;
      }
      const market = ORDER_MARKETS[c.market];
      const spec = m.specs[market]!;
      await runMove(m, market, spec.runners[c.runner % spec.runners.length]!, c.side, c.shift, c.size);
      return true;
    }
    case 'cancel': {
      const pool = m.orders.filter((o) => !c.openOnly || o.status === 'OPEN');
      if (pool.length === 0) return false;
      await runCancel(m, pool[c.pick % pool.length]!, c.stranger);
      return true;
    }
  }
}

let totalSteps = 0;

class Step implements fc.AsyncCommand<Model, Harness> {
  constructor(readonly cmd: Cmd) {}
  check(): boolean {
    return true;
  }
  async run(m: Model): Promise<void> {
    if (!(await execute(m, this.cmd))) return;
    m.steps++;
    totalSteps++;
    await compareState(m, `step ${m.steps} (${this.toString()})`);
  }
  toString(): string {
    return JSON.stringify(this.cmd);
  }
}

const weighted = <T>(...choices: [number, T][]) =>
  fc.oneof(...choices.map(([weight, value]) => ({ weight, arbitrary: fc.constant(value) })));

const stakeArb = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: 100, max: 50_000 }).map((c) => c / 100) },
  { weight: 6, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((c) => c / 100) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, 500.01, 0, 10.005, -5) },
);

const playerArb = fc.integer({ min: 0, max: 1 });
const marketArb = fc.integer({ min: 0, max: 3 });

const placeArb = fc
  .record({
    player: playerArb,
    market: marketArb,
    runner: fc.oneof({ weight: 30, arbitrary: fc.nat(11) }, { weight: 1, arbitrary: fc.constant(100) }),
    side: fc.constantFrom<BetSide>('BACK', 'LAY', 'YES', 'NO'),
    price: weighted<PriceChoice>(
      [12, 'exact'],
      [2, 'tickDown'],
      [2, 'tickUp'],
      [1, 'min'],
      [1, 'max'],
      [1, 'offLadder'],
    ),
    rate: weighted<RateChoice>([12, 'exact'], [2, 'down'], [2, 'up'], [1, 'missing'], [1, 'zero']),
    stake: stakeArb,
    better: weighted<boolean | undefined>([4, undefined], [3, true], [2, false]),
    wrongKind: weighted([40, false], [1, true]),
    hedge: weighted([4, false], [1, true]),
  })
  .map((c): Cmd => ({ t: 'place', ...c }));

const commandArb: fc.Arbitrary<fc.AsyncCommand<Model, Harness>> = fc
  .oneof(
    { weight: 10, arbitrary: placeArb },
    {
      weight: 1,
      arbitrary: fc.record({ pick: fc.nat(), changed: fc.boolean() }).map((c): Cmd => ({ t: 'replay', ...c })),
    },
    {
      weight: 3,
      arbitrary: fc
        .record({
          market: marketArb,
          target: weighted([5, true], [1, false]),
          pick: fc.nat(),
          shape: weighted<'fit' | 'void' | 'misfit'>([14, 'fit'], [3, 'void'], [1, 'misfit']),
          repeat: weighted([12, false], [1, true]),
        })
        .map((c): Cmd => ({ t: 'declare', ...c })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({ market: marketArb, target: weighted([5, true], [1, false]) })
        .map((c): Cmd => ({ t: 'undeclare', ...c })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
          openOnly: weighted([3, true], [1, false]),
          reason: fc.nat(),
          permanent: weighted([10, false], [1, true]),
        })
        .map((c): Cmd => ({ t: 'delete', ...c })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          player: playerArb,
          picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
          mine: weighted([4, true], [1, false]),
        })
        .map((c): Cmd => ({ t: 'withdrawRace', ...c })),
    },
    { weight: 2, arbitrary: fc.boolean().map((off): Cmd => ({ t: 'raceOff', off })) },
    {
      weight: 3,
      arbitrary: fc
        .record({
          player: playerArb,
          permille: fc.oneof(fc.constant(1000), fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1001, max: 1500 })),
        })
        .map((c): Cmd => ({ t: 'takeOut', ...c })),
    },
    {
      weight: 3,
      arbitrary: fc
        .record({
          player: playerArb,
          market: marketArb,
          target: weighted([5, true], [1, false]),
          percent: fc.oneof(fc.constant(100), fc.constantFrom(25, 50, 75), fc.integer({ min: 1, max: 100 })),
          stale: weighted([8, false], [1, true]),
        })
        .map((c): Cmd => ({ t: 'cashOut', ...c })),
    },
    {
      weight: 6,
      arbitrary: fc
        .record({
          player: playerArb,
          market: weighted<'mo' | 'race' | 'bm'>([6, 'mo'], [3, 'race'], [1, 'bm']),
          runner: fc.nat(11),
          side: fc.constantFrom<'BACK' | 'LAY'>('BACK', 'LAY'),
          price: weighted<'top' | 'through' | 'inside' | 'far' | 'offLadder'>(
            [4, 'top'],
            [3, 'through'],
            [4, 'inside'],
            [2, 'far'],
            [1, 'offLadder'],
          ),
          stake: stakeArb,
          keep: fc.boolean(),
          again: weighted<'no' | 'same' | 'changed'>([14, 'no'], [1, 'same'], [1, 'changed']),
        })
        .map((c): Cmd => ({ t: 'order', ...c })),
    },
    {
      weight: 4,
      arbitrary: fc
        .record({
          market: weighted<'mo' | 'race'>([2, 'mo'], [1, 'race']),
          runner: fc.nat(11),
          side: fc.constantFrom<'BACK' | 'LAY'>('BACK', 'LAY'),
          shift: fc.integer({ min: -2, max: 2 }),
          size: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 61, max: 700 })),
          target: weighted([3, true], [1, false]),
        })
        .map((c): Cmd => ({ t: 'move', ...c })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          pick: fc.nat(),
          openOnly: weighted([4, true], [1, false]),
          stranger: weighted([12, false], [1, true]),
        })
        .map((c): Cmd => ({ t: 'cancel', ...c })),
    },
  )
  .map((cmd) => new Step(cmd));

// ---------------------------------------------------------------------------------------------
// Sequences.

const oddsArb = fc.constantFrom(101, 115, 150, 187, 199, 236, 250, 298, 355, 470, 850, 1150, 2100);
const rateArb = fc.integer({ min: 1, max: 150 });

const NO_LIMITS: Limits = { maxStake: null, lossDay: null, stakeDay: null };
const limitsArb: fc.Arbitrary<Limits> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(NO_LIMITS) },
  {
    weight: 2,
    arbitrary: fc.record({
      maxStake: fc.option(fc.integer({ min: 20_00, max: 400_00 }), { nil: null }),
      lossDay: fc.option(fc.integer({ min: 50_00, max: 900_00 }), { nil: null }),
      stakeDay: fc.option(fc.integer({ min: 100_00, max: 2_000_00 }), { nil: null }),
    }),
  },
);

const setupArb = fc.record({
  credits: fc.tuple(
    fc.oneof(
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 5_000 }) },
      { weight: 4, arbitrary: fc.integer({ min: 10_000, max: 150_000 }) },
    ),
    fc.oneof(
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 5_000 }) },
      { weight: 4, arbitrary: fc.integer({ min: 10_000, max: 150_000 }) },
    ),
  ),
  /** Most players set no limits; the others some of a maximum stake, a loss and a stake limit (cents). */
  limits: fc.tuple(limitsArb, limitsArb),
  matchOdds: fc.tuple(oddsArb, oddsArb, oddsArb),
  bookmaker: fc.tuple(rateArb, rateArb, rateArb),
  session: fc.record({
    line: fc.integer({ min: 5, max: 60 }),
    gap: fc.integer({ min: 0, max: 2 }),
    yesRate: fc.integer({ min: 70, max: 130 }),
    noRate: fc.integer({ min: 70, max: 130 }),
  }),
  race: fc.tuple(oddsArb, oddsArb, oddsArb, oddsArb),
  /** The size (units) of each level of the odds markets: shallow books leave part of an order waiting. */
  depth: fc.constantFrom(20, 150, 500),
});
type Setup = typeof setupArb extends fc.Arbitrary<infer T> ? T : never;

let sequences = 0;

/** Players never used before, made a few hundred at a time (users and empty wallets, as createUser makes them). */
const pool: string[] = [];
let made = 0;
async function freshPlayers(n: number): Promise<string[]> {
  if (pool.length < n) {
    const passwordHash = await testPasswordHash();
    const rows = await h.db
      .insert(users)
      .values(Array.from({ length: 256 }, () => ({ userName: `model-player-${++made}`, passwordHash })))
      .returning({ id: users.id });
    await h.db.insert(wallets).values(rows.map((r) => ({ userId: r.id })));
    pool.push(...rows.map((r) => r.id));
  }
  return pool.splice(0, n);
}

async function openSequence(s: Setup): Promise<Model> {
  const seq = ++sequences;
  const matchId = String(800_000_000 + 2 * seq);
  const raceMatchId = String(800_000_001 + 2 * seq);
  const odds = (prices: readonly number[], base: number, names: string[]): SpecRunner[] =>
    prices.map((p, i) => ({
      selectionId: base + i,
      name: names[i]!,
      back: p,
      backSize: s.depth,
      lay: tickUp(p),
      laySize: s.depth,
    }));
  const specs: Spec[] = [
    {
      id: `model${seq}.mo`,
      matchId,
      name: 'Match Odds',
      type: 'matchOdds',
      kind: 'matchBetting',
      family: 'odds',
      runners: odds(s.matchOdds, 101, ['Lions', 'Tigers', 'The Draw']),
    },
    {
      id: `model${seq}.bm`,
      matchId,
      name: 'Bookmaker',
      type: 'bookmaker',
      kind: 'matchBetting',
      family: 'rate',
      runners: s.bookmaker.map((r, i) => ({
        selectionId: 201 + i,
        name: ['Lions', 'Tigers', 'The Draw'][i]!,
        back: r,
        backSize: 500,
        lay: r + 2,
        laySize: 500,
      })),
    },
    {
      id: `model${seq}.ss`,
      matchId,
      name: '6 Over Runs',
      type: 'session',
      kind: 'session',
      family: 'line',
      runners: [
        {
          selectionId: 301,
          name: '6 Over Runs',
          back: s.session.line,
          backSize: s.session.yesRate,
          lay: s.session.line - s.session.gap,
          laySize: s.session.noRate,
        },
      ],
    },
    {
      id: `model${seq}.rw`,
      matchId: raceMatchId,
      name: 'Win',
      type: 'raceWin',
      kind: 'raceBetting',
      family: 'odds',
      runners: odds(s.race, 401, ['Arkle', 'Brigadier', 'Cue Card', 'Denman']),
    },
  ];
  specs.forEach((spec, i) => synthetic.set(spec.id, { matchId: spec.matchId, market: marketOf(spec, i + 1) }));
  syntheticViews.set(matchId, viewOf(matchId, 'Lions v Tigers', false, false));
  syntheticViews.set(raceMatchId, viewOf(raceMatchId, '14:30 Cheltenham', true, false));

  const ids = await freshPlayers(s.credits.length);
  await h.db.transaction(async (tx) => {
    for (const [i, credit] of s.credits.entries()) {
      if (credit > 0)
        await postEntry(tx, { userId: ids[i]!, type: 'add', amountCents: credit, description: 'Model test credit' });
    }
  });
  const players: MPlayer[] = s.credits.map((credit, i) => ({
    id: ids[i]!,
    balanceCents: credit,
    profitLossCents: 0,
    limits: s.limits[i] ?? NO_LIMITS,
  }));
  const limitRows = players.flatMap((p) =>
    (['maxStake', 'lossDay', 'stakeDay'] as const)
      .filter((k) => p.limits[k] !== null)
      .map((k) => ({ userId: p.id, key: k, amount: (p.limits[k]! / 100).toFixed(2) })),
  );
  if (limitRows.length > 0) await h.db.insert(playerLimits).values(limitRows);
  return {
    seq,
    specs,
    markets: specs.map(() => ({ live: null, lastVersion: 0 })),
    players,
    bets: [],
    requests: [],
    raceMatchId,
    raceOff: false,
    steps: 0,
    orders: [],
    orderRequests: [],
    used: new Map(),
  };
}

function closeSequence(m: Model): void {
  for (const spec of m.specs) synthetic.delete(spec.id);
  syntheticViews.delete(m.specs[0]!.matchId);
  syntheticViews.delete(m.raceMatchId);
}

let fullChecks = 0;

async function fullInvariants(): Promise<void> {
  fullChecks++;
  const violations = await checkLedgerInvariants(h.db);
  if (violations.length > 0) diverged('ledger invariants (whole database)', violations);
}

describe(`betting engine against a reference model (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  test(`${SEQUENCES.toLocaleString('en')} random sequences of place / declare / void / undeclare / delete / withdraw: 0 divergences`, async (t) => {
    const started = Date.now();
    const property = fc.asyncProperty(
      setupArb,
      fc.commands([commandArb], { maxCommands: MAX_COMMANDS, size: 'max' }),
      async (setup, commands) => {
        const model = await openSequence(setup);
        try {
          await fc.asyncModelRun(() => ({ model, real: h }), commands);
          await sequenceInvariants(model);
          if (sequences === 100 || sequences % FULL_CHECK_EVERY === 0) await fullInvariants();
        } finally {
          closeSequence(model);
        }
      },
    );
    const details = await fc.check(property, { numRuns: SEQUENCES, seed: SEED });
    const report = () => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      t.diagnostic(
        `seed ${SEED}: ${details.numRuns} sequences, ${sequences} run in all (shrinking included), ${totalSteps} steps, ${fullChecks} whole-database invariant checks, ${seconds} s`,
      );
      for (const [label, n] of [...stats.entries()].sort()) t.diagnostic(`${String(n).padStart(7)}  ${label}`);
    };
    if (details.failed) report();
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    assert.equal(
      details.failed,
      false,
      `1 divergence found after ${details.numRuns} sequences (seed ${SEED}; FC_SEED=${SEED} replays it):\n${error}\n${fc.defaultReportMessage(details)}`,
    );
    assert.equal(details.numRuns, SEQUENCES);
    await fullInvariants();
    report();

    // The sequences must reach the cases the model is there to predict.
    if (SEQUENCES >= 1_000) {
      const reached = (pattern: RegExp) => [...stats.entries()].some(([label, n]) => pattern.test(label) && n > 0);
      const wanted = [
        /^place: placed matchOdds BACK/,
        /^place: placed matchOdds LAY/,
        /^place: placed bookmaker (BACK|LAY)/,
        /^place: placed session YES/,
        /^place: placed session NO/,
        /^place: placed raceWin/,
        /^place: refused INSUFFICIENT_BALANCE/,
        /^place: refused EXPOSURE_LIMIT/,
        /^place: refused PRICE_CHANGED/,
        /^place: refused MARKET_CLOSED/,
        /^place: refused STAKE_BELOW_MIN/,
        /^place: refused INVALID_ODDS/,
        /^place: refused PLAYER_LIMIT/,
        /^cash out all: placed/,
        /^replay: retry answered with the first bet/,
        /^replay with another stake: refused 409/,
        /^declare: settled bets/,
        /^declare: repeated/,
        /^declare: refused, another result is live/,
        /^declare: refused, the result does not fit/,
        /^void: settled bets/,
        /^undeclare: bets reopened/,
        /^undeclare: refused, a player cannot give the result back/,
        /^undeclare: refused, nothing is declared/,
        /^delete: open bets deleted/,
        /^delete: refused, a bet is settled/,
        /^delete: refused, a player would be left short/,
        /^delete permanently: open bets deleted/,
        /^withdraw race bets: withdrawn/,
        /^withdraw race bets: refused, the race is off/,
        /^take out: refused, insufficient/,
        /^cash out all: placed matchOdds/,
        /^cash out all: placed bookmaker/,
        /^cash out a part: placed/,
        /^cash out: refused QUOTE_CHANGED/,
        /^cash out: refused CASH_OUT_UNAVAILABLE/,
        /^order: matchOdds BACK matched in full/,
        /^order: matchOdds LAY part matched, the rest waits/,
        /^order: .*\(several levels\)/,
        /^order: raceWin (BACK|LAY) waits/,
        /^order: refused INSUFFICIENT_BALANCE/,
        /^order: refused EXPOSURE_LIMIT/,
        /^order: refused WRONG_KIND/,
        /^order: refused MARKET_CLOSED/,
        /^order: refused INVALID_ODDS/,
        /^order: refused PLAYER_LIMIT/,
        /^order again: retry answered with the first order/,
        /^order again with another stake: refused 409/,
        /^fill: an order filled/,
        /^fill: several orders filled/,
        /^cancel: a waiting order cancelled/,
        /^cancel: the rest of a part-matched order cancelled/,
        /^cancel: refused, nothing waits/,
        /^declare: a waiting order lapsed/,
      ];
      assert.deepEqual(wanted.filter((p) => !reached(p)).map(String), [], 'every case was reached at least once');
    }
  });
});
