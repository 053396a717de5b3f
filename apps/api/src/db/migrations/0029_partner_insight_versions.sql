CREATE TABLE "partner_insight_versions" (
	"partner_user_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- A write to anything a partner's insights show gives their insights a new stamp, in the writing transaction, as
-- migration 0025 does for a traveller's dashboard (docs/decisions/0053-partner-insights-kept-by-version.md).
-- In one statement for all the partners a write touches, in the order of their ids, so two transactions bumping
-- the same partners take their rows in the same order.
CREATE FUNCTION bump_partner_insights(partner_users bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO partner_insight_versions (partner_user_id, version)
  SELECT DISTINCT u, pg_current_xact_id()::text::bigint FROM unnest(partner_users) AS u WHERE u IS NOT NULL ORDER BY 1
  ON CONFLICT (partner_user_id) DO UPDATE SET version = excluded.version
  WHERE partner_insight_versions.version <> excluded.version
$$;--> statement-breakpoint
-- The partners whose services the given trips hold.
CREATE FUNCTION trip_partner_users(trip_ids bigint[]) RETURNS bigint[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT p.user_id), '{}') FROM trip_services ts
  JOIN services s ON s.id = ts.service_id JOIN partners p ON p.id = s.partner_id
  WHERE ts.trip_id = ANY(trip_ids)
$$;--> statement-breakpoint
-- The partner who offers a service.
CREATE FUNCTION service_partner_user(service bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT p.user_id FROM services s JOIN partners p ON p.id = s.partner_id WHERE s.id = service
$$;--> statement-breakpoint
-- A trip line: the partner of its service, and of the new service when the line moved to another. A line removed
-- with its trip (the cascade) still finds its service: services with lines are never removed.
CREATE FUNCTION trip_line_changed_for_insights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_partner_insights(ARRAY[service_partner_user(OLD.service_id)]); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.service_id IS DISTINCT FROM OLD.service_id) THEN
    PERFORM bump_partner_insights(ARRAY[service_partner_user(NEW.service_id)]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A trip (its status, payment, dates, traveller, request): the partners of its lines. A new trip has no lines yet,
-- and a removed one takes its lines with it, each bumping its partner.
CREATE FUNCTION trip_changed_for_insights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_partner_insights(trip_partner_users(ARRAY[NEW.id]));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A service's name, type or owner: its partner, and the new one when it changed hands.
CREATE FUNCTION service_changed_for_insights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_partner_insights(ARRAY(SELECT user_id FROM partners WHERE id IN (OLD.partner_id, NEW.partner_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A partner's account moved to another user: both users.
CREATE FUNCTION partner_changed_for_insights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_partner_insights(ARRAY[OLD.user_id, NEW.user_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A request's group size (the payout is per traveller): the partners of the trips made from it.
CREATE FUNCTION preference_changed_for_insights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_partner_insights(trip_partner_users(ARRAY(SELECT id FROM trips WHERE preference_id = NEW.id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A traveller's name (shown with each booking): the partners of their trips.
CREATE FUNCTION traveller_changed_for_insights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_partner_insights(trip_partner_users(ARRAY(SELECT id FROM trips WHERE traveller_id = NEW.id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER trip_services_insights AFTER INSERT OR UPDATE OR DELETE ON "trip_services"
  FOR EACH ROW EXECUTE FUNCTION trip_line_changed_for_insights();--> statement-breakpoint
CREATE TRIGGER trips_insights AFTER UPDATE ON "trips"
  FOR EACH ROW EXECUTE FUNCTION trip_changed_for_insights();--> statement-breakpoint
-- The other tables are written for much else (a service's description, a request's notes, a user's sign-in):
-- only the columns the insights read give a new stamp.
CREATE TRIGGER services_insights AFTER UPDATE OF name, type, partner_id ON "services"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.type IS DISTINCT FROM NEW.type OR OLD.partner_id IS DISTINCT FROM NEW.partner_id)
  EXECUTE FUNCTION service_changed_for_insights();--> statement-breakpoint
CREATE TRIGGER partners_insights AFTER UPDATE OF user_id ON "partners"
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION partner_changed_for_insights();--> statement-breakpoint
CREATE TRIGGER preferences_insights AFTER UPDATE OF traveller_count ON "preferences"
  FOR EACH ROW WHEN (OLD.traveller_count IS DISTINCT FROM NEW.traveller_count)
  EXECUTE FUNCTION preference_changed_for_insights();--> statement-breakpoint
CREATE TRIGGER users_insights AFTER UPDATE OF name ON "users"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION traveller_changed_for_insights();
