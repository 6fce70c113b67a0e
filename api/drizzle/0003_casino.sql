CREATE TABLE "casino_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integration" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"bet_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"provider_name" text NOT NULL,
	"sub_provider_name" text NOT NULL,
	"category" text NOT NULL,
	"debited" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credited" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "casino_rounds_status" CHECK ("casino_rounds"."status" in ('open', 'closed', 'voided')),
	CONSTRAINT "casino_rounds_money" CHECK ("casino_rounds"."debited" >= 0 and "casino_rounds"."credited" >= 0)
);
--> statement-breakpoint
CREATE TABLE "casino_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"game_code" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"integration" text NOT NULL,
	"transaction_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"rollback_of" text,
	"request_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_transactions_kind" CHECK ("casino_transactions"."kind" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "casino_transactions_outcome" CHECK ("casino_transactions"."outcome" in ('ok', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"launch_id" text NOT NULL,
	"game_code" text NOT NULL,
	"engine" text NOT NULL,
	"status" text NOT NULL,
	"state" jsonb NOT NULL,
	"stake" numeric(18, 2) DEFAULT '0' NOT NULL,
	"payout" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"launch_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"game_code" text NOT NULL,
	"platform" text NOT NULL,
	"currency" text NOT NULL,
	"lobby_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_sessions_launch_id_unique" UNIQUE("launch_id")
);
--> statement-breakpoint
CREATE TABLE "provider_wallet_calls" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_round" ON "casino_rounds" USING btree ("integration","round_id","user_id");--> statement-breakpoint
CREATE INDEX "casino_rounds_user_created" ON "casino_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_sessions_token" ON "casino_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "casino_sessions_user" ON "casino_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_transactions_id" ON "casino_transactions" USING btree ("integration","transaction_id");--> statement-breakpoint
CREATE INDEX "casino_transactions_round" ON "casino_transactions" USING btree ("integration","round_id");--> statement-breakpoint
CREATE INDEX "casino_transactions_rollback_of" ON "casino_transactions" USING btree ("integration","rollback_of");--> statement-breakpoint
CREATE INDEX "provider_rounds_launch" ON "provider_rounds" USING btree ("launch_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_rounds_open" ON "provider_rounds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "provider_wallet_calls_pending" ON "provider_wallet_calls" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "provider_wallet_calls_round" ON "provider_wallet_calls" USING btree ("round_id");