import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useProduct } from '../api/get-product';

/** `products/created`: the success page after a manual create (view, add another, go to list). */
export function ProductCreated({ id }: { id: number | null }) {
  const { t } = useTranslation('products');
  const product = useProduct(id ?? 0);
  const name = id && product.data ? product.data.data.name : null;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4" data-testid="product-created">
      <Card className="gap-4 text-center">
        <CardHeader className="items-center">
          <CircleCheck className="size-12 text-emerald-600" aria-hidden />
          <CardTitle level={1}>{t('created.title')}</CardTitle>
          <CardDescription>{name ? t('created.named', { name }) : t('created.text')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-2">
          {id && (
            <Button asChild variant="outline">
              <Link to={`/products/edit/${id}`} data-testid="created-view">
                {t('created.view')}
              </Link>
            </Button>
          )}
          <Button asChild>
            <Link to="/products/create/categories" data-testid="created-another">
              {t('created.another')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/products/list" data-testid="created-list">
              {t('created.list')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
