CREATE TABLE "product_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"user_id" bigint,
	"file_name" text NOT NULL,
	"file_url" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"counts" jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problems_total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "product_imports_processed_check" CHECK ("product_imports"."processed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_user_id_suppliers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_imports_supplier_idx" ON "product_imports" USING btree ("supplier_id","id");