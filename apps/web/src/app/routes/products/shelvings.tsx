import { useTranslation } from 'react-i18next';
import { getProducts } from '@/features/products/api/products-page';
import { ShelvingsPage } from '@/features/shelvings/components/shelvings-page';
import type { FindProducts } from '@/features/shelvings/components/placement-dialog';

/** The placement dialog finds products through the products list call. */
const findProducts: FindProducts = async (q, signal) => {
  const page = await getProducts({ q: q || undefined, per_page: 20 }, signal);
  return page.data.map((product) => ({
    id: product.id,
    name: product.name,
    sku: product.sku,
    stock: product.stock,
    shelving: product.shelving,
  }));
};

/** products/shelvings (`Стелажі`). */
export function Component() {
  const { t } = useTranslation('routes');
  return <ShelvingsPage title={t('shelvings')} findProducts={findProducts} />;
}
