CREATE TABLE "bet_markets" (
	"id" text PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"type" text NOT NULL,
	"price_kind" text NOT NULL,
	"name" text NOT NULL,
	"selection_ids" jsonb NOT NULL,
	"range" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_settlements" (
	"bet_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"profit_loss" numeric(18, 2) NOT NULL,
	"entry_id" bigint,
	"reversed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"match_id" text NOT NULL,
	"market_id" text NOT NULL,
	"market_type" text NOT NULL,
	"market_name" text NOT NULL,
	"event_name" text NOT NULL,
	"event_type" text NOT NULL,
	"bevent_id" text,
	"selection_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"side" text NOT NULL,
	"odds" numeric(10, 2) NOT NULL,
	"requested_odds" numeric(10, 2) NOT NULL,
	"rate" integer,
	"stake" numeric(18, 2) NOT NULL,
	"win_amount" numeric(18, 2) NOT NULL,
	"loss_amount" numeric(18, 2) NOT NULL,
	"result" text DEFAULT 'PENDING' NOT NULL,
	"profit_loss" numeric(18, 2),
	"delete_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_result" CHECK ("bets"."result" in ('PENDING', 'UNDECLARE', 'WIN', 'LOSS', 'TIE')),
	CONSTRAINT "bets_side" CHECK ("bets"."side" in ('BACK', 'LAY', 'YES', 'NO')),
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "market_exposures" (
	"user_id" uuid NOT NULL,
	"market_id" text NOT NULL,
	"match_id" text NOT NULL,
	"exposure" numeric(18, 2) NOT NULL,
	CONSTRAINT "market_exposures_non_negative" CHECK ("market_exposures"."exposure" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"match_id" text NOT NULL,
	"version" integer NOT NULL,
	"result" jsonb NOT NULL,
	"source" text NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undeclared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "profit_loss" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "wallets" SET "profit_loss" = coalesce((SELECT sum("amount") FROM "ledger_entries" e WHERE e."user_id" = "wallets"."user_id" AND e."type" IN ('win', 'loss')), 0);--> statement-breakpoint
ALTER TABLE "bet_settlements" ADD CONSTRAINT "bet_settlements_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_exposures" ADD CONSTRAINT "market_exposures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_settlements_pk" ON "bet_settlements" USING btree ("bet_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_user_idempotency" ON "bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bets_user_created" ON "bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_market_open" ON "bets" USING btree ("market_id","result");--> statement-breakpoint
CREATE INDEX "bets_user_match" ON "bets" USING btree ("user_id","match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_exposures_pk" ON "market_exposures" USING btree ("user_id","market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_results_version" ON "market_results" USING btree ("market_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "market_results_live" ON "market_results" USING btree ("market_id") WHERE "market_results"."undeclared_at" is null;