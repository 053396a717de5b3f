CREATE TABLE "used_bot_checks" (
	"key" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_bot_checks_expires_idx" ON "used_bot_checks" USING btree ("expires_at");