import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { refreshSetup } from '@/features/setup/store';
import { ProductFormPage } from './product-form-page';

/** products/create (`Додати вручну`): the form for the category chosen before (`?category_id=`). */
export function Component() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categoryId = Number(params.get('category_id'));
  if (!Number.isInteger(categoryId) || categoryId <= 0) return <Navigate to="/products/create/categories" replace />;
  return (
    <ProductFormPage
      title={t('productCreate')}
      categoryId={categoryId}
      onSaved={(product) => {
        // the first product completes the `product` setup step
        void refreshSetup();
        void navigate(`/products/created?id=${product.id}`);
      }}
    />
  );
}
