/** The six report pages of spec section 2, in the order the strip on every report lists them. */
export type ReportId =
  'account-statement' | 'profit-loss' | 'bet-history' | 'unsettled-bet' | 'live-casino-bets' | 'card-report';

export interface ReportLink {
  id: ReportId;
  label: string;
  path: `/${ReportId}`;
  /** Spec section 2 (user menu): Live Casino Bets is not offered to demo sessions. */
  demoAllowed: boolean;
}

export const REPORT_LINKS: readonly ReportLink[] = [
  { id: 'account-statement', label: 'Account Statement', path: '/account-statement', demoAllowed: true },
  { id: 'profit-loss', label: 'Profit & Loss', path: '/profit-loss', demoAllowed: true },
  { id: 'bet-history', label: 'Bet History', path: '/bet-history', demoAllowed: true },
  { id: 'unsettled-bet', label: 'Current Bets', path: '/unsettled-bet', demoAllowed: true },
  { id: 'live-casino-bets', label: 'Live Casino Bets', path: '/live-casino-bets', demoAllowed: false },
  { id: 'card-report', label: 'Card Report', path: '/card-report', demoAllowed: true },
];

/** Page sizes of spec section 9. */
export const STATEMENT_PAGE_SIZE = 15;
export const CURRENT_BETS_PAGE_SIZE = 10;
