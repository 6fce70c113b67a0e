/**
 * Player protection's rules and words, without schemas (so the apps that show them bundle no
 * schema library): account states and what each allows, the limits, the reality check's
 * intervals, the cool-off and self-exclusion periods, and the help organisations.
 * `@backlay/shared/schemas` re-exports them beside the request and response schemas built on them.
 */

/** Every state an account can be in (the terms' account states). */
export const ACCOUNT_STATUSES = [
  'active',
  'inactive',
  'dormant',
  'frozen',
  'blocked',
  'closed',
  'selfExcluded',
  'coolingOff',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** What a state allows: the one table the API enforces and the README prints. */
export interface AccountStateRule {
  /** The terms' meaning, for the player and the operator. */
  meaning: string;
  logIn: boolean;
  /** Reports: statement, bet history, profit and loss. */
  history: boolean;
  /** Sports, card and exchange bets, and cash out. */
  bet: boolean;
  /** Provider casino games (launch and their debits). */
  casino: boolean;
}

/** A state in a sentence: "Your account is …". */
export const ACCOUNT_STATE_WORDS: Record<AccountStatus, string> = {
  active: 'active',
  inactive: 'inactive',
  dormant: 'dormant',
  frozen: 'frozen',
  blocked: 'blocked',
  closed: 'closed',
  selfExcluded: 'self-excluded',
  coolingOff: 'taking a break',
};

export const ACCOUNT_STATE_RULES: Record<AccountStatus, AccountStateRule> = {
  active: { meaning: 'In good standing.', logIn: true, history: true, bet: true, casino: true },
  inactive: {
    meaning: 'No log-in for 12 months; the real balance is kept and a log-in makes the account active again.',
    logIn: true,
    history: true,
    bet: true,
    casino: true,
  },
  dormant: {
    meaning: 'No log-in for 30 months; the player may log in and see their history, and support reactivates it.',
    logIn: true,
    history: true,
    bet: false,
    casino: false,
  },
  frozen: {
    meaning: 'Held by the operator (for example age not verified within 72 hours of the first deposit).',
    logIn: true,
    history: true,
    bet: false,
    casino: false,
  },
  blocked: { meaning: 'Blocked by the operator.', logIn: false, history: false, bet: false, casino: false },
  closed: { meaning: 'Closed.', logIn: false, history: false, bet: false, casino: false },
  selfExcluded: {
    meaning: 'Self-excluded by the player: no log-in until the period ends and a revocation takes effect.',
    logIn: false,
    history: false,
    bet: false,
    casino: false,
  },
  coolingOff: {
    meaning: 'Taking a break chosen by the player: no log-in until it ends by itself.',
    logIn: false,
    history: false,
    bet: false,
    casino: false,
  },
};

/** The limits a player can set: loss and stake (turnover) per window, and the most one bet may stake. */
export const LIMIT_KEYS = [
  'lossDay',
  'lossWeek',
  'lossMonth',
  'stakeDay',
  'stakeWeek',
  'stakeMonth',
  'maxStake',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** A rolling window: the last 24 hours, 7 days or calendar month before now. */
export type LimitWindow = 'day' | 'week' | 'month';

export const LIMIT_INFO: Record<
  LimitKey,
  { kind: 'loss' | 'stake' | 'maxStake'; window: LimitWindow | null; label: string }
> = {
  lossDay: { kind: 'loss', window: 'day', label: 'Loss limit per 24 hours' },
  lossWeek: { kind: 'loss', window: 'week', label: 'Loss limit per 7 days' },
  lossMonth: { kind: 'loss', window: 'month', label: 'Loss limit per month' },
  stakeDay: { kind: 'stake', window: 'day', label: 'Stake limit per 24 hours' },
  stakeWeek: { kind: 'stake', window: 'week', label: 'Stake limit per 7 days' },
  stakeMonth: { kind: 'stake', window: 'month', label: 'Stake limit per month' },
  maxStake: { kind: 'maxStake', window: null, label: 'Maximum stake per bet' },
};

/** An increase or a removal waits this long before it is in force; a decrease is in force at once. */
export const LIMIT_INCREASE_DELAY_DAYS = 7;

/** The largest limit a player may set (whole currency units). */
export const LIMIT_MAX = 100_000_000;

/** How often the reality check appears, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

export const COOL_OFF_PERIODS = ['24h', '1w', '3w', '6w'] as const;
export type CoolOffPeriod = (typeof COOL_OFF_PERIODS)[number];
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

export const PERIOD_LABELS: Record<CoolOffPeriod | SelfExclusionPeriod, string> = {
  '24h': '24 hours',
  '1w': '1 week',
  '3w': '3 weeks',
  '6w': '6 weeks',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: 'Permanently',
};

/** A self-exclusion's revocation takes effect this long after it is asked for (once the period is over). */
export const SELF_EXCLUSION_REVOKE_DELAY_DAYS = 7;

/** A help organisation the log-in refusal and the protection page point to. */
export interface HelpLink {
  name: string;
  url: string;
}

/** The organisations a refused log-in names. */
export const HELP_LINKS: HelpLink[] = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org/' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
];
