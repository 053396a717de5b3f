CREATE TABLE "saved_services" (
	"user_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_services_user_id_service_id_pk" PRIMARY KEY("user_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_admin_edits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_id" bigint NOT NULL,
	"admin_id" bigint,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duration_hours" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "group_size_min" smallint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "group_size_max" smallint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "availability" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "available_until" date;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_reviews" ADD COLUMN "hidden_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "trip_reviews" ADD COLUMN "hidden_by" bigint;--> statement-breakpoint
ALTER TABLE "saved_services" ADD CONSTRAINT "saved_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_services" ADD CONSTRAINT "saved_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_admin_edits" ADD CONSTRAINT "service_admin_edits_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_admin_edits" ADD CONSTRAINT "service_admin_edits_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_services_service_idx" ON "saved_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_admin_edits_service_idx" ON "service_admin_edits" USING btree ("service_id","created_at");--> statement-breakpoint
ALTER TABLE "trip_reviews" ADD CONSTRAINT "trip_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Accounts from before this migration have used the site: they are greeted as returning users.
UPDATE "users" SET "last_sign_in_at" = "created_at", "previous_sign_in_at" = "created_at";--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration_hours_range" CHECK ("duration_hours" IS NULL OR "duration_hours" BETWEEN 1 AND 8760);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_group_size_range" CHECK (("group_size_min" IS NULL AND "group_size_max" IS NULL) OR ("group_size_min" >= 1 AND "group_size_max" >= "group_size_min" AND "group_size_max" <= 1000));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_availability_array" CHECK (jsonb_typeof("availability") = 'array');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_currency_code" CHECK ("display_currency" IS NULL OR "display_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "trip_reviews" ADD CONSTRAINT "trip_reviews_hidden_with_reason" CHECK (("hidden_at" IS NULL) = ("hidden_reason" IS NULL));
