CREATE TABLE "review_days" (
	"supplier_id" bigint NOT NULL,
	"day" date NOT NULL,
	"rating" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_days_supplier_id_day_rating_pk" PRIMARY KEY("supplier_id","day","rating")
);
--> statement-breakpoint
DROP INDEX "reviews_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "reviews_search_trgm_idx" ON "reviews" USING gin (("text" || ' ' || "pros" || ' ' || "cons" || ' ' || "author_name") gin_trgm_ops);--> statement-breakpoint
INSERT INTO "review_days" ("supplier_id", "day", "rating", "count")
SELECT "supplier_id", ("created_at" AT TIME ZONE 'Europe/Kyiv')::date, "rating", count(*)::int
FROM "reviews" GROUP BY 1, 2, 3;
