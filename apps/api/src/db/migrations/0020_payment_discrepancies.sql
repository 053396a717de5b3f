CREATE TABLE "payment_discrepancies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_payment_id" varchar(120) NOT NULL,
	"expected_amount_minor" bigint NOT NULL,
	"expected_currency" varchar(3) NOT NULL,
	"received_amount_minor" bigint,
	"received_currency" text,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" bigint,
	CONSTRAINT "payment_discrepancies_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_discrepancies" ADD CONSTRAINT "payment_discrepancies_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_discrepancies" ADD CONSTRAINT "payment_discrepancies_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_discrepancies" ADD CONSTRAINT "payment_discrepancies_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_discrepancies_trip_idx" ON "payment_discrepancies" USING btree ("trip_id");