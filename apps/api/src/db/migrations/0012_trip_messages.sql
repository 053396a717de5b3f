CREATE TABLE "trip_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"author_role" varchar(16) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_threads" (
	"trip_id" bigint PRIMARY KEY NOT NULL,
	"traveller_read_id" bigint DEFAULT 0 NOT NULL,
	"team_read_id" bigint DEFAULT 0 NOT NULL,
	"traveller_notified_at" timestamp with time zone,
	"team_notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_threads" ADD CONSTRAINT "trip_threads_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_messages_trip_idx" ON "trip_messages" USING btree ("trip_id","id");