CREATE TABLE "market_commissions" (
	"user_id" uuid NOT NULL,
	"market_id" text NOT NULL,
	"version" integer NOT NULL,
	"net" numeric(18, 2) NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"entry_id" bigint NOT NULL,
	"reversed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "market_commissions_amount" CHECK ("market_commissions"."amount" > 0 and "market_commissions"."amount" <= "market_commissions"."net")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_type";--> statement-breakpoint
ALTER TABLE "market_commissions" ADD CONSTRAINT "market_commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_commissions_pk" ON "market_commissions" USING btree ("user_id","market_id","version");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_type" CHECK ("ledger_entries"."type" in ('add', 'withDraw', 'win', 'loss', 'commission', 'creditReference'));