CREATE TABLE "return_counts" (
	"supplier_id" bigint NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "return_counts_supplier_id_status_pk" PRIMARY KEY("supplier_id","status")
);
--> statement-breakpoint
CREATE INDEX "return_requests_supplier_reason_created_idx" ON "return_requests" USING btree ("supplier_id","reason","created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_phone_trgm_idx" ON "return_requests" USING gin ("buyer_phone" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "return_counts" ("supplier_id", "status", "count") SELECT "supplier_id", "status", count(*) FROM "return_requests" GROUP BY 1, 2;