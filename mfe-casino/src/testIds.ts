/**
 * The casino screens' data-testid values, for jest and the Playwright journeys. Kept in the
 * remote rather than taken from `@backlay/shared/testing`: that entry also carries the fake
 * server and test host, and importing it at run time would add its own HTTP client and axios
 * (about 22 KB gzip) to the remote's first load.
 */
export const CASINO_TEST_IDS = {
  lobby: 'casino-lobby',
  table: 'card-table',
  roundId: 'card-round-id',
  betSlip: 'card-bet-slip',
  lastResults: 'card-last-results',
  myBets: 'card-my-bets',
  liveCasino: 'live-casino',
  liveCasinoProviderTabs: 'live-casino-provider-tabs',
  liveCasinoCategoryTabs: 'live-casino-category-tabs',
  liveCasinoSearch: 'live-casino-search',
  liveCasinoFrame: 'live-casino-frame',
  liveCasinoFrameError: 'live-casino-frame-error',
} as const;

/** A provider game's tile on /live-casino, by its game code (`MAC88-AVIATOR`). */
export const liveCasinoGameTestId = (gameCode: string): string => `live-casino-game-${gameCode}`;

/** A highlight banner on /live-casino, by its key (`aviator`, `mines`, `fun`, `colour`). */
export const liveCasinoBannerTestId = (key: string): string => `live-casino-banner-${key}`;
