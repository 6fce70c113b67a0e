CREATE TABLE "bet_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"match_id" text NOT NULL,
	"market_id" text NOT NULL,
	"market_type" text NOT NULL,
	"market_name" text NOT NULL,
	"event_name" text NOT NULL,
	"event_type" text NOT NULL,
	"selection_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"side" text NOT NULL,
	"odds" numeric(10, 2) NOT NULL,
	"stake" numeric(18, 2) NOT NULL,
	"matched" numeric(18, 2) NOT NULL,
	"unmatched" numeric(18, 2) NOT NULL,
	"cancelled" numeric(18, 2) NOT NULL,
	"reserved" numeric(18, 2) NOT NULL,
	"status" text NOT NULL,
	"in_play" text NOT NULL,
	"placed_in_play" boolean NOT NULL,
	"fill_tick" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_orders_status" CHECK ("bet_orders"."status" in ('OPEN', 'FILLED', 'CANCELLED', 'LAPSED')),
	CONSTRAINT "bet_orders_side" CHECK ("bet_orders"."side" in ('BACK', 'LAY')),
	CONSTRAINT "bet_orders_in_play" CHECK ("bet_orders"."in_play" in ('LAPSE', 'KEEP')),
	CONSTRAINT "bet_orders_parts" CHECK ("bet_orders"."matched" + "bet_orders"."unmatched" + "bet_orders"."cancelled" = "bet_orders"."stake"),
	CONSTRAINT "bet_orders_non_negative" CHECK ("bet_orders"."stake" > 0 and "bet_orders"."matched" >= 0 and "bet_orders"."unmatched" >= 0 and "bet_orders"."cancelled" >= 0 and "bet_orders"."reserved" >= 0),
	CONSTRAINT "bet_orders_open_waits" CHECK (("bet_orders"."status" = 'OPEN') = ("bet_orders"."unmatched" > 0)),
	CONSTRAINT "bet_orders_only_open_reserves" CHECK ("bet_orders"."status" = 'OPEN' or "bet_orders"."reserved" = 0)
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "bet_orders" ADD CONSTRAINT "bet_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_orders_user_idempotency" ON "bet_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bet_orders_open" ON "bet_orders" USING btree ("market_id") WHERE "bet_orders"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "bet_orders_user_created" ON "bet_orders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_order_id_bet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bet_orders"("id") ON DELETE no action ON UPDATE no action;