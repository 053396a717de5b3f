-- Stripe's longest subscription status, 'incomplete_expired', is 18 characters: varchar(16) refused it.
-- The relisting trigger reads the column in its WHEN clause, so it is recreated around the change.
DROP TRIGGER partners_relist_services ON partners;--> statement-breakpoint
ALTER TABLE "partners" ALTER COLUMN "subscription_status" SET DATA TYPE varchar(32);--> statement-breakpoint
CREATE TRIGGER partners_relist_services AFTER UPDATE OF subscription_status ON partners
  FOR EACH ROW WHEN (OLD.subscription_status IS DISTINCT FROM NEW.subscription_status)
  EXECUTE FUNCTION partners_relist_services();
