import { useTranslation } from 'react-i18next';
import type { DashboardStatistics } from '@supplier/contracts/dashboard';
import { formatHryvnias } from '@/lib/money-format';

/** The ten products that brought most in the period. */
export function TopProducts({ products }: { products: DashboardStatistics['top_products'] }) {
  const { t } = useTranslation('dashboard');
  if (products.length === 0) return <p className="text-sm text-muted-foreground">{t('top.empty')}</p>;
  return (
    <ol className="flex flex-col divide-y divide-border" data-testid="dashboard-top-products">
      {products.map((product, index) => (
        <li key={`${product.product_id ?? ''}-${product.sku}`} className="flex min-w-0 items-center gap-3 py-2">
          <span className="w-5 shrink-0 text-sm text-muted-foreground tabular-nums">{index + 1}</span>
          {product.image ? (
            <img src={product.image} alt="" className="size-10 shrink-0 rounded-md border border-border object-cover" />
          ) : (
            <span className="size-10 shrink-0 rounded-md bg-muted" aria-hidden />
          )}
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-sm font-medium break-words" title={product.name} data-seller-data="">
              {product.name}
            </p>
            <p className="truncate text-xs text-muted-foreground" data-seller-data="">
              {t('top.sku', { sku: product.sku })}
            </p>
          </div>
          <div className="shrink-0 text-right">
            <p className="text-sm font-medium">{formatHryvnias(product.revenue)}</p>
            <p className="text-xs text-muted-foreground">{t('top.units', { count: product.units })}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
