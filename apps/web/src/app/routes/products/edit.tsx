import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { activityEndpointSchemas } from '@supplier/contracts/activity';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ProductHistory } from '@/features/activity/components/product-history';
import { useProduct } from '@/features/products/api/get-product';
import { useCan } from '@/lib/permissions';
import { ProductFormPage } from './product-form-page';

/**
 * products/edit/{id} (`Редагувати продукт`); `?category_id=` moves it to another category. Below
 * the form, its «Історія»: who of the team changed what (issue 34).
 */
export function Component() {
  const { t } = useTranslation(['routes', 'products']);
  const { id } = useParams();
  const [params] = useSearchParams();
  const productId = Number(id);
  const product = useProduct(Number.isInteger(productId) ? productId : 0);
  const canReadHistory = useCan(activityEndpointSchemas.listProductHistory);
  if (product.isError) {
    return (
      <section className="flex flex-col gap-4">
        <PageHeader title={t('routes:productEdit')} />
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          <CircleAlert className="size-4" aria-hidden />
          {t('products:form.loadError')}
        </p>
      </section>
    );
  }
  if (!product.data) return <Skeleton className="h-64 rounded-xl" />;
  const moved = Number(params.get('category_id'));
  return (
    <div className="flex flex-col gap-4">
      <ProductFormPage
        title={t('routes:productEdit')}
        categoryId={Number.isInteger(moved) && moved > 0 ? moved : product.data.data.category_id}
        product={product.data.data}
        onSaved={(_saved, message) => toast({ variant: 'successful', description: message })}
      />
      {canReadHistory && <ProductHistory productId={product.data.data.id} version={product.data.data.updated_at} />}
    </div>
  );
}
