CREATE TABLE "return_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" bigint,
	"member_id" bigint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"product_id" bigint,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"image" text,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"accepted_quantity" integer,
	CONSTRAINT "return_items_quantity_check" CHECK ("return_items"."quantity" > 0),
	CONSTRAINT "return_items_accepted_check" CHECK ("return_items"."accepted_quantity" is null or ("return_items"."accepted_quantity" >= 0 and "return_items"."accepted_quantity" <= "return_items"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"store_id" bigint,
	"number" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"photo_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_preference" text,
	"refund_iban" text,
	"buyer_name" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount" bigint NOT NULL,
	"units" integer NOT NULL,
	"items_preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refusal_reason" text,
	"waybill_kind" text,
	"waybill_ref" text,
	"return_order_number" text,
	"ttn" text,
	"waybill_created_at" timestamp with time zone,
	"tracking_code" text,
	"tracking_text" text,
	"tracked_at" timestamp with time zone,
	"refund_method" text,
	"refund_amount" bigint,
	"refunded_at" timestamp with time zone,
	"replacement_order_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_amount_check" CHECK ("return_requests"."amount" >= 0 and "return_requests"."units" >= 0),
	CONSTRAINT "return_requests_version_check" CHECK ("return_requests"."version" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_user_id_suppliers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "return_items_return_idx" ON "return_items" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "return_items_supplier_sku_idx" ON "return_items" USING btree ("supplier_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_external_id_key" ON "return_requests" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_number_key" ON "return_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "return_requests_supplier_created_idx" ON "return_requests" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_supplier_status_created_idx" ON "return_requests" USING btree ("supplier_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_supplier_phone_idx" ON "return_requests" USING btree ("supplier_id","buyer_phone");--> statement-breakpoint
CREATE INDEX "return_requests_supplier_ttn_idx" ON "return_requests" USING btree ("supplier_id","ttn") WHERE "return_requests"."ttn" is not null;--> statement-breakpoint
CREATE INDEX "return_requests_buyer_name_trgm_idx" ON "return_requests" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "return_requests_tracking_idx" ON "return_requests" USING btree ("tracked_at","id") WHERE "return_requests"."waybill_ref" is not null and "return_requests"."status" in ('accepted', 'in_transit');