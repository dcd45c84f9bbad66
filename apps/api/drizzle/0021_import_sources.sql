CREATE TABLE "import_sources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"url" text NOT NULL,
	"schedule" text DEFAULT 'daily' NOT NULL,
	"deactivate_missing" boolean DEFAULT false NOT NULL,
	"key_field" text DEFAULT 'sku' NOT NULL,
	"etag" text,
	"last_modified" text,
	"content_hash" text,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"check_queued_at" timestamp with time zone,
	"last_result" text,
	"error" text,
	"last_import_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_sources_schedule_check" CHECK ("import_sources"."schedule" in ('hourly', 'daily')),
	CONSTRAINT "import_sources_key_field_check" CHECK ("import_sources"."key_field" in ('sku', 'offer_id'))
);
--> statement-breakpoint
CREATE TABLE "product_import_problem_rows" (
	"import_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "product_import_problem_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "feed_offer_id" text;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "source_id" bigint;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "key_field" text DEFAULT 'sku' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_sources" ADD CONSTRAINT "import_sources_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_sources" ADD CONSTRAINT "import_sources_last_import_id_product_imports_id_fk" FOREIGN KEY ("last_import_id") REFERENCES "public"."product_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_problem_rows" ADD CONSTRAINT "product_import_problem_rows_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_sources_supplier_idx" ON "import_sources" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_sources_supplier_url_key" ON "import_sources" USING btree ("supplier_id","url");--> statement-breakpoint
CREATE INDEX "import_sources_next_check_idx" ON "import_sources" USING btree ("next_check_at");--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_source_id_import_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."import_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_supplier_feed_offer_idx" ON "products" USING btree ("supplier_id","feed_offer_id") WHERE "products"."feed_offer_id" is not null;