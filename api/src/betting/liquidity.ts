/**
 * The size on offer that orders have already used. The feed publishes each price level's size;
 * when an order is matched against a level, that size is gone until the feed says otherwise. So
 * per market, runner, side and price this keeps the size last seen and how much of it orders
 * took: a level seen again unchanged offers only what is left, a level that grew offers the
 * growth too, a level that shrank is taken to have lost first the part orders used (others traded
 * it too), and a level that left the ladder is forgotten.
 *
 * It is this process's record: with several API processes each keeps its own, and the order rows
 * decide who fills what (betting/orders.ts).
 */
import { priceToHundredths, type OfferedLevel, type Side } from '@backlay/shared/betting';
import type { PriceSize } from '@backlay/shared/sports';

interface Seen {
  /** The level's size in cents when last read. */
  size: number;
  /** How much of it orders used. */
  used: number;
}

export class Liquidity {
  private readonly levels = new Map<string, Map<number, Seen>>();

  private key(marketId: string, selectionId: number, side: Side): string {
    return `${marketId}\u0000${selectionId}\u0000${side}`;
  }

  /**
   * The levels of one runner and side as the feed gives them now (`size` in currency units), less
   * what orders have used of them.
   */
  available(marketId: string, selectionId: number, side: Side, offered: readonly PriceSize[]): OfferedLevel[] {
    const key = this.key(marketId, selectionId, side);
    const before = this.levels.get(key);
    const now = new Map<number, Seen>();
    const out: OfferedLevel[] = [];
    for (const level of offered) {
      const at = priceToHundredths(level.price);
      const size = Math.max(0, Math.round(level.size * 100));
      const seen = before?.get(at);
      let used = seen?.used ?? 0;
      if (seen && size < seen.size) used = Math.max(0, used - (seen.size - size));
      used = Math.min(used, size);
      now.set(at, { size, used });
      out.push({ price: at / 100, sizeCents: size - used });
    }
    if (now.size > 0) this.levels.set(key, now);
    else this.levels.delete(key);
    return out;
  }

  /** Records `cents` taken from the level at `price` (read through `available` first). */
  use(marketId: string, selectionId: number, side: Side, price: number, cents: number): void {
    const seen = this.levels.get(this.key(marketId, selectionId, side))?.get(priceToHundredths(price));
    if (seen) seen.used = Math.min(seen.size, seen.used + cents);
  }

  /** Forgets a market (its orders are done). */
  forget(marketId: string): void {
    for (const key of this.levels.keys()) if (key.startsWith(`${marketId}\u0000`)) this.levels.delete(key);
  }
}
