DROP INDEX "return_requests_supplier_created_idx";--> statement-breakpoint
DROP INDEX "return_requests_supplier_status_created_idx";--> statement-breakpoint
DROP INDEX "return_requests_supplier_reason_created_idx";--> statement-breakpoint
CREATE INDEX "return_requests_supplier_created_idx" ON "return_requests" USING btree ("supplier_id","created_at","id","reason","kind","payment_method");--> statement-breakpoint
CREATE INDEX "return_requests_supplier_status_created_idx" ON "return_requests" USING btree ("supplier_id","status","created_at","id","reason","kind","payment_method");--> statement-breakpoint
CREATE INDEX "return_requests_supplier_reason_created_idx" ON "return_requests" USING btree ("supplier_id","reason","created_at","id","kind","payment_method");