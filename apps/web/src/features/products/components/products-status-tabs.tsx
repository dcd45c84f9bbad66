import { useTranslation } from 'react-i18next';
import { productStatuses, type ProductStatus } from '@supplier/contracts/products-constants';
import { cn } from '@/lib/cn';

/** All, then one tab per product status; `''` is all. */
export function ProductsStatusTabs({ value, onChange }: { value: string; onChange(status: ProductStatus | ''): void }) {
  const { t } = useTranslation('products');
  return (
    <div
      role="tablist"
      aria-label={t('list.statusTabs')}
      className="flex gap-1 overflow-x-auto border-b border-border max-sm:[scrollbar-width:none]"
    >
      {(['', ...productStatuses] as const).map((status) => (
        <button
          key={status || 'all'}
          type="button"
          role="tab"
          aria-selected={value === status}
          onClick={() => onChange(status)}
          className={cn(
            '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm whitespace-nowrap',
            value === status
              ? 'border-primary font-medium text-foreground'
              : 'border-transparent text-muted-foreground hover:text-foreground',
          )}
          data-testid={`status-tab-${status || 'all'}`}
        >
          {status ? t(`statusTabs.${status}`) : t('statusTabs.all')}
        </button>
      ))}
    </div>
  );
}
