import type { ActivityResponse } from '@supplier/contracts/activity';
import type { Locale } from '@supplier/contracts/constants';
import type { ActivityService } from '../activity';
import { notFound } from './catalog.errors';
import type { ProductsRepository } from './products.repository';

/**
 * A product's «Історія»: the activity log's entries about it, for whoever may read the product
 * (ADR 0046). Another supplier's product, or one deleted, is not found.
 */
export function productHistoryService(deps: { products: ProductsRepository; activity: ActivityService }) {
  return {
    async list(
      supplierId: number,
      productId: number,
      page: { per_page: number; cursor?: string },
      locale: Locale,
    ): Promise<ActivityResponse> {
      if (!(await deps.products.find(supplierId, productId))) throw notFound(locale, 'product_not_found');
      return deps.activity.list(supplierId, { object_type: 'products', object_id: String(productId), ...page }, locale);
    },
  };
}
