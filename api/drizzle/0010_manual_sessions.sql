CREATE TABLE "manual_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"no_line" integer,
	"no_rate" integer,
	"yes_line" integer,
	"yes_rate" integer,
	"min_bet" integer NOT NULL,
	"max_bet" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "manual_sessions_status" CHECK ("manual_sessions"."status" in ('OPEN', 'SUSPENDED', 'CLOSED')),
	CONSTRAINT "manual_sessions_rated" CHECK (("manual_sessions"."no_line" is null and "manual_sessions"."no_rate" is null and "manual_sessions"."yes_line" is null and "manual_sessions"."yes_rate" is null) or ("manual_sessions"."no_line" >= 0 and "manual_sessions"."no_rate" >= 1 and "manual_sessions"."yes_line" >= "manual_sessions"."no_line" and "manual_sessions"."yes_rate" >= 1)),
	CONSTRAINT "manual_sessions_limits" CHECK ("manual_sessions"."min_bet" >= 1 and "manual_sessions"."max_bet" >= "manual_sessions"."min_bet"),
	CONSTRAINT "manual_sessions_closed" CHECK (("manual_sessions"."status" = 'CLOSED') = ("manual_sessions"."closed_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "manual_sessions_match_open" ON "manual_sessions" USING btree ("match_id") WHERE "manual_sessions"."status" <> 'CLOSED';--> statement-breakpoint
CREATE UNIQUE INDEX "manual_sessions_open_name" ON "manual_sessions" USING btree ("match_id",lower("name")) WHERE "manual_sessions"."status" <> 'CLOSED';