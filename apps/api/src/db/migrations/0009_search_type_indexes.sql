-- One partial search index per search service type (SEARCH_SERVICE_TYPES): a text search filtered by type
-- intersects the posting lists of that type's services only (docs/decisions/0002-service-search.md).
CREATE INDEX "services_search_accommodation_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int])) WHERE "services"."listed" AND "services"."type" IN ('accommodation');--> statement-breakpoint
CREATE INDEX "services_search_transportation_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int])) WHERE "services"."listed" AND "services"."type" IN ('transport');--> statement-breakpoint
CREATE INDEX "services_search_activities_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int])) WHERE "services"."listed" AND "services"."type" IN ('activity', 'guide');--> statement-breakpoint
CREATE INDEX "services_search_tours_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int])) WHERE "services"."listed" AND "services"."type" IN ('tour');--> statement-breakpoint
CREATE INDEX "services_search_food_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int])) WHERE "services"."listed" AND "services"."type" IN ('food');
