/**
 * Bet placement: validate against the live market, hold in-play bets for the market's delay,
 * re-check the price, then reserve the new exposure and record the bet in one transaction.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  BET_KIND_MARKETS,
  BET_KIND_PATHS,
  betKindOf,
  type BetKind,
  type BetSide,
  type PlaceBetRequest,
  type PlacedBet,
} from '@backlay/shared/api';
import {
  acceptsSessionPrice,
  betAmounts,
  bookFamily,
  fillPrice,
  validatePrice,
  validateStake,
  type BookBet,
  type BookMarket,
  type BetAmounts,
} from '@backlay/shared/betting';
import type { Market, Runner } from '@backlay/shared/sports';
import type { AppContext } from '../context.js';
import { betMarkets, bets, marketExposures, marketResults, wallets } from '../db/schema.js';
import { conflict } from '../errors.js';
import { lockWallet } from '../wallet/ledger.js';
import { centsToNumber, fromCents, toCents } from '../wallet/money.js';
import { rejected } from './errors.js';
import { MARKET_LOCK_SPACE } from './rows.js';
import { bookBetOf, exposureOf, OPEN, placedBetOf, type BetRow } from './rows.js';

export interface PlaceOutcome {
  bet: PlacedBet;
  /** False when the idempotency key had been used for this same bet: nothing new happened. */
  created: boolean;
}

/** The hash that tells a retry (same body) from a different bet under a reused key. */
export function requestHash(kind: BetKind, body: PlaceBetRequest): string {
  const fields = [
    kind,
    body.matchId,
    body.betId,
    body.selectionId,
    body.betType,
    body.odds,
    body.ratePercent ?? '',
    body.stake,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Normalises the side to the market family's words: YES/NO on run lines, BACK/LAY elsewhere. */
function sideFor(market: Market, given: BetSide): BetSide {
  const family = bookFamily(market.type, market.priceKind);
  const backish = given === 'BACK' || given === 'YES';
  if (family === 'khado' && !backish) throw rejected('INVALID_SIDE', 'Khado markets take YES bets only.');
  if (family === 'line' || family === 'meter' || family === 'khado') return backish ? 'YES' : 'NO';
  return backish ? 'BACK' : 'LAY';
}

export function stakeCentsOf(stake: number): number {
  if (!Number.isFinite(stake) || stake <= 0) throw rejected('INVALID_STAKE', 'Enter a stake greater than 0.');
  const cents = Math.round(stake * 100);
  if (Math.abs(cents - stake * 100) > 1e-6) throw rejected('INVALID_STAKE', 'A stake has at most two decimals.');
  return cents;
}

interface Matched {
  odds: number;
  rate: number | null;
}

/** The price a bet gets now, or a PRICE_CHANGED refusal carrying what is on offer. */
function matchPrice(market: Market, runner: Runner, side: BetSide, body: PlaceBetRequest): Matched {
  const backish = side === 'BACK' || side === 'YES';
  const levels = backish ? runner.ex.availableToBack : runner.ex.availableToLay;
  const better = body.acceptBetterOdds !== false;
  if (levels.length === 0)
    throw rejected(
      'MARKET_SUSPENDED',
      `${runner.nat} has no ${backish ? 'back' : 'lay'} price on offer right now.`,
      null,
    );
  if (market.priceKind === 'line') {
    const top = levels[0]!;
    const rate = body.ratePercent;
    if (rate === undefined || !Number.isInteger(rate) || rate < 1)
      throw rejected('INVALID_ODDS', 'A session bet needs its rate (ratePercent).');
    const available = { line: top.price, rate: top.size };
    const current = { odds: top.price, ratePercent: top.size };
    if (!acceptsSessionPrice(side === 'YES' ? 'YES' : 'NO', { line: body.odds, rate }, available)) {
      throw rejected('PRICE_CHANGED', `The price has changed: ${side} is now ${top.price} at ${top.size}.`, current);
    }
    return better ? { odds: available.line, rate: available.rate } : { odds: body.odds, rate };
  }
  const prices = levels.map((l) => l.price);
  const exchangeSide = backish ? 'BACK' : 'LAY';
  const best = prices[0]!;
  const fill = fillPrice(exchangeSide, body.odds, prices);
  if (fill === null) {
    throw rejected(
      'PRICE_CHANGED',
      `The price has changed: ${backish ? 'back' : 'lay'} ${runner.nat} is now ${best}.`,
      { odds: best },
    );
  }
  return { odds: better ? fill : body.odds, rate: null };
}

/** A bet checked against its market and priced, ready to be reserved and recorded. */
export interface PreparedBet {
  kind: BetKind;
  body: PlaceBetRequest;
  hash: string;
  /** The market as remembered for settlement (bet_markets). */
  market: typeof betMarkets.$inferInsert & { id: string; name: string };
  candidate: BookBet;
  amounts: BetAmounts;
  bet: {
    marketType: string;
    marketName: string;
    eventName: string;
    eventType: string;
    teamName: string;
    requestedOdds: number;
  };
  /** Throws when the bet can no longer be taken; given the player's open bets on the market. */
  recheck?: (open: BetRow[]) => void;
}

export class Placement {
  /** How an in-play bet is held; tests replace it to move the market during the delay. */
  hold: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  constructor(private readonly ctx: AppContext) {}

  /** Checks everything the live market decides; returns the market, runner and normalised side. */
  private live(kind: BetKind, body: PlaceBetRequest) {
    const found = this.ctx.feed.market(body.betId);
    if (!found || found.matchId !== body.matchId)
      throw rejected('MARKET_NOT_FOUND', 'That market is not open for betting.');
    const { market } = found;
    if (!BET_KIND_MARKETS[kind].includes(market.type)) {
      throw rejected('WRONG_KIND', `${market.name} bets are placed through ${BET_KIND_PATHS[betKindOf(market.type)]}.`);
    }
    if (market.status === 'CLOSED' || market.result !== null)
      throw rejected('MARKET_CLOSED', `${market.name} is closed.`);
    if (market.status !== 'OPEN')
      throw rejected('MARKET_SUSPENDED', `${market.name} is ${market.status.toLowerCase()}. Try again in a moment.`);
    const runner = market.runners.find((r) => r.selectionId === body.selectionId);
    if (!runner) throw rejected('INVALID_SELECTION', `There is no runner ${body.selectionId} in ${market.name}.`);
    if (runner.status !== 'ACTIVE')
      throw rejected('MARKET_SUSPENDED', `${runner.nat} is ${runner.status.toLowerCase()}.`);
    const side = sideFor(market, body.betType);
    const priceCheck = validatePrice(body.odds, market.priceKind);
    if (!priceCheck.ok) throw rejected('INVALID_ODDS', priceCheck.message);
    return { market, runner, side };
  }

  async place(userId: string, kind: BetKind, body: PlaceBetRequest): Promise<PlaceOutcome> {
    const hash = requestHash(kind, body);
    const previous = await this.previous(userId, body.idempotencyKey, hash);
    if (previous) return { bet: placedBetOf(previous), created: false };

    const stakeCents = stakeCentsOf(body.stake);
    let { market, runner, side } = this.live(kind, body);
    const limits = validateStake(stakeCents, { minCents: market.minBet * 100, maxCents: market.maxBet * 100 });
    if (!limits.ok) {
      const code =
        limits.code === 'STAKE_BELOW_MIN' || limits.code === 'STAKE_ABOVE_MAX' ? limits.code : 'INVALID_STAKE';
      throw rejected(code, `Stake must be between ${market.minBet} and ${market.maxBet}.`);
    }
    if (market.inPlay && market.betDelay > 0) {
      // A price already gone is refused now, not after the delay.
      matchPrice(market, runner, side, body);
      const version = market.version;
      await this.hold(market.betDelay * 1000);
      ({ market, runner, side } = this.live(kind, body));
      if (market.version !== version)
        throw rejected('MARKET_SUSPENDED', `${market.name} was suspended while your bet was held. Please try again.`);
    }
    const matched = matchPrice(market, runner, side, body);
    const fixture = this.ctx.feed.view(body.matchId)?.fixture;
    if (!fixture) throw rejected('MARKET_NOT_FOUND', 'That match is no longer listed.');

    const bookMarket: BookMarket = {
      type: market.type,
      priceKind: market.priceKind,
      selectionIds: market.runners.map((r) => r.selectionId),
      range: market.session?.range ?? null,
    };
    const candidate: BookBet = {
      side,
      selectionId: runner.selectionId,
      odds: matched.odds,
      rate: matched.rate,
      stakeCents,
    };
    return this.commit(userId, {
      kind,
      body,
      hash,
      market: {
        id: market.id,
        matchId: body.matchId,
        type: market.type,
        priceKind: market.priceKind,
        name: market.name,
        selectionIds: [...bookMarket.selectionIds],
        range: bookMarket.range,
      },
      candidate,
      amounts: betAmounts(bookMarket, candidate),
      bet: {
        marketType: market.type,
        marketName: market.name,
        eventName: fixture.title,
        eventType: fixture.sport,
        teamName: runner.nat,
        requestedOdds: body.odds,
      },
    });
  }

  /**
   * Reserves the bet's exposure and records it, in one transaction. `recheck` runs inside it, after
   * the market lock, for rules that depend on the moment of commit (a card window closing).
   */
  async commit(userId: string, p: PreparedBet): Promise<PlaceOutcome> {
    const { db, config } = this.ctx;
    const { market, candidate, amounts, body } = p;
    try {
      const row = await db.transaction(async (tx): Promise<BetRow> => {
        // Shares the market with other placements; a declaration takes it exclusively, so no bet
        // slips in beside a result being settled. (An advisory lock, not a row lock: fifty
        // placements sharing one hot row would queue on its lock bookkeeping.) A repeated key
        // fails the unique index on insert. The market first, then the wallet: declare and
        // undeclare lock in that order too, and the other order deadlocks against them.
        await tx.execute(sql`select pg_advisory_xact_lock_shared(${MARKET_LOCK_SPACE}, hashtext(${market.id}))`);
        const wallet = await lockWallet(tx, userId);
        const remembered = () =>
          tx
            .select({ market: betMarkets, live: marketResults.id })
            .from(betMarkets)
            .leftJoin(marketResults, and(eq(marketResults.marketId, betMarkets.id), isNull(marketResults.undeclaredAt)))
            .where(eq(betMarkets.id, market.id));
        let [known] = await remembered();
        if (!known) {
          await tx.insert(betMarkets).values(market).onConflictDoNothing();
          [known] = await remembered();
        }
        if (!known) throw rejected('MARKET_NOT_FOUND', 'That market is not open for betting.');
        if (known.live !== null) throw rejected('MARKET_CLOSED', `${market.name} has a result: it takes no more bets.`);

        const open = await tx
          .select()
          .from(bets)
          .where(
            and(
              eq(bets.userId, userId),
              eq(bets.marketId, market.id),
              inArray(bets.result, [...OPEN]),
              isNull(bets.deleteReason),
            ),
          );
        p.recheck?.(open);
        const before = exposureOf(known.market, open.map(bookBetOf));
        const after = exposureOf(known.market, [...open.map(bookBetOf), candidate]);
        const balance = toCents(wallet.balance);
        const exposure = toCents(wallet.exposure) + after - before;
        if (balance - exposure < 0) {
          const short = centsToNumber(exposure - balance);
          throw rejected(
            'INSUFFICIENT_BALANCE',
            `Insufficient balance: this bet needs ${short.toFixed(2)} more than you have available.`,
          );
        }
        if (after > before && after > config.marketExposureLimit * 100) {
          throw rejected(
            'EXPOSURE_LIMIT',
            `This bet would take your exposure on ${market.name} over its limit of ${config.marketExposureLimit}.`,
          );
        }
        if (after > before && exposure > config.exposureLimit * 100) {
          throw rejected(
            'EXPOSURE_LIMIT',
            `This bet would take your total exposure over your limit of ${config.exposureLimit}.`,
          );
        }

        const [inserted] = await tx
          .insert(bets)
          .values({
            userId,
            idempotencyKey: body.idempotencyKey,
            requestHash: p.hash,
            kind: p.kind,
            matchId: body.matchId,
            marketId: market.id,
            marketType: p.bet.marketType,
            marketName: p.bet.marketName,
            eventName: p.bet.eventName,
            eventType: p.bet.eventType,
            beventId: null,
            selectionId: candidate.selectionId,
            teamName: p.bet.teamName,
            side: candidate.side,
            odds: candidate.odds.toFixed(2),
            requestedOdds: p.bet.requestedOdds.toFixed(2),
            rate: candidate.rate,
            stake: fromCents(candidate.stakeCents),
            winAmount: fromCents(amounts.winCents),
            lossAmount: fromCents(amounts.lossCents),
            createdAt: new Date(this.ctx.now()),
          })
          .returning();
        await tx
          .insert(marketExposures)
          .values({ userId, marketId: market.id, matchId: body.matchId, exposure: fromCents(after) })
          .onConflictDoUpdate({
            target: [marketExposures.userId, marketExposures.marketId],
            set: { exposure: fromCents(after) },
          });
        await tx
          .update(wallets)
          .set({ exposure: fromCents(exposure), updatedAt: new Date(this.ctx.now()) })
          .where(eq(wallets.userId, userId));
        return inserted!;
      });
      return { bet: placedBetOf(row), created: true };
    } catch (error) {
      // Two attempts with one key raced past the first check: the loser answers with the winner.
      if (isUniqueViolation(error)) {
        const winner = await this.previous(userId, body.idempotencyKey, p.hash);
        if (winner) return { bet: placedBetOf(winner), created: false };
      }
      throw error;
    }
  }

  /** The bet already placed under this key (same body), or nothing; a different body is 409. */
  async previous(userId: string, key: string, hash: string): Promise<BetRow | undefined> {
    const [row] = await this.ctx.db
      .select()
      .from(bets)
      .where(and(eq(bets.userId, userId), eq(bets.idempotencyKey, key)));
    if (row && row.requestHash !== hash) throw conflict('That idempotency key was used for a different bet.');
    return row;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
