CREATE TABLE "trip_proposal_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"answered_request" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preferences" ALTER COLUMN "status" SET DATA TYPE varchar(24);--> statement-breakpoint
ALTER TABLE "preferences" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "answer_message" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "nights" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "inclusions" jsonb;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "teaser" varchar(280);--> statement-breakpoint
ALTER TABLE "trip_proposal_revisions" ADD CONSTRAINT "trip_proposal_revisions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_proposal_revisions_trip_revision_idx" ON "trip_proposal_revisions" USING btree ("trip_id","revision");