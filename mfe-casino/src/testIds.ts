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
} as const;
