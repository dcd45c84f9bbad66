/**
 * Generates a large catalogue on PostgreSQL (DATABASE_URL), set-based: INSERT … SELECT over
 * generate_series, one statement per supplier.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/catalog npx tsx apps/api/scripts/generate-catalog.ts
 *
 * Default: 1 000 000 products for one supplier and 100 000 for each of 9 others (1.9 M rows).
 * Settings (environment): CATALOG_BIG (1000000), CATALOG_SMALL (100000), CATALOG_SUPPLIERS (10),
 * CATALOG_SHELVINGS (200 per supplier). The suppliers sign in with telephone +38099000000N
 * (N = 1 for the big one) and password `catalog12345`. A supplier that already has its products
 * is skipped, so running it twice is harmless. For the load itself the products' secondary
 * indexes are dropped and rebuilt afterwards (much faster than keeping them up to date row by
 * row), then the table is analysed. Prints what it did and how long it took.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { hashPassword } from '../src/lib/crypto';
import { seedCategories } from '../src/modules/catalog';
import { ensureFirstStore, storesRepository } from '../src/modules/stores';

export const CATALOG_PASSWORD = 'catalog12345';
export const catalogTelephone = (n: number) => `+38099${String(n).padStart(7, '0')}`;

const NOUNS = [
  'Смартфон',
  'Чайник',
  'Ковдра',
  'Кросівки',
  'Футболка',
  'Навушники',
  'Пилосос',
  'Сковорідка',
  'Рюкзак',
  'Ноутбук',
  'Лампа',
  'Годинник',
  'Куртка',
  'Блендер',
  'Подушка',
  'Планшет',
  'Монітор',
  'Крісло',
  'Мультиварка',
  'Праска',
  'Рушник',
  'Конструктор',
  'Самокат',
  'Намет',
  'Термос',
  'Ручка',
  'Шампунь',
  'Корм',
  'Килимок',
  'Фен',
  'Кавоварка',
  'Мікрохвильовка',
  'Светр',
  'Сукня',
  'Черевики',
  'Сумка',
  'Гаманець',
  'Ліжко',
  'Стілець',
  'Шафа',
];
const BRANDS = [
  'Samsung',
  'Xiaomi',
  'Philips',
  'Bosch',
  'Tefal',
  'Apple',
  'Lenovo',
  'Nike',
  'Adidas',
  'Puma',
  'Sony',
  'LG',
  'Braun',
  'Gorenje',
  'Zelmer',
  'Rozetka',
  'Ярослав',
  'Руно',
  'Вілюта',
  'Lego',
  'Razor',
  'Coleman',
  'Stanley',
  'Delonghi',
  'Rowenta',
  'Ikea',
  'Columbia',
  'Asus',
  'Acer',
  'HP',
];
const COLORS = [
  'чорний',
  'білий',
  'сірий',
  'синій',
  'червоний',
  'зелений',
  'бежевий',
  'рожевий',
  'жовтий',
  'фіолетовий',
  'графітовий',
  'сріблястий',
  'золотистий',
  'коричневий',
  'помаранчевий',
  'блакитний',
];

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** The bench suppliers (confirmed phones, one store each); answers their ids in order. */
async function ensureSuppliers(database: Database, howMany: number): Promise<number[]> {
  const passwordHash = await hashPassword(CATALOG_PASSWORD);
  const ids: number[] = [];
  for (let n = 1; n <= howMany; n += 1) {
    const telephone = catalogTelephone(n);
    const result = (await database.db.execute(sql`
      insert into suppliers (firstname, lastname, email, telephone, password_hash, is_confirm_telephone)
      values ('Каталог', ${`Постачальник ${n}`}, ${`catalog${n}@example.com`}, ${telephone}, ${passwordHash}, true)
      on conflict do nothing`)) as unknown;
    void result;
    const found = (await database.db.execute(
      sql`select id, firstname, lastname, telephone, email from suppliers where telephone = ${telephone}`,
    )) as unknown as {
      rows: { id: string | number; firstname: string; lastname: string; telephone: string; email: string }[];
    };
    const row = found.rows[0]!;
    const id = Number(row.id);
    await ensureFirstStore(storesRepository(database.db), { ...row, id });
    ids.push(id);
  }
  return ids;
}

/** `perSupplier` shelvings A-001…; answers their ids. */
async function ensureShelvings(database: Database, supplierId: number, perSupplier: number): Promise<number[]> {
  await database.db.execute(sql`
    insert into shelvings (supplier_id, code, name, zone, capacity)
    select ${supplierId}, 'G-' || lpad(g::text, 4, '0'), 'Стелаж ' || g, chr(1040 + (g % 6)), null
    from generate_series(1, ${perSupplier}) g
    on conflict do nothing`);
  const result = (await database.db.execute(
    sql`select id from shelvings where supplier_id = ${supplierId} order by id`,
  )) as unknown as { rows: { id: string | number }[] };
  return result.rows.map((row) => Number(row.id));
}

/**
 * One INSERT … SELECT of `total` products for a supplier: names from a vocabulary (noun, brand,
 * colour, model code), unique SKUs, EAN-13 barcodes with check digits on a third of them, prices
 * 1–20 000 грн, stock 0–499, statuses mostly active, created over the last two years, every
 * tenth product on a shelving.
 */
async function insertProducts(
  database: Database,
  supplierId: number,
  storeId: number | null,
  total: number,
  leaves: number[],
  shelvingIds: number[],
): Promise<void> {
  await database.db.execute(sql`
    with params as (
      select ${sql.param(leaves)}::int[] as leaves, ${sql.param(shelvingIds)}::bigint[] as shelves,
             ${textArray(NOUNS)} as nouns, ${textArray(BRANDS)} as brands, ${textArray(COLORS)} as colors
    ), rows as (
      select g, (hashint4(g + ${supplierId} * 7919)::bigint & 2147483647) as h,
             (hashint4(g * 31 + ${supplierId})::bigint & 2147483647) as k
      from generate_series(1, ${total}) g
    ), shaped as (
      select g, h, k,
             (k % 500) as stock,
             lpad((482000000000 + (${supplierId} % 100) * 10000000 + g)::text, 12, '0') as ean12
      from rows
    )
    insert into products (supplier_id, store_id, category_id, name, sku, barcode, brand, price, old_price, stock,
                          availability, status, shelving_id, shelving_quantity, created_at, updated_at)
    select ${supplierId}, ${storeId},
           p.leaves[1 + (s.h % array_length(p.leaves, 1))],
           p.nouns[1 + (s.h % array_length(p.nouns, 1))] || ' ' || p.brands[1 + (s.k % array_length(p.brands, 1))] || ' '
             || p.colors[1 + ((s.h / 7) % array_length(p.colors, 1))] || ' ' || chr((65 + (s.k / 13) % 26)::int) || '-' || (s.g % 9973),
           'GEN-' || ${supplierId} || '-' || s.g,
           case when s.g % 3 = 0 then s.ean12 || ((10 - (
             (substr(s.ean12, 1, 1)::int + substr(s.ean12, 3, 1)::int + substr(s.ean12, 5, 1)::int + substr(s.ean12, 7, 1)::int
              + substr(s.ean12, 9, 1)::int + substr(s.ean12, 11, 1)::int)
             + 3 * (substr(s.ean12, 2, 1)::int + substr(s.ean12, 4, 1)::int + substr(s.ean12, 6, 1)::int
              + substr(s.ean12, 8, 1)::int + substr(s.ean12, 10, 1)::int + substr(s.ean12, 12, 1)::int)) % 10) % 10)::text end,
           p.brands[1 + (s.k % array_length(p.brands, 1))],
           100 + (s.h % 1999901),
           case when s.g % 5 = 0 then 100 + (s.h % 1999901) + 100 + (s.k % 50000) end,
           s.stock,
           case when s.stock = 0 then 'out_of_stock' when s.g % 23 = 0 then 'preorder' else 'in_stock' end,
           (array['active','active','active','active','active','active','active','draft','inactive','archived'])[1 + (s.g % 10)],
           case when s.g % 10 = 1 and array_length(p.shelves, 1) > 0 then p.shelves[1 + (s.k % array_length(p.shelves, 1))] end,
           case when s.g % 10 = 1 and array_length(p.shelves, 1) > 0 then s.stock else 0 end,
           now() - make_interval(secs => (${total} - s.g) * 60 + (s.k % 60)),
           now() - make_interval(secs => (${total} - s.g) * 60)
    from shaped s, params p`);
}

export async function generateCatalog(url: string, log: (line: string) => void = console.log): Promise<void> {
  const big = setting('CATALOG_BIG', 1_000_000);
  const small = setting('CATALOG_SMALL', 100_000);
  const supplierCount = Math.max(1, setting('CATALOG_SUPPLIERS', 10));
  const shelvingsPer = setting('CATALOG_SHELVINGS', 200);
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  // one connection: session settings (maintenance_work_mem) hold for the index builds
  const database = await openDatabase({ url, dataDir: 'memory://', poolSize: 1 });
  try {
    await migrate(database);
    await seedCategories(database.db);
    const leavesResult = (await database.db.execute(
      sql`select id from categories where is_leaf order by id`,
    )) as unknown as { rows: { id: number }[] };
    const leaves = leavesResult.rows.map((row) => Number(row.id));
    const supplierIds = await ensureSuppliers(database, supplierCount);

    const plan: { supplierId: number; total: number }[] = [];
    for (const [index, supplierId] of supplierIds.entries()) {
      const total = index === 0 ? big : small;
      const have = await count(database, sql`select count(*) as n from products where supplier_id = ${supplierId}`);
      if (have >= total) log(`supplier ${supplierId}: ${have} products already, skipped`);
      else if (have > 0)
        throw new Error(`supplier ${supplierId} has ${have} of ${total} products; use a fresh database`);
      else plan.push({ supplierId, total });
    }
    if (plan.length === 0) {
      log('nothing to generate');
      return;
    }

    const rows = plan.reduce((sum, p) => sum + p.total, 0);
    const indexes = (
      (await database.db.execute(
        sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'products' and indexname <> 'products_pkey'`,
      )) as unknown as { rows: { indexname: string; indexdef: string }[] }
    ).rows;
    const rebuild = rows >= 50_000;
    if (rebuild) {
      log(`dropping ${indexes.length} secondary indexes of products for the load`);
      for (const index of indexes) await database.db.execute(sql.raw(`drop index if exists "${index.indexname}"`));
    }
    try {
      for (const { supplierId, total } of plan) {
        const store = (await database.db.execute(
          sql`select id from stores where supplier_id = ${supplierId} order by id limit 1`,
        )) as unknown as { rows: { id: string | number }[] };
        const storeId = store.rows[0] ? Number(store.rows[0].id) : null;
        const shelvingIds = await ensureShelvings(database, supplierId, shelvingsPer);
        const before = Date.now();
        await insertProducts(database, supplierId, storeId, total, leaves, shelvingIds);
        log(
          `supplier ${supplierId}: ${total.toLocaleString('en-US')} products in ${((Date.now() - before) / 1000).toFixed(1)} s (${seconds()})`,
        );
      }
    } finally {
      if (rebuild) {
        await database.db.execute(sql`set maintenance_work_mem = '512MB'`);
        for (const index of indexes) {
          const before = Date.now();
          await database.db.execute(
            sql.raw(index.indexdef.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')),
          );
          log(`index ${index.indexname} in ${((Date.now() - before) / 1000).toFixed(1)} s`);
        }
      }
    }
    await database.db.execute(sql`vacuum analyze products`);
    await database.db.execute(sql`analyze shelvings`);
    const total = await count(database, sql`select sum(count) as n from product_counts`);
    log(
      `done in ${seconds()}: ${rows.toLocaleString('en-US')} products generated, ${total.toLocaleString('en-US')} in the database`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required (a PostgreSQL database; PGlite is not meant for this size).');
    process.exit(1);
  }
  generateCatalog(url).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
