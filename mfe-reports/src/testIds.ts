/** data-testid values of the reports remote (shared with the Playwright journeys). */
export const REPORT_TEST_IDS = {
  statement: 'report-statement',
  profitLoss: 'report-profit-loss',
  betHistory: 'report-bet-history',
  currentBets: 'report-current-bets',
  casinoBets: 'report-casino-bets',
  cardReport: 'report-card-report',
  /** The strip of links to every report. */
  links: 'report-links',
  filters: 'report-filters',
  dateRange: 'report-date-range',
  /** The main table's body; its rows are `report-row-<id>`. */
  rows: 'report-rows',
  totals: 'report-totals',
  export: 'report-export',
  empty: 'report-empty',
  loading: 'report-loading',
  error: 'report-error',
  pager: 'report-pager',
  /** Current Bet → Unmatched: what the last Cancel did. */
  unmatchedNote: 'report-unmatched-note',
  /** Profit & loss: the by-sport summary table; its rows are `report-sport-<eventType>`. */
  sports: 'report-sports',
  /** The bets behind a statement line or a market (dialog); its rows are `report-bet-<id>`. */
  bets: 'report-bets',
  betRows: 'report-bet-rows',
  /** Card report: one round's detail (dialog), its result line and its commitment check. */
  roundDetail: 'report-round-detail',
  roundResult: 'report-round-result',
  roundVerify: 'report-round-verify',
} as const;

export const reportRowTestId = (id: string): string => `report-row-${id}`;
export const sportRowTestId = (eventType: string): string => `report-sport-${eventType}`;
export const betRowTestId = (id: string): string => `report-bet-${id}`;
