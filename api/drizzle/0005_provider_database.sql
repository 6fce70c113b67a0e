-- The casino provider keeps its sessions, rounds and wallet calls in a database of its own now
-- (sim/casino-provider). What these tables still hold is not carried over: before this migration
-- runs on a database with provider money in flight, let the old provider finish its rounds and
-- drain its outbox (no provider_rounds open, no provider_wallet_calls pending; see
-- sim/casino-provider/README.md, "Upgrading").
DROP TABLE "provider_rounds" CASCADE;--> statement-breakpoint
DROP TABLE "provider_sessions" CASCADE;--> statement-breakpoint
DROP TABLE "provider_wallet_calls" CASCADE;