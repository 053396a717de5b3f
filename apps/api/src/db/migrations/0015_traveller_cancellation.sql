ALTER TABLE "trip_services" ADD COLUMN "kept_value_minor" bigint;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "cancellation_tiers" jsonb;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "kept_minor" bigint;