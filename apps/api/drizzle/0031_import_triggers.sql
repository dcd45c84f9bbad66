ALTER TABLE "import_sources" ADD COLUMN "check_trigger" text;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "trigger" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
-- Runs a feed URL started before the trigger was kept: most were the schedule's.
UPDATE "product_imports" SET "trigger" = 'schedule' WHERE "source_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "import_sources" ADD CONSTRAINT "import_sources_check_trigger_check" CHECK ("import_sources"."check_trigger" in ('check', 'schedule'));--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_trigger_check" CHECK ("product_imports"."trigger" in ('upload', 'check', 'schedule'));