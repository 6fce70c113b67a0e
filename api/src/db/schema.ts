import { sql } from 'drizzle-orm';
import { replayTable } from '@backlay/casino-provider/protocol';
import type { MarketResult } from '@backlay/shared/sports';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Money is numeric(18,2) in the database and integer paise/cents in memory (see wallet/money.ts). */
const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'string' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    isDemo: boolean('is_demo').notNull().default(false),
    forceChangePassword: boolean('force_change_password').notNull().default(false),
    /** 0 = none, 1 = code through the operator's channel, 2 = authenticator app (TOTP). */
    authenticatorType: smallint('authenticator_type').notNull().default(0),
    totpSecret: text('totp_secret'),
    /** Highest TOTP time step accepted so far: a code at or below it is a replay. */
    totpLastStep: integer('totp_last_step'),
    /** Pending set-up of a second factor, confirmed by its first valid code. */
    pendingAuthenticatorType: smallint('pending_authenticator_type'),
    pendingTotpSecret: text('pending_totp_secret'),
    /** Demo accounts are lent out one session at a time. */
    demoLeasedUntil: timestamp('demo_leased_until', { withTimezone: true }),
    /** The client address that holds the demo lease: one address may hold only a few. */
    demoLeaseIp: text('demo_lease_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The account's state (ACCOUNT_STATE_RULES in @backlay/shared/schemas says what each allows).
     * A cool-off ends by itself at `status_until`; a self-exclusion once `status_until` has passed
     * and a revocation asked for after it has taken effect (`self_exclusion_revokes_at`).
     */
    status: text('status').notNull().default('active'),
    statusUntil: timestamp('status_until', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    selfExclusionRevokesAt: timestamp('self_exclusion_revokes_at', { withTimezone: true }),
    /** Minutes between reality checks (15, 30, 60 or 120). */
    realityCheckMinutes: smallint('reality_check_minutes').notNull().default(60),
    /** The last successful log-in: inactivity (12 months) and dormancy (30 months) count from it. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_user_name_lower').on(sql`lower(${t.userName})`),
    check(
      'users_status',
      sql`${t.status} in ('active', 'inactive', 'dormant', 'frozen', 'blocked', 'closed', 'selfExcluded', 'coolingOff')`,
    ),
    check('users_reality_check_minutes', sql`${t.realityCheckMinutes} in (15, 30, 60, 120)`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** full: every call; verify: only the second-factor calls; password: only the password calls. */
    scope: text('scope').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The player's last Continue on the reality check (null: none yet; it counts from created_at). */
    realityCheckAt: timestamp('reality_check_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

/** One-time codes sent through the operator's channel (authenticator type 1). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_user').on(t.userId, t.purpose)],
);

/** What was sent through the operator's channel; the embedded default only logs it. */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The cached position of each ledger account. Player accounts can never go below zero once
 * exposure is reserved: balance - exposure >= 0.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: money('balance').notNull().default('0'),
    exposure: money('exposure').notNull().default('0'),
    creditReference: money('credit_reference').notNull().default('0'),
    /** Settled wins less settled losses: the sum of the player's win and loss entries. */
    profitLoss: money('profit_loss').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_available_non_negative', sql`${t.balance} - ${t.exposure} >= 0`),
    check('wallets_exposure_non_negative', sql`${t.exposure} >= 0`),
  ],
);

/** The house side of every posting: where credits come from and where losses go. */
export const houseAccounts = pgTable('house_accounts', {
  code: text('code').primaryKey(),
  balance: money('balance').notNull().default('0'),
});

/** A journal entry: one business event. Its postings always sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The player the entry is about (statement owner). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Signed effect on the player's balance. */
    amount: money('amount').notNull(),
    /** The player's balance after the entry. */
    closingBalance: money('closing_balance').notNull(),
    description: text('description').notNull().default(''),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key'),
    actor: text('actor').notNull().default('system'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_user_created').on(t.userId, t.createdAt),
    uniqueIndex('ledger_entries_idempotency').on(t.idempotencyKey),
    check('ledger_entries_type', sql`${t.type} in ('add', 'withDraw', 'win', 'loss', 'commission', 'creditReference')`),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    /** 'user:<uuid>' or 'house:<code>'. */
    account: text('account').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('ledger_postings_entry').on(t.entryId), index('ledger_postings_account').on(t.account)],
);

export const buttonValues = pgTable(
  'button_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** JSON text of label-to-number pairs, at most 8, as the spec's clients expect. */
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('button_values_user_type').on(t.userId, t.type),
    check('button_values_type', sql`${t.type} in ('Match', 'Casino')`),
  ],
);

/**
 * How a player bets, remembered across devices: one-click betting (a price click places a bet of
 * `one_click_stake` at once) and whether the usual slip asks to confirm before placing.
 */
export const betSettings = pgTable(
  'bet_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    oneClick: boolean('one_click').notNull().default(false),
    /** Currency units; chosen from the player's Match button values. */
    oneClickStake: integer('one_click_stake'),
    confirmBets: boolean('confirm_bets').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bet_settings_stake', sql`${t.oneClickStake} is null or ${t.oneClickStake} between 1 and 10000000`),
    check('bet_settings_one_click_stake', sql`not ${t.oneClick} or ${t.oneClickStake} is not null`),
  ],
);

/**
 * Markets a player starred, for the Starred Markets page. The match's title and sport and the
 * market's name and type are kept as they were when starred, so a star whose match has left the
 * feed can still be named (and removed). At most STARRED_MARKETS_MAX per player (checked on star).
 */
export const starredMarkets = pgTable(
  'starred_markets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: text('match_id').notNull(),
    marketId: text('market_id').notNull(),
    matchTitle: text('match_title').notNull(),
    sport: text('sport').notNull(),
    marketName: text('market_name').notNull(),
    marketType: text('market_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('starred_markets_user_market').on(t.userId, t.marketId)],
);

/**
 * The limits a player set (LIMIT_KEYS): `amount` is in force (null: none); a pending increase or
 * removal (`pending_from` set, `pending_amount` null for a removal) replaces it from `pending_from`.
 * protection_check (migration 0012) reads them in every money-moving transaction.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    amount: money('amount'),
    pendingAmount: money('pending_amount'),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check(
      'player_limits_key',
      sql`${t.key} in ('lossDay', 'lossWeek', 'lossMonth', 'stakeDay', 'stakeWeek', 'stakeMonth', 'maxStake')`,
    ),
    check('player_limits_amounts', sql`${t.amount} >= 0 and ${t.pendingAmount} >= 0`),
    check('player_limits_pending', sql`${t.pendingFrom} is not null or ${t.pendingAmount} is null`),
  ],
);

/** Every protection change and limit refusal: the player's own history and the operator's view. */
export const protectionEvents = pgTable(
  'protection_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    message: text('message').notNull(),
    detail: jsonb('detail'),
    /** 'player', 'operator' or 'system'. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('protection_events_user_created').on(t.userId, t.createdAt)],
);

/** Marquee and banner texts set by the operator. */
export const notifications = pgTable('notifications', {
  type: text('type').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id'),
  action: text('action').notNull(),
  detail: jsonb('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every bet a player placed. A bet is open while its result is PENDING or UNDECLARE; its
 * exposure is reserved through market_exposures. Deleted bets keep their row with a reason.
 */
export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Placement order: breaks ties between bets placed in the same millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The player's key for the placement: one bet per key and player. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What was asked, so a repeat with a different body is told apart from a retry. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    matchId: text('match_id').notNull(),
    marketId: text('market_id').notNull(),
    marketType: text('market_type').notNull(),
    marketName: text('market_name').notNull(),
    eventName: text('event_name').notNull(),
    eventType: text('event_type').notNull(),
    beventId: text('bevent_id'),
    selectionId: integer('selection_id').notNull(),
    teamName: text('team_name').notNull(),
    side: text('side').notNull(),
    odds: numeric('odds', { precision: 10, scale: 2, mode: 'string' }).notNull(),
    requestedOdds: numeric('requested_odds', { precision: 10, scale: 2, mode: 'string' }).notNull(),
    rate: integer('rate'),
    stake: money('stake').notNull(),
    winAmount: money('win_amount').notNull(),
    lossAmount: money('loss_amount').notNull(),
    result: text('result').notNull().default('PENDING'),
    profitLoss: money('profit_loss'),
    deleteReason: text('delete_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The exchange order this bet is a matched part of (null: a bet placed on its own). */
    orderId: uuid('order_id').references(() => betOrders.id),
  },
  (t) => [
    uniqueIndex('bets_user_idempotency').on(t.userId, t.idempotencyKey),
    index('bets_user_created').on(t.userId, t.createdAt),
    index('bets_market_open').on(t.marketId, t.result),
    index('bets_user_match').on(t.userId, t.matchId),
    check('bets_result', sql`${t.result} in ('PENDING', 'UNDECLARE', 'WIN', 'LOSS', 'TIE')`),
    check('bets_side', sql`${t.side} in ('BACK', 'LAY', 'YES', 'NO')`),
    check('bets_stake_positive', sql`${t.stake} > 0`),
  ],
);

/**
 * Exchange orders on ladder markets (betting/orders.ts): what a player asked for at one price.
 * The parts matched are ordinary bets (`bets.order_id`); the unmatched part waits here and holds
 * its own reservation (`reserved`, its loss if it is matched in full), counted in wallets.exposure
 * beside the markets' reservations. stake = matched + unmatched + cancelled, always.
 */
export const betOrders = pgTable(
  'bet_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Time priority among orders waiting at one price. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    matchId: text('match_id').notNull(),
    marketId: text('market_id').notNull(),
    marketType: text('market_type').notNull(),
    marketName: text('market_name').notNull(),
    eventName: text('event_name').notNull(),
    eventType: text('event_type').notNull(),
    selectionId: integer('selection_id').notNull(),
    teamName: text('team_name').notNull(),
    side: text('side').notNull(),
    /** The order's own price: the unmatched part waits here. */
    odds: numeric('odds', { precision: 10, scale: 2, mode: 'string' }).notNull(),
    stake: money('stake').notNull(),
    matched: money('matched').notNull(),
    unmatched: money('unmatched').notNull(),
    /** Cancelled by the player or lapsed (the in-play turn, the market's result or close). */
    cancelled: money('cancelled').notNull(),
    reserved: money('reserved').notNull(),
    status: text('status').notNull(),
    /** What the unmatched part does when the market turns in-play: lapse (the default) or stay. */
    inPlay: text('in_play').notNull(),
    /** Placed while the market was in-play: the turn has passed, only the result or close lapses it. */
    placedInPlay: boolean('placed_in_play').notNull(),
    /**
     * The feed tick of the last matching step that filled it: every API process runs the step on
     * every tick, and only the first to reach the order for a tick fills it.
     */
    fillTick: bigint('fill_tick', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bet_orders_user_idempotency').on(t.userId, t.idempotencyKey),
    index('bet_orders_open')
      .on(t.marketId)
      .where(sql`${t.status} = 'OPEN'`),
    index('bet_orders_user_created').on(t.userId, t.createdAt),
    check('bet_orders_status', sql`${t.status} in ('OPEN', 'FILLED', 'CANCELLED', 'LAPSED')`),
    check('bet_orders_side', sql`${t.side} in ('BACK', 'LAY')`),
    check('bet_orders_in_play', sql`${t.inPlay} in ('LAPSE', 'KEEP')`),
    check('bet_orders_parts', sql`${t.matched} + ${t.unmatched} + ${t.cancelled} = ${t.stake}`),
    check(
      'bet_orders_non_negative',
      sql`${t.stake} > 0 and ${t.matched} >= 0 and ${t.unmatched} >= 0 and ${t.cancelled} >= 0 and ${t.reserved} >= 0`,
    ),
    check('bet_orders_open_waits', sql`(${t.status} = 'OPEN') = (${t.unmatched} > 0)`),
    check('bet_orders_only_open_reserves', sql`${t.status} = 'OPEN' or ${t.reserved} = 0`),
  ],
);

/** Versions of market_exposures rows: never reused, so a deleted and re-created row is a new version. */
export const marketExposureVersions = pgSequence('market_exposure_versions');

/** The reservation each open market holds on a player's wallet; wallets.exposure is their sum. */
export const marketExposures = pgTable(
  'market_exposures',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketId: text('market_id').notNull(),
    matchId: text('match_id').notNull(),
    exposure: money('exposure').notNull(),
    /**
     * Changes whenever the row is written (a trigger draws it from market_exposure_versions), so a
     * placement that priced the bet from a remembered copy of the player's open bets on the market
     * can tell, in its transaction, whether that copy is still the truth.
     */
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('market_exposure_versions')`),
  },
  (t) => [
    uniqueIndex('market_exposures_pk').on(t.userId, t.marketId),
    check('market_exposures_non_negative', sql`${t.exposure} >= 0`),
  ],
);

/**
 * Results as declared, one row per declaration. At most one declaration of a market is live
 * (not undeclared); a re-declaration after an undeclare gets the next version.
 */
export const marketResults = pgTable(
  'market_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: text('market_id').notNull(),
    matchId: text('match_id').notNull(),
    version: integer('version').notNull(),
    result: jsonb('result').$type<MarketResult>().notNull(),
    source: text('source').notNull(),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
    undeclaredAt: timestamp('undeclared_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('market_results_version').on(t.marketId, t.version),
    uniqueIndex('market_results_live')
      .on(t.marketId)
      .where(sql`${t.undeclaredAt} is null`),
  ],
);

/** One settlement per bet and result version; an undeclare marks it reversed. */
export const betSettlements = pgTable(
  'bet_settlements',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    profitLoss: money('profit_loss').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    reversed: boolean('reversed').notNull().default(false),
  },
  (t) => [uniqueIndex('bet_settlements_pk').on(t.betId, t.version)],
);

/**
 * The commission a player paid on a market's settlement (one row per player, market and result
 * version with net winnings charged): the rate and amount as taken, so an undeclare gives back
 * exactly what was taken whatever the rate is by then. `reversed` after an undeclare.
 */
export const marketCommissions = pgTable(
  'market_commissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketId: text('market_id').notNull(),
    version: integer('version').notNull(),
    /** The player's net result on the market the commission was taken from (> 0). */
    net: money('net').notNull(),
    /** Basis points: 100 = 1 %. */
    rateBp: integer('rate_bp').notNull(),
    /** What was taken (> 0); the ledger entry's amount is its negative. */
    amount: money('amount').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    reversed: boolean('reversed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('market_commissions_pk').on(t.userId, t.marketId, t.version),
    check('market_commissions_amount', sql`${t.amount} > 0 and ${t.amount} <= ${t.net}`),
  ],
);

/**
 * What the wallet needs to know about a market it holds bets on, remembered at the first bet:
 * the feed may forget a market long before its last bet is settled or undeclared.
 */
export const betMarkets = pgTable('bet_markets', {
  id: text('id').primaryKey(),
  matchId: text('match_id').notNull(),
  type: text('type').notNull(),
  priceKind: text('price_kind').notNull(),
  name: text('name').notNull(),
  selectionIds: jsonb('selection_ids').$type<number[]>().notNull(),
  range: integer('range'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sessions the operator runs by hand on a cricket match (the spec's `sessionBettings`): a run line
 * with a No price and a Yes price, set and moved by the operator. Their market id is
 * `manual:<id>`; bets, books and results go through the same engine as the feed's sessions.
 * A closed session takes no more bets and leaves the match detail; its bets stay and settle.
 */
export const manualSessions = pgTable(
  'manual_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: text('match_id').notNull(),
    name: text('name').notNull(),
    /** OPEN (takes bets at its prices), SUSPENDED (shown, refuses bets) or CLOSED (gone). */
    status: text('status').notNull().default('OPEN'),
    /** The No side: run line and rate (100 = even money); null until the operator rates it. */
    noLine: integer('no_line'),
    noRate: integer('no_rate'),
    yesLine: integer('yes_line'),
    yesRate: integer('yes_rate'),
    minBet: integer('min_bet').notNull(),
    maxBet: integer('max_bet').notNull(),
    /** Increments on every suspension, as a feed market's version does. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('manual_sessions_match_open')
      .on(t.matchId)
      .where(sql`${t.status} <> 'CLOSED'`),
    // One session of a name open on a match at a time, whichever API process opens it.
    uniqueIndex('manual_sessions_open_name')
      .on(t.matchId, sql`lower(${t.name})`)
      .where(sql`${t.status} <> 'CLOSED'`),
    check('manual_sessions_status', sql`${t.status} in ('OPEN', 'SUSPENDED', 'CLOSED')`),
    check(
      'manual_sessions_rated',
      sql`(${t.noLine} is null and ${t.noRate} is null and ${t.yesLine} is null and ${t.yesRate} is null) or (${t.noLine} >= 0 and ${t.noRate} >= 1 and ${t.yesLine} >= ${t.noLine} and ${t.yesRate} >= 1)`,
    ),
    check('manual_sessions_limits', sql`${t.minBet} >= 1 and ${t.maxBet} >= ${t.minBet}`),
    check('manual_sessions_closed', sql`(${t.status} = 'CLOSED') = (${t.closedAt} is not null)`),
  ],
);

/**
 * Rounds of the live card tables. The shoe is committed (SHA-256 of salt and shoe) when the round
 * opens and stays private until it is settled; the deal is a pure function of the shoe, so a round
 * interrupted by a restart is finished from its row.
 */
export const cardRounds = pgTable(
  'card_rounds',
  {
    mid: text('mid').primaryKey(),
    gameType: text('game_type').notNull(),
    /** betting → settled | voided. */
    status: text('status').notNull(),
    commit: text('commit').notNull(),
    salt: text('salt').notNull(),
    shoe: jsonb('shoe').$type<string[]>().notNull(),
    /** When the round opened (epoch ms of the engine's clock): its timeline follows from it. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    result: jsonb('result'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('card_rounds_table').on(t.gameType, t.settledAt),
    // One open round per table, whichever API instance opened it: the others follow that row.
    uniqueIndex('card_rounds_open')
      .on(t.gameType)
      .where(sql`${t.status} = 'betting'`),
  ],
);

/**
 * Provider casino, operator side: a game session opened for a player at launch. The provider
 * sends the token back with every wallet call; only its hash is kept.
 */
export const casinoSessions = pgTable(
  'casino_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    gameCode: text('game_code').notNull(),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Debits and balance calls need a live session; credits and rollbacks of its rounds never expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The player's login that launched the game: its logout ends the game session too. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** Set when the player's session ends (logout, password change, forced logout): no more debits. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('casino_sessions_token').on(t.tokenHash), index('casino_sessions_user').on(t.userId)],
);

/**
 * A player's part in one provider round: the bet (kind `casino`) that reserves its debits as
 * exposure while open and settles credits − debits when the provider closes it.
 */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The integration (one provider connection), e.g. `mac88`. */
    integration: text('integration').notNull(),
    roundId: text('round_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    betId: uuid('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    providerName: text('provider_name').notNull(),
    subProviderName: text('sub_provider_name').notNull(),
    category: text('category').notNull(),
    /** Debits less rolled-back debits. */
    debited: money('debited').notNull().default('0'),
    credited: money('credited').notNull().default('0'),
    /** open → closed (credits settled) | voided (every debit rolled back). */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('casino_rounds_round').on(t.integration, t.roundId, t.userId),
    index('casino_rounds_user_created').on(t.userId, t.createdAt),
    check('casino_rounds_status', sql`${t.status} in ('open', 'closed', 'voided')`),
    check('casino_rounds_money', sql`${t.debited} >= 0 and ${t.credited} >= 0`),
  ],
);

/**
 * Every wallet call a provider made with a transaction id, and the answer it got: a repeat of the
 * id gets the same answer and changes nothing.
 */
export const casinoTransactions = pgTable(
  'casino_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    integration: text('integration').notNull(),
    transactionId: text('transaction_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roundId: text('round_id').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    /** For a rollback: the debit it undoes. */
    rollbackOf: text('rollback_of'),
    requestHash: text('request_hash').notNull(),
    /** ok (money moved as asked) or refused (nothing moved). */
    outcome: text('outcome').notNull(),
    httpStatus: integer('http_status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('casino_transactions_id').on(t.integration, t.transactionId),
    index('casino_transactions_round').on(t.integration, t.roundId),
    // A debit arriving after a rollback that named it is refused: looked up by the named id.
    index('casino_transactions_rollback_of').on(t.integration, t.rollbackOf),
    check('casino_transactions_kind', sql`${t.kind} in ('debit', 'credit', 'rollback')`),
    check('casino_transactions_outcome', sql`${t.outcome} in ('ok', 'refused')`),
  ],
);

/**
 * Failure counters behind the lock-outs (login, second factor, password checks), shared by every API
 * process. A key names what is counted: `login:<user name>`, `login-ip:<address>`, `code:<user id>`,
 * `password:<user id>`.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  /** Failures since the last success or lock. */
  failures: integer('failures').notNull().default(0),
  /** Locks so far without a success in between: each one doubles the next lock's length. */
  strikes: integer('strikes').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Signed wallet requests already taken: a repeat of the same signature is a replay. */
export const walletReplays = replayTable('wallet_replays');
