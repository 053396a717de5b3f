-- The search indexes' second column holds a fine and a coarse recency bucket (recencyBuckets in
-- db/schema/services.ts): a window of the newest services is asked for with a handful of codes instead of
-- one per 1,024 ids (docs/decisions/0002-service-search.md).
DROP INDEX "services_search_idx";--> statement-breakpoint
DROP INDEX "services_search_accommodation_idx";--> statement-breakpoint
DROP INDEX "services_search_transportation_idx";--> statement-breakpoint
DROP INDEX "services_search_activities_idx";--> statement-breakpoint
DROP INDEX "services_search_tours_idx";--> statement-breakpoint
DROP INDEX "services_search_food_idx";--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int])) WHERE "services"."listed";--> statement-breakpoint
CREATE INDEX "services_search_accommodation_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int])) WHERE "services"."listed" AND "services"."type" IN ('accommodation');--> statement-breakpoint
CREATE INDEX "services_search_transportation_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int])) WHERE "services"."listed" AND "services"."type" IN ('transport');--> statement-breakpoint
CREATE INDEX "services_search_activities_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int])) WHERE "services"."listed" AND "services"."type" IN ('activity', 'guide');--> statement-breakpoint
CREATE INDEX "services_search_tours_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int])) WHERE "services"."listed" AND "services"."type" IN ('tour');--> statement-breakpoint
CREATE INDEX "services_search_food_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int])) WHERE "services"."listed" AND "services"."type" IN ('food');