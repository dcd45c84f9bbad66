ALTER TABLE "orders" ADD COLUMN "city_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "warehouse_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waybill_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_text" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "at_branch_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_tracking_idx" ON "orders" USING btree ("tracked_at","id") WHERE "orders"."ttn" is not null and "orders"."status" not in ('completed', 'cancelled', 'returned');