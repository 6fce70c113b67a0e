/**
 * Results and corrections: declare (exactly once per bet and result version), undeclare (exact
 * reversals, exposure reserved again), void, and bet deletion. Each runs in one transaction over
 * every affected wallet, locked in a fixed order; events leave after the commit.
 */
import { lapseMarketOrders, tellLapsed } from './orders.js';
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { DeleteBetEvent } from '@backlay/shared/api';
import { commissionCents, commissionRateOf, ResultMismatchError } from '@backlay/shared/betting';
import type { Market, MarketResult, MarketType } from '@backlay/shared/sports';
import type { AppContext } from '../context.js';
import {
  betMarkets,
  betSettlements,
  bets,
  marketCommissions,
  marketExposures,
  marketResults,
  wallets,
} from '../db/schema.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { lockWallet, postEntry, readBalance, type Tx } from '../wallet/ledger.js';
import { centsToNumber, fromCents, toCents } from '../wallet/money.js';
import {
  bookBetOf,
  exposureOf,
  MARKET_LOCK_SPACE,
  OPEN,
  openBetsOn,
  SESSION_TYPES,
  settleRows,
  type BetMarketRow,
  type BetRow,
} from './rows.js';

export type ResultSource = 'feed' | 'operator';

export interface DeclareRequest {
  marketId: string;
  result: MarketResult;
  source: ResultSource;
  actor?: string;
}

export interface DeclareOutcome {
  marketId: string;
  version: number;
  /** Bets settled by this declaration. */
  settled: number;
  /** Players whose balance changed. */
  players: number;
  /** The same result was already live: nothing happened. */
  repeated: boolean;
}

export interface UndeclareOutcome {
  marketId: string;
  version: number;
  reopened: number;
  players: number;
}

export interface DeleteRequest {
  betIds: string[];
  reason: string;
  /** Remove the rows as well (only open or already deleted bets). */
  permanent?: boolean;
  actor?: string;
}

/** What to tell whom once a transaction has committed. */
type Notice = () => void;

function describe(result: MarketResult): string {
  switch (result.type) {
    case 'winner':
      return `winner ${result.name}`;
    case 'runs':
      return `result ${result.runs}`;
    case 'yesNo':
      return `result ${result.outcome}`;
    case 'void':
      return `void (${result.reason})`;
    case 'card':
      return `round ${result.mid} result ${result.win}`;
  }
}

/** Whether two results settle the same way (jsonb does not keep key order, so compare fields). */
export function sameResult(a: MarketResult, b: MarketResult): boolean {
  switch (a.type) {
    case 'winner':
      return b.type === 'winner' && a.selectionId === b.selectionId;
    case 'runs':
      return b.type === 'runs' && a.runs === b.runs;
    case 'yesNo':
      return b.type === 'yesNo' && a.outcome === b.outcome;
    case 'void':
      return b.type === 'void';
    case 'card':
      return (
        b.type === 'card' &&
        a.mid === b.mid &&
        a.win === b.win &&
        a.dealt.length === b.dealt.length &&
        a.dealt.every((d, i) => d.hand === b.dealt[i]!.hand && d.card === b.dealt[i]!.card)
      );
  }
}

function groupByUser(rows: BetRow[]): [string, BetRow[]][] {
  const byUser = new Map<string, BetRow[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  // One lock order for every multi-wallet transaction, so two of them never wait on each other.
  return [...byUser.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export class Settlement {
  constructor(private readonly ctx: AppContext) {}

  private notifyBalances(userIds: Iterable<string>): Notice[] {
    return [...userIds].map((userId) => async () => {
      const balance = await readBalance(this.ctx.db, userId).catch(() => null);
      if (balance) this.ctx.realtime.balance(userId, balance);
    });
  }

  private flush(notices: Notice[]): void {
    for (const notice of notices) {
      try {
        void Promise.resolve(notice()).catch(() => undefined);
      } catch {
        // A closed socket server must not undo a committed settlement.
      }
    }
  }

  /** The remembered market, created from the live feed when no bet has been placed on it yet. */
  private async marketRow(tx: Tx, marketId: string, lock: boolean): Promise<BetMarketRow | undefined> {
    const live = this.ctx.feed.market(marketId) ?? this.ctx.manualSessions.market(marketId);
    if (live) {
      const m: Market = live.market;
      await tx
        .insert(betMarkets)
        .values({
          id: m.id,
          matchId: live.matchId,
          type: m.type,
          priceKind: m.priceKind,
          name: m.name,
          selectionIds: m.runners.map((r) => r.selectionId),
          range: m.session?.range ?? null,
        })
        .onConflictDoNothing();
    }
    if (lock) await tx.execute(sql`select pg_advisory_xact_lock(${MARKET_LOCK_SPACE}, hashtext(${marketId}))`);
    const [row] = await tx.select().from(betMarkets).where(eq(betMarkets.id, marketId));
    return row;
  }

  /** Sets a player's reservation on one market and the wallet's total to match; returns the change. */
  private async reserve(tx: Tx, userId: string, market: BetMarketRow, exposureCents: number): Promise<number> {
    const [current] = await tx
      .select({ exposure: marketExposures.exposure })
      .from(marketExposures)
      .where(and(eq(marketExposures.userId, userId), eq(marketExposures.marketId, market.id)));
    const before = current ? toCents(current.exposure) : 0;
    if (exposureCents === 0) {
      if (current)
        await tx
          .delete(marketExposures)
          .where(and(eq(marketExposures.userId, userId), eq(marketExposures.marketId, market.id)));
    } else {
      await tx
        .insert(marketExposures)
        .values({ userId, marketId: market.id, matchId: market.matchId, exposure: fromCents(exposureCents) })
        .onConflictDoUpdate({
          target: [marketExposures.userId, marketExposures.marketId],
          set: { exposure: fromCents(exposureCents) },
        });
    }
    const delta = exposureCents - before;
    if (delta !== 0) {
      const wallet = await lockWallet(tx, userId);
      const exposure = toCents(wallet.exposure) + delta;
      if (toCents(wallet.balance) - exposure < 0) {
        throw conflict(
          `Player ${userId} would be left ${centsToNumber(exposure - toCents(wallet.balance)).toFixed(2)} short of their exposure; nothing was changed.`,
        );
      }
      await tx
        .update(wallets)
        .set({ exposure: fromCents(exposure), updatedAt: new Date(this.ctx.now()) })
        .where(eq(wallets.userId, userId));
    }
    return delta;
  }

  private resultEvents(market: BetMarketRow, result: MarketResult, pnlByUser: Map<string, number>): Notice[] {
    const type = market.type as MarketType;
    const session = SESSION_TYPES.has(type);
    const notices: Notice[] = [];
    if (type === 'card') {
      for (const [userId, cents] of pnlByUser) {
        const payload = {
          matchId: market.matchId,
          betId: market.id,
          marketType: type,
          result,
          profitLoss: centsToNumber(cents),
        };
        notices.push(() => this.ctx.realtime.toUser(userId, 'cardResult', payload));
      }
      return notices;
    }
    for (const [userId, cents] of pnlByUser) {
      const payload = {
        matchId: market.matchId,
        betId: market.id,
        marketType: type,
        result,
        profitLoss: centsToNumber(cents),
      };
      notices.push(() => {
        if (session)
          this.ctx.realtime.toUser(userId, result.type === 'void' ? 'sessionNoResult' : 'sessionResult', payload);
        else this.ctx.realtime.toUser(userId, 'matchResultDeclared', payload);
      });
    }
    if (!session) {
      notices.push(() =>
        this.ctx.realtime.toAll('declaredMatchResultAllUser', {
          matchId: market.matchId,
          betId: market.id,
          marketType: type,
          result,
          profitLoss: 0,
        }),
      );
    }
    return notices;
  }

  async declare(req: DeclareRequest): Promise<DeclareOutcome> {
    const at = new Date(this.ctx.now());
    const done = await this.ctx.db.transaction(async (tx) => {
      const market = await this.marketRow(tx, req.marketId, true);
      if (!market) throw notFound(`Market ${req.marketId} is not known.`);
      try {
        settleRows(market, [], req.result);
      } catch (error) {
        if (error instanceof ResultMismatchError)
          throw badRequest(`That result does not fit ${market.name}: ${error.message}.`);
        throw error;
      }
      const [live] = await tx
        .select()
        .from(marketResults)
        .where(and(eq(marketResults.marketId, market.id), isNull(marketResults.undeclaredAt)));
      if (live) {
        if (sameResult(live.result, req.result)) {
          return {
            market,
            version: live.version,
            settled: 0,
            pnlByUser: new Map<string, number>(),
            lapsed: [],
            repeated: true,
          };
        }
        throw conflict(`${market.name} already has a result (${describe(live.result)}). Undeclare it first.`);
      }
      const [last] = await tx
        .select({ v: max(marketResults.version) })
        .from(marketResults)
        .where(eq(marketResults.marketId, market.id));
      const version = (last?.v ?? 0) + 1;
      await tx.insert(marketResults).values({
        marketId: market.id,
        matchId: market.matchId,
        version,
        result: req.result,
        source: req.source,
        declaredAt: at,
      });

      // Only matched parts settle: what still waits of the market's orders lapses first.
      const lapsed = await lapseMarketOrders(this.ctx, tx, market.id);
      const open = await tx
        .select()
        .from(bets)
        .where(and(eq(bets.marketId, market.id), inArray(bets.result, [...OPEN]), isNull(bets.deleteReason)))
        .orderBy(asc(bets.seq));
      const pnlByUser = new Map<string, number>();
      for (const [userId, rows] of groupByUser(open)) {
        await lockWallet(tx, userId);
        const results = settleRows(market, rows.map(bookBetOf), req.result);
        let net = 0;
        for (let i = 0; i < rows.length; i++) {
          const row = rows[i]!;
          const cents = results[i]!;
          net += cents;
          await tx
            .update(bets)
            .set({
              result: req.result.type === 'void' ? 'TIE' : cents > 0 ? 'WIN' : cents < 0 ? 'LOSS' : 'TIE',
              profitLoss: fromCents(cents),
              settledAt: at,
            })
            .where(eq(bets.id, row.id));
        }
        // Release first: the loss is paid out of what the market had reserved.
        await this.reserve(tx, userId, market, 0);
        let entryId: number | null = null;
        if (net !== 0) {
          const posted = await postEntry(tx, {
            userId,
            type: net > 0 ? 'win' : 'loss',
            amountCents: net,
            description: `${rows[0]!.eventName} · ${market.name} · ${describe(req.result)}`,
            reference: `market:${market.id}`,
            idempotencyKey: `settle:${market.id}:v${version}:${userId}`,
            actor: req.actor ?? req.source,
            at: at.getTime(),
          });
          entryId = posted.entryId;
        }
        await tx
          .insert(betSettlements)
          .values(rows.map((row, i) => ({ betId: row.id, version, profitLoss: fromCents(results[i]!), entryId })));
        // Commission: once per market, on the player's net winnings, as its own ledger line.
        const rateBp = commissionRateOf(this.ctx.config.commissionRates, market.type as MarketType);
        const commission = commissionCents(net, rateBp);
        if (commission > 0) {
          const charged = await postEntry(tx, {
            userId,
            type: 'commission',
            amountCents: -commission,
            description: `${rows[0]!.eventName} · ${market.name} · commission ${rateBp / 100} % of ${centsToNumber(net).toFixed(2)}`,
            reference: `market:${market.id}`,
            idempotencyKey: `commission:${market.id}:v${version}:${userId}`,
            actor: req.actor ?? req.source,
            at: at.getTime(),
          });
          await tx.insert(marketCommissions).values({
            userId,
            marketId: market.id,
            version,
            net: fromCents(net),
            rateBp,
            amount: fromCents(commission),
            entryId: charged.entryId,
          });
        }
        pnlByUser.set(userId, net);
      }
      return { market, version, settled: open.length, pnlByUser, lapsed, repeated: false };
    });
    if (!done.repeated) {
      const lapsedUsers = done.lapsed.map((changed) => changed.row.userId);
      this.flush([
        ...this.notifyBalances(new Set([...done.pnlByUser.keys(), ...lapsedUsers])),
        ...this.resultEvents(done.market, req.result, done.pnlByUser),
        ...done.lapsed.map((changed) => () => tellLapsed(this.ctx, changed)),
      ]);
    }
    return {
      marketId: done.market.id,
      version: done.version,
      settled: done.settled,
      players: done.pnlByUser.size,
      repeated: done.repeated,
    };
  }

  async undeclare(marketId: string, actor = 'operator'): Promise<UndeclareOutcome> {
    const at = new Date(this.ctx.now());
    const done = await this.ctx.db.transaction(async (tx) => {
      const market = await this.marketRow(tx, marketId, true);
      if (!market) throw notFound(`Market ${marketId} is not known.`);
      const [live] = await tx
        .select()
        .from(marketResults)
        .where(and(eq(marketResults.marketId, marketId), isNull(marketResults.undeclaredAt)));
      if (!live) throw notFound(`${market.name} has no declared result to undeclare.`);
      await tx.update(marketResults).set({ undeclaredAt: at }).where(eq(marketResults.id, live.id));

      const settled = await tx
        .select({ bet: bets, profitLoss: betSettlements.profitLoss })
        .from(betSettlements)
        .innerJoin(bets, eq(bets.id, betSettlements.betId))
        .where(
          and(
            eq(bets.marketId, marketId),
            eq(betSettlements.version, live.version),
            eq(betSettlements.reversed, false),
          ),
        )
        .orderBy(asc(bets.seq));
      const byId = new Map(settled.map((s) => [s.bet.id, toCents(s.profitLoss)]));
      const commissions = await tx
        .select()
        .from(marketCommissions)
        .where(
          and(
            eq(marketCommissions.marketId, marketId),
            eq(marketCommissions.version, live.version),
            eq(marketCommissions.reversed, false),
          ),
        );
      const commissionOf = new Map(commissions.map((c) => [c.userId, toCents(c.amount)]));
      const users: string[] = [];
      for (const [userId, rows] of groupByUser(settled.map((s) => s.bet))) {
        const wallet = await lockWallet(tx, userId);
        const net = rows.reduce((sum, row) => sum + (byId.get(row.id) ?? 0), 0);
        const commission = commissionOf.get(userId) ?? 0;
        const reserve = exposureOf(market, rows.map(bookBetOf));
        // The commission taken comes back with the winnings given back.
        const available = toCents(wallet.balance) - net + commission - toCents(wallet.exposure) - reserve;
        if (available < 0) {
          throw conflict(
            `Player ${userId} would be left ${centsToNumber(-available).toFixed(2)} short after giving back this result; nothing was changed.`,
          );
        }
        // The commission first: the winnings are given back out of a balance that has it again.
        if (commission > 0) {
          await postEntry(tx, {
            userId,
            type: 'commission',
            amountCents: commission,
            description: `${rows[0]!.eventName} · ${market.name} · commission given back (result undeclared)`,
            reference: `market:${market.id}`,
            idempotencyKey: `uncommission:${market.id}:v${live.version}:${userId}`,
            actor,
            at: at.getTime(),
          });
          await tx
            .update(marketCommissions)
            .set({ reversed: true })
            .where(
              and(
                eq(marketCommissions.userId, userId),
                eq(marketCommissions.marketId, marketId),
                eq(marketCommissions.version, live.version),
              ),
            );
        }
        if (net !== 0) {
          await postEntry(tx, {
            userId,
            type: net > 0 ? 'loss' : 'win',
            amountCents: -net,
            description: `${rows[0]!.eventName} · ${market.name} · result undeclared`,
            reference: `market:${market.id}`,
            idempotencyKey: `unsettle:${market.id}:v${live.version}:${userId}`,
            actor,
            at: at.getTime(),
          });
        }
        const ids = rows.map((r) => r.id);
        await tx
          .update(bets)
          .set({ result: 'UNDECLARE', profitLoss: null, settledAt: null })
          .where(inArray(bets.id, ids));
        await tx
          .update(betSettlements)
          .set({ reversed: true })
          .where(and(inArray(betSettlements.betId, ids), eq(betSettlements.version, live.version)));
        await this.reserve(tx, userId, market, reserve);
        users.push(userId);
      }
      return { market, version: live.version, reopened: settled.length, users };
    });
    const type = done.market.type as MarketType;
    const payload = { matchId: done.market.matchId, betId: done.market.id, marketType: type };
    const session = SESSION_TYPES.has(type);
    const notices: Notice[] = [
      ...this.notifyBalances(done.users),
      ...done.users.map(
        (userId) => () =>
          this.ctx.realtime.toUser(userId, session ? 'sessionResultUnDeclare' : 'matchResultUnDeclared', payload),
      ),
    ];
    if (!session && type !== 'card')
      notices.push(() => this.ctx.realtime.toAll('unDeclaredMatchResultAllUser', payload));
    this.flush(notices);
    return { marketId, version: done.version, reopened: done.reopened, players: done.users.length };
  }

  /**
   * Deletes open bets with a reason: they leave the player's positions and their exposure is
   * recomputed. Already deleted bets get the new reason (or are removed, when permanent).
   */
  async deleteBets(req: DeleteRequest): Promise<{ deleted: number; updated: number; removed: number }> {
    const reason = req.reason.trim();
    if (reason.length === 0 || reason.length > 200)
      throw badRequest('A delete reason of 1–200 characters is required.');
    const ids = [...new Set(req.betIds)];
    if (ids.length === 0) throw badRequest('Name at least one bet.');
    const done = await this.ctx.db.transaction(async (tx) => {
      // Hold each market the bets are on (shared, as placements do) before reading them: a
      // declaration or undeclare takes it exclusively, so a bet cannot be settled between the
      // check below and its deletion. Markets first, then wallets, as everywhere else.
      const named = await tx.selectDistinct({ marketId: bets.marketId }).from(bets).where(inArray(bets.id, ids));
      for (const marketId of named.map((r) => r.marketId).sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock_shared(${MARKET_LOCK_SPACE}, hashtext(${marketId}))`);
      }
      const rows = await tx.select().from(bets).where(inArray(bets.id, ids));
      const missing = ids.filter((id) => !rows.some((r) => r.id === id));
      if (missing.length > 0) throw notFound(`No such bet: ${missing.join(', ')}.`);
      const settled = rows.filter((r) => !OPEN.includes(r.result as (typeof OPEN)[number]));
      if (settled.length > 0)
        throw conflict(`Bet ${settled[0]!.id} is settled; undeclare its market before deleting it.`);
      const casino = rows.find((r) => r.kind === 'casino');
      if (casino) throw conflict(`Bet ${casino.id} is a provider casino round: the provider settles or rolls it back.`);
      let deleted = 0;
      let updated = 0;
      const events: {
        userId: string;
        type: 'matchDeleteBet' | 'sessionDeleteBet' | 'updateDeleteReason';
        payload: DeleteBetEvent;
      }[] = [];
      const users: string[] = [];
      for (const [userId, userRows] of groupByUser(rows)) {
        await lockWallet(tx, userId);
        users.push(userId);
        const byMarket = new Map<string, BetRow[]>();
        for (const row of userRows) byMarket.set(row.marketId, [...(byMarket.get(row.marketId) ?? []), row]);
        // New reservations are applied releases first: the player is refused only when the end
        // state leaves them short, whatever order the markets come in.
        const changes: { market: BetMarketRow; exposureCents: number; delta: number }[] = [];
        for (const [marketId, marketRows] of byMarket) {
          const fresh = marketRows.filter((r) => r.deleteReason === null);
          const again = marketRows.filter((r) => r.deleteReason !== null);
          if (fresh.length > 0) {
            await tx
              .update(bets)
              .set({ deleteReason: reason })
              .where(
                inArray(
                  bets.id,
                  fresh.map((r) => r.id),
                ),
              );
            const market = await this.marketRow(tx, marketId, false);
            if (!market) throw notFound(`Market ${marketId} is not known.`);
            const remaining = await tx.select().from(bets).where(openBetsOn(userId, marketId));
            const exposureCents = exposureOf(market, remaining.map(bookBetOf));
            const [held] = await tx
              .select({ exposure: marketExposures.exposure })
              .from(marketExposures)
              .where(and(eq(marketExposures.userId, userId), eq(marketExposures.marketId, marketId)));
            changes.push({ market, exposureCents, delta: exposureCents - (held ? toCents(held.exposure) : 0) });
            deleted += fresh.length;
            const type = SESSION_TYPES.has(fresh[0]!.marketType) ? 'sessionDeleteBet' : 'matchDeleteBet';
            events.push({
              userId,
              type,
              payload: {
                matchId: fresh[0]!.matchId,
                betId: marketId,
                betIds: fresh.map((r) => r.id),
                deleteReason: reason,
                permanent: req.permanent === true,
              },
            });
          }
          if (again.length > 0) {
            if (!req.permanent) {
              await tx
                .update(bets)
                .set({ deleteReason: reason })
                .where(
                  inArray(
                    bets.id,
                    again.map((r) => r.id),
                  ),
                );
              updated += again.length;
            }
            events.push({
              userId,
              type: req.permanent
                ? SESSION_TYPES.has(again[0]!.marketType)
                  ? 'sessionDeleteBet'
                  : 'matchDeleteBet'
                : 'updateDeleteReason',
              payload: {
                matchId: again[0]!.matchId,
                betId: marketId,
                betIds: again.map((r) => r.id),
                deleteReason: reason,
                permanent: req.permanent === true,
              },
            });
          }
        }
        for (const change of changes.sort((a, b) => a.delta - b.delta))
          await this.reserve(tx, userId, change.market, change.exposureCents);
      }
      let removed = 0;
      if (req.permanent) {
        await tx.delete(bets).where(inArray(bets.id, ids));
        removed = ids.length;
      }
      return { deleted, updated, removed, events, users };
    });
    this.flush([
      ...this.notifyBalances(done.users),
      ...done.events.map((e) => () => this.ctx.realtime.toUser(e.userId, e.type, e.payload)),
    ]);
    return { deleted: done.deleted, updated: done.updated, removed: done.removed };
  }

  /** The player withdraws open race bets while the race has not started. */
  async withdrawRaceBets(userId: string, matchId: string, betIds: string[]): Promise<{ deleted: number }> {
    const ids = [...new Set(betIds)];
    if (ids.length === 0) throw badRequest('Choose the bets to withdraw.');
    const rows = await this.ctx.db
      .select()
      .from(bets)
      .where(and(inArray(bets.id, ids), eq(bets.userId, userId)));
    if (rows.length !== ids.length) throw notFound('Some of those bets are not yours or do not exist.');
    for (const row of rows) {
      if (row.kind !== 'raceBetting' || row.matchId !== matchId)
        throw badRequest('Only your bets on this race can be withdrawn here.');
      if (row.deleteReason !== null || !OPEN.includes(row.result as (typeof OPEN)[number]))
        throw conflict('That bet is no longer open.');
    }
    const view = this.ctx.feed.view(matchId);
    if (!view || view.fixture.inPlay || view.fixture.finished)
      throw conflict('The race is off: bets can no longer be withdrawn.');
    const result = await this.deleteBets({
      betIds: ids,
      reason: 'Withdrawn by the player before the off',
      actor: userId,
    });
    return { deleted: result.deleted };
  }
}
