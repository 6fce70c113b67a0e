import { and, asc, count, eq } from 'drizzle-orm';
import type { StarredMarket } from '@backlay/shared/api';
import { STARRED_MARKETS_MAX } from '@backlay/shared/schemas';
import type { MarketType, SportKey } from '@backlay/shared/sports';
import type { Db } from '../db/client.js';
import { starredMarkets, users } from '../db/schema.js';
import { conflict, notFound } from '../errors.js';
import type { FeedService } from '../sports/feedService.js';

type Row = typeof starredMarkets.$inferSelect;

/** What the list says of a star: its names as stored, and whether its match is still listed. */
function starredOf(row: Row, feed: FeedService): StarredMarket {
  return {
    matchId: row.matchId,
    marketId: row.marketId,
    matchTitle: row.matchTitle,
    sport: row.sport as SportKey,
    marketName: row.marketName,
    marketType: row.marketType as MarketType,
    listed: feed.view(row.matchId) !== undefined,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The player's starred markets, in the order they were starred. */
export async function listStarred(db: Db, feed: FeedService, userId: string): Promise<StarredMarket[]> {
  const rows = await db
    .select()
    .from(starredMarkets)
    .where(eq(starredMarkets.userId, userId))
    .orderBy(asc(starredMarkets.createdAt), asc(starredMarkets.id));
  return rows.map((row) => starredOf(row, feed));
}

/**
 * Stars a market of a listed match (the feed's own markets: what the match page shows). Starring
 * one already starred changes nothing. The player's row is locked while counting, so two stars
 * racing from two tabs cannot take the player past the cap.
 */
export async function starMarket(
  db: Db,
  feed: FeedService,
  userId: string,
  matchId: string,
  marketId: string,
  now: Date,
): Promise<{ created: boolean }> {
  const view = feed.view(matchId);
  if (!view) throw notFound('This match is not listed, so its markets cannot be starred.');
  const found = feed.market(marketId);
  if (!found || found.matchId !== matchId) throw notFound('This market is not one of the match’s markets.');
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [already] = await tx
      .select({ id: starredMarkets.id })
      .from(starredMarkets)
      .where(and(eq(starredMarkets.userId, userId), eq(starredMarkets.marketId, marketId)));
    if (already) return { created: false };
    const [counted] = await tx.select({ n: count() }).from(starredMarkets).where(eq(starredMarkets.userId, userId));
    if ((counted?.n ?? 0) >= STARRED_MARKETS_MAX) {
      throw conflict(
        `You can star at most ${STARRED_MARKETS_MAX} markets. Remove a star from Starred Markets to add another.`,
      );
    }
    await tx.insert(starredMarkets).values({
      userId,
      matchId,
      marketId,
      matchTitle: view.fixture.title,
      sport: view.fixture.sport,
      marketName: found.market.name,
      marketType: found.market.type,
      createdAt: now,
    });
    return { created: true };
  });
}

/** Removes a star; a market that is not starred changes nothing. */
export async function unstarMarket(db: Db, userId: string, marketId: string): Promise<{ removed: boolean }> {
  const removed = await db
    .delete(starredMarkets)
    .where(and(eq(starredMarkets.userId, userId), eq(starredMarkets.marketId, marketId)))
    .returning({ id: starredMarkets.id });
  return { removed: removed.length > 0 };
}
