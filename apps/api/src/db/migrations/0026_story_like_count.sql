ALTER TABLE "stories" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A story's likes, counted once here and then kept by the triggers below in the liking transaction, so the story
-- lists can order by them without counting every story's likes on each request (docs/decisions/0052-story-counts-kept.md).
-- Triggers rather than the application: a like removed with its user or story, the demo seed and an operator's psql
-- keep the count right too.
UPDATE "stories" s SET "like_count" = c.n FROM (SELECT story_id, count(*)::int AS n FROM "story_likes" GROUP BY story_id) c
  WHERE c.story_id = s.id;--> statement-breakpoint
CREATE FUNCTION story_like_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN UPDATE stories SET like_count = like_count - 1 WHERE id = OLD.story_id; END IF;
  IF TG_OP <> 'DELETE' THEN UPDATE stories SET like_count = like_count + 1 WHERE id = NEW.story_id; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER story_likes_count AFTER INSERT OR DELETE OR UPDATE OF story_id ON "story_likes"
  FOR EACH ROW EXECUTE FUNCTION story_like_counted();
