CREATE TABLE "trip_postponements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"payment_id" bigint,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "postponed_from" date;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "postponed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_postponements" ADD CONSTRAINT "trip_postponements_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_postponements" ADD CONSTRAINT "trip_postponements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_postponements_trip_idx" ON "trip_postponements" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_postponements_payment_idx" ON "trip_postponements" USING btree ("payment_id");