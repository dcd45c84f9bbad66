import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import type { Product, ProductImage, ProductListItem } from '@supplier/contracts/products';
import type { ProductImageRow, ProductRow, ProductsRepository } from './products.repository';

type PageRow = Awaited<ReturnType<ProductsRepository['page']>>[number];
type ValueRow = Awaited<ReturnType<ProductsRepository['attributeValues']>>[number];

function money(price: number, oldPrice: number | null) {
  return {
    price: kopiykyToHryvnias(price),
    price_format: formatMoney(price),
    old_price: oldPrice === null ? null : kopiykyToHryvnias(oldPrice),
    old_price_format: oldPrice === null ? null : formatMoney(oldPrice),
  };
}

const fromMilli = (value: number | null) => (value === null ? null : value / 1000);
const fromTenths = (value: number | null) => (value === null ? null : value / 10);

export function presentListItem(row: PageRow): ProductListItem {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    barcode: row.barcode,
    brand: row.brand,
    ...money(row.price, row.oldPrice),
    stock: row.stock,
    availability: row.availability,
    status: row.status,
    category: { id: row.categoryId, name: row.categoryName },
    shelving:
      row.shelvingId !== null && row.shelvingCode !== null ? { id: row.shelvingId, code: row.shelvingCode } : null,
    shelving_quantity: row.shelvingQuantity,
    image: row.image,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentImages(rows: ProductImageRow[]): ProductImage[] {
  return rows.map((row, index) => ({
    id: row.id,
    url: row.url,
    thumb_url: row.thumbUrl,
    width: row.width,
    height: row.height,
    position: index,
    is_main: index === 0,
  }));
}

export function presentProduct(
  row: ProductRow,
  parts: {
    category: { id: number; name: string; path: string };
    shelving: { id: number; code: string; name: string } | null;
    images: ProductImageRow[];
    values: ValueRow[];
  },
): Product {
  return {
    id: row.id,
    store_id: row.storeId,
    category_id: row.categoryId,
    category: parts.category,
    name: row.name,
    name_en: row.nameEn,
    description: row.description,
    sku: row.sku,
    barcode: row.barcode,
    brand: row.brand,
    ...money(row.price, row.oldPrice),
    stock: row.stock,
    availability: row.availability,
    status: row.status,
    weight: fromMilli(row.weightGrams),
    length: fromTenths(row.lengthMm),
    width: fromTenths(row.widthMm),
    height: fromTenths(row.heightMm),
    shelving_id: row.shelvingId,
    shelving: parts.shelving,
    shelving_quantity: row.shelvingQuantity,
    images: presentImages(parts.images),
    attributes: parts.values.map((value) => ({
      attribute_id: value.attributeId,
      name: value.name,
      type: value.type,
      unit: value.unit,
      value: value.value,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
