/**
 * Manual sessions: run-line sessions the operator opens, rates, suspends, resumes and closes by
 * hand on a cricket match (the spec's `sessionBettings`). The rows live in `manual_sessions`; this
 * process keeps the ones not closed in memory, as the market the match detail, the match socket and
 * the betting engine read. Each one is an ordinary `session` market priced in run lines (NO on the
 * lay side, YES on the back side, the rate as the level's size), so bets, books, results and their
 * corrections go through the same engine paths as the feed's sessions.
 *
 * Every change is one transaction with its audit row, then the memory copy, then the listeners
 * (the match socket). Another API process learns of it through `reload` (the match socket relays
 * it) and reads the rows again.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Market, MarketStatus } from '@backlay/shared/sports';
import type { Db } from '../db/client.js';
import { auditLog, manualSessions } from '../db/schema.js';
import { ApiError, badRequest, conflict, notFound } from '../errors.js';
import type { FeedService } from './feedService.js';
import { isUniqueViolation } from '../betting/place.js';

export type ManualSessionRow = typeof manualSessions.$inferSelect;

const ID = /^manual:([1-9][0-9]{0,14})$/;

export const manualMarketId = (id: number): string => `manual:${id}`;

/** The row id of a manual session's market id, or null when it is not one. */
export function manualIdOf(marketId: string): number | null {
  const match = ID.exec(marketId);
  return match ? Number(match[1]) : null;
}

/** Default stake limits when the match names none for its sessions. */
const DEFAULT_MIN_BET = 100;
const DEFAULT_MAX_BET = 50_000;
/** Manual sessions show after the feed's markets of the match. */
const SNO_BASE = 1000;

/** The market a manual session row stands for, as the detail, the socket and the engine see it. */
export function manualMarket(row: ManualSessionRow, inPlay: boolean): Market {
  const status: MarketStatus = row.status === 'OPEN' ? 'OPEN' : row.status === 'SUSPENDED' ? 'SUSPENDED' : 'CLOSED';
  const rated = row.noLine !== null && row.noRate !== null && row.yesLine !== null && row.yesRate !== null;
  return {
    id: manualMarketId(row.id),
    matchId: row.matchId,
    name: row.name,
    type: 'session',
    gtype: 'fancy',
    priceKind: 'line',
    status,
    version: row.version,
    inPlay,
    betDelay: 0,
    minBet: row.minBet,
    maxBet: row.maxBet,
    sno: SNO_BASE + row.id,
    parentBetId: null,
    numberOfWinners: 1,
    numberOfPlaces: 0,
    remark: '',
    session: null,
    runners: [
      {
        selectionId: row.id,
        nat: row.name,
        status: status === 'OPEN' ? 'ACTIVE' : 'SUSPENDED',
        sortPriority: 1,
        ex: {
          availableToBack: rated ? [{ price: row.yesLine!, size: row.yesRate! }] : [],
          availableToLay: rated ? [{ price: row.noLine!, size: row.noRate! }] : [],
        },
      },
    ],
    result: null,
  };
}

export interface OpenManualSession {
  matchId: string;
  name: string;
  minBet?: number | undefined;
  maxBet?: number | undefined;
}

export interface ManualSessionPrices {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
}

/** Where a change came from: this process (tell the others) or another one (already told). */
export type ManualOrigin = 'here' | 'elsewhere';
export type ManualListener = (matchId: string, sessions: Market[], origin: ManualOrigin) => void;

export class ManualSessions {
  /** Sessions not closed, by row id. */
  private readonly rows = new Map<number, ManualSessionRow>();
  private readonly listeners = new Set<ManualListener>();

  constructor(
    private readonly db: Db,
    private readonly feed: Pick<FeedService, 'view'>,
    private readonly now: () => number,
  ) {}

  /** Reads every session not closed (at start). */
  async load(): Promise<void> {
    const rows = await this.db
      .select()
      .from(manualSessions)
      .where(ne(manualSessions.status, 'CLOSED'))
      .orderBy(asc(manualSessions.id));
    this.rows.clear();
    for (const row of rows) this.rows.set(row.id, row);
  }

  /** Reads one match's sessions again (another process changed them) and tells the listeners. */
  async reload(matchId: string): Promise<void> {
    const rows = await this.db
      .select()
      .from(manualSessions)
      .where(and(eq(manualSessions.matchId, matchId), ne(manualSessions.status, 'CLOSED')));
    for (const [id, row] of this.rows) if (row.matchId === matchId) this.rows.delete(id);
    for (const row of rows) this.rows.set(row.id, row);
    this.tell(matchId, 'elsewhere');
  }

  /**
   * Reads one session's row again before a bet is checked against it: another process may have
   * suspended, rated or closed it a moment ago.
   */
  async refresh(marketId: string): Promise<void> {
    const id = manualIdOf(marketId);
    if (id === null) return;
    const [row] = await this.db.select().from(manualSessions).where(eq(manualSessions.id, id));
    if (row && row.status !== 'CLOSED') this.rows.set(id, row);
    else this.rows.delete(id);
  }

  /** Whether a market id is a manual session's (`manual:<n>`), open or not. */
  owns(marketId: string): boolean {
    return ID.test(marketId);
  }

  listen(listener: ManualListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** A session not closed, as a market with its match, or undefined. */
  market(marketId: string): { matchId: string; market: Market } | undefined {
    const id = manualIdOf(marketId);
    const row = id === null ? undefined : this.rows.get(id);
    if (!row) return undefined;
    return { matchId: row.matchId, market: manualMarket(row, this.inPlay(row.matchId)) };
  }

  /** A match's sessions not closed, in the order they were opened. */
  forMatch(matchId: string): Market[] {
    const inPlay = this.inPlay(matchId);
    return [...this.rows.values()]
      .filter((row) => row.matchId === matchId)
      .sort((a, b) => a.id - b.id)
      .map((row) => manualMarket(row, inPlay));
  }

  /** Every manual session of a match, closed ones too (the operator's list). */
  async list(matchId: string): Promise<{ market: Market; closed: boolean }[]> {
    const rows = await this.db
      .select()
      .from(manualSessions)
      .where(eq(manualSessions.matchId, matchId))
      .orderBy(asc(manualSessions.id));
    const inPlay = this.inPlay(matchId);
    return rows.map((row) => ({ market: manualMarket(row, inPlay), closed: row.status === 'CLOSED' }));
  }

  async open(input: OpenManualSession): Promise<Market> {
    const fixture = this.feed.view(input.matchId)?.fixture;
    if (!fixture) throw notFound(`There is no match ${input.matchId}.`);
    if (fixture.sport !== 'cricket' || fixture.kind !== 'match')
      throw badRequest(`${fixture.title} is not a cricket match: manual sessions run on cricket matches only.`);
    if (fixture.finished) throw conflict(`${fixture.title} has finished.`);
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (!name) throw badRequest('Give the session a name.');
    const minBet = input.minBet ?? fixture.betFairSessionMinBet ?? DEFAULT_MIN_BET;
    const maxBet = input.maxBet ?? fixture.betFairSessionMaxBet ?? DEFAULT_MAX_BET;
    if (minBet > maxBet) throw badRequest(`The minimum bet (${minBet}) is above the maximum (${maxBet}).`);
    const at = new Date(this.now());
    const taken = () => conflict(`${fixture.title} already has an open session named "${name}".`);
    const row = await this.db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(manualSessions)
          .values({ matchId: input.matchId, name, minBet, maxBet, createdAt: at, updatedAt: at })
          .returning();
        if (!created) throw new Error('manual session: the insert returned no row');
        await tx.insert(auditLog).values({
          userId: null,
          action: 'manualSession.open',
          detail: { marketId: manualMarketId(created.id), matchId: input.matchId, name, minBet, maxBet },
          createdAt: at,
        });
        return created;
      })
      .catch((error: unknown) => {
        // The name is taken on the match (manual_sessions_open_name), maybe by another process.
        throw isUniqueViolation(error) ? taken() : error;
      });
    return this.changed(row);
  }

  async rate(marketId: string, prices: ManualSessionPrices): Promise<Market> {
    if (prices.noLine > prices.yesLine)
      throw badRequest(`The No line (${prices.noLine}) cannot be above the Yes line (${prices.yesLine}).`);
    return this.update(marketId, 'rate', prices, () => ({ ...prices }));
  }

  async suspend(marketId: string): Promise<Market> {
    return this.update(marketId, 'suspend', {}, (row) => {
      if (row.status === 'SUSPENDED') throw conflict(`${row.name} is already suspended.`);
      return { status: 'SUSPENDED', version: sql`${manualSessions.version} + 1` };
    });
  }

  async resume(marketId: string): Promise<Market> {
    return this.update(marketId, 'resume', {}, (row) => {
      if (row.status === 'OPEN') throw conflict(`${row.name} is not suspended.`);
      return { status: 'OPEN' };
    });
  }

  async close(marketId: string): Promise<Market> {
    return this.update(marketId, 'close', {}, () => ({ status: 'CLOSED', closedAt: new Date(this.now()) }));
  }

  /**
   * Closes a session its result was just declared on, as the feed closes a session it settles:
   * it leaves the match and takes no more bets (an undeclare reopens its bets, not the session).
   * Nothing to do when it is already closed.
   */
  async closeDeclared(marketId: string): Promise<void> {
    const id = manualIdOf(marketId);
    if (id === null) return;
    const [row] = await this.db
      .select({ status: manualSessions.status })
      .from(manualSessions)
      .where(eq(manualSessions.id, id));
    if (!row || row.status === 'CLOSED') return;
    await this.update(marketId, 'close', { declared: true }, () => ({
      status: 'CLOSED',
      closedAt: new Date(this.now()),
    })).catch((error: unknown) => {
      // Closed by the operator in between: what was asked for is done.
      if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
    });
  }

  /**
   * One change of a session not closed, under its row's lock, with its audit row. `change` sees
   * the row as locked and refuses (throws) or names the columns to set.
   */
  private async update(
    marketId: string,
    action: 'rate' | 'suspend' | 'resume' | 'close',
    detail: object,
    change: (row: ManualSessionRow) => PgUpdateSetSource<typeof manualSessions>,
  ): Promise<Market> {
    const id = manualIdOf(marketId);
    if (id === null) throw badRequest(`${marketId} is not a manual session (its id looks like manual:12).`);
    const at = new Date(this.now());
    const row = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(manualSessions).where(eq(manualSessions.id, id)).for('update');
      if (!current) throw notFound(`There is no manual session ${marketId}.`);
      if (current.status === 'CLOSED') throw conflict(`${current.name} is closed.`);
      const [updated] = await tx
        .update(manualSessions)
        .set({ ...change(current), updatedAt: at })
        .where(eq(manualSessions.id, id))
        .returning();
      if (!updated) throw new Error('manual session: the update returned no row');
      await tx.insert(auditLog).values({
        userId: null,
        action: `manualSession.${action}`,
        detail: { marketId, matchId: current.matchId, ...detail },
        createdAt: at,
      });
      return updated;
    });
    return this.changed(row);
  }

  /** Takes a committed row into memory and tells the listeners; the session's market. */
  private changed(row: ManualSessionRow): Market {
    if (row.status === 'CLOSED') this.rows.delete(row.id);
    else this.rows.set(row.id, row);
    this.tell(row.matchId, 'here');
    return manualMarket(row, this.inPlay(row.matchId));
  }

  private tell(matchId: string, origin: ManualOrigin): void {
    const sessions = this.forMatch(matchId);
    for (const listener of this.listeners) {
      try {
        listener(matchId, sessions, origin);
      } catch {
        // A failing listener (a closed socket server) must not undo a committed change.
      }
    }
  }

  private inPlay(matchId: string): boolean {
    return this.feed.view(matchId)?.fixture.inPlay ?? false;
  }
}
