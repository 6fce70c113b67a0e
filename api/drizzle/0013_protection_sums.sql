-- Player protection at the speed of placement. protection_check of migration 0012 summed each
-- limit's window on its own (up to six scans of the player's rows per placement); this one sums
-- every loss window in one scan of the settled results and every stake window in one scan of the
-- stakes, over the longest window a limit needs, and reads both from covering indexes.
CREATE INDEX "ledger_entries_user_results" ON "ledger_entries" USING btree ("user_id", "created_at")
  INCLUDE ("amount") WHERE "type" IN ('win', 'loss', 'commission');--> statement-breakpoint
CREATE INDEX "bets_user_own_stakes" ON "bets" USING btree ("user_id", "created_at")
  INCLUDE ("stake") WHERE "order_id" IS NULL AND "delete_reason" IS NULL;--> statement-breakpoint
-- A limit refusal as protection_check answers it (the API words it for the player).
CREATE FUNCTION "limit_refusal"(
  p_key text, p_limit numeric, p_used numeric, p_adding numeric, p_oldest timestamptz, p_window interval)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT json_build_object('code', 'PLAYER_LIMIT', 'key', p_key, 'limit', p_limit::text, 'used', p_used::text,
    'adding', p_adding::text, 'freesAt', p_oldest + p_window)::text
$$;--> statement-breakpoint
-- The same checks, answers and order as migration 0012's: the state; then, for a placement that
-- raises the worst case, the maximum stake, the loss limits (24 hours, 7 days, month) and the
-- stake limits (the same windows).
CREATE OR REPLACE FUNCTION "protection_check"(
  p_user uuid, p_now timestamptz, p_stake numeric, p_before numeric, p_after numeric, p_skip_order uuid DEFAULT NULL)
RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_status text;
  lim record;
  u record;
  v_day timestamptz := p_now - interval '24 hours';
  v_week timestamptz := p_now - interval '7 days';
  v_month timestamptz := p_now - interval '1 month';
  v_from timestamptz;
BEGIN
  SELECT account_status(us.status, us.status_until, us.self_exclusion_revokes_at, p_now) INTO v_status
    FROM users us WHERE us.id = p_user;
  IF v_status IS NULL OR v_status NOT IN ('active', 'inactive') THEN
    RETURN json_build_object('code', 'ACCOUNT_RESTRICTED', 'status', v_status)::text;
  END IF;
  IF p_after <= p_before THEN
    RETURN NULL;
  END IF;
  SELECT max(x.amount) FILTER (WHERE x.key = 'maxStake') AS max_stake,
      max(x.amount) FILTER (WHERE x.key = 'lossDay') AS loss_day,
      max(x.amount) FILTER (WHERE x.key = 'lossWeek') AS loss_week,
      max(x.amount) FILTER (WHERE x.key = 'lossMonth') AS loss_month,
      max(x.amount) FILTER (WHERE x.key = 'stakeDay') AS stake_day,
      max(x.amount) FILTER (WHERE x.key = 'stakeWeek') AS stake_week,
      max(x.amount) FILTER (WHERE x.key = 'stakeMonth') AS stake_month
    INTO lim
    FROM (SELECT pl.key, CASE WHEN pl.pending_from IS NOT NULL AND pl.pending_from <= p_now
        THEN pl.pending_amount ELSE pl.amount END AS amount
      FROM player_limits pl WHERE pl.user_id = p_user) x;
  IF lim.max_stake IS NOT NULL AND p_stake > lim.max_stake THEN
    RETURN json_build_object('code', 'PLAYER_LIMIT', 'key', 'maxStake', 'limit', lim.max_stake::text,
      'used', NULL, 'adding', p_stake::text, 'freesAt', NULL)::text;
  END IF;
  IF coalesce(lim.loss_day, lim.loss_week, lim.loss_month) IS NOT NULL THEN
    v_from := CASE WHEN lim.loss_month IS NOT NULL THEN v_month WHEN lim.loss_week IS NOT NULL THEN v_week ELSE v_day END;
    SELECT coalesce(-sum(e.amount) FILTER (WHERE e.created_at > v_day), 0) AS day_used,
        min(e.created_at) FILTER (WHERE e.created_at > v_day) AS day_oldest,
        coalesce(-sum(e.amount) FILTER (WHERE e.created_at > v_week), 0) AS week_used,
        min(e.created_at) FILTER (WHERE e.created_at > v_week) AS week_oldest,
        coalesce(-sum(e.amount), 0) AS month_used,
        min(e.created_at) AS month_oldest
      INTO u
      FROM ledger_entries e
      WHERE e.user_id = p_user AND e.type IN ('win', 'loss', 'commission')
        AND e.created_at > v_from AND e.created_at <= p_now;
    IF u.day_used + p_after > lim.loss_day THEN
      RETURN limit_refusal('lossDay', lim.loss_day, u.day_used + p_before, p_after - p_before, u.day_oldest, interval '24 hours');
    END IF;
    IF u.week_used + p_after > lim.loss_week THEN
      RETURN limit_refusal('lossWeek', lim.loss_week, u.week_used + p_before, p_after - p_before, u.week_oldest, interval '7 days');
    END IF;
    IF u.month_used + p_after > lim.loss_month THEN
      RETURN limit_refusal('lossMonth', lim.loss_month, u.month_used + p_before, p_after - p_before, u.month_oldest, interval '1 month');
    END IF;
  END IF;
  IF coalesce(lim.stake_day, lim.stake_week, lim.stake_month) IS NOT NULL THEN
    v_from := CASE WHEN lim.stake_month IS NOT NULL THEN v_month WHEN lim.stake_week IS NOT NULL THEN v_week ELSE v_day END;
    SELECT coalesce(sum(s.stake) FILTER (WHERE s.created_at > v_day), 0) AS day_used,
        min(s.created_at) FILTER (WHERE s.created_at > v_day) AS day_oldest,
        coalesce(sum(s.stake) FILTER (WHERE s.created_at > v_week), 0) AS week_used,
        min(s.created_at) FILTER (WHERE s.created_at > v_week) AS week_oldest,
        coalesce(sum(s.stake), 0) AS month_used,
        min(s.created_at) AS month_oldest
      INTO u
      FROM (
        SELECT b.stake, b.created_at FROM bets b
          WHERE b.user_id = p_user AND b.order_id IS NULL AND b.delete_reason IS NULL
            AND b.created_at > v_from AND b.created_at <= p_now
        UNION ALL
        SELECT o.stake - o.cancelled, o.created_at FROM bet_orders o
          WHERE o.user_id = p_user AND o.created_at > v_from AND o.created_at <= p_now
            AND o.id IS DISTINCT FROM p_skip_order
      ) s;
    IF u.day_used + p_stake > lim.stake_day THEN
      RETURN limit_refusal('stakeDay', lim.stake_day, u.day_used, p_stake, u.day_oldest, interval '24 hours');
    END IF;
    IF u.week_used + p_stake > lim.stake_week THEN
      RETURN limit_refusal('stakeWeek', lim.stake_week, u.week_used, p_stake, u.week_oldest, interval '7 days');
    END IF;
    IF u.month_used + p_stake > lim.stake_month THEN
      RETURN limit_refusal('stakeMonth', lim.stake_month, u.month_used, p_stake, u.month_oldest, interval '1 month');
    END IF;
  END IF;
  RETURN NULL;
END
$$;
