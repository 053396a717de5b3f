CREATE TABLE "trip_itineraries" (
	"trip_id" bigint PRIMARY KEY NOT NULL,
	"meeting_point" varchar(200),
	"meeting_time" varchar(5),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_itinerary_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"date" date NOT NULL,
	"title" varchar(120) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_envelope_openings" (
	"trip_id" bigint NOT NULL,
	"stage" varchar(16) NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trip_envelope_openings_trip_id_stage_pk" PRIMARY KEY("trip_id","stage")
);
--> statement-breakpoint
CREATE TABLE "trip_envelopes" (
	"trip_id" bigint PRIMARY KEY NOT NULL,
	"weather" jsonb,
	"packing" jsonb,
	"region" varchar(40),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "home_city" varchar(100);--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "flights_included" boolean;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "accessibility_needs" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "dietary_needs" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "excluded_countries" varchar(2)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_itineraries" ADD CONSTRAINT "trip_itineraries_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_itinerary_days" ADD CONSTRAINT "trip_itinerary_days_trip_id_trip_itineraries_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip_itineraries"("trip_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_envelope_openings" ADD CONSTRAINT "trip_envelope_openings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_envelopes" ADD CONSTRAINT "trip_envelopes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_itinerary_days_trip_date_idx" ON "trip_itinerary_days" USING btree ("trip_id","date");--> statement-breakpoint
CREATE INDEX "trip_itinerary_days_trip_idx" ON "trip_itinerary_days" USING btree ("trip_id");