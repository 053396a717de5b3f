-- Every instance keeps the site settings (exchange rates among them) and the search price bounds in memory
-- for a while: a write to either tells every instance to drop its copy (docs/decisions/0044-several-instances.md).
-- A trigger rather than the application, so a write from anywhere (the admin API, the demo seed, an operator's
-- psql) tells them, and in the writing transaction, so the message goes out on commit only. The channel and the
-- payloads are CACHE_CHANNEL and the topics of apps/api/src/db/cache-bus.ts.
CREATE FUNCTION notify_cache_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mt_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER settings_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('settings');--> statement-breakpoint
CREATE TRIGGER search_price_bounds_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_price_bounds"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('price-ranges');
