ALTER TABLE "services" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "home_city" varchar(100);--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "flights_included" boolean;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "accessibility_needs" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "dietary_needs" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "excluded_countries" varchar(2)[] DEFAULT '{}'::varchar[] NOT NULL;