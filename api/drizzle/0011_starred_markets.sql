CREATE TABLE "starred_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"match_id" text NOT NULL,
	"market_id" text NOT NULL,
	"match_title" text NOT NULL,
	"sport" text NOT NULL,
	"market_name" text NOT NULL,
	"market_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "starred_markets" ADD CONSTRAINT "starred_markets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "starred_markets_user_market" ON "starred_markets" USING btree ("user_id","market_id");