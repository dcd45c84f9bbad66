DROP INDEX "orders_phone_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_supplier_phone_prefix_idx" ON "orders" USING btree ("supplier_id","buyer_phone" text_pattern_ops);