import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '@supplier/contracts/products';
import type { PickerProduct } from '@/components/ui/product-picker';
import { getProduct } from '@/features/products/api/get-product';
import { getProducts } from '@/features/products/api/products-page';
import { ReviewsPage } from '@/features/reviews/components/reviews-page';
import { useStores } from '@/features/stores/api/get-stores';

const shown = ({ id, name, sku, image }: Pick<ProductListItem, 'id' | 'name' | 'sku' | 'image'>): PickerProduct => ({
  id,
  name,
  sku,
  image,
});

/** The product filter searches the supplier's products on the server (any status: reviews outlive sales). */
const products = {
  search: async (q: string, signal?: AbortSignal) =>
    (await getProducts({ q: q || undefined, per_page: 20, sort: 'name', order: 'asc' }, signal)).data.map(shown),
  find: async (id: number, signal?: AbortSignal) => {
    const { data } = await getProduct(id, signal);
    const image = data.images.find((item) => item.is_main) ?? data.images[0];
    return shown({ ...data, image: image?.thumb_url ?? null });
  },
};

/** /reviews: `Відгуки`, with the supplier's stores and a search of its products to filter by. */
export function Component() {
  const { t } = useTranslation('routes');
  const stores = useStores({ per_page: 100 });
  return <ReviewsPage title={t('reviews')} products={products} stores={stores.data?.data ?? []} />;
}
