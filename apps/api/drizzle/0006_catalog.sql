CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"depth" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_leaf" boolean DEFAULT true NOT NULL,
	"ancestor_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_group_items" (
	"group_id" bigint NOT NULL,
	"attribute_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "attribute_group_items_group_id_attribute_id_pk" PRIMARY KEY("group_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "attribute_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"unit" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attributes_type_check" CHECK ("attributes"."type" in ('text', 'number', 'boolean', 'select', 'multiselect'))
);
--> statement-breakpoint
CREATE TABLE "category_attribute_groups" (
	"group_id" bigint NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "category_attribute_groups_group_id_category_id_pk" PRIMARY KEY("group_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "shelvings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"zone" text,
	"note" text,
	"capacity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shelvings_capacity_check" CHECK ("shelvings"."capacity" is null or "shelvings"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" bigint NOT NULL,
	"attribute_id" bigint NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "product_attribute_values_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_counts" (
	"supplier_id" bigint NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_counts_supplier_id_status_pk" PRIMARY KEY("supplier_id","status")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"store_id" bigint,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"description" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"barcode" text,
	"brand" text,
	"price" bigint NOT NULL,
	"old_price" bigint,
	"stock" integer DEFAULT 0 NOT NULL,
	"availability" text DEFAULT 'in_stock' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"weight_grams" integer,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"shelving_id" bigint,
	"shelving_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_old_price_check" CHECK ("products"."old_price" is null or "products"."old_price" > "products"."price"),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_shelving_quantity_check" CHECK ("products"."shelving_quantity" >= 0),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'active', 'inactive', 'archived')),
	CONSTRAINT "products_availability_check" CHECK ("products"."availability" in ('in_stock', 'out_of_stock', 'preorder'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_group_items" ADD CONSTRAINT "attribute_group_items_group_id_attribute_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_group_items" ADD CONSTRAINT "attribute_group_items_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_groups" ADD CONSTRAINT "attribute_groups_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attribute_groups" ADD CONSTRAINT "category_attribute_groups_group_id_attribute_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_attribute_groups" ADD CONSTRAINT "category_attribute_groups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelvings" ADD CONSTRAINT "shelvings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelving_id_shelvings_id_fk" FOREIGN KEY ("shelving_id") REFERENCES "public"."shelvings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_path_key" ON "categories" USING btree ("path");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "attribute_group_items_attribute_idx" ON "attribute_group_items" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_groups_supplier_name_key" ON "attribute_groups" USING btree ("supplier_id",lower("name"));--> statement-breakpoint
CREATE INDEX "attribute_groups_supplier_position_idx" ON "attribute_groups" USING btree ("supplier_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_supplier_name_key" ON "attributes" USING btree ("supplier_id",lower("name"));--> statement-breakpoint
CREATE INDEX "category_attribute_groups_category_idx" ON "category_attribute_groups" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shelvings_supplier_code_key" ON "shelvings" USING btree ("supplier_id","code");--> statement-breakpoint
CREATE INDEX "product_attribute_values_attribute_idx" ON "product_attribute_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_supplier_sku_key" ON "products" USING btree ("supplier_id","sku");--> statement-breakpoint
CREATE INDEX "products_supplier_created_idx" ON "products" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_supplier_price_idx" ON "products" USING btree ("supplier_id","price","id");--> statement-breakpoint
CREATE INDEX "products_supplier_name_idx" ON "products" USING btree ("supplier_id","name","id");--> statement-breakpoint
CREATE INDEX "products_supplier_stock_idx" ON "products" USING btree ("supplier_id","stock","id");--> statement-breakpoint
CREATE INDEX "products_supplier_status_created_idx" ON "products" USING btree ("supplier_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_supplier_category_created_idx" ON "products" USING btree ("supplier_id","category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_supplier_barcode_idx" ON "products" USING btree ("supplier_id","barcode") WHERE "products"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "products_supplier_shelving_idx" ON "products" USING btree ("supplier_id","shelving_id") WHERE "products"."shelving_id" is not null;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);