import { inArray, sql } from 'drizzle-orm';
import type { AttributeValue } from '@supplier/contracts/attributes';
import { ean13CheckDigit, type ProductAvailability, type ProductStatus } from '@supplier/contracts/products';
import type { Db } from '../../db/client';
import { avatarImage, backgroundImage, loadSharp } from '../../lib/images';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { FileStorage } from '../../lib/storage';
import { storesRepository } from '../stores';
import { attributeGroupItems, attributeGroups, attributes, categoryAttributeGroups } from './attributes.table';
import {
  DEMO_ATTRIBUTES,
  DEMO_FAMILIES,
  DEMO_GROUPS,
  DEMO_IMAGE_COLORS,
  DEMO_SHELVINGS,
  DESIGNS,
} from './catalog.demo-data';
import { categories } from './categories.table';
import { seedCategories } from './categories.seed';
import { productAttributeValues, productImages, products } from './products.table';
import { SHARED_IMAGES_FOLDER } from './products.repository';
import { shelvings } from './shelvings.table';
import { transaction } from '../../db/transaction';
import { seededRandom } from '../../lib/seeded-random';

/** The demo catalogue's choices, from one repeatable sequence (the same catalogue in every demo database). */
function random(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/** One picture per colour (a textile-like pattern), stored once as the two variants uploads get. */
async function demoPictures(storage: FileStorage) {
  const pictures: { url: string; thumbUrl: string; width: number; height: number; bytes: number }[] = [];
  const sharp = await loadSharp();
  for (const [index, color] of DEMO_IMAGE_COLORS.entries()) {
    const stripes = Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${i * 100 + (index % 3) * 20}" y="0" width="${20 + (index % 4) * 8}" height="800" fill="#ffffff" opacity="0.25"/>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="${color}"/>${stripes}<circle cx="400" cy="400" r="${180 + index * 10}" fill="#ffffff" opacity="0.35"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const [large, thumb] = await Promise.all([backgroundImage(png), avatarImage(png)]);
    pictures.push({
      url: await storage.put(`${SHARED_IMAGES_FOLDER}/large-${index}.webp`, large, 'image/webp'),
      thumbUrl: await storage.put(`${SHARED_IMAGES_FOLDER}/thumb-${index}.webp`, thumb, 'image/webp'),
      width: 800,
      height: 800,
      bytes: large.length,
    });
  }
  return pictures;
}

const STATUSES: ProductStatus[] = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'draft',
  'inactive',
  'archived',
];

/**
 * The demo supplier's catalogue: attributes, groups bound to categories, shelvings and a few
 * hundred products with pictures and attribute values (set-based inserts). Idempotent: a
 * supplier who has products or attributes already is left as they are.
 */
export async function seedDemoCatalog(db: Db, supplierId: number, storage: FileStorage): Promise<boolean> {
  await seedCategories(db);
  const [has] = await db
    .select({
      products: sql<number>`(select count(*)::int from products where supplier_id = ${supplierId})`,
      attributes: sql<number>`(select count(*)::int from attributes where supplier_id = ${supplierId})`,
    })
    .from(sql`(select 1) as one`);
  if ((has?.products ?? 0) > 0 || (has?.attributes ?? 0) > 0) return false;

  const paths = [...new Set([...DEMO_GROUPS.flatMap((g) => g.categories), ...DEMO_FAMILIES.map((f) => f.category)])];
  const categoryRows = await db
    .select({ id: categories.id, path: categories.path })
    .from(categories)
    .where(inArray(categories.path, paths));
  const categoryId = new Map(categoryRows.map((row) => [row.path, row.id]));
  const pictures = await demoPictures(storage);
  const store = await storesRepository(db).primary(supplierId);

  await transaction(db, async (tx) => {
    const attributeRows = await tx
      .insert(attributes)
      .values(
        DEMO_ATTRIBUTES.map((a) => ({
          supplierId,
          name: a.name,
          type: a.type,
          unit: a.unit ?? null,
          options: a.options ?? [],
          required: a.required ?? false,
        })),
      )
      .returning({ id: attributes.id, name: attributes.name });
    const attributeId = new Map(
      DEMO_ATTRIBUTES.map((a) => [a.key, attributeRows.find((row) => row.name === a.name)!.id] as const),
    );

    const groupRows = await tx
      .insert(attributeGroups)
      .values(DEMO_GROUPS.map((g, position) => ({ supplierId, name: g.name, position })))
      .returning({ id: attributeGroups.id, name: attributeGroups.name });
    const groupId = (name: string) => groupRows.find((row) => row.name === name)!.id;
    await tx.insert(attributeGroupItems).values(
      DEMO_GROUPS.flatMap((g) =>
        g.attributes.map((key, position) => ({
          groupId: groupId(g.name),
          attributeId: attributeId.get(key)!,
          position,
        })),
      ),
    );
    await tx.insert(categoryAttributeGroups).values(
      DEMO_GROUPS.flatMap((g) =>
        g.categories.flatMap((path) => {
          const id = categoryId.get(path);
          return id ? [{ groupId: groupId(g.name), categoryId: id }] : [];
        }),
      ),
    );

    const shelvingRows = await tx
      .insert(shelvings)
      .values(
        DEMO_SHELVINGS.map((s) => ({
          supplierId,
          code: s.code,
          name: s.name,
          zone: s.zone,
          note: 'note' in s ? s.note : null,
          capacity: s.capacity,
        })),
      )
      .returning({ id: shelvings.id, code: shelvings.code, capacity: shelvings.capacity });
    const placed = new Map<string, number>();

    const rng = random(20250301);
    const now = Date.now();
    const drafts: (typeof products.$inferInsert & { values: Record<string, AttributeValue> })[] = [];
    let n = 0;
    for (const family of DEMO_FAMILIES) {
      const category = categoryId.get(family.category);
      if (!category) continue;
      for (let i = 0; i < family.count; i += 1) {
        n += 1;
        const values = family.attributes(rng.pick);
        const fabric = typeof values.fabric === 'string' ? values.fabric : 'Бавовна';
        const size = typeof values.bedSize === 'string' ? values.bedSize : 'Євро';
        const price = rng.int(family.price[0], family.price[1]) * 100 + rng.pick([0, 0, 0, 50, 99]);
        const stock = rng.pick([0, 2, 5, 8, 12, 20, 35, 50]);
        const status = rng.pick(STATUSES);
        const availability: ProductAvailability =
          stock === 0 ? rng.pick(['out_of_stock', 'preorder'] as const) : 'in_stock';
        const shelving =
          family.shelving && stock > 0 && rng.next() < 0.7
            ? shelvingRows.find((s) => s.code === family.shelving)
            : undefined;
        const fits =
          shelving && (shelving.capacity === null || (placed.get(shelving.code) ?? 0) + stock <= shelving.capacity);
        if (shelving && fits) placed.set(shelving.code, (placed.get(shelving.code) ?? 0) + stock);
        const first12 = `482${String(supplierId % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`;
        drafts.push({
          supplierId,
          storeId: store?.id ?? null,
          categoryId: category,
          name: family.name({ design: rng.pick(DESIGNS), fabric, size, n }),
          description: sanitizeRichText(family.description),
          sku: `ZO-${String(n).padStart(5, '0')}`,
          barcode: `${first12}${ean13CheckDigit(first12)}`,
          brand: rng.pick(family.brands),
          price,
          oldPrice: rng.next() < 0.25 ? Math.round((price * 1.2) / 100) * 100 : null,
          stock,
          availability,
          status,
          weightGrams: rng.int(150, 3500),
          lengthMm: rng.int(200, 600),
          widthMm: rng.int(150, 400),
          heightMm: rng.int(30, 200),
          shelvingId: fits ? shelving.id : null,
          shelvingQuantity: fits ? stock : 0,
          createdAt: new Date(now - n * 3_600_000 * 5),
          updatedAt: new Date(now - n * 3_600_000 * 5),
          values,
        });
      }
    }
    const inserted = await tx
      .insert(products)
      .values(drafts.map(({ values: _values, ...row }) => row))
      .returning({ id: products.id, sku: products.sku });
    const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));

    await tx.insert(productImages).values(
      drafts.flatMap((draft, index) => {
        const count = 1 + (index % 3);
        return Array.from({ length: count }, (_, position) => ({
          productId: idBySku.get(draft.sku)!,
          position,
          ...pictures[(index * 5 + position * 7) % pictures.length]!,
        }));
      }),
    );
    await tx.insert(productAttributeValues).values(
      drafts.flatMap((draft) =>
        Object.entries(draft.values).flatMap(([key, value]) => {
          const id = attributeId.get(key);
          return id ? [{ productId: idBySku.get(draft.sku)!, attributeId: id, value }] : [];
        }),
      ),
    );
  });
  return true;
}
