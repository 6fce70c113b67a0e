/** Public surface of the market feed simulator. */
export { FeedSimulator } from './simulator.js';
export { createRng, mixSeed, type Rng } from './rng.js';
export * from './ladder.js';
export {
  BACK_OVERROUND_MIN,
  BACK_OVERROUND_MAX,
  LAY_OVERROUND_MIN,
  LAY_OVERROUND_MAX,
  overround,
  bestPrices,
  bookmakerQuotes,
  lineQuote,
} from './book.js';
export { SPORTS, sportInfo } from './sports.js';
export { applyChange, applyMarketPatch, emptySnapshot, FeedMirror } from './mirror.js';
export * from './types.js';
