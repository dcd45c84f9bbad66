ALTER TABLE "order_daily_products" DROP CONSTRAINT "order_daily_products_supplier_id_day_sku_pk";--> statement-breakpoint
ALTER TABLE "order_daily_products" ADD CONSTRAINT "order_daily_products_supplier_id_sku_day_pk" PRIMARY KEY("supplier_id","sku","day");--> statement-breakpoint
-- A period's top SKUs as an index-only scan of (supplier_id, day) with what is summed beside it.
CREATE INDEX "order_daily_products_day_idx" ON "order_daily_products" ("supplier_id", "day") INCLUDE ("sku", "units", "revenue");
