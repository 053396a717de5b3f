CREATE TABLE "traveller_dashboard_versions" (
	"traveller_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- A write to anything a traveller's dashboard shows gives their dashboard a new stamp, in the writing transaction,
-- so the stamp and the rows commit together (docs/decisions/0048-dashboards-kept-by-version.md). Triggers rather
-- than the application, so no write path (admin, webhook, job, demo seed, an operator's psql) can forget it.
-- The stamp is the writing transaction's id: two writes never share one, even across a row's removal.
CREATE FUNCTION bump_traveller_dashboard(traveller bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO traveller_dashboard_versions (traveller_id, version)
  SELECT traveller, pg_current_xact_id()::text::bigint WHERE traveller IS NOT NULL
  ON CONFLICT (traveller_id) DO UPDATE SET version = excluded.version
  WHERE traveller_dashboard_versions.version <> excluded.version
$$;--> statement-breakpoint
-- Rows that name their traveller (trips, requests): the old owner and, when it changed, the new one.
CREATE FUNCTION traveller_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_traveller_dashboard(OLD.traveller_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.traveller_id IS DISTINCT FROM OLD.traveller_id) THEN
    PERFORM bump_traveller_dashboard(NEW.traveller_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Rows that name a trip: that trip's traveller. A row removed with its trip finds no trip, and needs none: the
-- trip's own removal bumped the stamp. A row of no trip (a partner's subscription payment) bumps nothing.
CREATE FUNCTION trip_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_traveller_dashboard((SELECT traveller_id FROM trips WHERE id = OLD.trip_id));
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.trip_id IS DISTINCT FROM OLD.trip_id) THEN
    PERFORM bump_traveller_dashboard((SELECT traveller_id FROM trips WHERE id = NEW.trip_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER trips_dashboard AFTER INSERT OR UPDATE OR DELETE ON "trips"
  FOR EACH ROW EXECUTE FUNCTION traveller_row_changed();--> statement-breakpoint
CREATE TRIGGER preferences_dashboard AFTER INSERT OR UPDATE OR DELETE ON "preferences"
  FOR EACH ROW EXECUTE FUNCTION traveller_row_changed();--> statement-breakpoint
CREATE TRIGGER payments_dashboard AFTER INSERT OR UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
CREATE TRIGGER refunds_dashboard AFTER INSERT OR UPDATE OR DELETE ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
CREATE TRIGGER trip_proposal_revisions_dashboard AFTER INSERT OR UPDATE OR DELETE ON "trip_proposal_revisions"
  FOR EACH ROW EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
CREATE TRIGGER trip_postponements_dashboard AFTER INSERT OR UPDATE OR DELETE ON "trip_postponements"
  FOR EACH ROW EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
CREATE TRIGGER trip_messages_dashboard AFTER INSERT OR UPDATE OR DELETE ON "trip_messages"
  FOR EACH ROW EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
CREATE TRIGGER trip_threads_dashboard AFTER INSERT OR UPDATE OR DELETE ON "trip_threads"
  FOR EACH ROW EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
CREATE TRIGGER trip_reviews_dashboard AFTER INSERT OR UPDATE OR DELETE ON "trip_reviews"
  FOR EACH ROW EXECUTE FUNCTION trip_row_changed();
