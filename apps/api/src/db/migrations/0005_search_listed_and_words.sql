CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"services" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "services_name_trgm_idx";--> statement-breakpoint
DROP INDEX "services_search_idx";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_listed_id_idx" ON "services" USING btree ("id") WHERE "services"."listed";--> statement-breakpoint
CREATE INDEX "services_location_trgm_idx" ON "services" USING gin ("location_details" gin_trgm_ops) WHERE "services"."listed";--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector") WHERE "services"."listed";