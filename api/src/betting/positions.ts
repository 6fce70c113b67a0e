/**
 * What a placement needs to price a player's next bet on a market — the remembered market and the
 * player's open bets on it — kept in memory between placements, with the version of the market's
 * reservation row it was read at. The placement statement commits only while the row still has
 * that version (every write of the row draws a new one, whoever writes it), so a copy made stale by
 * a settlement, a correction or another API process is noticed in the transaction and read again.
 *
 * Within one process, placements on the same player and market run one after another
 * (`exclusive`), so they never race each other for the row: each one prices from the copy the
 * previous one left.
 */
import { book, bookFamily, marketExposure, type BookBet } from '@backlay/shared/betting';
import { bookMarketOf, exposureOf, type MarketMeta } from './rows.js';

/** An open bet as pricing needs it; `teamName` for the card tables' one-side rule. */
export interface OpenBet extends BookBet {
  teamName: string;
}

export interface HeldBook {
  /** The reservation row's version; null when the player holds no reservation on the market. */
  version: number | null;
  /** The market as remembered, or null before its first bet or result. */
  market: MarketMeta | null;
  open: OpenBet[];
  /**
   * Runner books (match odds, bookmaker and the like): the player's P/L per runner, kept so the
   * next bet adds to it instead of the whole book being summed again. A runner book is a sum over
   * its bets, each bet's amounts rounded on their own, so adding one bet is exact.
   */
  runners?: ReadonlyMap<number, number>;
}

/** The market's reservation once `candidate` joins the player's open bets, and the runner P/L to keep. */
export function priceWith(
  market: MarketMeta,
  held: HeldBook,
  candidate: BookBet,
): { exposureCents: number; runners?: ReadonlyMap<number, number> } {
  if (market.type !== 'card' && market.type !== 'casino') {
    const bookMarket = bookMarketOf(market);
    const family = bookFamily(bookMarket.type, bookMarket.priceKind);
    if (family === 'odds' || family === 'bookmaker') {
      const runners = new Map(held.runners ?? book(bookMarket, held.open).runners);
      for (const [id, pnl] of book(bookMarket, [candidate]).runners) runners.set(id, (runners.get(id) ?? 0) + pnl);
      return { exposureCents: marketExposure(runners), runners };
    }
  }
  return { exposureCents: exposureOf(market, [...held.open, candidate]) };
}

export class PlayerBooks {
  private readonly held = new Map<string, HeldBook>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly capacity = 50_000) {}

  key(userId: string, marketId: string): string {
    return `${userId}\u0000${marketId}`;
  }

  get(key: string): HeldBook | undefined {
    const book = this.held.get(key);
    if (book) {
      // Most recently used last: the first key in the map is the one to drop.
      this.held.delete(key);
      this.held.set(key, book);
    }
    return book;
  }

  set(key: string, book: HeldBook): void {
    this.held.delete(key);
    this.held.set(key, book);
    while (this.held.size > this.capacity) {
      const oldest = this.held.keys().next().value;
      if (oldest === undefined) break;
      this.held.delete(oldest);
    }
  }

  forget(key: string): void {
    this.held.delete(key);
  }

  get size(): number {
    return this.held.size;
  }

  /** Runs `work` after every earlier call for the same key has finished. */
  async exclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.queues.get(key) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = before.then(() => done);
    this.queues.set(key, tail);
    await before;
    try {
      return await work();
    } finally {
      release();
      if (this.queues.get(key) === tail) this.queues.delete(key);
    }
  }
}
