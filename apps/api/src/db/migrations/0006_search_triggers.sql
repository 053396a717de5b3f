-- Search support kept by the database itself (docs/decisions/0002-service-search.md):
-- services.listed (shown publicly) and the search_words vocabulary of names and places.

-- Statuses that list a partner's services: ACTIVE_SUBSCRIPTION_STATUSES in packages/shared (a test checks they agree).
CREATE FUNCTION services_set_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.is_active AND NEW.deleted_at IS NULL AND EXISTS (
    SELECT 1 FROM partners p WHERE p.id = NEW.partner_id AND p.subscription_status IN ('active', 'trialing'));
  RETURN NEW;
END $$;
--> statement-breakpoint
-- `listed` is in the column list so that any write to it (the partner trigger below) is recomputed here.
CREATE TRIGGER services_set_listed BEFORE INSERT OR UPDATE OF is_active, deleted_at, partner_id, listed ON services
  FOR EACH ROW EXECUTE FUNCTION services_set_listed();
--> statement-breakpoint
CREATE FUNCTION partners_relist_services() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose value changes are written; services_set_listed recomputes each one.
  UPDATE services s SET listed = NOT s.listed
  WHERE s.partner_id = NEW.id
    AND s.listed IS DISTINCT FROM (s.is_active AND s.deleted_at IS NULL AND coalesce(NEW.subscription_status IN ('active', 'trialing'), false));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER partners_relist_services AFTER UPDATE OF subscription_status ON partners
  FOR EACH ROW WHEN (OLD.subscription_status IS DISTINCT FROM NEW.subscription_status)
  EXECUTE FUNCTION partners_relist_services();
--> statement-breakpoint
UPDATE services s SET listed = true FROM partners p
WHERE p.id = s.partner_id AND s.is_active AND s.deleted_at IS NULL AND p.subscription_status IN ('active', 'trialing');
--> statement-breakpoint
-- The vocabulary words of one service: lower-case words of 3+ characters of its name and place.
CREATE FUNCTION search_words_of(name text, place text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w), '{}') FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(place, '')))) w
  WHERE length(w) >= 3
$$;
--> statement-breakpoint
-- Adds counts (negative to remove) in word order, so concurrent writers lock the same rows in the same order.
CREATE FUNCTION search_words_add(words text[], counts integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS sw (word, services)
  SELECT d.w, d.n FROM unnest(words, counts) AS d(w, n) ORDER BY d.w
  ON CONFLICT (word) DO UPDATE SET services = sw.services + excluded.services;
  DELETE FROM search_words WHERE word = ANY (words) AND services <= 0;
$$;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk insert costs one grouped upsert, not one per row.
CREATE FUNCTION services_count_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ws text[];
  ns integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO ws, ns FROM (
      SELECT w, count(*)::int AS n FROM new_rows, unnest(search_words_of(new_rows.name, new_rows.location_details)) w GROUP BY w) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO ws, ns FROM (
      SELECT w, -count(*)::int AS n FROM old_rows, unnest(search_words_of(old_rows.name, old_rows.location_details)) w GROUP BY w) d;
  ELSE
    -- Only rows whose name or place changed: a status change leaves the vocabulary alone.
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO ws, ns FROM (
      SELECT w, sum(d)::int AS n FROM (
        SELECT unnest(search_words_of(n.name, n.location_details)) AS w, 1 AS d
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.name, o.location_details) IS DISTINCT FROM (n.name, n.location_details)
        UNION ALL
        SELECT unnest(search_words_of(o.name, o.location_details)), -1
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.name, o.location_details) IS DISTINCT FROM (n.name, n.location_details)
      ) x GROUP BY w HAVING sum(d) <> 0) d;
  END IF;
  IF ws IS NOT NULL THEN
    PERFORM search_words_add(ws, ns);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_words_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION services_count_search_words();
--> statement-breakpoint
CREATE TRIGGER services_words_update AFTER UPDATE ON services REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION services_count_search_words();
--> statement-breakpoint
CREATE TRIGGER services_words_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION services_count_search_words();
--> statement-breakpoint
INSERT INTO search_words (word, services)
SELECT w, count(*)::int FROM services, unnest(search_words_of(services.name, services.location_details)) w GROUP BY w;
