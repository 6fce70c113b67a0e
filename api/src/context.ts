import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { RealtimeHub } from './realtime/hub.js';
import type { FeedService } from './sports/feedService.js';
import type { Betting } from './betting/index.js';
import type { CardTables } from './cards/engine.js';
import type { ManualSessions } from './sports/manualSessions.js';

/** Everything a route needs, injected once so tests can swap the clock or the database. */
export interface AppContext {
  db: Db;
  config: Config;
  /** Milliseconds since the epoch; tests replace it to move time. */
  now: () => number;
  realtime: RealtimeHub;
  /** The market feed: live prices, market status, bet delays and limits, results. */
  feed: FeedService;
  /** The operator's manual sessions on cricket matches (beside the feed's markets). */
  manualSessions: ManualSessions;
  /** Absolute base URL of this API as browsers reach it (iframe URLs), without a trailing slash. */
  publicApiUrl: string;
  /** Bet placement, settlement and corrections. */
  betting: Betting;
  /** The live card tables: rounds, snapshots, results. */
  cards: CardTables;
}
