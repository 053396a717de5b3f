DROP INDEX "trips_preference_idx";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "outbox_emails_unsent_idx" ON "outbox_emails" USING btree ("id") WHERE "outbox_emails"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trips_preference_idx" ON "trips" USING btree ("preference_id");