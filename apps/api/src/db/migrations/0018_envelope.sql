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
ALTER TABLE "trip_envelope_openings" ADD CONSTRAINT "trip_envelope_openings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_envelopes" ADD CONSTRAINT "trip_envelopes_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;