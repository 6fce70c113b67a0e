CREATE TABLE "bet_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"one_click" boolean DEFAULT false NOT NULL,
	"one_click_stake" integer,
	"confirm_bets" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_settings_stake" CHECK ("bet_settings"."one_click_stake" is null or "bet_settings"."one_click_stake" between 1 and 10000000),
	CONSTRAINT "bet_settings_one_click_stake" CHECK (not "bet_settings"."one_click" or "bet_settings"."one_click_stake" is not null)
);
--> statement-breakpoint
ALTER TABLE "bet_settings" ADD CONSTRAINT "bet_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;