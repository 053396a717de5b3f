DROP INDEX "services_search_idx";--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int])) WHERE "services"."listed";