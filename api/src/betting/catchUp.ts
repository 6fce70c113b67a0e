/**
 * Settlement catch-up: results the feed declared while this process was not reading it (a restart,
 * a reload of the feed's snapshot after a gap). A result is declared here when its market still has
 * open bets and the database holds no result for it at all — so a market an operator undeclared is
 * left alone, and one another process settled meanwhile is skipped (declare itself is idempotent
 * too: the same result again changes nothing).
 */
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { ResultRecord } from '@backlay/feed/protocol';
import type { AppContext } from '../context.js';
import { bets, marketResults } from '../db/schema.js';

/** Market ids asked about in one query. */
const CHUNK = 500;

/** Declares the results among `records` that nobody acted on; returns how many were declared. */
export async function catchUpResults(ctx: AppContext, records: readonly ResultRecord[]): Promise<number> {
  const byMarket = new Map(records.map((r) => [r.marketId, r]));
  const ids = [...byMarket.keys()];
  let declared = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const open = await ctx.db
      .selectDistinct({ marketId: bets.marketId })
      .from(bets)
      .where(
        and(
          inArray(bets.marketId, chunk),
          eq(bets.result, 'PENDING'),
          notExists(
            ctx.db
              .select({ one: marketResults.id })
              .from(marketResults)
              .where(eq(marketResults.marketId, bets.marketId)),
          ),
        ),
      );
    for (const { marketId } of open) {
      const record = byMarket.get(marketId);
      if (!record) continue;
      await ctx.betting.settlement.declare({ marketId, result: record.result, source: 'feed' });
      declared += 1;
    }
  }
  return declared;
}
