ALTER TABLE "product_imports" ADD COLUMN "deactivate_missing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "deactivated" integer DEFAULT 0 NOT NULL;