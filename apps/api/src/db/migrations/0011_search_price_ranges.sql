-- A service's price range (the spec's USD ranges at the current exchange rates) as a key in the search
-- indexes' second column, so a price filter narrows the index scan instead of visiting every row the text
-- matches (docs/decisions/0002-service-search.md). search_price_bounds holds each range's bounds per
-- currency (written by syncPriceRanges from the rates); a trigger derives services.price_range from them.
CREATE TABLE "search_price_bounds" (
	"currency" varchar(3) NOT NULL,
	"price_range" smallint NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint,
	CONSTRAINT "search_price_bounds_currency_price_range_pk" PRIMARY KEY("currency","price_range")
);
--> statement-breakpoint
DROP INDEX "services_search_idx";--> statement-breakpoint
DROP INDEX "services_search_accommodation_idx";--> statement-breakpoint
DROP INDEX "services_search_transportation_idx";--> statement-breakpoint
DROP INDEX "services_search_activities_idx";--> statement-breakpoint
DROP INDEX "services_search_tours_idx";--> statement-breakpoint
DROP INDEX "services_search_food_idx";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_range" smallint;--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int, (-1000000000 - "price_range")::int])) WHERE "services"."listed";--> statement-breakpoint
CREATE INDEX "services_search_accommodation_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int, (-1000000000 - "price_range")::int])) WHERE "services"."listed" AND "services"."type" IN ('accommodation');--> statement-breakpoint
CREATE INDEX "services_search_transportation_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int, (-1000000000 - "price_range")::int])) WHERE "services"."listed" AND "services"."type" IN ('transport');--> statement-breakpoint
CREATE INDEX "services_search_activities_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int, (-1000000000 - "price_range")::int])) WHERE "services"."listed" AND "services"."type" IN ('activity', 'guide');--> statement-breakpoint
CREATE INDEX "services_search_tours_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int, (-1000000000 - "price_range")::int])) WHERE "services"."listed" AND "services"."type" IN ('tour');--> statement-breakpoint
CREATE INDEX "services_search_food_idx" ON "services" USING gin ("search_vector",(ARRAY[("id" / 1024)::int, (-1 - "id" / 16384)::int, (-1000000000 - "price_range")::int])) WHERE "services"."listed" AND "services"."type" IN ('food');
--> statement-breakpoint
-- The range whose bounds hold the price; none when unpriced or its currency has no bounds. The ranges of a
-- currency do not overlap (each upper bound is the next range's lower bound).
CREATE FUNCTION search_price_range_of(currency varchar, price bigint) RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT b.price_range FROM search_price_bounds b
  WHERE b.currency = $1 AND $2 >= b.min_minor AND (b.max_minor IS NULL OR $2 < b.max_minor)
  LIMIT 1
$$;
--> statement-breakpoint
CREATE FUNCTION services_set_price_range() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_range := search_price_range_of(NEW.currency, NEW.base_price_minor);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- `price_range` is in the column list so that any write to it (syncPriceRanges) is recomputed here.
CREATE TRIGGER services_set_price_range BEFORE INSERT OR UPDATE OF currency, base_price_minor, price_range ON services
  FOR EACH ROW EXECUTE FUNCTION services_set_price_range();
