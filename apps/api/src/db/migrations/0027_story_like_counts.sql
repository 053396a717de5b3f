CREATE TABLE "story_like_counts" (
	"story_id" bigint PRIMARY KEY NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_like_counts" ADD CONSTRAINT "story_like_counts_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The count moves off the story row (docs/decisions/0052-story-counts-kept.md): each like rewrote the whole story,
-- its text inline, and under load the story lists' scans read through those dead versions until a vacuum. Counted
-- afresh here from the likes themselves; a story without a row has no like.
INSERT INTO "story_like_counts" ("story_id", "like_count") SELECT story_id, count(*)::int FROM "story_likes" GROUP BY story_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION story_like_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN UPDATE story_like_counts SET like_count = like_count - 1 WHERE story_id = OLD.story_id; END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO story_like_counts (story_id, like_count) VALUES (NEW.story_id, 1)
      ON CONFLICT (story_id) DO UPDATE SET like_count = story_like_counts.like_count + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER TABLE "stories" DROP COLUMN "like_count";
