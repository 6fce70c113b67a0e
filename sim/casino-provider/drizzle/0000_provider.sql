CREATE TABLE "provider_replays" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
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
CREATE INDEX "provider_replays_expires" ON "provider_replays" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "provider_rounds_launch" ON "provider_rounds" USING btree ("launch_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_rounds_open" ON "provider_rounds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "provider_wallet_calls_pending" ON "provider_wallet_calls" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "provider_wallet_calls_round" ON "provider_wallet_calls" USING btree ("round_id");