/**
 * Exchange orders on ladder markets (match odds and the other decimal runner markets): a back or
 * lay at the player's own price. The prices on offer take what they can at once (each part at its
 * level's price, best first, up to the size not yet used — `Liquidity`); the rest waits, unmatched,
 * at the order's price. A matching step on every feed update of a market with waiting orders fills
 * them at their own price when the market reaches it (`fillResting`), until they are filled,
 * cancelled by the player, or lapse: at the in-play turn when the player chose so (the default), or
 * when the market is settled or closes.
 *
 * Money: each matched part is an ordinary bet (`bets.order_id`), so settlement, reports, commission
 * and cash out see matched bets only. The unmatched part reserves, on the order row, its loss were
 * it matched in full — never offset against the matched book — and wallets.exposure is the markets'
 * reservations plus the waiting orders'. Every change of an order (placed, filled, cancelled, lapsed)
 * is one transaction holding the market's lock shared (a declaration takes it exclusively), the
 * wallet, and the order row, in that order: a part is filled or cancelled, never both.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  betKindOf,
  type BetOrder,
  type InPlayChoice,
  type PlaceOrderRequest,
  type PlacedBet,
  type UserBalance,
} from '@backlay/shared/api';
import {
  betAmounts,
  bookFamily,
  fillResting,
  matchOrder,
  oddsBetAmounts,
  validatePrice,
  type Fill,
  type Side,
} from '@backlay/shared/betting';
import type { Market, MarketType } from '@backlay/shared/sports';
import type { FeedTick } from '@backlay/feed/protocol';
import type { AppContext } from '../context.js';
import { betMarkets, betOrders, bets, marketExposures, marketResults, wallets } from '../db/schema.js';
import { conflict, notFound, unauthorized } from '../errors.js';
import { lockWallet, readBalance, walletBalance, type Tx } from '../wallet/ledger.js';
import { rowsOf } from '../db/client.js';
import { protectionRefused } from '../protection/refusals.js';
import { centsToNumber, fromCents, toCents } from '../wallet/money.js';
import { rejected } from './errors.js';
import { Liquidity } from './liquidity.js';
import { checkStakeLimits, isUniqueViolation, stakeCentsOf, type Placement } from './place.js';
import {
  bookBetOf,
  bookMarketOf,
  exposureOf,
  MARKET_LOCK_SPACE,
  OPEN,
  openBetsOn,
  placedBetOf,
  type BetRow,
} from './rows.js';

export type OrderRow = typeof betOrders.$inferSelect;
type WalletRow = typeof wallets.$inferSelect;

export interface OrderOutcome {
  order: BetOrder;
  /** The bets matched by this call. */
  bets: PlacedBet[];
  balance: UserBalance;
  /** False when the idempotency key had been used for this same order: nothing new happened. */
  created: boolean;
}

/** Orders are taken on runner markets priced in decimal odds (not bookmaker rates, not run lines). */
export function takesOrders(market: Pick<Market, 'type' | 'priceKind'>): boolean {
  return market.priceKind === 'decimal' && bookFamily(market.type, market.priceKind) === 'odds';
}

export function orderOf(row: OrderRow): BetOrder {
  const money = (value: string) => centsToNumber(toCents(value));
  return {
    id: row.id,
    matchId: row.matchId,
    betId: row.marketId,
    marketType: row.marketType as MarketType,
    marketName: row.marketName,
    eventName: row.eventName,
    eventType: row.eventType as BetOrder['eventType'],
    selectionId: row.selectionId,
    teamName: row.teamName,
    betType: row.side === 'LAY' ? 'LAY' : 'BACK',
    odds: Number(row.odds),
    stake: money(row.stake),
    matched: money(row.matched),
    unmatched: money(row.unmatched),
    cancelled: money(row.cancelled),
    status: row.status as BetOrder['status'],
    inPlay: row.inPlay as InPlayChoice,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the unmatched part of an order reserves: its loss were it matched in full at its price. */
export function orderReserve(side: Side, price: number, unmatchedCents: number): number {
  return unmatchedCents === 0
    ? 0
    : oddsBetAmounts({ side, selectionId: 0, price, stakeCents: unmatchedCents }).lossCents;
}

/** The hash that tells a retry (same body) from a different order under a reused key. */
function orderHash(body: PlaceOrderRequest): string {
  const fields = [
    'order',
    body.matchId,
    body.betId,
    body.selectionId,
    body.betType,
    body.odds,
    body.stake,
    body.inPlay ?? 'LAPSE',
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

const sideOf = (row: OrderRow): Side => (row.side === 'LAY' ? 'LAY' : 'BACK');

async function lockMarket(tx: Tx, marketId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${MARKET_LOCK_SPACE}, hashtext(${marketId}))`);
}

async function hasLiveResult(tx: Tx, marketId: string): Promise<boolean> {
  const [live] = await tx
    .select({ id: marketResults.marketId })
    .from(marketResults)
    .where(and(eq(marketResults.marketId, marketId), isNull(marketResults.undeclaredAt)));
  return live !== undefined;
}

/** A changed order as the player is told about it: the order, the bets matched, the wallet. */
export interface Changed {
  row: OrderRow;
  bets: BetRow[];
  balance: UserBalance;
}

/**
 * Matches `fills` of a locked order (its row as read under the lock), in the caller's transaction
 * holding the market's lock and the wallet: a bet per fill, the order's parts and reservation, the
 * market's reservation from the player's open bets, the wallet's exposure. With `limits` the
 * operator's exposure limits apply to an increase (a new order or a new price; a fill never raises
 * the total, it moves money from the order's reservation to the market's).
 */
async function matchParts(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  wallet: WalletRow,
  fills: readonly Fill[],
  options: { limits: boolean; fillTick?: number },
): Promise<Changed> {
  const [market] = await tx.select().from(betMarkets).where(eq(betMarkets.id, order.marketId));
  if (!market) throw new Error(`order ${order.id}: market ${order.marketId} is not remembered`);
  const now = new Date(ctx.now());
  const side = sideOf(order);
  const inserted: BetRow[] = [];
  for (const fill of fills) {
    const candidate = {
      side,
      selectionId: order.selectionId,
      odds: fill.price,
      rate: null,
      stakeCents: fill.stakeCents,
    };
    const amounts = betAmounts(bookMarketOf(market), candidate);
    const [bet] = await tx
      .insert(bets)
      .values({
        userId: order.userId,
        // Never a client's key (those have no colon): one per matched part.
        idempotencyKey: `fill:${randomUUID()}`,
        requestHash: order.requestHash,
        kind: betKindOf(order.marketType as MarketType),
        matchId: order.matchId,
        marketId: order.marketId,
        marketType: order.marketType,
        marketName: order.marketName,
        eventName: order.eventName,
        eventType: order.eventType,
        beventId: ctx.feed.view(order.matchId)?.fixture.beventId ?? null,
        selectionId: order.selectionId,
        teamName: order.teamName,
        side,
        odds: fill.price.toFixed(2),
        requestedOdds: order.odds,
        stake: fromCents(fill.stakeCents),
        winAmount: fromCents(amounts.winCents),
        lossAmount: fromCents(amounts.lossCents),
        createdAt: now,
        orderId: order.id,
      })
      .returning();
    inserted.push(bet!);
  }
  const matchedNow = fills.reduce((sum, f) => sum + f.stakeCents, 0);
  const unmatched = toCents(order.unmatched) - matchedNow;
  if (unmatched < 0) throw new Error(`order ${order.id}: ${matchedNow} cents matched of ${order.unmatched} left`);
  const reserved = orderReserve(side, Number(order.odds), unmatched);
  const [row] = await tx
    .update(betOrders)
    .set({
      matched: fromCents(toCents(order.matched) + matchedNow),
      unmatched: fromCents(unmatched),
      reserved: fromCents(reserved),
      status: unmatched > 0 ? 'OPEN' : 'FILLED',
      updatedAt: now,
      ...(options.fillTick !== undefined ? { fillTick: options.fillTick } : {}),
    })
    .where(eq(betOrders.id, order.id))
    .returning();

  const [current] = await tx
    .select({ exposure: marketExposures.exposure })
    .from(marketExposures)
    .where(and(eq(marketExposures.userId, order.userId), eq(marketExposures.marketId, order.marketId)));
  const marketBefore = current ? toCents(current.exposure) : 0;
  let marketAfter = marketBefore;
  if (inserted.length > 0) {
    const open = await tx.select().from(bets).where(openBetsOn(order.userId, order.marketId));
    marketAfter = exposureOf(market, open.map(bookBetOf));
    await tx
      .insert(marketExposures)
      .values({
        userId: order.userId,
        marketId: order.marketId,
        matchId: order.matchId,
        exposure: fromCents(marketAfter),
      })
      .onConflictDoUpdate({
        target: [marketExposures.userId, marketExposures.marketId],
        set: { exposure: fromCents(marketAfter) },
      });
  }
  const raise = marketAfter - marketBefore + reserved - toCents(order.reserved);
  const exposure = toCents(wallet.exposure) + raise;
  if (toCents(wallet.balance) - exposure < 0) {
    throw rejected(
      'INSUFFICIENT_BALANCE',
      `Insufficient balance: this order needs ${centsToNumber(exposure - toCents(wallet.balance)).toFixed(2)} more than you have available.`,
    );
  }
  if (options.limits && raise > 0) {
    const { config } = ctx;
    // The market's limit counts its matched book and every order of the player's waiting on it.
    const [others] = await tx
      .select({ total: sql<string>`coalesce(sum(${betOrders.reserved}), 0)` })
      .from(betOrders)
      .where(
        and(
          eq(betOrders.userId, order.userId),
          eq(betOrders.marketId, order.marketId),
          eq(betOrders.status, 'OPEN'),
          ne(betOrders.id, order.id),
        ),
      );
    if (centsToNumber(marketAfter + toCents(String(others?.total ?? '0')) + reserved) > config.marketExposureLimit)
      throw rejected(
        'EXPOSURE_LIMIT',
        `This order would take your exposure on ${order.marketName} over its limit of ${config.marketExposureLimit}.`,
      );
    if (centsToNumber(exposure) > config.exposureLimit)
      throw rejected(
        'EXPOSURE_LIMIT',
        `This order would take your total exposure over your limit of ${config.exposureLimit}.`,
      );
  }
  if (options.limits) {
    // Player protection, under the wallet's lock: the order's stake counts once (its row is left out).
    const stake = toCents(order.stake) - toCents(order.cancelled);
    const [verdict] = rowsOf(
      await tx.execute(
        sql`select protection_check(${order.userId}, ${now.toISOString()}, ${fromCents(stake)}, ${wallet.exposure}, ${fromCents(exposure)}, ${order.id}) as refusal`,
      ),
    );
    if (typeof verdict?.refusal === 'string')
      throw protectionRefused(ctx.db, order.userId, verdict.refusal, `order on ${order.marketName}`, now);
  }
  const [updated] = await tx
    .update(wallets)
    .set({ exposure: fromCents(exposure), updatedAt: now })
    .where(eq(wallets.userId, order.userId))
    .returning();
  return { row: row!, bets: inserted, balance: walletBalance(updated!) };
}

/**
 * Ends what is left of an order (the player cancels, or it lapses), in the caller's transaction
 * holding the market's lock: its unmatched part is cancelled and its reservation returned at once.
 * Null when the order was no longer open.
 */
async function endOrder(
  ctx: AppContext,
  tx: Tx,
  orderId: string,
  userId: string,
  status: 'CANCELLED' | 'LAPSED',
): Promise<Changed | null> {
  const wallet = await lockWallet(tx, userId);
  const [order] = await tx.select().from(betOrders).where(eq(betOrders.id, orderId)).for('update');
  if (!order || order.status !== 'OPEN') return null;
  const now = new Date(ctx.now());
  const [row] = await tx
    .update(betOrders)
    .set({
      cancelled: fromCents(toCents(order.cancelled) + toCents(order.unmatched)),
      unmatched: '0.00',
      reserved: '0.00',
      status,
      updatedAt: now,
    })
    .where(eq(betOrders.id, orderId))
    .returning();
  const exposure = toCents(wallet.exposure) - toCents(order.reserved);
  const [updated] = await tx
    .update(wallets)
    .set({ exposure: fromCents(exposure), updatedAt: now })
    .where(eq(wallets.userId, userId))
    .returning();
  return { row: row!, bets: [], balance: walletBalance(updated!) };
}

/**
 * Tells the player of a changed order, after the transaction: the wallet, the order, and each
 * matched part as a placed bet. A change the market made (a fill, a lapse) carries each matched
 * part on the order's push, for the player's screens to announce; a change the player made answers
 * their own call, so its push carries none (their other screens refresh on it).
 */
function tellPlayer(ctx: AppContext, changed: Changed, by: 'market' | 'player'): void {
  const { row, balance } = changed;
  const order = orderOf(row);
  const placed = changed.bets.map(placedBetOf);
  setImmediate(() => {
    const { realtime } = ctx;
    realtime.balance(row.userId, balance);
    if (by === 'player' || placed.length === 0)
      realtime.toUser(row.userId, 'userOrderUpdated', { order, bet: null, balance });
    for (const bet of placed) {
      if (by === 'market') realtime.toUser(row.userId, 'userOrderUpdated', { order, bet, balance });
      realtime.toUser(row.userId, 'userMatchBetPlaced', { bet, balance });
    }
  });
}

/** Tells a player of an order lapsed by a declaration (the declaration pushes the balance). */
export function tellLapsed(ctx: AppContext, changed: Changed): void {
  ctx.realtime.toUser(changed.row.userId, 'userOrderUpdated', {
    order: orderOf(changed.row),
    bet: null,
    balance: changed.balance,
  });
}

/**
 * Lapses every open order of a market, in a declaration's transaction (which holds the market's
 * lock exclusively): only matched parts settle. Returns the lapsed orders, to tell their players.
 */
export async function lapseMarketOrders(ctx: AppContext, tx: Tx, marketId: string): Promise<Changed[]> {
  const open = await tx
    .select({ id: betOrders.id, userId: betOrders.userId })
    .from(betOrders)
    .where(and(eq(betOrders.marketId, marketId), eq(betOrders.status, 'OPEN')))
    .orderBy(asc(betOrders.userId), asc(betOrders.seq));
  if (open.length === 0) return [];
  // Every wallet the declaration will touch, locked in one order (betting/settle.ts), before any.
  const bettors = await tx
    .selectDistinct({ userId: bets.userId })
    .from(bets)
    .where(and(eq(bets.marketId, marketId), inArray(bets.result, [...OPEN]), isNull(bets.deleteReason)));
  const users = [...new Set([...open.map((o) => o.userId), ...bettors.map((b) => b.userId)])].sort();
  for (const userId of users) await lockWallet(tx, userId);
  const lapsed: Changed[] = [];
  for (const { id, userId } of open) {
    const done = await endOrder(ctx, tx, id, userId, 'LAPSED');
    if (done) lapsed.push(done);
  }
  return lapsed;
}

export class Orders {
  /** The size on offer orders have used (this process's record). */
  readonly liquidity = new Liquidity();
  /** Markets with waiting orders, by match. */
  private readonly waiting = new Map<string, Set<string>>();
  /** The latest tick each market's step is to run for; a market's steps run one at a time. */
  private readonly pending = new Map<string, number>();
  private readonly running = new Map<string, Promise<void>>();
  private detach: (() => void) | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly placement: Placement,
    private readonly onError: (error: unknown, marketId: string) => void = (error, marketId) =>
      console.error(`order matching on ${marketId} failed`, error),
  ) {}

  /**
   * Watches the markets with waiting orders and every feed update after. The list is read from the
   * database at the start and again every `refreshMs`: with several API processes, an order placed
   * through another one is matched here too (and still is if that process stops).
   */
  async start(refreshMs = 5_000): Promise<void> {
    if (this.detach) return;
    const rows = await this.waitingMarkets();
    this.detach = this.ctx.feed.onTick((tick) => this.onTick(tick));
    // A market whose result was declared while nobody watched still lapses its orders.
    for (const { marketId } of rows) this.schedule(marketId, this.ctx.feed.tick);
    const refresh = setInterval(() => {
      this.waitingMarkets().catch((error: unknown) => this.onError(error, 'the list of waiting orders'));
    }, refreshMs);
    refresh.unref();
    const detachTicks = this.detach;
    this.detach = () => {
      clearInterval(refresh);
      detachTicks();
    };
  }

  private async waitingMarkets(): Promise<{ marketId: string; matchId: string }[]> {
    const rows = await this.ctx.db
      .selectDistinct({ marketId: betOrders.marketId, matchId: betOrders.matchId })
      .from(betOrders)
      .where(eq(betOrders.status, 'OPEN'));
    for (const { marketId, matchId } of rows) this.watch(matchId, marketId);
    return rows;
  }

  async stop(): Promise<void> {
    this.detach?.();
    this.detach = null;
    this.pending.clear();
    await this.idle();
  }

  /** Runs the matching step on a market now, as a feed update at `tick` would, and waits for it. */
  async check(marketId: string, tick = this.ctx.feed.tick): Promise<void> {
    this.schedule(marketId, tick);
    await this.idle();
  }

  /** Resolves once no matching step is running or due. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  private watch(matchId: string, marketId: string): void {
    const markets = this.waiting.get(matchId) ?? new Set<string>();
    markets.add(marketId);
    this.waiting.set(matchId, markets);
  }

  private unwatch(matchId: string, marketId: string): void {
    const markets = this.waiting.get(matchId);
    markets?.delete(marketId);
    if (markets?.size === 0) this.waiting.delete(matchId);
    // The record of the size used stays: a later order on the market must not take it again.
  }

  private onTick(tick: FeedTick): void {
    for (const batch of tick.batches) {
      // A market that ended takes no more orders: what was used of it can go.
      for (const change of batch.changes)
        if (change.kind === 'result' || change.kind === 'marketRemoved') this.liquidity.forget(change.marketId);
      const markets = this.waiting.get(batch.matchId);
      if (markets) for (const marketId of markets) this.schedule(marketId, tick.tick);
    }
  }

  private schedule(marketId: string, tick: number): void {
    this.pending.set(marketId, tick);
    if (this.running.has(marketId)) return;
    const run = (async () => {
      for (let due = this.pending.get(marketId); due !== undefined; due = this.pending.get(marketId)) {
        this.pending.delete(marketId);
        try {
          await this.step(marketId, due);
        } catch (error) {
          this.onError(error, marketId);
        }
      }
      this.running.delete(marketId);
    })();
    this.running.set(marketId, run);
  }

  /**
   * One matching step on a market at feed tick `tick`: waiting orders lapse when the market is
   * gone, settled or closed, or (as chosen) at its in-play turn; while it is open, each runner's
   * waiting orders are filled against the size on offer at their price or better.
   */
  private async step(marketId: string, tick: number): Promise<void> {
    const found = this.ctx.feed.market(marketId);
    const open = await this.ctx.db
      .select()
      .from(betOrders)
      .where(and(eq(betOrders.marketId, marketId), eq(betOrders.status, 'OPEN')))
      .orderBy(asc(betOrders.seq));
    if (open.length === 0) {
      if (found) this.unwatch(found.matchId, marketId);
      return;
    }
    const market = found?.market;
    if (!market || market.status === 'CLOSED' || market.result !== null) {
      for (const row of open) await this.end(row, 'LAPSED');
      this.unwatch(open[0]!.matchId, marketId);
      return;
    }
    let live = open;
    if (market.inPlay) {
      const turn = open.filter((row) => row.inPlay === 'LAPSE' && !row.placedInPlay);
      for (const row of turn) await this.end(row, 'LAPSED');
      live = open.filter((row) => !turn.includes(row));
    }
    if (market.status !== 'OPEN') return;
    for (const runner of market.runners) {
      const mine = live.filter((row) => row.selectionId === runner.selectionId);
      if (mine.length === 0 || runner.status !== 'ACTIVE') continue;
      const back = this.liquidity.available(marketId, runner.selectionId, 'BACK', runner.ex.availableToBack);
      const lay = this.liquidity.available(marketId, runner.selectionId, 'LAY', runner.ex.availableToLay);
      const resting = mine.map((row) => ({
        id: row.id,
        side: sideOf(row),
        price: Number(row.odds),
        unmatchedCents: toCents(row.unmatched),
        seq: row.seq,
      }));
      for (const fill of fillResting(resting, back, lay)) {
        const row = mine.find((r) => r.id === fill.id)!;
        await this.fill(row, fill.stakeCents, tick);
        // Whether this process filled it or another did first, that size is taken.
        for (const part of fill.from)
          this.liquidity.use(marketId, runner.selectionId, sideOf(row), part.price, part.stakeCents);
      }
    }
  }

  /** Fills up to `cents` of an order at its price, once per feed tick across every API process. */
  private async fill(row: OrderRow, cents: number, tick: number): Promise<void> {
    let changed: Changed | null;
    try {
      changed = await this.ctx.db.transaction(async (tx) => {
        await lockMarket(tx, row.marketId);
        const wallet = await lockWallet(tx, row.userId);
        const [order] = await tx.select().from(betOrders).where(eq(betOrders.id, row.id)).for('update');
        if (!order || order.status !== 'OPEN') return null;
        if (order.fillTick !== null && order.fillTick >= tick) return null;
        if (await hasLiveResult(tx, order.marketId)) return null;
        const take = Math.min(cents, toCents(order.unmatched));
        return matchParts(this.ctx, tx, order, wallet, [{ price: Number(order.odds), stakeCents: take }], {
          limits: false,
          fillTick: tick,
        });
      });
    } catch (error) {
      // A fill that would leave the wallet short by a rounding cent waits for the next step.
      this.onError(error, row.marketId);
      return;
    }
    if (changed) tellPlayer(this.ctx, changed, 'market');
  }

  private async end(row: OrderRow, status: 'CANCELLED' | 'LAPSED'): Promise<Changed | null> {
    const changed = await this.ctx.db.transaction(async (tx) => {
      await lockMarket(tx, row.marketId);
      return endOrder(this.ctx, tx, row.id, row.userId, status);
    });
    if (changed) tellPlayer(this.ctx, changed, 'market');
    return changed;
  }

  /** The live checks of a placement for an order's market, runner and price. */
  private live(body: { matchId: string; betId: string; selectionId: number; betType: Side; odds: number }) {
    const found = this.ctx.feed.market(body.betId);
    if (!found || found.matchId !== body.matchId)
      throw rejected('MARKET_NOT_FOUND', 'That market is not open for betting.');
    if (!takesOrders(found.market))
      throw rejected(
        'WRONG_KIND',
        `${found.market.name} takes bets at the price on offer only; orders wait on exchange markets.`,
      );
    const checked = this.placement.live(betKindOf(found.market.type), body);
    return { ...checked, side: checked.side === 'LAY' ? ('LAY' as const) : ('BACK' as const) };
  }

  /**
   * The live market for an order after the in-play delay, as a bet is held: refused when the market
   * was suspended meanwhile (`what` is the player's word for it: order, change).
   */
  private async held(target: Parameters<Orders['live']>[0], what: string) {
    const first = this.live(target);
    if (!first.market.inPlay || first.market.betDelay <= 0) return first;
    await this.placement.hold(first.market.betDelay * 1000);
    const now = this.live(target);
    if (now.market.version !== first.market.version)
      throw rejected(
        'MARKET_SUSPENDED',
        `${now.market.name} was suspended while your ${what} was held. Please try again.`,
      );
    return now;
  }

  /** What the player's call answers: the order as it is now, the bets matched by the call, the wallet. */
  private answer(
    changed: Changed,
    fills: readonly Fill[],
    at: { marketId: string; selectionId: number },
  ): OrderOutcome {
    const side = sideOf(changed.row);
    for (const fill of fills) this.liquidity.use(at.marketId, at.selectionId, side, fill.price, fill.stakeCents);
    if (changed.row.status === 'OPEN') this.watch(changed.row.matchId, changed.row.marketId);
    tellPlayer(this.ctx, changed, 'player');
    return {
      order: orderOf(changed.row),
      bets: changed.bets.map(placedBetOf),
      balance: changed.balance,
      created: true,
    };
  }

  /**
   * Places an order: holds it for the in-play delay as a bet is held, matches what the prices on
   * offer take, and leaves the rest waiting at its price; one transaction. A retry with the same
   * key and body answers with the order as it is now.
   */
  async place(userId: string, body: PlaceOrderRequest, sessionId: string | null = null): Promise<OrderOutcome> {
    const hash = orderHash(body);
    const previous = await this.previous(userId, body.idempotencyKey, hash);
    if (previous) return previous;
    const stakeCents = stakeCentsOf(body.stake);
    checkStakeLimits(stakeCents, this.live(body).market);
    const { market, runner, side } = await this.held(body, 'order');
    const fixture = this.ctx.feed.view(body.matchId)?.fixture;
    if (!fixture) throw rejected('MARKET_NOT_FOUND', 'That match is no longer listed.');
    const offered = side === 'BACK' ? runner.ex.availableToBack : runner.ex.availableToLay;
    const levels = this.liquidity.available(market.id, runner.selectionId, side, offered);
    const { fills } = matchOrder(side, body.odds, stakeCents, levels);
    let changed: Changed;
    try {
      changed = await this.ctx.db.transaction(async (tx) => {
        if (sessionId !== null) await this.checkSession(tx, userId, sessionId);
        await lockMarket(tx, market.id);
        const wallet = await lockWallet(tx, userId);
        await tx
          .insert(betMarkets)
          .values({
            id: market.id,
            matchId: body.matchId,
            type: market.type,
            priceKind: market.priceKind,
            name: market.name,
            selectionIds: market.runners.map((r) => r.selectionId),
            range: null,
          })
          .onConflictDoNothing();
        if (await hasLiveResult(tx, market.id))
          throw rejected('MARKET_CLOSED', `${market.name} has a result: it takes no more bets.`);
        const [order] = await tx
          .insert(betOrders)
          .values({
            userId,
            idempotencyKey: body.idempotencyKey,
            requestHash: hash,
            matchId: body.matchId,
            marketId: market.id,
            marketType: market.type,
            marketName: market.name,
            eventName: fixture.title,
            eventType: fixture.sport,
            selectionId: runner.selectionId,
            teamName: runner.nat,
            side,
            odds: body.odds.toFixed(2),
            stake: fromCents(stakeCents),
            matched: '0.00',
            unmatched: fromCents(stakeCents),
            cancelled: '0.00',
            reserved: '0.00',
            status: 'OPEN',
            inPlay: body.inPlay ?? 'LAPSE',
            placedInPlay: market.inPlay,
            createdAt: new Date(this.ctx.now()),
            updatedAt: new Date(this.ctx.now()),
          })
          .returning();
        return matchParts(this.ctx, tx, order!, wallet, fills, { limits: true });
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const winner = await this.previous(userId, body.idempotencyKey, hash);
        if (winner) return winner;
      }
      throw error;
    }
    return this.answer(changed, fills, { marketId: market.id, selectionId: runner.selectionId });
  }

  /** The player cancels what is still unmatched of an order. */
  async cancel(userId: string, orderId: string): Promise<OrderOutcome> {
    const row = await this.own(userId, orderId);
    const changed = await this.ctx.db.transaction(async (tx) => {
      await lockMarket(tx, row.marketId);
      return endOrder(this.ctx, tx, row.id, userId, 'CANCELLED');
    });
    if (!changed) {
      const now = await this.own(userId, orderId);
      throw conflict(`This order has nothing unmatched left to cancel: it is ${now.status.toLowerCase()}.`);
    }
    tellPlayer(this.ctx, changed, 'player');
    return { order: orderOf(changed.row), bets: [], balance: changed.balance, created: true };
  }

  /**
   * The player moves what is still unmatched of an order to a new price: it goes to the back of the
   * queue at that price and matches at once whatever the prices on offer take (one transaction).
   */
  async reprice(userId: string, orderId: string, odds: number): Promise<OrderOutcome> {
    const row = await this.own(userId, orderId);
    if (row.status !== 'OPEN')
      throw conflict(`This order has nothing unmatched left to move: it is ${row.status.toLowerCase()}.`);
    const priceCheck = validatePrice(odds, 'decimal');
    if (!priceCheck.ok) throw rejected('INVALID_ODDS', priceCheck.message);
    const target = {
      matchId: row.matchId,
      betId: row.marketId,
      selectionId: row.selectionId,
      betType: sideOf(row),
      odds,
    };
    const { market, runner } = await this.held(target, 'change');
    const side = sideOf(row);
    const offered = side === 'BACK' ? runner.ex.availableToBack : runner.ex.availableToLay;
    const levels = this.liquidity.available(market.id, runner.selectionId, side, offered);
    let fills: Fill[] = [];
    const changed = await this.ctx.db.transaction(async (tx) => {
      await lockMarket(tx, row.marketId);
      const wallet = await lockWallet(tx, userId);
      const [locked] = await tx.select().from(betOrders).where(eq(betOrders.id, orderId)).for('update');
      if (!locked || locked.status !== 'OPEN')
        throw conflict('This order has nothing unmatched left to move: it was filled or ended meanwhile.');
      ({ fills } = matchOrder(side, odds, toCents(locked.unmatched), levels));
      const [moved] = await tx
        .update(betOrders)
        .set({ odds: odds.toFixed(2), seq: sql`nextval(pg_get_serial_sequence('bet_orders', 'seq'))` })
        .where(eq(betOrders.id, orderId))
        .returning();
      return matchParts(this.ctx, tx, moved!, wallet, fills, { limits: true });
    });
    return this.answer(changed, fills, { marketId: market.id, selectionId: runner.selectionId });
  }

  /** The player's orders: the waiting ones (or all), newest first, optionally of one match. */
  async list(userId: string, query: { matchId?: string; status?: 'OPEN' | 'ALL' }): Promise<BetOrder[]> {
    const rows = await this.ctx.db
      .select()
      .from(betOrders)
      .where(
        and(
          eq(betOrders.userId, userId),
          query.status === 'ALL' ? undefined : eq(betOrders.status, 'OPEN'),
          query.matchId === undefined ? undefined : eq(betOrders.matchId, query.matchId),
        ),
      )
      .orderBy(desc(betOrders.createdAt), desc(betOrders.seq))
      .limit(200);
    return rows.map(orderOf);
  }

  private async own(userId: string, orderId: string): Promise<OrderRow> {
    const [row] = await this.ctx.db
      .select()
      .from(betOrders)
      .where(and(eq(betOrders.id, orderId), eq(betOrders.userId, userId)));
    if (!row) throw notFound('Order not found.');
    return row;
  }

  /** The order already placed under this key (same body), as it is now; a different body is 409. */
  private async previous(userId: string, key: string, hash: string): Promise<OrderOutcome | null> {
    const [row] = await this.ctx.db
      .select()
      .from(betOrders)
      .where(and(eq(betOrders.userId, userId), eq(betOrders.idempotencyKey, key)));
    if (!row) return null;
    if (row.requestHash !== hash) throw conflict('That idempotency key was used for a different order.');
    const matched = await this.ctx.db.select().from(bets).where(eq(bets.orderId, row.id)).orderBy(asc(bets.seq));
    return {
      order: orderOf(row),
      bets: matched.map(placedBetOf),
      balance: await readBalance(this.ctx.db, userId),
      created: false,
    };
  }

  /** A login served from memory is checked live in the transaction, as a placement does. */
  private async checkSession(tx: Tx, userId: string, sessionId: string): Promise<void> {
    const now = new Date(this.ctx.now()).toISOString();
    const result = await tx.execute(sql`select 1 from sessions s join users u on u.id = s.user_id
      where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > ${now}
        and (not u.is_demo or u.demo_leased_until > ${now})`);
    if ((result as { rows: unknown[] }).rows.length === 0) throw unauthorized();
  }
}
