-- A run queues each batch's pictures once (the batch applies once, ADR 0030) and drops a product's repeated URLs itself;
-- the unique key only cost the 200,000-row queue of a 100,000-offer feed a quarter of its insert time.
DROP INDEX "import_image_fetches_import_product_url_key";
