CREATE TABLE "subscription_checkouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_session_id" varchar(120) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"partner_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "subscription_checkouts_provider_session_id_unique" UNIQUE("provider_session_id")
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "provider_subscription_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "subscription_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_checkouts" ADD CONSTRAINT "subscription_checkouts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_checkouts" ADD CONSTRAINT "subscription_checkouts_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_checkouts_partner_idx" ON "subscription_checkouts" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "partners_provider_subscription_idx" ON "partners" USING btree ("provider_subscription_id");