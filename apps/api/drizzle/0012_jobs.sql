CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "notification_deliveries_due_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_key" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
-- Deliveries still pending move onto the job runner (docs/adr/0009-job-runner.md).
INSERT INTO "jobs" ("kind", "payload", "run_at", "attempts")
  SELECT 'notification.delivery', jsonb_build_object('deliveryId', "id"), "next_attempt_at", "attempts"
    FROM "notification_deliveries" WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP COLUMN "next_attempt_at";--> statement-breakpoint
-- New jobs wake the job runners of every process at commit (LISTEN job_due).
CREATE OR REPLACE FUNCTION jobs_notify_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('job_due', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_due AFTER INSERT ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION jobs_notify_due();