CREATE TABLE "order_daily_products" (
	"supplier_id" bigint NOT NULL,
	"day" date NOT NULL,
	"sku" text NOT NULL,
	"product_id" bigint,
	"name" text NOT NULL,
	"image" text,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_products_supplier_id_day_sku_pk" PRIMARY KEY("supplier_id","day","sku")
);
--> statement-breakpoint
-- order_daily_products follows the lines of orders that are neither cancelled nor returned: lines
-- added or removed (placement, an edit of the items), and orders that become or stop being
-- cancelled or returned, or move in time. Statement-level triggers, one upsert per touched key.
CREATE OR REPLACE FUNCTION order_products_after_items_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_products AS p (supplier_id, day, sku, product_id, name, image, units, revenue)
  SELECT i.supplier_id, (o.created_at AT TIME ZONE 'Europe/Kyiv')::date, i.sku, max(i.product_id), max(i.name),
      max(i.image), sum(i.quantity), sum(i.price * i.quantity)
    FROM order_products_new i JOIN orders o ON o.id = i.order_id
   WHERE o.status NOT IN ('cancelled', 'returned')
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (supplier_id, day, sku) DO UPDATE
    SET units = p.units + excluded.units, revenue = p.revenue + excluded.revenue,
        product_id = coalesce(excluded.product_id, p.product_id), name = excluded.name,
        image = coalesce(excluded.image, p.image);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_products_after_items_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_products AS p (supplier_id, day, sku, product_id, name, image, units, revenue)
  SELECT i.supplier_id, (o.created_at AT TIME ZONE 'Europe/Kyiv')::date, i.sku, max(i.product_id), max(i.name),
      max(i.image), -sum(i.quantity), -sum(i.price * i.quantity)
    FROM order_products_old i JOIN orders o ON o.id = i.order_id
   WHERE o.status NOT IN ('cancelled', 'returned')
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (supplier_id, day, sku) DO UPDATE
    SET units = p.units + excluded.units, revenue = p.revenue + excluded.revenue;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_products_after_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_products AS p (supplier_id, day, sku, product_id, name, image, units, revenue)
  SELECT supplier_id, day, sku, max(product_id), max(name), max(image), sum(units), sum(revenue) FROM (
    SELECT o.supplier_id, (o.created_at AT TIME ZONE 'Europe/Kyiv')::date AS day, i.sku, i.product_id, i.name, i.image,
        -i.quantity::bigint AS units, -(i.price * i.quantity) AS revenue
      FROM order_products_old o JOIN order_products_new n ON n.id = o.id JOIN order_items i ON i.order_id = o.id
     WHERE o.status NOT IN ('cancelled', 'returned')
       AND ((n.status IN ('cancelled', 'returned')) OR (o.supplier_id, o.created_at) IS DISTINCT FROM (n.supplier_id, n.created_at))
    UNION ALL
    SELECT n.supplier_id, (n.created_at AT TIME ZONE 'Europe/Kyiv')::date, i.sku, i.product_id, i.name, i.image,
        i.quantity::bigint, i.price * i.quantity
      FROM order_products_old o JOIN order_products_new n ON n.id = o.id JOIN order_items i ON i.order_id = n.id
     WHERE n.status NOT IN ('cancelled', 'returned')
       AND ((o.status IN ('cancelled', 'returned')) OR (o.supplier_id, o.created_at) IS DISTINCT FROM (n.supplier_id, n.created_at))
  ) d
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (supplier_id, day, sku) DO UPDATE
    SET units = p.units + excluded.units, revenue = p.revenue + excluded.revenue;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The lines of orders placed before this migration.
INSERT INTO order_daily_products (supplier_id, day, sku, product_id, name, image, units, revenue)
SELECT i.supplier_id, (o.created_at AT TIME ZONE 'Europe/Kyiv')::date, i.sku, max(i.product_id), max(i.name),
    max(i.image), sum(i.quantity), sum(i.price * i.quantity)
  FROM order_items i JOIN orders o ON o.id = i.order_id
 WHERE o.status NOT IN ('cancelled', 'returned')
 GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER order_items_products_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS order_products_new FOR EACH STATEMENT EXECUTE FUNCTION order_products_after_items_insert();
--> statement-breakpoint
CREATE TRIGGER order_items_products_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS order_products_old FOR EACH STATEMENT EXECUTE FUNCTION order_products_after_items_delete();
--> statement-breakpoint
CREATE TRIGGER orders_products_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS order_products_old NEW TABLE AS order_products_new
  FOR EACH STATEMENT EXECUTE FUNCTION order_products_after_orders_update();
