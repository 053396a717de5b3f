-- A trip's thread shows on its traveller's dashboard only as the count of the team's messages past the traveller's
-- read marker (unreadTeamMessagesOfTrip). A traveller's own message, and the thread's e-mail stamps, leave that
-- count as it was: they no longer give the dashboard a new stamp, so the traveller's next GET /api/trips is the kept
-- copy, not a rebuild. Under bench:cluster's mix each traveller's message made one (docs/decisions/0059).
-- WHEN is per event: an INSERT trigger cannot name OLD, nor a DELETE trigger NEW.
DROP TRIGGER trip_messages_dashboard ON "trip_messages";--> statement-breakpoint
CREATE TRIGGER trip_messages_dashboard_insert AFTER INSERT ON "trip_messages"
  FOR EACH ROW WHEN (NEW.author_role = 'team') EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
CREATE TRIGGER trip_messages_dashboard_delete AFTER DELETE ON "trip_messages"
  FOR EACH ROW WHEN (OLD.author_role = 'team') EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
CREATE TRIGGER trip_messages_dashboard_update AFTER UPDATE ON "trip_messages"
  FOR EACH ROW WHEN (OLD.author_role = 'team' OR NEW.author_role = 'team') EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
-- A thread's row counts through its traveller's read marker alone; a missing row reads as marker 0.
DROP TRIGGER trip_threads_dashboard ON "trip_threads";--> statement-breakpoint
CREATE TRIGGER trip_threads_dashboard_insert AFTER INSERT ON "trip_threads"
  FOR EACH ROW WHEN (NEW.traveller_read_id <> 0) EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
CREATE TRIGGER trip_threads_dashboard_delete AFTER DELETE ON "trip_threads"
  FOR EACH ROW WHEN (OLD.traveller_read_id <> 0) EXECUTE FUNCTION trip_row_changed();--> statement-breakpoint
CREATE TRIGGER trip_threads_dashboard_update AFTER UPDATE ON "trip_threads"
  FOR EACH ROW WHEN (OLD.traveller_read_id IS DISTINCT FROM NEW.traveller_read_id OR OLD.trip_id IS DISTINCT FROM NEW.trip_id)
  EXECUTE FUNCTION trip_row_changed();
