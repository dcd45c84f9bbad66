CREATE TABLE "import_category_maps" (
	"supplier_id" bigint NOT NULL,
	"feed_path" text NOT NULL,
	"category_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_category_maps_supplier_id_feed_path_pk" PRIMARY KEY("supplier_id","feed_path")
);
--> statement-breakpoint
CREATE TABLE "import_image_fetches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"offer_id" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_image_fetches_status_check" CHECK ("import_image_fetches"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "import_param_maps" (
	"supplier_id" bigint NOT NULL,
	"feed_param" text NOT NULL,
	"attribute_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_param_maps_supplier_id_feed_param_pk" PRIMARY KEY("supplier_id","feed_param")
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "import_category_maps" ADD CONSTRAINT "import_category_maps_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_category_maps" ADD CONSTRAINT "import_category_maps_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_image_fetches" ADD CONSTRAINT "import_image_fetches_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_image_fetches" ADD CONSTRAINT "import_image_fetches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_param_maps" ADD CONSTRAINT "import_param_maps_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_param_maps" ADD CONSTRAINT "import_param_maps_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_image_fetches_import_product_url_key" ON "import_image_fetches" USING btree ("import_id","product_id","url");--> statement-breakpoint
CREATE INDEX "import_image_fetches_pending_idx" ON "import_image_fetches" USING btree ("import_id","status");