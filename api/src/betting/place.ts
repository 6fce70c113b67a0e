/**
 * Bet placement: validate against the live market, hold in-play bets for the market's delay,
 * re-check the price, then reserve the new exposure and record the bet in one transaction.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  BET_KIND_MARKETS,
  BET_KIND_PATHS,
  betKindOf,
  type BetKind,
  type BetSide,
  type PlaceBetRequest,
  type PlacedBet,
  type UserBalance,
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
import { bets, marketExposures } from '../db/schema.js';
import { ApiError, conflict, unauthorized } from '../errors.js';
import { lockWallet } from '../wallet/ledger.js';
import { rawQuery, rawQueryOn, type RawQuery } from '../db/client.js';
import { PlayerBooks, priceWith, type HeldBook, type OpenBet } from './positions.js';
import { centsToNumber, fromCents, toCents } from '../wallet/money.js';
import { BetRejectedError, rejected } from './errors.js';
import { MARKET_LOCK_SPACE } from './rows.js';
import { protectionRefused } from '../protection/refusals.js';
import { placedBetOf, type BetRow, type MarketMeta } from './rows.js';

export interface PlaceOutcome {
  bet: PlacedBet;
  /** False when the idempotency key had been used for this same bet: nothing new happened. */
  created: boolean;
  /** The wallet right after the bet, when the placement read it in its transaction. */
  balance?: UserBalance;
}

/** A player's book on a market as the placement path remembers it: version, market, open bets. */
const LOAD_BOOK = `select me.version::text as version,
    bm.id as m_id, bm.match_id as m_match_id, bm.type as m_type, bm.price_kind as m_price_kind, bm.name as m_name,
    bm.selection_ids as m_selection_ids, bm.range as m_range,
    (select coalesce(json_agg(json_build_array(b.side, b.selection_id, b.odds::text, b.rate, b.stake::text, b.team_name)
                              order by b.seq), '[]'::json)
       from bets b
      where b.user_id = $1 and b.market_id = $2 and b.result in ('PENDING', 'UNDECLARE') and b.delete_reason is null) as open
  from (select 1) as one
  left join market_exposures me on me.user_id = $1 and me.market_id = $2
  left join bet_markets bm on bm.id = $2`;

const SIDES: readonly string[] = ['BACK', 'LAY', 'YES', 'NO'];
const isSide = (value: unknown): value is BetSide => typeof value === 'string' && SIDES.includes(value);

/** The open bets of LOAD_BOOK: [side, selection, odds, rate, stake, team] each. */
function parseOpenBets(value: unknown): OpenBet[] {
  if (!Array.isArray(value)) throw new Error('load_book: open bets are not a list');
  return value.map((item: unknown): OpenBet => {
    const fields: unknown[] = Array.isArray(item) ? item.map((field: unknown) => field) : [];
    if (fields.length !== 6) throw new Error('load_book: an open bet is not a row');
    const [side, selectionId, odds, rate, stake, teamName] = fields;
    if (
      !isSide(side) ||
      typeof selectionId !== 'number' ||
      typeof odds !== 'string' ||
      (rate !== null && typeof rate !== 'number') ||
      typeof stake !== 'string' ||
      typeof teamName !== 'string'
    )
      throw new Error('load_book: an open bet has a field of the wrong type');
    return { side, selectionId, odds: Number(odds), rate, stakeCents: toCents(stake), teamName };
  });
}

function marketMetaOf(row: Record<string, unknown>): MarketMeta {
  const { m_id, m_match_id, m_type, m_price_kind, m_name, m_selection_ids, m_range } = row;
  if (
    typeof m_id !== 'string' ||
    typeof m_match_id !== 'string' ||
    typeof m_type !== 'string' ||
    typeof m_price_kind !== 'string' ||
    typeof m_name !== 'string' ||
    !Array.isArray(m_selection_ids) ||
    !m_selection_ids.every((id: unknown) => typeof id === 'number') ||
    (m_range !== null && typeof m_range !== 'number')
  )
    throw new Error('load_book: the remembered market has a field of the wrong type');
  return {
    id: m_id,
    matchId: m_match_id,
    type: m_type,
    priceKind: m_price_kind,
    name: m_name,
    selectionIds: m_selection_ids.filter((id: unknown): id is number => typeof id === 'number'),
    range: m_range,
  };
}

/** The placement statement: one round trip (see drizzle/0006_fast_placement.sql). */
const PLACE_BET = `select * from place_bet(${Array.from({ length: 29 }, (_, i) => `$${i + 1}`).join(', ')})`;

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
    // Whether a better price may be taken changes the bet that is made.
    body.acceptBetterOdds !== false,
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

/** Refuses a stake outside the market's minimum and maximum bet. */
export function checkStakeLimits(stakeCents: number, market: Pick<Market, 'minBet' | 'maxBet'>): void {
  const limits = validateStake(stakeCents, { minCents: market.minBet * 100, maxCents: market.maxBet * 100 });
  if (limits.ok) return;
  const code = limits.code === 'STAKE_BELOW_MIN' || limits.code === 'STAKE_ABOVE_MAX' ? limits.code : 'INVALID_STAKE';
  throw rejected(code, `Stake must be between ${market.minBet} and ${market.maxBet}.`);
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
  market: MarketMeta;
  candidate: BookBet;
  amounts: BetAmounts;
  bet: {
    marketType: string;
    marketName: string;
    eventName: string;
    eventType: string;
    /** The other provider's event id of the match, if it lists it too. */
    beventId: string | null;
    teamName: string;
    requestedOdds: number;
  };
  /** Throws when the bet can no longer be taken; given the player's open bets on the market. */
  recheck?: (open: readonly OpenBet[]) => void;
}

export class Placement {
  /** How an in-play bet is held; tests replace it to move the market during the delay. */
  hold: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The players' open bets per market, as placements last left them. */
  private readonly books = new PlayerBooks();
  private readonly sql: RawQuery;

  constructor(private readonly ctx: AppContext) {
    this.sql = rawQuery(ctx.db);
  }

  /** Checks everything the live market decides; returns the market, runner and normalised side. */
  live(kind: BetKind, body: Pick<PlaceBetRequest, 'matchId' | 'betId' | 'selectionId' | 'betType' | 'odds'>) {
    const found = this.ctx.feed.market(body.betId) ?? this.ctx.manualSessions.market(body.betId);
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

  /**
   * Places a bet, or answers a retry of one. A retry is told by its key: at the insert (the unique
   * index) when the retry gets that far, and after any refusal — a retry sent after the market
   * moved or closed still gets the first answer. `sessionId` is checked live in the transaction.
   */
  async place(
    userId: string,
    kind: BetKind,
    body: PlaceBetRequest,
    sessionId: string | null = null,
    recheck?: PreparedBet['recheck'],
  ) {
    const hash = requestHash(kind, body);
    return this.answeringRetries(userId, body.idempotencyKey, hash, () =>
      this.placeNew(userId, kind, body, hash, sessionId, recheck),
    );
  }

  /**
   * The player's open bets on a market as the database has them now (the memory copy may predate
   * a settlement or a correction). Read without waiting for placements in flight: what depends on
   * them exactly rechecks them at commit (`recheck`).
   */
  async openBets(userId: string, marketId: string): Promise<readonly OpenBet[]> {
    const [row] = await this.sql(LOAD_BOOK, [userId, marketId], 'load_book');
    return parseOpenBets(row?.open);
  }

  /** Runs `attempt`; when it refuses, a bet already placed under the key is the answer instead. */
  async answeringRetries(
    userId: string,
    key: string,
    hash: string,
    attempt: () => Promise<PlaceOutcome>,
  ): Promise<PlaceOutcome> {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof BetRejectedError)) throw error;
      const previous = await this.previous(userId, key, hash);
      if (previous) return { bet: placedBetOf(previous), created: false };
      throw error;
    }
  }

  private async placeNew(
    userId: string,
    kind: BetKind,
    body: PlaceBetRequest,
    hash: string,
    sessionId: string | null,
    recheck?: PreparedBet['recheck'],
  ): Promise<PlaceOutcome> {
    const stakeCents = stakeCentsOf(body.stake);
    // A manual session is checked as its row stands now (another process may have just moved it).
    if (this.ctx.manualSessions.owns(body.betId)) await this.ctx.manualSessions.refresh(body.betId);
    let { market, runner, side } = this.live(kind, body);
    checkStakeLimits(stakeCents, market);
    if (market.inPlay && market.betDelay > 0) {
      // A retry is answered at once rather than held; a price already gone is refused now.
      const previous = await this.previous(userId, body.idempotencyKey, hash);
      if (previous) return { bet: placedBetOf(previous), created: false };
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
    return this.commit(
      userId,
      {
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
          beventId: fixture.beventId ?? null,
          teamName: runner.nat,
          requestedOdds: body.odds,
        },
        ...(recheck ? { recheck } : {}),
      },
      sessionId,
    );
  }

  /**
   * Reserves the bet's exposure and records it, in one transaction and one round trip (the
   * `place_bet` function of migration 0006). The player's open bets on the market come from
   * memory (`PlayerBooks`), checked in the transaction against the reservation's version.
   * `recheck` runs just before, for rules that depend on the moment of commit (a card window
   * closing) or on the open bets. With `sessionId` the transaction also checks the login is still
   * live, so a session served from memory cannot outlive its revocation.
   */
  async commit(userId: string, p: PreparedBet, sessionId: string | null = null): Promise<PlaceOutcome> {
    const key = this.books.key(userId, p.market.id);
    try {
      return await this.books.exclusive(key, () => this.commitHeld(userId, p, key, sessionId));
    } catch (error) {
      // Two attempts with one key raced past the first check: the loser answers with the winner.
      if (isUniqueViolation(error)) {
        const winner = await this.previous(userId, p.body.idempotencyKey, p.hash);
        if (winner) return { bet: placedBetOf(winner), created: false };
      }
      throw error;
    }
  }

  private async commitHeld(userId: string, p: PreparedBet, key: string, sessionId: string | null) {
    // A bet with a rule on the open bets (cash out) is checked against the book read under the
    // locks: a remembered copy may be stale, and the rule would refuse on it before the statement
    // could tell.
    const held = p.recheck ? null : (this.books.get(key) ?? (await this.load(this.sql, userId, p.market.id)));
    if (held) {
      const placed = await this.attempt(this.sql, userId, p, key, sessionId, held);
      if (placed) return placed;
      this.books.forget(key);
    }
    // The copy was stale (a settlement, a correction or another process wrote the reservation
    // since) or there was none to check: read the book again holding the market's lock and the
    // player's wallet, as every placement takes them, so no other placement can get in between.
    return this.ctx.db.transaction(async (tx) => {
      const run = rawQueryOn(tx);
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${MARKET_LOCK_SPACE}, hashtext(${p.market.id}))`);
      await lockWallet(tx, userId);
      let fresh = await this.load(run, userId, p.market.id);
      if (!fresh) {
        // Open bets whose book risks nothing hold no reservation row, so there is no version to
        // check a copy against: give them a row of 0.
        await tx
          .insert(marketExposures)
          .values({ userId, marketId: p.market.id, matchId: p.market.matchId, exposure: '0.00' })
          .onConflictDoNothing();
        fresh = await this.load(run, userId, p.market.id);
      }
      const placed = fresh ? await this.attempt(run, userId, p, key, sessionId, fresh) : null;
      // Only a writer that ignores the wallet's lock could still move the version.
      if (!placed) throw new ApiError(503, 'Your bets on this market are changing too fast. Please try again.');
      return placed;
    });
  }

  /** One try at the placement statement from `held`; null when the copy turned out stale. */
  private async attempt(
    run: RawQuery,
    userId: string,
    p: PreparedBet,
    key: string,
    sessionId: string | null,
    held: HeldBook,
  ): Promise<PlaceOutcome | null> {
    const { config } = this.ctx;
    const { candidate, amounts, body } = p;
    p.recheck?.(held.open);
    const market = held.market ?? p.market;
    const { exposureCents: after, runners } = priceWith(market, held, candidate);
    const now = new Date(this.ctx.now());
    const [row] = await run(
      PLACE_BET,
      [
        sessionId,
        now.toISOString(),
        userId,
        MARKET_LOCK_SPACE,
        market.id,
        market.matchId,
        market.type,
        market.priceKind,
        market.name,
        JSON.stringify(market.selectionIds),
        market.range,
        held.version,
        fromCents(after),
        config.marketExposureLimit,
        config.exposureLimit,
        body.idempotencyKey,
        p.hash,
        p.kind,
        p.bet.eventName,
        p.bet.eventType,
        candidate.selectionId,
        p.bet.teamName,
        candidate.side,
        candidate.odds.toFixed(2),
        p.bet.requestedOdds.toFixed(2),
        candidate.rate,
        fromCents(candidate.stakeCents),
        fromCents(amounts.winCents),
        fromCents(amounts.lossCents),
      ],
      'place_bet',
    );
    const status = String(row?.o_status);
    switch (status) {
      case 'PLACED': {
        // This placement holds the key: the list is carried forward, not copied.
        held.open.push({ ...candidate, teamName: p.bet.teamName });
        this.books.set(key, {
          version: Number(row!.o_version),
          market,
          open: held.open,
          ...(runners ? { runners } : {}),
        });
        const bet: BetRow = {
          id: String(row!.o_bet_id),
          seq: Number(row!.o_bet_seq),
          userId,
          idempotencyKey: body.idempotencyKey,
          requestHash: p.hash,
          kind: p.kind,
          matchId: market.matchId,
          marketId: market.id,
          marketType: market.type,
          marketName: market.name,
          eventName: p.bet.eventName,
          eventType: p.bet.eventType,
          beventId: p.bet.beventId,
          selectionId: candidate.selectionId,
          teamName: p.bet.teamName,
          side: candidate.side,
          odds: candidate.odds.toFixed(2),
          requestedOdds: p.bet.requestedOdds.toFixed(2),
          rate: candidate.rate,
          stake: fromCents(candidate.stakeCents),
          winAmount: fromCents(amounts.winCents),
          lossAmount: fromCents(amounts.lossCents),
          result: 'PENDING',
          profitLoss: null,
          deleteReason: null,
          createdAt: now,
          settledAt: null,
          orderId: null,
        };
        const balance = toCents(String(row!.o_balance));
        const exposure = toCents(String(row!.o_exposure));
        return {
          bet: placedBetOf(bet),
          created: true,
          balance: {
            currentBalance: centsToNumber(balance - exposure),
            exposure: centsToNumber(exposure),
            profitLoss: centsToNumber(toCents(String(row!.o_profit_loss))),
            totalBalance: centsToNumber(balance),
            creditReference: centsToNumber(toCents(String(row!.o_credit_reference))),
          },
        };
      }
      case 'STALE':
        return null;
      case 'SESSION_ENDED':
        throw unauthorized();
      case 'NO_WALLET':
        throw new ApiError(404, 'Wallet not found.');
      case 'MARKET_CLOSED':
        throw rejected('MARKET_CLOSED', `${market.name} has a result: it takes no more bets.`);
      case 'INSUFFICIENT_BALANCE': {
        const short = centsToNumber(toCents(String(row!.o_short)));
        throw rejected(
          'INSUFFICIENT_BALANCE',
          `Insufficient balance: this bet needs ${short.toFixed(2)} more than you have available.`,
        );
      }
      case 'MARKET_LIMIT':
        throw rejected(
          'EXPOSURE_LIMIT',
          `This bet would take your exposure on ${market.name} over its limit of ${config.marketExposureLimit}.`,
        );
      case 'TOTAL_LIMIT':
        throw rejected(
          'EXPOSURE_LIMIT',
          `This bet would take your total exposure over your limit of ${config.exposureLimit}.`,
        );
      case 'PROTECTION':
        throw protectionRefused(this.ctx.db, userId, String(row!.o_short), `bet on ${market.name}`, now);
      default:
        throw new Error(`place_bet answered ${status}`);
    }
  }

  /**
   * Reads the player's book on a market: the reservation's version, the remembered market and the
   * open bets, in one statement (one snapshot). Null when open bets hold no reservation row: there
   * is no version to check a copy against.
   */
  private async load(run: RawQuery, userId: string, marketId: string): Promise<HeldBook | null> {
    const [row] = await run(LOAD_BOOK, [userId, marketId], 'load_book');
    const version = row?.version === null || row?.version === undefined ? null : Number(row.version);
    const open = parseOpenBets(row?.open);
    if (version === null && open.length > 0) return null;
    const market = row?.m_id === null || row?.m_id === undefined ? null : marketMetaOf(row);
    return { version, market, open };
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

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
