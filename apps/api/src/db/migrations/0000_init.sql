CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" varchar(16) NOT NULL,
	"profile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" text,
	"price_minor" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'NOK' NOT NULL,
	"interval" varchar(8) DEFAULT 'month' NOT NULL,
	"provider_price_id" varchar(120) NOT NULL,
	"commission_rate" numeric(5, 2) NOT NULL,
	"max_services" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "subscription_plans_provider_price_id_unique" UNIQUE("provider_price_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"company_name" varchar(150) NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"phone_number" varchar(32),
	"website_url" text,
	"logo_url" text,
	"slug" varchar(160),
	"service_type" varchar(32) NOT NULL,
	"company_description" text,
	"city" varchar(100),
	"country" varchar(100),
	"subscription_status" varchar(16),
	"subscription_plan_id" bigint,
	"subscribed_until" timestamp with time zone,
	"provider_customer_id" varchar(120),
	"provider_subscription_id" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" bigint NOT NULL,
	"name" varchar(150) NOT NULL,
	"type" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"location_details" varchar(200),
	"base_price_minor" bigint,
	"currency" varchar(3) DEFAULT 'NOK' NOT NULL,
	"pricing_description" varchar(200),
	"is_active" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"pin_to_homepage" boolean DEFAULT false NOT NULL,
	"homepage_sort_order" integer DEFAULT 999 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("services"."name", '')), 'A') || setweight(to_tsvector('english', coalesce("services"."location_details", '')), 'B') || setweight(to_tsvector('english', coalesce("services"."description", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"traveller_id" bigint NOT NULL,
	"budget_range" varchar(16) NOT NULL,
	"duration" varchar(8) NOT NULL,
	"traveller_count" integer NOT NULL,
	"departure_date" date NOT NULL,
	"interests" text[] NOT NULL,
	"notes" text,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'NOK' NOT NULL,
	"commission_rate" numeric(5, 2) NOT NULL,
	"partner_payout_minor" bigint
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"preference_id" bigint NOT NULL,
	"traveller_id" bigint NOT NULL,
	"name" varchar(150) NOT NULL,
	"destination" varchar(150),
	"status" varchar(24) DEFAULT 'pending_confirmation' NOT NULL,
	"payment_status" varchar(24) DEFAULT 'pending' NOT NULL,
	"total_price_minor" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'NOK' NOT NULL,
	"original_trip_id" bigint,
	"rebooked_from" bigint,
	"revealed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_payment_id" varchar(120) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" varchar(120) NOT NULL,
	"type" varchar(80) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "service_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"review_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"rating" integer NOT NULL,
	"comments" text
);
--> statement-breakpoint
CREATE TABLE "trip_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"traveller_id" bigint NOT NULL,
	"overall_rating" integer NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"title" varchar(150) NOT NULL,
	"destination" varchar(120) NOT NULL,
	"trip_date" date NOT NULL,
	"trip_type" varchar(24) NOT NULL,
	"content" text NOT NULL,
	"highlights" text[] DEFAULT '{}' NOT NULL,
	"rating" integer,
	"cover_image" text,
	"traveler_name" varchar(100),
	"traveler_avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"story_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_likes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"story_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_media" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"story_id" bigint NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(40) NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"featured_image" text,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_subscription_plan_id_subscription_plans_id_fk" FOREIGN KEY ("subscription_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_services" ADD CONSTRAINT "trip_services_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_services" ADD CONSTRAINT "trip_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_preference_id_preferences_id_fk" FOREIGN KEY ("preference_id") REFERENCES "public"."preferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_original_trip_id_trips_id_fk" FOREIGN KEY ("original_trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_rebooked_from_trips_id_fk" FOREIGN KEY ("rebooked_from") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_review_id_trip_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."trip_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reviews" ADD CONSTRAINT "service_reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_reviews" ADD CONSTRAINT "trip_reviews_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_reviews" ADD CONSTRAINT "trip_reviews_traveller_id_users_id_fk" FOREIGN KEY ("traveller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_likes" ADD CONSTRAINT "story_likes_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_likes" ADD CONSTRAINT "story_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_media" ADD CONSTRAINT "story_media_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_type_created_idx" ON "users" USING btree ("user_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_user_idx" ON "partners" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_slug_idx" ON "partners" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "partners_subscription_status_idx" ON "partners" USING btree ("subscription_status");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_provider_customer_idx" ON "partners" USING btree ("provider_customer_id");--> statement-breakpoint
CREATE INDEX "services_partner_idx" ON "services" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "services_name_trgm_idx" ON "services" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_featured_idx" ON "services" USING btree ("is_featured");--> statement-breakpoint
CREATE INDEX "services_pinned_idx" ON "services" USING btree ("pin_to_homepage","homepage_sort_order");--> statement-breakpoint
CREATE INDEX "preferences_traveller_idx" ON "preferences" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "preferences_status_idx" ON "preferences" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_services_trip_service_idx" ON "trip_services" USING btree ("trip_id","service_id");--> statement-breakpoint
CREATE INDEX "trip_services_service_idx" ON "trip_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "trips_traveller_idx" ON "trips" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "trips_preference_idx" ON "trips" USING btree ("preference_id");--> statement-breakpoint
CREATE INDEX "trips_status_idx" ON "trips" USING btree ("status");--> statement-breakpoint
CREATE INDEX "trips_original_idx" ON "trips" USING btree ("original_trip_id");--> statement-breakpoint
CREATE INDEX "payments_trip_idx" ON "payments" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_reviews_review_service_idx" ON "service_reviews" USING btree ("review_id","service_id");--> statement-breakpoint
CREATE INDEX "service_reviews_service_idx" ON "service_reviews" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_reviews_trip_idx" ON "trip_reviews" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "stories_created_idx" ON "stories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stories_user_idx" ON "stories" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "story_comments_story_idx" ON "story_comments" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "story_likes_story_user_idx" ON "story_likes" USING btree ("story_id","user_id");--> statement-breakpoint
CREATE INDEX "story_media_story_idx" ON "story_media" USING btree ("story_id","position");--> statement-breakpoint
CREATE INDEX "blog_posts_status_created_idx" ON "blog_posts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_received_idx" ON "contact_messages" USING btree ("status","received_at");