CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_counts" (
	"supplier_id" bigint NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_supplier_id_status_pk" PRIMARY KEY("supplier_id","status")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" bigint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"product_id" bigint,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"image" text,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"store_id" bigint,
	"number" bigint DEFAULT nextval('order_number_seq') NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"buyer_email" text,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"buyer_comment" text,
	"carrier" text NOT NULL,
	"city" text,
	"branch" text,
	"address" text,
	"ttn" text,
	"delivery_status" text DEFAULT 'not_shipped' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"prepaid" bigint,
	"subtotal" bigint NOT NULL,
	"delivery_cost" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"commission_bp" integer DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"items_count" integer NOT NULL,
	"cancel_reason" text,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_check" CHECK ("orders"."total" >= 0 and "orders"."subtotal" >= 0 and "orders"."delivery_cost" >= 0),
	CONSTRAINT "orders_version_check" CHECK ("orders"."version" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_suppliers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_supplier_sku_idx" ON "order_items" USING btree ("supplier_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_external_id_key" ON "orders" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_supplier_created_idx" ON "orders" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_status_created_idx" ON "orders" USING btree ("supplier_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_total_idx" ON "orders" USING btree ("supplier_id","total","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_ttn_idx" ON "orders" USING btree ("supplier_id","ttn") WHERE "orders"."ttn" is not null;--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("buyer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_buyer_name_trgm_idx" ON "orders" USING gin ("buyer_name" gin_trgm_ops);