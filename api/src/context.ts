import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { RealtimeHub } from './realtime/hub.js';

/** Everything a route needs, injected once so tests can swap the clock or the database. */
export interface AppContext {
  db: Db;
  config: Config;
  /** Milliseconds since the epoch; tests replace it to move time. */
  now: () => number;
  realtime: RealtimeHub;
}
