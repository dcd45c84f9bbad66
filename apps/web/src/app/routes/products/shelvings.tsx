import { useTranslation } from 'react-i18next';
import { productFinder } from '@/app/find-products';
import { ShelvingsPage } from '@/features/shelvings/components/shelvings-page';

const findProducts = productFinder({ count: 20 });

/** products/shelvings (`Стелажі`). */
export function Component() {
  const { t } = useTranslation('routes');
  return <ShelvingsPage title={t('shelvings')} findProducts={findProducts} />;
}
