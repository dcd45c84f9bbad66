import { useTranslation } from 'react-i18next';
import { ProductsPanel } from '@/features/products/components/products-panel';
import { useSetup } from '@/features/setup/store';

/** products/panel: manual creation or import, behind the information-articles gate. */
export function Component() {
  const { t } = useTranslation('routes');
  const information = useSetup((state) => state.setupSettings?.information ?? false);
  return <ProductsPanel title={t('productsPanel')} informationReady={information} />;
}
