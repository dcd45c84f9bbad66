CREATE TABLE "order_daily_regions" (
	"supplier_id" bigint NOT NULL,
	"day" date NOT NULL,
	"region" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_regions_supplier_id_day_region_pk" PRIMARY KEY("supplier_id","day","region")
);
--> statement-breakpoint
CREATE TABLE "order_daily_stats" (
	"supplier_id" bigint NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_stats_supplier_id_day_status_pk" PRIMARY KEY("supplier_id","day","status")
);
--> statement-breakpoint
CREATE INDEX "order_events_supplier_idx" ON "order_events" USING btree ("supplier_id","id");
--> statement-breakpoint
-- The oblast of an order's destination from its city and branch text: an oblast named in the text
-- (`… Львівська обл.`) first, then the city (oblast centres and large towns), else `other`.
CREATE OR REPLACE FUNCTION order_region(city text, branch text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    CASE substring(replace(coalesce(city, '') || ' ' || coalesce(branch, ''), '’', '''') FROM '([А-ЯЄІЇҐ][А-Яа-яЄєІіЇїҐґ''-]+) обл')
      WHEN 'Київська' THEN 'kyiv_oblast'
      WHEN 'Вінницька' THEN 'vinnytsia'
      WHEN 'Волинська' THEN 'volyn'
      WHEN 'Дніпропетровська' THEN 'dnipropetrovsk'
      WHEN 'Донецька' THEN 'donetsk'
      WHEN 'Житомирська' THEN 'zhytomyr'
      WHEN 'Закарпатська' THEN 'zakarpattia'
      WHEN 'Запорізька' THEN 'zaporizhzhia'
      WHEN 'Івано-Франківська' THEN 'ivano_frankivsk'
      WHEN 'Кіровоградська' THEN 'kirovohrad'
      WHEN 'Луганська' THEN 'luhansk'
      WHEN 'Львівська' THEN 'lviv'
      WHEN 'Миколаївська' THEN 'mykolaiv'
      WHEN 'Одеська' THEN 'odesa'
      WHEN 'Полтавська' THEN 'poltava'
      WHEN 'Рівненська' THEN 'rivne'
      WHEN 'Сумська' THEN 'sumy'
      WHEN 'Тернопільська' THEN 'ternopil'
      WHEN 'Харківська' THEN 'kharkiv'
      WHEN 'Херсонська' THEN 'kherson'
      WHEN 'Хмельницька' THEN 'khmelnytskyi'
      WHEN 'Черкаська' THEN 'cherkasy'
      WHEN 'Чернівецька' THEN 'chernivtsi'
      WHEN 'Чернігівська' THEN 'chernihiv'
    END,
    CASE btrim(split_part(split_part(regexp_replace(replace(coalesce(city, ''), '’', ''''), '^\s*(місто|смт|м\.|с\.)\s*', ''), ',', 1), '(', 1))
      WHEN 'Київ' THEN 'kyiv'
      WHEN 'Біла Церква' THEN 'kyiv_oblast'
      WHEN 'Бровари' THEN 'kyiv_oblast'
      WHEN 'Бориспіль' THEN 'kyiv_oblast'
      WHEN 'Ірпінь' THEN 'kyiv_oblast'
      WHEN 'Буча' THEN 'kyiv_oblast'
      WHEN 'Фастів' THEN 'kyiv_oblast'
      WHEN 'Обухів' THEN 'kyiv_oblast'
      WHEN 'Вишневе' THEN 'kyiv_oblast'
      WHEN 'Вінниця' THEN 'vinnytsia'
      WHEN 'Луцьк' THEN 'volyn'
      WHEN 'Ковель' THEN 'volyn'
      WHEN 'Дніпро' THEN 'dnipropetrovsk'
      WHEN 'Кривий Ріг' THEN 'dnipropetrovsk'
      WHEN 'Кам''янське' THEN 'dnipropetrovsk'
      WHEN 'Нікополь' THEN 'dnipropetrovsk'
      WHEN 'Павлоград' THEN 'dnipropetrovsk'
      WHEN 'Краматорськ' THEN 'donetsk'
      WHEN 'Слов''янськ' THEN 'donetsk'
      WHEN 'Донецьк' THEN 'donetsk'
      WHEN 'Маріуполь' THEN 'donetsk'
      WHEN 'Житомир' THEN 'zhytomyr'
      WHEN 'Бердичів' THEN 'zhytomyr'
      WHEN 'Ужгород' THEN 'zakarpattia'
      WHEN 'Мукачево' THEN 'zakarpattia'
      WHEN 'Запоріжжя' THEN 'zaporizhzhia'
      WHEN 'Мелітополь' THEN 'zaporizhzhia'
      WHEN 'Івано-Франківськ' THEN 'ivano_frankivsk'
      WHEN 'Калуш' THEN 'ivano_frankivsk'
      WHEN 'Коломия' THEN 'ivano_frankivsk'
      WHEN 'Кропивницький' THEN 'kirovohrad'
      WHEN 'Луганськ' THEN 'luhansk'
      WHEN 'Сєвєродонецьк' THEN 'luhansk'
      WHEN 'Львів' THEN 'lviv'
      WHEN 'Дрогобич' THEN 'lviv'
      WHEN 'Червоноград' THEN 'lviv'
      WHEN 'Стрий' THEN 'lviv'
      WHEN 'Київець' THEN 'lviv'
      WHEN 'Миколаїв' THEN 'mykolaiv'
      WHEN 'Одеса' THEN 'odesa'
      WHEN 'Ізмаїл' THEN 'odesa'
      WHEN 'Полтава' THEN 'poltava'
      WHEN 'Кременчук' THEN 'poltava'
      WHEN 'Рівне' THEN 'rivne'
      WHEN 'Суми' THEN 'sumy'
      WHEN 'Конотоп' THEN 'sumy'
      WHEN 'Тернопіль' THEN 'ternopil'
      WHEN 'Харків' THEN 'kharkiv'
      WHEN 'Херсон' THEN 'kherson'
      WHEN 'Хмельницький' THEN 'khmelnytskyi'
      WHEN 'Кам''янець-Подільський' THEN 'khmelnytskyi'
      WHEN 'Черкаси' THEN 'cherkasy'
      WHEN 'Умань' THEN 'cherkasy'
      WHEN 'Чернівці' THEN 'chernivtsi'
      WHEN 'Чернігів' THEN 'chernihiv'
      WHEN 'Ніжин' THEN 'chernihiv'
    END,
    'other')
$$;
--> statement-breakpoint
-- order_daily_stats and order_daily_regions follow every statement on orders (placements, status
-- and total changes, the demo seed, generated benches) in its own transaction: statement-level
-- triggers with transition tables, one upsert per touched (supplier, day, status/region).
CREATE OR REPLACE FUNCTION order_rollups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_stats AS s (supplier_id, day, status, orders, revenue, units)
  SELECT supplier_id, (created_at AT TIME ZONE 'Europe/Kyiv')::date, status, count(*), sum(total), sum(items_count)
    FROM order_rollups_new GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (supplier_id, day, status) DO UPDATE
    SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue, units = s.units + excluded.units;
  INSERT INTO order_daily_regions AS r (supplier_id, day, region, orders)
  SELECT supplier_id, (created_at AT TIME ZONE 'Europe/Kyiv')::date, order_region(city, branch), count(*)
    FROM order_rollups_new GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (supplier_id, day, region) DO UPDATE SET orders = r.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollups_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_stats AS s (supplier_id, day, status, orders, revenue, units)
  SELECT supplier_id, (created_at AT TIME ZONE 'Europe/Kyiv')::date, status, -count(*), -sum(total), -sum(items_count)
    FROM order_rollups_old GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (supplier_id, day, status) DO UPDATE
    SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue, units = s.units + excluded.units;
  INSERT INTO order_daily_regions AS r (supplier_id, day, region, orders)
  SELECT supplier_id, (created_at AT TIME ZONE 'Europe/Kyiv')::date, order_region(city, branch), -count(*)
    FROM order_rollups_old GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (supplier_id, day, region) DO UPDATE SET orders = r.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollups_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_stats AS s (supplier_id, day, status, orders, revenue, units)
  SELECT supplier_id, day, status, sum(orders), sum(revenue), sum(units) FROM (
    SELECT n.supplier_id, (n.created_at AT TIME ZONE 'Europe/Kyiv')::date AS day, n.status,
        1 AS orders, n.total AS revenue, n.items_count::bigint AS units
      FROM order_rollups_new n JOIN order_rollups_old o ON o.id = n.id
     WHERE (o.supplier_id, o.status, o.total, o.items_count, o.created_at)
        IS DISTINCT FROM (n.supplier_id, n.status, n.total, n.items_count, n.created_at)
    UNION ALL
    SELECT o.supplier_id, (o.created_at AT TIME ZONE 'Europe/Kyiv')::date, o.status, -1, -o.total, -o.items_count::bigint
      FROM order_rollups_new n JOIN order_rollups_old o ON o.id = n.id
     WHERE (o.supplier_id, o.status, o.total, o.items_count, o.created_at)
        IS DISTINCT FROM (n.supplier_id, n.status, n.total, n.items_count, n.created_at)
  ) d
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (supplier_id, day, status) DO UPDATE
    SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue, units = s.units + excluded.units;
  INSERT INTO order_daily_regions AS r (supplier_id, day, region, orders)
  SELECT supplier_id, day, region, sum(orders) FROM (
    SELECT n.supplier_id, (n.created_at AT TIME ZONE 'Europe/Kyiv')::date AS day, order_region(n.city, n.branch) AS region, 1 AS orders
      FROM order_rollups_new n JOIN order_rollups_old o ON o.id = n.id
     WHERE (o.supplier_id, o.created_at, o.city, o.branch) IS DISTINCT FROM (n.supplier_id, n.created_at, n.city, n.branch)
    UNION ALL
    SELECT o.supplier_id, (o.created_at AT TIME ZONE 'Europe/Kyiv')::date, order_region(o.city, o.branch), -1
      FROM order_rollups_new n JOIN order_rollups_old o ON o.id = n.id
     WHERE (o.supplier_id, o.created_at, o.city, o.branch) IS DISTINCT FROM (n.supplier_id, n.created_at, n.city, n.branch)
  ) d
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (supplier_id, day, region) DO UPDATE SET orders = r.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The orders placed before this migration.
INSERT INTO order_daily_stats (supplier_id, day, status, orders, revenue, units)
SELECT supplier_id, (created_at AT TIME ZONE 'Europe/Kyiv')::date, status, count(*), sum(total), sum(items_count)
  FROM orders GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO order_daily_regions (supplier_id, day, region, orders)
SELECT supplier_id, (created_at AT TIME ZONE 'Europe/Kyiv')::date, order_region(city, branch), count(*)
  FROM orders GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER orders_rollups_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS order_rollups_new FOR EACH STATEMENT EXECUTE FUNCTION order_rollups_after_insert();
--> statement-breakpoint
CREATE TRIGGER orders_rollups_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS order_rollups_old FOR EACH STATEMENT EXECUTE FUNCTION order_rollups_after_delete();
--> statement-breakpoint
CREATE TRIGGER orders_rollups_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS order_rollups_old NEW TABLE AS order_rollups_new
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollups_after_update();
