/**
 * The provider's own database: its game sessions, its rounds, the outbox of its wallet calls and
 * the launch signatures it took. Nothing here is the operator's: the operator only ever sees the
 * wallet calls (protocol/messages.ts).
 */
import { index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { replayTable } from '../protocol/replay.js';

/** Money is numeric(18,2) in the database and integer cents in memory (money.ts). */
const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'string' });

/** Sessions the operator opened at launch. */
export const providerSessions = pgTable('provider_sessions', {
  /** The operator's launch token: sent back on every wallet call. */
  token: text('token').primaryKey(),
  /** The public id in the game's address (the token itself never appears in a URL). */
  launchId: text('launch_id').notNull().unique(),
  userId: text('user_id').notNull(),
  userName: text('user_name').notNull(),
  gameCode: text('game_code').notNull(),
  platform: text('platform').notNull(),
  currency: text('currency').notNull(),
  lobbyUrl: text('lobby_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The provider's rounds: the engine's state (outcome included) and money so far. */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    roundId: text('round_id').primaryKey(),
    launchId: text('launch_id').notNull(),
    gameCode: text('game_code').notNull(),
    engine: text('engine').notNull(),
    /** open → settled | refunded. */
    status: text('status').notNull(),
    state: jsonb('state').notNull(),
    stake: money('stake').notNull().default('0'),
    payout: money('payout').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('provider_rounds_launch').on(t.launchId, t.createdAt), index('provider_rounds_open').on(t.status)],
);

/** The provider's wallet calls, written before they are sent and retried until answered. */
export const providerWalletCalls = pgTable(
  'provider_wallet_calls',
  {
    transactionId: text('transaction_id').primaryKey(),
    roundId: text('round_id').notNull(),
    kind: text('kind').notNull(),
    body: jsonb('body').notNull(),
    /** pending → done (answered OK) | failed (refused for good). */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_wallet_calls_pending').on(t.status, t.createdAt),
    index('provider_wallet_calls_round').on(t.roundId),
  ],
);

/** Signed launch calls already taken: a repeat of the same signature is a replay (protocol/replay.ts). */
export const providerReplays = replayTable('provider_replays');
