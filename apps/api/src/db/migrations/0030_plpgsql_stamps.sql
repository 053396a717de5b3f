-- The stamps' functions (migrations 0025 and 0029) keep their plans (docs/decisions/0056-plans-kept.md).
-- A LANGUAGE sql function that cannot be inlined (these write, or read through a join) is parsed, analysed and
-- planned again on every call; PL/pgSQL keeps each statement's parse for the session. The trigger functions that
-- call them plan once per session too (plan_cache_mode on the function): each statement looks rows up by key, so
-- its best plan is the same whatever the row, and the app's main pool otherwise plans every run for its values
-- (POOL_SESSION_OPTIONS in db/client.ts). A traveller's message stamps two rows' traveller: under bench:cluster's
-- mix its insert took PostgreSQL 2.2 ms. Same statements, same results; only when they are planned changes.
CREATE OR REPLACE FUNCTION bump_traveller_dashboard(traveller bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO traveller_dashboard_versions (traveller_id, version)
  SELECT traveller, pg_current_xact_id()::text::bigint WHERE traveller IS NOT NULL
  ON CONFLICT (traveller_id) DO UPDATE SET version = excluded.version
  WHERE traveller_dashboard_versions.version <> excluded.version;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_partner_insights(partner_users bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO partner_insight_versions (partner_user_id, version)
  SELECT DISTINCT u, pg_current_xact_id()::text::bigint FROM unnest(partner_users) AS u WHERE u IS NOT NULL ORDER BY 1
  ON CONFLICT (partner_user_id) DO UPDATE SET version = excluded.version
  WHERE partner_insight_versions.version <> excluded.version;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION trip_partner_users(trip_ids bigint[]) RETURNS bigint[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(DISTINCT p.user_id), '{}') FROM trip_services ts
    JOIN services s ON s.id = ts.service_id JOIN partners p ON p.id = s.partner_id
    WHERE ts.trip_id = ANY(trip_ids));
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION service_partner_user(service bigint) RETURNS bigint LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT p.user_id FROM services s JOIN partners p ON p.id = s.partner_id WHERE s.id = service);
END
$$;--> statement-breakpoint
ALTER FUNCTION traveller_row_changed() SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION trip_row_changed() SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION trip_changed_for_insights() SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION preference_changed_for_insights() SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION traveller_changed_for_insights() SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION trip_line_changed_for_insights() SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION service_changed_for_insights() SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION partner_changed_for_insights() SET plan_cache_mode = force_generic_plan;--> statement-breakpoint
ALTER FUNCTION story_like_counted() SET plan_cache_mode = force_generic_plan;
