CREATE TABLE "card_rounds" (
	"mid" text PRIMARY KEY NOT NULL,
	"game_type" text NOT NULL,
	"status" text NOT NULL,
	"commit" text NOT NULL,
	"salt" text NOT NULL,
	"shoe" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"result" jsonb,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "card_rounds_table" ON "card_rounds" USING btree ("game_type","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_rounds_open" ON "card_rounds" USING btree ("game_type") WHERE "card_rounds"."status" = 'betting';