CREATE SEQUENCE "public"."market_exposure_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "market_exposures" ADD COLUMN "version" bigint DEFAULT nextval('market_exposure_versions') NOT NULL;--> statement-breakpoint
-- Every write of a reservation draws a new version, whoever writes it (placement, settlement,
-- undeclare, deletion, provider rounds): a placement priced from a remembered copy of the
-- player's open bets commits only if the row still has the version that copy was read at.
CREATE FUNCTION "market_exposures_next_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := nextval('market_exposure_versions');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "market_exposures_version" BEFORE INSERT OR UPDATE ON "market_exposures"
  FOR EACH ROW EXECUTE FUNCTION "market_exposures_next_version"();--> statement-breakpoint
-- A bet placement in one round trip (api/src/betting/place.ts prices the bet and computes the
-- market's reservation after it; this checks and writes, in one transaction):
--   1. the login is still live (when p_session is given): revoked, expired or a lapsed demo lease → SESSION_ENDED;
--   2. the market's advisory lock shared (a declaration takes it exclusively), then the wallet row;
--   3. the market is remembered for settlement; a live result → MARKET_CLOSED;
--   4. the reservation row still has p_version (null: no row and no open bet) → else STALE, nothing written;
--   5. available stays ≥ 0 → else INSUFFICIENT_BALANCE with the shortfall; the market and total
--      exposure limits, when the bet raises the market's reservation → MARKET_LIMIT / TOTAL_LIMIT;
--   6. the bet row (a reused idempotency key fails the unique index: 23505), the reservation, the wallet.
CREATE FUNCTION "place_bet"(
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
$$;
--> statement-breakpoint
-- A provider's debit in one statement (api/src/casino/wallet.ts keeps the protocol around it: the
-- signature claim, the transaction id's stored answer, the record of this answer). Checks in the
-- order the protocol answers them, and writes nothing unless it takes the debit:
-- the game session (INVALID_TOKEN, DEMO_ACCOUNT), a rollback that arrived first (ROLLED_BACK), the
-- game (INVALID_REQUEST), the round (ROUND_CLOSED, TRANSACTION_MISMATCH), the money
-- (INSUFFICIENT_FUNDS, LIMIT_EXCEEDED); then the round, its bet and its reservation.
CREATE FUNCTION "casino_debit"(
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
