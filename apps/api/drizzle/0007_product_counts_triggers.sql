-- product_counts holds the number of products per supplier and status, so the products list can
-- answer an exact total in O(1). Statement-level triggers with transition tables keep it right
-- for every statement (single rows, bulk actions, generated catalogues) at one upsert each.
CREATE OR REPLACE FUNCTION product_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (supplier_id, status, count)
  SELECT supplier_id, status, count(*) FROM product_counts_new GROUP BY supplier_id, status ORDER BY supplier_id, status
  ON CONFLICT (supplier_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (supplier_id, status, count)
  SELECT supplier_id, status, -count(*) FROM product_counts_old GROUP BY supplier_id, status ORDER BY supplier_id, status
  ON CONFLICT (supplier_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS c (supplier_id, status, count)
  SELECT supplier_id, status, sum(delta) FROM (
    SELECT n.supplier_id, n.status, 1 AS delta
      FROM product_counts_new n JOIN product_counts_old o ON o.id = n.id
     WHERE o.status <> n.status OR o.supplier_id <> n.supplier_id
    UNION ALL
    SELECT o.supplier_id, o.status, -1 AS delta
      FROM product_counts_new n JOIN product_counts_old o ON o.id = n.id
     WHERE o.status <> n.status OR o.supplier_id <> n.supplier_id
  ) d
  GROUP BY supplier_id, status ORDER BY supplier_id, status
  ON CONFLICT (supplier_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS product_counts_new FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER products_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS product_counts_old FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER products_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS product_counts_old NEW TABLE AS product_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_update();
