CREATE TABLE "import_staged_batches" (
	"import_id" bigint NOT NULL,
	"offers_end" integer NOT NULL,
	"skipped" integer NOT NULL,
	"rows" json NOT NULL,
	"listed" jsonb NOT NULL,
	CONSTRAINT "import_staged_batches_import_id_offers_end_pk" PRIMARY KEY("import_id","offers_end")
);
--> statement-breakpoint
ALTER TABLE "import_staged_batches" ADD CONSTRAINT "import_staged_batches_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;