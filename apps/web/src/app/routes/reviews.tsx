import { useTranslation } from 'react-i18next';
import { useProducts } from '@/features/products/api/get-products';
import { ReviewsPage } from '@/features/reviews/components/reviews-page';
import { useStores } from '@/features/stores/api/get-stores';

/** /reviews: `Відгуки`, with the supplier's products and stores to filter by. */
export function Component() {
  const { t } = useTranslation('routes');
  const products = useProducts({ per_page: 200, sort: 'name', order: 'asc' });
  const stores = useStores({ per_page: 100 });
  return (
    <ReviewsPage
      title={t('reviews')}
      products={(products.data?.data ?? []).map((product) => ({ id: product.id, name: product.name }))}
      stores={stores.data?.data ?? []}
    />
  );
}
