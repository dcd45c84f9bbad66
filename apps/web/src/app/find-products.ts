import type { ProductStatus } from '@supplier/contracts/products';
import { getProducts } from '@/features/products/api/products-page';

/**
 * A product picker's search, through the products list call: the shelvings placement dialog and
 * the order items editor take it from here, so the products feature stays the one owner of its
 * endpoint.
 */
export function productFinder(options: { status?: ProductStatus; count: number }) {
  return async (q: string, signal?: AbortSignal) => {
    const page = await getProducts({ q: q || undefined, status: options.status, per_page: options.count }, signal);
    return page.data.map(({ id, name, sku, stock, shelving }) => ({ id, name, sku, stock, shelving }));
  };
}
