CREATE TABLE "player_limits" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"amount" numeric(18, 2),
	"pending_amount" numeric(18, 2),
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "player_limits_key" CHECK ("player_limits"."key" in ('lossDay', 'lossWeek', 'lossMonth', 'stakeDay', 'stakeWeek', 'stakeMonth', 'maxStake')),
	CONSTRAINT "player_limits_amounts" CHECK ("player_limits"."amount" >= 0 and "player_limits"."pending_amount" >= 0),
	CONSTRAINT "player_limits_pending" CHECK ("player_limits"."pending_from" is not null or "player_limits"."pending_amount" is null)
);
--> statement-breakpoint
CREATE TABLE "protection_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"message" text NOT NULL,
	"detail" jsonb,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reality_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "self_exclusion_revokes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reality_check_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_events" ADD CONSTRAINT "protection_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_events_user_created" ON "protection_events" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status" CHECK ("users"."status" in ('active', 'inactive', 'dormant', 'frozen', 'blocked', 'closed', 'selfExcluded', 'coolingOff'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reality_check_minutes" CHECK ("users"."reality_check_minutes" in (15, 30, 60, 120));--> statement-breakpoint
-- The state an account is in at p_now: a cool-off ends by itself at its end; a self-exclusion once
-- its period is over and a revocation asked for after it has taken effect (7 days after asking).
CREATE FUNCTION "account_status"(p_status text, p_until timestamptz, p_revokes_at timestamptz, p_now timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_status = 'coolingOff' AND p_until <= p_now THEN 'active'
    WHEN p_status = 'selfExcluded' AND p_until <= p_now AND p_revokes_at <= p_now THEN 'active'
    ELSE p_status
  END
$$;--> statement-breakpoint
-- How much of a limit is used at p_now, and the oldest time counted (what is used frees up as it
-- leaves the window): a loss limit counts the net of settled wins, losses and commission in the
-- window (a later placement adds the worst case of every open bet); a stake limit counts the
-- stakes of bets and exchange orders placed in the window (an order's cancelled part excepted).
-- p_skip_order: an order left out (its stake is the one being checked). The windows are rolling: the last 24 hours, 7 days or calendar month; a time exactly one window
-- old has left it.
CREATE FUNCTION "limit_usage"(
  p_user uuid, p_key text, p_now timestamptz, p_skip_order uuid, OUT o_used numeric, OUT o_oldest timestamptz)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_start timestamptz := p_now - CASE
    WHEN p_key LIKE '%Day' THEN interval '24 hours'
    WHEN p_key LIKE '%Week' THEN interval '7 days'
    ELSE interval '1 month' END;
BEGIN
  IF p_key LIKE 'loss%' THEN
    SELECT coalesce(-sum(e.amount), 0), min(e.created_at) INTO o_used, o_oldest FROM ledger_entries e
      WHERE e.user_id = p_user AND e.type IN ('win', 'loss', 'commission')
        AND e.created_at > v_start AND e.created_at <= p_now;
  ELSE
    SELECT coalesce(sum(x.stake), 0), min(x.created_at) INTO o_used, o_oldest FROM (
      SELECT b.stake, b.created_at FROM bets b
        WHERE b.user_id = p_user AND b.order_id IS NULL AND b.delete_reason IS NULL
          AND b.created_at > v_start AND b.created_at <= p_now
      UNION ALL
      SELECT o.stake - o.cancelled, o.created_at FROM bet_orders o
        WHERE o.user_id = p_user AND o.created_at > v_start AND o.created_at <= p_now
          AND o.id IS DISTINCT FROM p_skip_order
    ) x;
  END IF;
END
$$;--> statement-breakpoint
-- Player protection in a money-moving transaction, called with the player's wallet row locked
-- (so concurrent placements are checked one after another): null when allowed, else a JSON
-- refusal. The account's state must allow bets and games (ACCOUNT_STATE_RULES); then, for a
-- placement that raises the player's worst-case loss (p_after > p_before, the wallet's total
-- exposure before and after), every limit in force: the maximum stake, the stake limits
-- (placed + p_stake) and the loss limits (net settled loss + p_after). A placement that keeps or
-- lowers the worst case (a cash out, a hedge) is never refused by a limit. p_skip_order: the
-- exchange order being placed or moved, already written, whose stake p_stake is.
CREATE FUNCTION "protection_check"(
  p_user uuid, p_now timestamptz, p_stake numeric, p_before numeric, p_after numeric, p_skip_order uuid DEFAULT NULL)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_status text;
  l record;
  u record;
BEGIN
  SELECT account_status(us.status, us.status_until, us.self_exclusion_revokes_at, p_now) INTO v_status
    FROM users us WHERE us.id = p_user;
  IF v_status IS NULL OR v_status NOT IN ('active', 'inactive') THEN
    RETURN json_build_object('code', 'ACCOUNT_RESTRICTED', 'status', v_status)::text;
  END IF;
  IF p_after <= p_before THEN
    RETURN NULL;
  END IF;
  FOR l IN
    SELECT pl.key, CASE WHEN pl.pending_from IS NOT NULL AND pl.pending_from <= p_now
      THEN pl.pending_amount ELSE pl.amount END AS amount
    FROM player_limits pl WHERE pl.user_id = p_user
    ORDER BY array_position(ARRAY['maxStake', 'lossDay', 'lossWeek', 'lossMonth', 'stakeDay', 'stakeWeek', 'stakeMonth'], pl.key)
  LOOP
    CONTINUE WHEN l.amount IS NULL;
    IF l.key = 'maxStake' THEN
      IF p_stake > l.amount THEN
        RETURN json_build_object('code', 'PLAYER_LIMIT', 'key', l.key, 'limit', l.amount::text,
          'used', NULL, 'adding', p_stake::text, 'freesAt', NULL)::text;
      END IF;
      CONTINUE;
    END IF;
    SELECT * INTO u FROM limit_usage(p_user, l.key, p_now, p_skip_order);
    IF l.key LIKE 'loss%' AND u.o_used + p_after > l.amount THEN
      RETURN json_build_object('code', 'PLAYER_LIMIT', 'key', l.key, 'limit', l.amount::text,
        'used', (u.o_used + p_before)::text, 'adding', (p_after - p_before)::text,
        'freesAt', u.o_oldest + CASE WHEN l.key = 'lossDay' THEN interval '24 hours'
          WHEN l.key = 'lossWeek' THEN interval '7 days' ELSE interval '1 month' END)::text;
    END IF;
    IF l.key LIKE 'stake%' AND u.o_used + p_stake > l.amount THEN
      RETURN json_build_object('code', 'PLAYER_LIMIT', 'key', l.key, 'limit', l.amount::text,
        'used', u.o_used::text, 'adding', p_stake::text,
        'freesAt', u.o_oldest + CASE WHEN l.key = 'stakeDay' THEN interval '24 hours'
          WHEN l.key = 'stakeWeek' THEN interval '7 days' ELSE interval '1 month' END)::text;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- place_bet of migration 0006, with the player's protection checked last, under the wallet's lock:
-- a refusal answers PROTECTION with protection_check's JSON in o_short and writes nothing.
CREATE OR REPLACE FUNCTION "place_bet"(
  p_session uuid, p_now timestamptz, p_user uuid, p_lock_space integer,
  p_market text, p_match text, p_type text, p_price_kind text, p_name text, p_selection_ids jsonb, p_range integer,
  p_version bigint, p_after numeric, p_market_limit numeric, p_total_limit numeric,
  p_key text, p_hash text, p_kind text, p_event_name text, p_event_type text,
  p_selection integer, p_team text, p_side text, p_odds numeric, p_requested numeric, p_rate integer,
  p_stake numeric, p_win numeric, p_loss numeric,
  OUT o_status text, OUT o_bet_id uuid, OUT o_bet_seq bigint, OUT o_version bigint,
  OUT o_balance text, OUT o_exposure text, OUT o_profit_loss text, OUT o_credit_reference text, OUT o_short text)
LANGUAGE plpgsql AS $$
DECLARE
  w record;
  held record;
  v_before numeric := 0;
  v_total numeric;
  v_refusal text;
BEGIN
  IF p_session IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = p_session AND s.user_id = p_user AND s.revoked_at IS NULL AND s.expires_at > p_now
      AND (NOT u.is_demo OR u.demo_leased_until > p_now)
  ) THEN
    o_status := 'SESSION_ENDED';
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(p_lock_space, hashtext(p_market));
  SELECT wl.balance, wl.exposure INTO w FROM wallets wl WHERE wl.user_id = p_user FOR UPDATE;
  IF NOT FOUND THEN
    o_status := 'NO_WALLET';
    RETURN;
  END IF;
  INSERT INTO bet_markets (id, match_id, type, price_kind, name, selection_ids, range, created_at)
    VALUES (p_market, p_match, p_type, p_price_kind, p_name, p_selection_ids, p_range, p_now)
    ON CONFLICT DO NOTHING;
  IF EXISTS (SELECT 1 FROM market_results r WHERE r.market_id = p_market AND r.undeclared_at IS NULL) THEN
    o_status := 'MARKET_CLOSED';
    RETURN;
  END IF;
  SELECT me.version, me.exposure INTO held FROM market_exposures me
    WHERE me.user_id = p_user AND me.market_id = p_market FOR UPDATE;
  IF FOUND THEN
    IF p_version IS DISTINCT FROM held.version THEN
      o_status := 'STALE';
      RETURN;
    END IF;
    v_before := held.exposure;
  ELSIF p_version IS NOT NULL OR EXISTS (
    SELECT 1 FROM bets b WHERE b.user_id = p_user AND b.market_id = p_market
      AND b.result IN ('PENDING', 'UNDECLARE') AND b.delete_reason IS NULL
  ) THEN
    o_status := 'STALE';
    RETURN;
  END IF;
  v_total := w.exposure + p_after - v_before;
  IF w.balance - v_total < 0 THEN
    o_status := 'INSUFFICIENT_BALANCE';
    o_short := (v_total - w.balance)::text;
    RETURN;
  END IF;
  IF p_after > v_before AND p_after > p_market_limit THEN
    o_status := 'MARKET_LIMIT';
    RETURN;
  END IF;
  IF p_after > v_before AND v_total > p_total_limit THEN
    o_status := 'TOTAL_LIMIT';
    RETURN;
  END IF;
  v_refusal := protection_check(p_user, p_now, p_stake, w.exposure, v_total);
  IF v_refusal IS NOT NULL THEN
    o_status := 'PROTECTION';
    o_short := v_refusal;
    RETURN;
  END IF;
  INSERT INTO bets (user_id, idempotency_key, request_hash, kind, match_id, market_id, market_type, market_name,
      event_name, event_type, bevent_id, selection_id, team_name, side, odds, requested_odds, rate, stake,
      win_amount, loss_amount, created_at)
    VALUES (p_user, p_key, p_hash, p_kind, p_match, p_market, p_type, p_name, p_event_name, p_event_type, NULL,
      p_selection, p_team, p_side, p_odds, p_requested, p_rate, p_stake, p_win, p_loss, p_now)
    RETURNING id, seq INTO o_bet_id, o_bet_seq;
  INSERT INTO market_exposures AS me (user_id, market_id, match_id, exposure)
    VALUES (p_user, p_market, p_match, p_after)
    ON CONFLICT (user_id, market_id) DO UPDATE SET exposure = excluded.exposure
    RETURNING me.version INTO o_version;
  UPDATE wallets wl SET exposure = v_total, updated_at = p_now WHERE wl.user_id = p_user
    RETURNING wl.balance::text, wl.exposure::text, wl.profit_loss::text, wl.credit_reference::text
    INTO o_balance, o_exposure, o_profit_loss, o_credit_reference;
  o_status := 'PLACED';
END
$$;--> statement-breakpoint
-- casino_debit of migration 0006, with the player's protection checked last: a refusal answers
-- PROTECTION with protection_check's JSON in o_message and writes nothing.
CREATE OR REPLACE FUNCTION "casino_debit"(
  p_token_hash text, p_user uuid, p_now timestamptz, p_integration text, p_transaction text,
  p_round text, p_game_code text, p_amount numeric, p_lock_space integer, p_market text,
  p_known_game boolean, p_game_id text, p_game_name text, p_provider text, p_sub_provider text, p_category text,
  p_market_limit numeric, p_total_limit numeric,
  OUT o_code text, OUT o_message text, OUT o_bet_id uuid, OUT o_balance text, OUT o_exposure text)
LANGUAGE plpgsql AS $$
DECLARE
  s record;
  w record;
  r record;
  v_found boolean;
  v_after numeric;
  v_total numeric;
  v_name text;
  v_refusal text;
BEGIN
  SELECT cs.user_id, cs.game_code, cs.expires_at, u.is_demo INTO s
    FROM casino_sessions cs JOIN users u ON u.id = cs.user_id WHERE cs.token_hash = p_token_hash;
  IF NOT FOUND OR s.user_id <> p_user THEN
    o_code := 'INVALID_TOKEN'; o_message := 'Unknown player or session.'; RETURN;
  END IF;
  IF s.is_demo THEN
    o_code := 'DEMO_ACCOUNT'; o_message := 'Demo accounts cannot play provider games.'; RETURN;
  END IF;
  IF s.expires_at <= p_now THEN
    o_code := 'INVALID_TOKEN'; o_message := 'The game session has expired.'; RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM casino_transactions t WHERE t.integration = p_integration AND t.rollback_of = p_transaction) THEN
    o_code := 'ROLLED_BACK';
    o_message := format('Debit %s was rolled back before it arrived; it is not taken.', p_transaction);
    RETURN;
  END IF;
  IF p_game_code <> s.game_code THEN
    o_code := 'INVALID_REQUEST'; o_message := format('This session plays %s, not %s.', s.game_code, p_game_code); RETURN;
  END IF;
  IF NOT p_known_game THEN
    o_code := 'INVALID_REQUEST'; o_message := format('Unknown game %s.', s.game_code); RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(p_lock_space, hashtext(p_market));
  SELECT wl.balance, wl.exposure INTO w FROM wallets wl WHERE wl.user_id = p_user FOR UPDATE;
  IF NOT FOUND THEN
    o_code := 'NO_WALLET'; RETURN;
  END IF;
  SELECT cr.id, cr.status, cr.game_code, cr.debited, cr.bet_id INTO r FROM casino_rounds cr
    WHERE cr.integration = p_integration AND cr.round_id = p_round AND cr.user_id = p_user;
  v_found := FOUND;
  IF v_found AND r.status <> 'open' THEN
    o_code := 'ROUND_CLOSED'; o_message := format('Round %s is closed.', p_round); RETURN;
  END IF;
  IF v_found AND r.game_code <> p_game_code THEN
    o_code := 'TRANSACTION_MISMATCH'; o_message := format('Round %s belongs to %s.', p_round, r.game_code); RETURN;
  END IF;
  v_after := CASE WHEN v_found THEN r.debited ELSE 0 END + p_amount;
  v_total := w.exposure + p_amount;
  IF w.balance - v_total < 0 THEN
    o_code := 'INSUFFICIENT_FUNDS';
    o_message := format('Insufficient balance: %s is available.', (w.balance - w.exposure)::text);
    RETURN;
  END IF;
  IF v_after > p_market_limit OR v_total > p_total_limit THEN
    o_code := 'LIMIT_EXCEEDED'; o_message := 'This stake would take the player over their exposure limit.'; RETURN;
  END IF;
  v_refusal := protection_check(p_user, p_now, p_amount, w.exposure, v_total);
  IF v_refusal IS NOT NULL THEN
    o_code := 'PROTECTION'; o_message := v_refusal; RETURN;
  END IF;
  IF v_found THEN
    UPDATE casino_rounds SET debited = v_after WHERE id = r.id;
    UPDATE bets SET stake = v_after, loss_amount = v_after WHERE id = r.bet_id;
    o_bet_id := r.bet_id;
  ELSE
    v_name := p_game_name || ' · Round ' || p_round;
    INSERT INTO bet_markets (id, match_id, type, price_kind, name, selection_ids, range, created_at)
      VALUES (p_market, p_game_code, 'casino', 'casino', v_name, '[]'::jsonb, NULL, p_now)
      ON CONFLICT DO NOTHING;
    INSERT INTO bets (user_id, idempotency_key, request_hash, kind, match_id, market_id, market_type, market_name,
        event_name, event_type, bevent_id, selection_id, team_name, side, odds, requested_odds, rate, stake,
        win_amount, loss_amount, created_at)
      VALUES (p_user, p_market, 'casino', 'casino', p_game_code, p_market, 'casino', v_name, p_game_name, 'casino',
        NULL, 0, p_provider || ' · ' || p_sub_provider, 'BACK', 0, 0, NULL, p_amount, 0, p_amount, p_now)
      RETURNING id INTO o_bet_id;
    INSERT INTO casino_rounds (integration, round_id, user_id, bet_id, game_id, game_code, game_name, provider_name,
        sub_provider_name, category, debited, created_at)
      VALUES (p_integration, p_round, p_user, o_bet_id, p_game_id, p_game_code, p_game_name, p_provider,
        p_sub_provider, p_category, p_amount, p_now);
  END IF;
  INSERT INTO market_exposures AS me (user_id, market_id, match_id, exposure)
    VALUES (p_user, p_market, p_game_code, v_after)
    ON CONFLICT (user_id, market_id) DO UPDATE SET exposure = excluded.exposure;
  UPDATE wallets wl SET exposure = v_total, updated_at = p_now WHERE wl.user_id = p_user
    RETURNING wl.balance::text, wl.exposure::text INTO o_balance, o_exposure;
  o_code := 'OK';
END
$$;
