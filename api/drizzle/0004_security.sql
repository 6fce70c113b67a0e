CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_replays" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo_lease_ip" text;--> statement-breakpoint
CREATE INDEX "wallet_replays_expires" ON "wallet_replays" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;